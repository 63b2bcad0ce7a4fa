import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okPage, pageSuccessSchema, successSchema, writtenAsBuilt } from '../../http/envelope';
import { pageMeta, pageQuery } from '../../http/pagination';
import { fields } from '../../http/validation';
import { euroCents } from '../../lib/money';
import { ValidationError } from '../../http/errors';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { asc, inArray } from 'drizzle-orm';
import { DELIVERY_MODES, PAYMENT_STATUSES, shopOrderTracks, VENDOR_ORDER_STATUSES } from '../../db/schema/orders';
import { presentOrderDetail, presentOrderListItem, presentProviderOrderDetail, presentProviderOrderListItem } from './presenters';
import {
  listRowOf,
  pageProviderOrders,
  providerParcels,
  providerVendorOrder,
  providerVendorOrderByNumber,
  shippingQueue,
} from './provider';
import {
  declareWiderruf,
  orderForWiderruf,
  presentRevocation,
  presentWiderrufOrder,
  sendWiderrufEmails,
  widerrufStates,
} from './revocations';
import { customerOrderByNumber, type OrderWithVendors, pageCustomerOrders } from './service';
import { loadOrderPayment } from './payment-state';
import { invoiceForUser, invoicesOfVendorOrders, presentInvoice, providerInvoices } from './invoices';
import {
  cancelRefund,
  decideRefund,
  pageRefunds,
  presentRefund,
  presentRefundDetail,
  REFUND_REASON_CODES,
  REFUND_REASONS,
  refundableLines,
  refundDetail,
  requestRefund,
} from './refunds';
import { registerPaymentRoutes } from './payment-routes';
import { registerInvoiceMailRoutes } from './invoice-mail-routes';
import { invoicePdf } from './invoice-files';
import { readRefundForm, refundPhotos, requestPhotos, storeRefundPhotos } from './refund-photos';
import { registerFinanceRoutes } from './finance-routes';
import {
  customerOrderSchema,
  invoiceSchema,
  latestOrdersSchema,
  orderListItemSchema,
  orderShippingsSchema,
  providerOrderDetailSchema,
  providerOrderPageSchema,
  providerOrderViewSchema,
  refundDetailSchema,
  refundReasonSchema,
  refundSchema,
  revocationSchema,
  trackSchema,
  widerrufOrderSchema,
} from './schemas';
import { addTrack, CARRIER_CODES, presentTrack, trackEmail, trackingUrl, tracksFor } from './tracks';
import { signedInUser, signedInUserId } from '../../plugins/access';

const tags = ['Bestellungen'];

/** Status values of orders, for the OpenAPI description (ARCHITECTURE.md: statuses are documented there). */
const STATUS_DESCRIPTION = [
  'Bestellstatus `order_status`: `pending` (Eingegangen) · `processing` (In Bearbeitung) · `completed` (Abgeschlossen) · `cancelled` (Storniert) — abgeleitet aus den Teilbestellungen.',
  'Teilbestellung `vendor_orders[].status`: `pending` → `confirmed` | `cancelled`; `confirmed` → `shipped` (Versand) | `ready_for_pickup` (Abholung) | `cancelled`; `shipped` → `completed`; `ready_for_pickup` → `completed`. Eine Stornierung bucht den Bestand zurück.',
  'Zahlungsstatus `payment_status`: `pending` (Zahlung ausstehend) · `partially_paid` (Gutschein deckt einen Teil) · `paid` · `refunded`. Zahlungsart `payment_method_code`: `prepayment` · `cash` · `voucher`.',
].join('\n\n');

const orderNumberParams = z.object({
  order_number: fields.text().trim().min(1, 'Bitte geben Sie eine Bestellnummer an.').max(40, 'Die Bestellnummer ist zu lang.'),
});

