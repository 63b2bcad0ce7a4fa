import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMISSION_DOCUMENT_KINDS } from '../../db/schema/billing';
import { wireSchema } from '../../http/contract';
import { ok, successSchema } from '../../http/envelope';
import { pageQuery, readPage } from '../../http/pagination';
import { fileRouteGroup, pagedRouteGroup, routeGroup } from '../../http/route-group';
import { fields, idParams } from '../../http/validation';
import { centAmount, euroAmount } from '../../lib/money';
import { signedInStaff, signedInUserId } from '../../plugins/access';
import { auditedChange } from '../staff/public';
import {
  adminCommissionDocuments,
  billableMonth,
  commissionDocumentOfProvider,
  MONTH_FORMAT_MESSAGE,
  providerCommissionDocuments,
  runCommissionMonth,
} from './commission';
import { commissionFile } from './commission-files';
import { scheduleNextCommissionRun } from './commission-jobs';

/** The monthly commission documents (README „Provisionsrechnungen“): the provider's list and files, finance's run and list. */

const tags = ['Provisionsrechnungen'];

const monthField = z
  .string({ error: MONTH_FORMAT_MESSAGE })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_FORMAT_MESSAGE);

const documentFields = {
  id: z.number().int(),
  document_number: z.string(),
  kind: z.enum(COMMISSION_DOCUMENT_KINDS),
  kind_text: z.string(),
  month: z.string(),
  period_start: z.string(),
  period_last_day: z.string(),
  net: euroAmount,
  net_cents: centAmount,
  vat: euroAmount,
  vat_cents: centAmount,
  total: euroAmount,
  total_cents: centAmount,
  vat_rate: z.number(),
  line_count: z.number().int(),
  refers_to: z.array(z.string()),
  status_text: z.string(),
  issued_at: z.string(),
};

export const commissionDocumentSchema = wireSchema('CommissionDocument', z.object(documentFields));

export const adminCommissionDocumentSchema = wireSchema(
  'CommissionAdminDocument',
  z.object({ ...documentFields, provider_id: z.number().int(), provider: z.string(), provider_email: z.string() }),
);

export const commissionRunResultSchema = wireSchema(
  'CommissionRunResult',
  z.object({
    month: z.string(),
    providers: z.number().int(),
    invoices: z.array(z.string()),
    credit_notes: z.array(z.string()),
  }),
);

const commissionRunBody = z.object({ month: monthField });
const adminDocumentQuery = pageQuery(25).extend({ month: monthField.optional(), q: fields.optionalText(100) });

const commissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/billing/commission-documents',
    {
      config: { access: 'provider', extension: true },
      schema: {
        tags,
        summary: 'Provisionsrechnungen und Gutschriften des Marktplatzes an den Anbieter, neueste zuerst',
        response: { 200: successSchema(z.array(commissionDocumentSchema)) },
      },
    },
    async (request) => ok(await providerCommissionDocuments(app.db, signedInUserId(request))),
  );

  const providerFiles = fileRouteGroup(app, { tags, config: { access: 'provider', extension: true } });
  for (const kind of ['pdf', 'xml'] as const) {
    providerFiles({
      url: `/billing/commission-documents/:id/${kind}`,
      summary:
        kind === 'pdf'
          ? 'Provisionsrechnung oder Gutschrift als PDF (PDF/A-3 mit ZUGFeRD/Factur-X-Daten nach EN 16931), einmal gespeichert; fremde → 404'
          : 'Provisionsrechnung oder Gutschrift als E-Rechnung (CII-XML nach EN 16931), einmal gespeichert; fremde → 404',
      params: idParams,
      handler: async (request) => {
        const document = await commissionDocumentOfProvider(app.db, signedInUserId(request), request.params.id);
        return {
          body: await commissionFile(app.db, app.appConfig, document, kind),
          contentType: kind === 'pdf' ? 'application/pdf' : 'application/xml; charset=utf-8',
          fileName: `${document.documentNumber}.${kind}`,
          noStore: true,
        };
      },
    });
  }

  const finance = { access: 'staff:finance' as const, extension: true };
  const financeRoute = routeGroup(app, { tags, config: finance });

  financeRoute({
    method: 'POST',
    url: '/admin/billing/commission-run',
    summary: 'Finanzen: Provisionsrechnungen und Gutschriften eines abgelaufenen Monats jetzt ausstellen (sonst am 1. um 0:00 Uhr)',
    description:
      '`month` (JJJJ-MM, Berliner Kalendermonat, abgelaufen). Idempotent: schon ausgestellte Dokumente werden nicht erneut ausgestellt. Antwort: Anzahl der Anbieter mit Provision im Monat und die Nummern der jetzt ausgestellten Rechnungen und Gutschriften.',
    body: commissionRunBody,
    data: commissionRunResultSchema,
    message: (result) =>
      result.invoices.length + result.credit_notes.length === 0
        ? 'Der Lauf ist abgeschlossen; für diesen Monat war nichts mehr auszustellen.'
        : `Der Lauf ist abgeschlossen: ${result.invoices.length} Provisionsrechnungen und ${result.credit_notes.length} Gutschriften ausgestellt.`,
    handler: async (request) => {
      const member = signedInStaff(request);
      const month = billableMonth(request.body.month);
      const result = await auditedChange(app.db, { actor: member, ip: request.ip }, async (tx, audit) => {
        const run = await runCommissionMonth(tx, { config: app.appConfig }, month);
        // Schedules the monthly job again should it have died (its key makes this a no-op otherwise).
        await scheduleNextCommissionRun(tx);
        await audit({
          action: 'billing.commission_run',
          recordType: 'commission_run',
          recordId: month,
          after: { ...run },
        });
        return run;
      });
      return result;
    },
  });

  pagedRouteGroup(app, { tags, config: finance })({
    method: 'GET',
    url: '/admin/billing/commission-documents',
    summary: 'Finanzen: Provisionsrechnungen und Gutschriften an Anbieter, neueste zuerst',
    description: '`month` (JJJJ-MM) und `q` (Teil der Nummer, Firma oder E-Mail-Adresse des Anbieters) filtern.',
    querystring: adminDocumentQuery,
    item: adminCommissionDocumentSchema,
    handler: (request) => {
      const { month, q } = request.query;
      return readPage(request.query, (page) => adminCommissionDocuments(app.db, { month, q }, page));
    },
  });
};

export default commissionRoutes;
