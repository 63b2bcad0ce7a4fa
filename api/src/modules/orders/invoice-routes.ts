import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileRouteGroup, pagedRouteGroup } from '../../http/route-group';
import { pageOffset, pageQuery, readPage } from '../../http/pagination';
import { fields } from '../../http/validation';
import { signedInUser, signedInUserId } from '../../plugins/access';
import { invoiceForUser, presentInvoice, providerInvoices } from './invoices';
import { invoicePdf } from './invoice-files';
import { invoiceSchema } from './schemas';
import { blankToUndefined, tags } from './route-fields';

const invoiceNumber = fields.text().trim().max(40, 'Die Nummer ist zu lang.');

const invoiceQuery = z
  .object({
    order_number: z.preprocess(blankToUndefined, invoiceNumber.optional()),
    invoice_number: z.preprocess(blankToUndefined, invoiceNumber.optional()),
  })
  .refine((query) => Boolean(query.order_number || query.invoice_number), {
    message: 'Bitte geben Sie eine Bestell- oder Rechnungsnummer an.',
    path: ['order_number'],
  });

/** Invoices: the PDF for buyer and seller, and the provider's invoice list. */
export function registerInvoiceRoutes(app: Parameters<FastifyPluginAsyncZod>[0]) {
  fileRouteGroup(app, { tags, config: { access: 'user' } })({
    url: '/orderInvoiceByProvider',
    summary: 'Rechnung als PDF herunterladen (nur Käufer und Verkäufer)',
    description:
      '`order_number` = Teilbestellnummer (`invoices[].order_number` der Bestellliste) → ihre Rechnung; oder `invoice_number` (auch Rechnungskorrekturen). Das PDF wird aus dem beim Ausstellen eingefrorenen Rechnungsinhalt erzeugt (pdfkit), beim ersten Abruf einmal in die private Dateiablage geschrieben und danach von dort geliefert. Fremde Rechnungen → 404.',
    querystring: invoiceQuery,
    handler: async (request) => {
      const invoice = await invoiceForUser(app.db, signedInUser(request), {
        orderNumber: request.query.order_number,
        invoiceNumber: request.query.invoice_number,
      });
      const pdf = await invoicePdf(app.db, app.appConfig, invoice);
      return { body: pdf, contentType: 'application/pdf', fileName: `${invoice.invoiceNumber}.pdf`, noStore: true };
    },
  });

  const providerLists = pagedRouteGroup(app, { tags, config: { access: 'provider' } });

  providerLists({
    method: 'GET',
    url: '/api/invoices',
    summary: 'Rechnungen und Rechnungskorrekturen des Anbieters, neueste zuerst (10 je Seite)',
    querystring: pageQuery(10),
    item: invoiceSchema,
    handler: (request) =>
      readPage(request.query, (page) => providerInvoices(app.db, signedInUserId(request), pageOffset(page)), presentInvoice),
  });
}