/** The customer's orders (spec 02 §7 "Orders": `api/shop/orders`, `/shop/orders`) and the confirmation page's order. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/api/shop/orders', '/shop/orders']) {
    app.get(
      url,
      {
        config: { access: 'customer' },
        schema: {
          tags,
          summary: 'Eigene Bestellungen, neueste zuerst (5 je Seite)',
          description: STATUS_DESCRIPTION,
          querystring: pageQuery(5),
          response: { 200: pageSuccessSchema(orderListItemSchema) },
        },
      },
      async (request) => {
        const page = { page: request.query.page, perPage: request.query.per_page };
        const { rows, total } = await pageCustomerOrders(app.db, signedInUserId(request), page);
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
        response: { 200: successSchema(customerOrderSchema) },
      },
    },
    async (request) =>
      ok(
        await customerOrderView(
          app.db,
          app.appConfig,
          await customerOrderByNumber(app.db, signedInUserId(request), request.params.order_number),
        ),
      ),
  );

  registerProviderRoutes(app);
  registerTrackRoutes(app);
  registerWiderrufRoutes(app);
  registerInvoiceRoutes(app);
  registerRefundRoutes(app);
  registerPaymentRoutes(app);
  registerInvoiceMailRoutes(app);
  registerFinanceRoutes(app);
};

export default orderRoutes;

/** The customer's order page: the order detail plus, per vendor order, its tracks and its Widerruf state. */
async function customerOrderView(db: Executor, config: AppConfig, full: OrderWithVendors) {
  const detail = presentOrderDetail(config, full);
  const ids = full.vendorOrders.map((vendor) => vendor.id);
  const tracks = ids.length
    ? await db.select().from(shopOrderTracks).where(inArray(shopOrderTracks.vendorOrderId, ids)).orderBy(asc(shopOrderTracks.id))
    : [];
  const states = await widerrufStates(
    db,
    full.vendorOrders.map((vendor) => ({ vendor, items: vendor.items })),
  );
  const issued = await invoicesOfVendorOrders(db, ids);
  return {
    ...detail,
    vendor_orders: detail.vendor_orders.map((vendor) => ({
      ...vendor,
      invoices: issued.filter((invoice) => invoice.vendorOrderId === vendor.id).map(presentInvoice),
      tracks: tracks.filter((track) => track.vendorOrderId === vendor.id).map(presentTrack),
      widerruf: states.get(vendor.id)?.state ?? null,
      revocations: (states.get(vendor.id)?.revocations ?? []).map(presentRevocation),
    })),
  };
}

/** An empty query value (`status=`) means „no filter“. */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

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

function registerProviderRoutes(app: Parameters<FastifyPluginAsyncZod>[0]) {
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
        const page = { page: query.page, perPage: query.per_page };
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

  app.get(
    '/api/shop/providerOrderView/:id',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Eine Teilbestellung des Anbieters mit Kunde, Positionen, Sendungsschritten und Widerrufen',
        description: STATUS_DESCRIPTION,
        params: z.object({ id: fields.id() }),
        response: { 200: successSchema(providerOrderViewSchema) },
      },
    },
    async (request) => {
      const full = await providerVendorOrder(app.db, signedInUserId(request), request.params.id);
      const issued = await invoicesOfVendorOrders(app.db, [full.vendor.id]);
      const payment = (await loadOrderPayment(app.db, full.order.id))?.payment;
      return ok({ ...presentProviderOrderDetail(full, payment), invoices: issued.map(presentInvoice) });
    },
  );

  app.get(
    '/customerOrderDetailsByProvider',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Die eigene Teilbestellung des Anbieters zu einer Bestellnummer (oder Teilbestellnummer)',
        querystring: z.object({
          order_number: fields.text().trim().min(1, 'Bitte geben Sie eine Bestellnummer an.').max(40, 'Die Bestellnummer ist zu lang.'),
        }),
        response: { 200: successSchema(providerOrderDetailSchema) },
      },
    },
    async (request) => {
      const full = await providerVendorOrderByNumber(app.db, signedInUserId(request), request.query.order_number);
      return ok(presentProviderOrderDetail(full, (await loadOrderPayment(app.db, full.order.id))?.payment));
    },
  );

  app.get(
    '/getLatestOrders',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Die 5 neuesten Bestellungen: für Kunden die eigenen Bestellungen, für Anbieter die eingegangenen Teilbestellungen',
        response: { 200: successSchema(latestOrdersSchema) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const page = { page: 1, perPage: 5 };
      if (user.role === 'Company') {
        const { rows } = await pageProviderOrders(app.db, user.id, {}, page);
        return ok({ role: 'provider', orders: rows.map(presentProviderOrderListItem) });
      }
      const { rows } = await pageCustomerOrders(app.db, user.id, page);
      return ok({ role: 'customer', orders: rows.map(presentOrderListItem) });
    },
  );
}

