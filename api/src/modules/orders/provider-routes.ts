import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okPage, writtenAsBuilt } from '../../http/envelope';
import { routeGroup } from '../../http/route-group';
import { pageMeta, pageOf, pageQuery } from '../../http/pagination';
import { fields, idParams } from '../../http/validation';
import { DELIVERY_MODES, PAYMENT_STATUSES, VENDOR_ORDER_STATUSES } from '../../db/schema/orders';
import { signedInUser, signedInUserId } from '../../plugins/access';
import { presentOrderListItem, presentProviderOrderDetail, presentProviderOrderListItem } from './presenters';
import { pageProviderOrders, providerVendorOrder, providerVendorOrderByNumber } from './provider';
import { pageCustomerOrders } from './service';
import { loadOrderPayment } from './payment-state';
import { invoicesOfVendorOrders, presentInvoice } from './invoices';
import { latestOrdersSchema, providerOrderDetailSchema, providerOrderPageSchema, providerOrderViewSchema } from './schemas';
import { blankToUndefined, STATUS_DESCRIPTION, tags } from './route-fields';

const providerOrderQuery = pageQuery(10).extend({
  status: z.preprocess(
    blankToUndefined,
    z.enum(VENDOR_ORDER_STATUSES, { error: 'Bitte wählen Sie einen gültigen Bestellstatus.' }).optional(),
  ),
  payment: z.preprocess(
    blankToUndefined,
    z.enum(PAYMENT_STATUSES, { error: 'Bitte wählen Sie einen gültigen Zahlungsstatus.' }).optional(),
  ),
  delivery: z.preprocess(
    blankToUndefined,
    z.enum(DELIVERY_MODES, { error: 'Bitte wählen Sie „shipping“ (Versand) oder „pickup“ (Abholung).' }).optional(),
  ),
  date_from: z.preprocess(blankToUndefined, z.iso.date({ error: 'Bitte geben Sie das Datum als JJJJ-MM-TT an.' }).optional()),
  date_to: z.preprocess(blankToUndefined, z.iso.date({ error: 'Bitte geben Sie das Datum als JJJJ-MM-TT an.' }).optional()),
  search: z.preprocess(blankToUndefined, fields.text().trim().max(100, 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.').optional()),
});

const PROVIDER_DESCRIPTION = [
  'Filter: `status` (Teilbestellung), `payment` (Zahlungsstatus der Bestellung), `delivery` (`shipping`|`pickup`), `date_from`/`date_to` (JJJJ-MM-TT, Berliner Zeit, einschließlich), `search` (Bestellnummer, Kundenname, E-Mail oder Produktname).',
  'Antwort: `data` = Teilbestellungen des Anbieters, neueste zuerst; `meta` = Seitenangaben; `summary.total_order_value` = Bruttowert aller Treffer (EUR).',
  STATUS_DESCRIPTION,
].join('\n\n');

/*
 * The provider's order list is written as built (`writtenAsBuilt`): the handler builds it typed to `providerOrderPageSchema`
 * (`presentProviderOrderListItem`, the envelope helpers) and a test checks answers against that schema, strictly and
 * byte for byte against what zod would have written; checking and copying the page through zod on every request cost
 * ≈ 7 % of the API's CPU per request (README, benchmark). The schema still documents the answer in the OpenAPI contract.
 */

/** The provider's incoming orders: the filtered list, one vendor order, lookup by number, and the latest orders. */
export function registerProviderRoutes(app: Parameters<FastifyPluginAsyncZod>[0]) {
  for (const url of ['/api/shop/provider-orders', '/api/providerOrders', '/ordersByProvider']) {
    app.get(
      url,
      {
        config: { access: 'provider' },
        serializerCompiler: writtenAsBuilt,
        schema: {
          tags,
          summary: 'Eingegangene Bestellungen des Anbieters mit Filtern (10 je Seite)',
          description: PROVIDER_DESCRIPTION,
          querystring: providerOrderQuery,
          response: { 200: providerOrderPageSchema },
        },
      },
      async (request) => {
        const query = request.query;
        const page = pageOf(query);
        const { rows, total, totalCents } = await pageProviderOrders(
          app.db,
          signedInUserId(request),
          {
            status: query.status,
            payment: query.payment,
            delivery: query.delivery,
            dateFrom: query.date_from,
            dateTo: query.date_to,
            search: query.search,
          },
          page,
        );
        return {
          ...okPage(rows.map(presentProviderOrderListItem), pageMeta(page, total)),
          summary: { total_order_value: totalCents / 100, total_order_value_cents: totalCents },
        };
      },
    );
  }

  const provider = routeGroup(app, { tags, config: { access: 'provider' } });
  const userRoutes = routeGroup(app, { tags, config: { access: 'user' } });

  provider({
    method: 'GET',
    url: '/api/shop/providerOrderView/:id',
    summary: 'Eine Teilbestellung des Anbieters mit Kunde, Positionen, Sendungsschritten und Widerrufen',
    description: STATUS_DESCRIPTION,
    params: idParams,
    data: providerOrderViewSchema,
    handler: async (request) => {
      const full = await providerVendorOrder(app.db, signedInUserId(request), request.params.id);
      const issued = await invoicesOfVendorOrders(app.db, [full.vendor.id]);
      const payment = (await loadOrderPayment(app.db, full.order.id))?.payment;
      return { ...presentProviderOrderDetail(full, payment), invoices: issued.map(presentInvoice) };
    },
  });

  provider({
    method: 'GET',
    url: '/customerOrderDetailsByProvider',
    summary: 'Die eigene Teilbestellung des Anbieters zu einer Bestellnummer (oder Teilbestellnummer)',
    querystring: z.object({
      order_number: fields.text().trim().min(1, 'Bitte geben Sie eine Bestellnummer an.').max(40, 'Die Bestellnummer ist zu lang.'),
    }),
    data: providerOrderDetailSchema,
    handler: async (request) => {
      const full = await providerVendorOrderByNumber(app.db, signedInUserId(request), request.query.order_number);
      return presentProviderOrderDetail(full, (await loadOrderPayment(app.db, full.order.id))?.payment);
    },
  });

  userRoutes({
    method: 'GET',
    url: '/getLatestOrders',
    summary: 'Die 5 neuesten Bestellungen: für Kunden die eigenen Bestellungen, für Anbieter die eingegangenen Teilbestellungen',
    data: latestOrdersSchema,
    handler: async (request) => {
      const user = signedInUser(request);
      const page = { page: 1, perPage: 5 };
      if (user.role === 'Company') {
        const { rows } = await pageProviderOrders(app.db, user.id, {}, page);
        return { role: 'provider' as const, orders: rows.map(presentProviderOrderListItem) };
      }
      const { rows } = await pageCustomerOrders(app.db, user.id, page);
      return { role: 'customer' as const, orders: rows.map(presentOrderListItem) };
    },
  });
}
