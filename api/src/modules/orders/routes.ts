import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionUser } from '../../http/auth';
import { ok, okPage } from '../../http/envelope';
import { pageMeta, pageQuery } from '../../http/pagination';
import { fields } from '../../http/validation';
import { presentOrderDetail, presentOrderListItem } from './presenters';
import { customerOrderByNumber, pageCustomerOrders } from './service';

const tags = ['Bestellungen'];

/** Status values of orders, for the OpenAPI description (ARCHITECTURE.md: statuses are documented there). */
const STATUS_DESCRIPTION = [
  'Bestellstatus `order_status`: `pending` (Eingegangen) · `processing` (In Bearbeitung) · `completed` (Abgeschlossen) · `cancelled` (Storniert) — abgeleitet aus den Teilbestellungen.',
  'Teilbestellung `vendor_orders[].status`: `pending` → `confirmed` | `cancelled`; `confirmed` → `shipped` (Versand) | `ready_for_pickup` (Abholung) | `cancelled`; `shipped` → `completed`; `ready_for_pickup` → `completed`. Eine Stornierung bucht den Bestand zurück.',
  'Zahlungsstatus `payment_status`: `pending` (Zahlung ausstehend) · `partially_paid` (Gutschein deckt einen Teil) · `paid` · `refunded`. Zahlungsart `payment_method_code`: `prepayment` · `cash` · `voucher`.',
].join('\n\n');

function customerId(user: SessionUser | null): number {
  if (!user) throw new Error('Route ohne Anmeldung aufgerufen, obwohl sie eine verlangt.');
  return user.id;
}

const orderNumberParams = z.object({
  order_number: fields
    .text()
    .trim()
    .min(1, 'Bitte geben Sie eine Bestellnummer an.')
    .max(40, 'Die Bestellnummer ist zu lang.'),
});

/** The customer's orders (spec 02 §7 "Orders": `api/shop/orders`, `/shop/orders`) and the confirmation page's order. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/api/shop/orders', '/shop/orders']) {
    app.get(
      url,
      {
        config: { access: 'customer' },
        schema: { tags, summary: 'Eigene Bestellungen, neueste zuerst (5 je Seite)', description: STATUS_DESCRIPTION, querystring: pageQuery(5) },
      },
      async (request) => {
        const page = { page: request.query.page, perPage: request.query.per_page };
        const { rows, total } = await pageCustomerOrders(app.db, customerId(request.user), page);
        return okPage(rows.map(presentOrderListItem), pageMeta(page, total));
      },
    );
  }

  app.get(
    '/shop/order/:order_number',
    {
      config: { access: 'customer', extension: true },
      schema: {
        tags,
        summary: 'Eine eigene Bestellung mit Teilbestellungen, Positionen und Zahlungsangaben (Bestätigungsseite)',
        description: STATUS_DESCRIPTION,
        params: orderNumberParams,
      },
    },
    async (request) => ok(presentOrderDetail(app.appConfig, await customerOrderByNumber(app.db, customerId(request.user), request.params.order_number))),
  );
};

export default orderRoutes;