const trackBody = z.object({
  shop_vendor_order_id: fields.id(),
  /** Accepted for the spec's field list; the vendor order decides the order. */
  order_id: fields.id().optional(),
  title: fields.optionalText(120),
  detail: fields.optionalText(1000),
  carrier: z.preprocess(
    blankToUndefined,
    z.enum(CARRIER_CODES, { error: `Bitte wählen Sie einen Versanddienstleister (${CARRIER_CODES.join(', ')}).` }).nullish(),
  ),
  tracking_number: z.preprocess(
    blankToUndefined,
    fields
      .text()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,40}$/, 'Die Sendungsnummer besteht aus 4 bis 40 Buchstaben, Ziffern oder Bindestrichen.')
      .nullish(),
  ),
  status: z.preprocess(
    blankToUndefined,
    z.enum(VENDOR_ORDER_STATUSES, { error: 'Bitte wählen Sie einen gültigen Bestellstatus.' }).nullish(),
  ),
});

function registerTrackRoutes(app: Parameters<FastifyPluginAsyncZod>[0]) {
  app.post(
    '/api/order-track',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Sendungsschritt zu einer eigenen Teilbestellung; mit `status` wird sie zugleich weitergesetzt',
        description: `Kunde erhält eine Benachrichtigung (Typ \`order_status\`) und eine E-Mail. Versanddienstleister: ${CARRIER_CODES.join(', ')}.\n\n${STATUS_DESCRIPTION}`,
        body: trackBody,
        response: { 201: successSchema(trackSchema) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      if (!input.title && !input.status) {
        throw ValidationError.field('title', 'Bitte geben Sie einen Titel an oder wählen Sie einen neuen Status.');
      }
      const result = await addTrack(app.db, signedInUserId(request), {
        vendorOrderId: input.shop_vendor_order_id,
        title: input.title,
        detail: input.detail,
        carrier: input.carrier ?? null,
        trackingNumber: input.tracking_number ?? null,
        status: input.status ?? null,
      });
      try {
        await app.outbox.sendEmail(trackEmail(app.appConfig, result));
      } catch (error) {
        request.log.error({ err: error }, 'E-Mail zum Sendungsschritt konnte nicht versendet werden');
      }
      reply.code(201);
      return ok(presentTrack(result.track), result.track.status ? 'Der Status wurde geändert.' : 'Der Sendungsschritt wurde gespeichert.');
    },
  );

  app.get(
    '/api/shop/order-tracks',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Sendungsschritte einer Teilbestellung (für ihren Kunden oder ihren Anbieter)',
        querystring: z.object({ shop_vendor_order_id: fields.id() }),
        response: { 200: successSchema(z.array(trackSchema)) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return ok((await tracksFor(app.db, user, request.query.shop_vendor_order_id)).map(presentTrack));
    },
  );

  app.get(
    '/api/shop/order-shippings',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Versand: bestätigte Teilbestellungen zum Versenden (älteste zuerst) und Pakete mit Sendungsverfolgung',
        response: { 200: successSchema(orderShippingsSchema) },
      },
    },
    async (request) => {
      const id = signedInUserId(request);
      const queue = await shippingQueue(app.db, id);
      const parcels = await providerParcels(app.db, id);
      return ok({
        queue: queue.map((full) => presentProviderOrderListItem(listRowOf(full))),
        parcels: parcels.map((row) => ({
          ...presentTrack(row.track),
          vendor_order_number: row.vendorOrderNumber,
          vendor_order_status: row.vendorStatus,
          tracking_url: trackingUrl(row.track.carrier, row.track.trackingNumber),
        })),
      });
    },
  );
}

const widerrufLookupBody = z.object({
  order_number: fields.text().trim().min(1, 'Bitte geben Sie Ihre Bestellnummer an.').max(40, 'Die Bestellnummer ist zu lang.'),
  email: fields.email(),
});

const widerrufBody = z.object({
  order_number: widerrufLookupBody.shape.order_number,
  /** The e-mail address the order was placed with. */
  order_email: fields.email(),
  shop_vendor_order_id: fields.id(),
  lines: z
    .array(
      z.object({
        item_id: fields.id(),
        qty: z.coerce
          .number({ error: 'Bitte geben Sie eine Stückzahl an.' })
          .int('Bitte geben Sie eine ganze Stückzahl an.')
          .min(1, 'Mindestens 1 Stück.')
          .max(10_000, 'Zu viele Stück.'),
      }),
    )
    .max(200, 'Zu viele Positionen.')
    .default([]),
  name: fields.requiredText(120),
  email: fields.email(),
});

const WIDERRUF_DESCRIPTION =
  'Widerrufsbutton (§ 356a BGB): ohne Anmeldung mit Bestellnummer und der E-Mail-Adresse der Bestellung. Möglich bis 14 Tage nach Lieferung (Abschluss der Teilbestellung); frisch zubereitete Speisen sind ausgeschlossen (§ 312g BGB). Die Eingangsbestätigung mit Erklärung und Eingangszeit (Europe/Berlin) geht sofort per E-Mail; der Anbieter wird benachrichtigt.';

function registerWiderrufRoutes(app: Parameters<FastifyPluginAsyncZod>[0]) {
  app.post(
    '/widerruf/lookup',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Widerruf, Schritt 1: Bestellung mit Bestellnummer und E-Mail-Adresse finden',
        description: WIDERRUF_DESCRIPTION,
        body: widerrufLookupBody,
        response: { 200: successSchema(widerrufOrderSchema) },
      },
    },
    async (request) => ok(presentWiderrufOrder(await orderForWiderruf(app.db, request.body.order_number, request.body.email))),
  );

  app.post(
    '/widerruf',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Widerruf, Schritt 2: „Widerruf bestätigen“ für eine Teilbestellung (ganz oder einzelne Positionen)',
        description: WIDERRUF_DESCRIPTION,
        body: widerrufBody,
        response: { 201: successSchema(revocationSchema) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const result = await declareWiderruf(app.db, {
        orderNumber: input.order_number,
        orderEmail: input.order_email,
        vendorOrderId: input.shop_vendor_order_id,
        lines: input.lines,
        name: input.name,
        email: input.email,
        userId: request.user && request.user.role === 'User' ? request.user.id : null,
      });
      try {
        await sendWiderrufEmails(app.db, app.outbox, app.appConfig, result);
      } catch (error) {
        request.log.error({ err: error }, 'Widerrufsbestätigung konnte nicht versendet werden');
      }
      reply.code(201);
      return ok(
        presentRevocation(result.revocation),
        'Ihr Widerruf ist eingegangen. Die Bestätigung haben wir Ihnen per E-Mail geschickt.',
      );
    },
  );
}

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

function registerInvoiceRoutes(app: Parameters<FastifyPluginAsyncZod>[0]) {
  app.get(
    '/orderInvoiceByProvider',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Rechnung als PDF herunterladen (nur Käufer und Verkäufer)',
        description:
          '`order_number` = Teilbestellnummer (`invoices[].order_number` der Bestellliste) → ihre Rechnung; oder `invoice_number` (auch Rechnungskorrekturen). Das PDF wird aus dem beim Ausstellen eingefrorenen Rechnungsinhalt erzeugt (pdfkit), beim ersten Abruf einmal in die private Dateiablage geschrieben und danach von dort geliefert. Fremde Rechnungen → 404.',
        querystring: invoiceQuery,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const invoice = await invoiceForUser(app.db, user, {
        orderNumber: request.query.order_number,
        invoiceNumber: request.query.invoice_number,
      });
      const pdf = await invoicePdf(app.db, app.appConfig, invoice);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.invoiceNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/invoices',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Rechnungen und Rechnungskorrekturen des Anbieters, neueste zuerst (10 je Seite)',
        querystring: pageQuery(10),
        response: { 200: pageSuccessSchema(invoiceSchema) },
      },
    },
    async (request) => {
      const page = { page: request.query.page, perPage: request.query.per_page };
      const { rows, total } = await providerInvoices(app.db, signedInUserId(request), {
        limit: page.perPage,
        offset: (page.page - 1) * page.perPage,
      });
      return okPage(rows.map(presentInvoice), pageMeta(page, total));
    },
  );
}

const REFUND_DESCRIPTION =
  'Zustände: `requested` (Beantragt) → `accepted` (Angenommen, Betrag ≤ beantragt) → `refunded` (Erstattet; erzeugt eine Rechnungskorrektur); `requested` → `rejected` (Abgelehnt, mit Grund) | `cancelled` (vom Kunden zurückgezogen). Je Position nie mehr als bezahlt (die Teilbestellung ist beim Prüfen gesperrt). Ein Widerruf legt eine Erstattung mit Grund `widerruf` an (inkl. Standardversand, wenn alles widerrufen ist).';

const refundLines = z
  .array(
    z.object({
      item_id: fields.id(),
      qty: z.coerce
        .number({ error: 'Bitte geben Sie eine Stückzahl an.' })
        .int('Bitte geben Sie eine ganze Stückzahl an.')
        .min(1, 'Mindestens 1 Stück.')
        .max(10_000, 'Zu viele Stück.'),
    }),
  )
  .min(1, 'Bitte wählen Sie mindestens einen Artikel.')
  .max(200, 'Zu viele Positionen.');

/** A refund amount typed by the provider, in cents. */
const euroAmount = euroCents();

function registerRefundRoutes(app: Parameters<FastifyPluginAsyncZod>[0]) {
  app.get(
    '/refundTypeReasons',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Gründe für eine Erstattung',
        description: REFUND_DESCRIPTION,
        response: { 200: successSchema(z.array(refundReasonSchema)) },
      },
    },
    async () => ok(REFUND_REASON_CODES.map((code) => ({ code, label: REFUND_REASONS[code] }))),
  );

  app.get(
    '/refundProductsList',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Positionen einer eigenen Bestellung mit dem noch erstattbaren Rest',
        querystring: z.object({ order_number: orderNumberParams.shape.order_number }),
      },
    },
    async (request) => ok(await refundableLines(app.db, signedInUserId(request), request.query.order_number)),
  );

  app.post(
    '/refund-process',
    {
      config: { access: 'customer' },
      preValidation: readRefundForm,
      schema: {
        tags,
        summary: 'Erstattung beantragen (Positionen, Stückzahlen, Grund, Kommentar, Fotos)',
        description: `${REFUND_DESCRIPTION}\n\nAls JSON oder als multipart/form-data mit bis zu 5 Fotos \`photos\` (jpg, jpeg, png, webp; je höchstens 5 MB) und \`lines\` als JSON-Text oder \`lines[0][item_id]\`, \`lines[0][qty]\`. Die Fotos liegen in der privaten Dateiablage; nur Kunde und Anbieter sehen sie (\`photos[].url\`, befristet signiert).`,
        consumes: ['application/json', 'multipart/form-data'],
        body: z.object({
          shop_vendor_order_id: fields.id(),
          reason: z.enum(REFUND_REASON_CODES, { error: 'Bitte wählen Sie einen Grund.' }),
          comment: fields.optionalText(2000),
          lines: refundLines,
        }),
        response: { 201: successSchema(refundDetailSchema) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const refund = await requestRefund(app.db, {
        userId: signedInUserId(request),
        vendorOrderId: input.shop_vendor_order_id,
        reason: input.reason,
        comment: input.comment ?? '',
        lines: input.lines,
      });
      await storeRefundPhotos(app.db, app.appConfig, refund.id, requestPhotos(request));
      reply.code(201);
      return ok(
        {
          ...presentRefundDetail(await refundDetail(app.db, signedInUser(request), refund.id)),
          photos: await refundPhotos(app.db, app.appConfig, refund.id),
        },
        'Ihre Erstattung wurde beantragt. Der Anbieter meldet sich.',
      );
    },
  );

  app.get(
    '/getRefundListofItems',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Erstattungen: eigene Anträge (Kunde) oder eingegangene (Anbieter), neueste zuerst (10 je Seite)',
        description: REFUND_DESCRIPTION,
        querystring: pageQuery(10),
        response: { 200: pageSuccessSchema(refundSchema) },
      },
    },
    async (request) => {
      const page = { page: request.query.page, perPage: request.query.per_page };
      const { rows, total } = await pageRefunds(app.db, signedInUser(request), page);
      return okPage(rows.map(presentRefund), pageMeta(page, total));
    },
  );

  app.get(
    '/getDetailOfRefundItem',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Eine Erstattung mit ihren Positionen (für ihren Kunden oder Anbieter)',
        description: REFUND_DESCRIPTION,
        querystring: z.object({ id: fields.id() }),
        response: { 200: successSchema(refundDetailSchema) },
      },
    },
    async (request) => {
      const detail = presentRefundDetail(await refundDetail(app.db, signedInUser(request), request.query.id));
      return ok({ ...detail, photos: await refundPhotos(app.db, app.appConfig, request.query.id) });
    },
  );

  app.post(
    '/acceptRefundItem',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Erstattung annehmen (Betrag), ablehnen (mit Grund) oder als erstattet melden',
        description: REFUND_DESCRIPTION,
        body: z.object({
          id: fields.id(),
          action: z
            .enum(['accept', 'reject', 'refunded'], { error: 'Bitte wählen Sie „accept“, „reject“ oder „refunded“.' })
            .default('accept'),
          amount: euroAmount.optional(),
          reason: fields.optionalText(1000),
        }),
        response: { 200: successSchema(refundDetailSchema) },
      },
    },
    async (request) => {
      const input = request.body;
      if (input.action === 'reject' && !input.reason)
        throw ValidationError.field('reason', 'Bitte geben Sie an, warum Sie die Erstattung ablehnen.');
      const decision =
        input.action === 'accept'
          ? { action: 'accept' as const, amountCents: input.amount ?? null }
          : input.action === 'reject'
            ? { action: 'reject' as const, reason: input.reason ?? '' }
            : { action: 'refunded' as const };
      const refund = await decideRefund(app.db, signedInUserId(request), input.id, decision);
      const messages = {
        accepted: 'Die Erstattung wurde angenommen.',
        rejected: 'Die Erstattung wurde abgelehnt.',
        refunded: 'Die Erstattung ist als erstattet gebucht.',
      } as const;
      return ok(
        presentRefundDetail(await refundDetail(app.db, signedInUser(request), refund.id)),
        messages[refund.status as keyof typeof messages] ?? 'Gespeichert.',
      );
    },
  );

  app.post(
    '/cancelRefundItem',
    {
      config: { access: 'customer', extension: true },
      schema: {
        tags,
        summary: 'Eigenen, noch nicht entschiedenen Erstattungsantrag zurückziehen',
        description: REFUND_DESCRIPTION,
        body: z.object({ id: fields.id() }),
        response: { 200: successSchema(refundDetailSchema) },
      },
    },
    async (request) => {
      const refund = await cancelRefund(app.db, signedInUserId(request), request.body.id);
      return ok(presentRefundDetail(await refundDetail(app.db, signedInUser(request), refund.id)), 'Ihr Antrag wurde zurückgezogen.');
    },
  );
}
