import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok, successSchema } from '../../http/envelope';
import { signedInUser } from '../../plugins/access';
import { INVOICE_DUE_DAYS, termsOf } from './payments';
import { orderByCashBody, orderByInvoiceBody, orderBySepaBody, orderByVoucherBody, orderPlaceBody, placedOrderSchema } from './schemas';
import { placeOrder, type PlaceOrderInput, presentPlaced } from './place-order';

const checkoutTags = ['Kasse'];
const ALREADY_PLACED = 'Diese Bestellung wurde bereits aufgegeben.';
const THANKS = 'Vielen Dank für Ihre Bestellung.';

/** The fields every place body has (cart, addresses, the total the customer was shown). */
interface PlaceBodyBase {
  cart_key: string;
  shipping_address_id?: number | undefined;
  billing_address_id?: number | undefined;
  expected_total_cents?: number | undefined;
}

/** What a payment method's body adds to the order: voucher, cash option, rest method or the SEPA mandate. */
type PaymentExtras = Pick<PlaceOrderInput, 'voucherCode' | 'cashPayment' | 'restMethod' | 'mandate'>;

/**
 * One row of {@link PLACE_ROUTES}, one payment method: its path, the method it orders with, its body, the summary
 * of the contract and the message of a new order; `extras` reads what its body adds to the common fields.
 */
interface PlaceRoute<Body extends z.ZodType<PlaceBodyBase> = z.ZodType<PlaceBodyBase>> {
  path: string;
  method: PlaceOrderInput['method'];
  body: Body;
  summary: string;
  /** The message of a newly placed order (201); an order placed before answers 200 with {@link ALREADY_PLACED}. */
  created: string;
  extras(body: z.output<Body>): PaymentExtras;
}

/** Keeps the body's type for `extras` (the route validates the body with the same schema before `extras` runs). */
function placeRoute<Body extends z.ZodType<PlaceBodyBase>>(route: PlaceRoute<Body>): PlaceRoute {
  return route as unknown as PlaceRoute;
}

/**
 * The ways to place an order (spec 02 §7 "Checkout"), one route each, all answering the placed order: a new
 * payment method is one more row.
 */
export const PLACE_ROUTES: readonly PlaceRoute[] = [
  placeRoute({
    path: '/orderPlace',
    method: 'prepayment',
    body: orderPlaceBody,
    summary: 'Bestellung mit Vorkasse (Überweisung) aufgeben; antwortet Bankverbindung und Verwendungszweck',
    created: 'Vielen Dank für Ihre Bestellung. Bitte überweisen Sie den Betrag mit dem angegebenen Verwendungszweck.',
    extras: (body) => ({ voucherCode: body.voucher_code }),
  }),
  placeRoute({
    path: '/order_store_bycash',
    method: 'cash',
    body: orderByCashBody,
    summary: 'Bestellung mit Barzahlung (bei Abholung oder bei Lieferung) aufgeben',
    created: THANKS,
    extras: (body) => ({ voucherCode: body.voucher_code, cashPayment: body.cash_payment }),
  }),
  placeRoute({
    path: '/order_store_by_voucher',
    method: 'voucher',
    body: orderByVoucherBody,
    summary: 'Bestellung mit Gutschein; deckt er nicht alles, wird der Rest per rest_payment_method (prepayment oder cash) bezahlt',
    created: THANKS,
    extras: (body) => ({ voucherCode: body.voucher_code, restMethod: body.rest_payment_method, cashPayment: body.cash_payment }),
  }),
  placeRoute({
    path: '/order_store_by_invoice',
    method: 'invoice',
    body: orderByInvoiceBody,
    summary: `Bestellung auf Rechnung: zahlbar binnen ${INVOICE_DUE_DAYS} Tagen per Überweisung; je Anbieter bis zu dessen Rechnungslimit`,
    created: 'Vielen Dank für Ihre Bestellung. Die Rechnung erhalten Sie per E-Mail.',
    extras: () => ({}),
  }),
  placeRoute({
    path: '/order_store_by_sepa',
    method: 'sepa_debit',
    body: orderBySepaBody,
    summary:
      'Bestellung per SEPA-Lastschrift: IBAN wird geprüft, das Mandat mit Mandatsreferenz gespeichert, die Vorabankündigung per E-Mail versandt',
    created: 'Vielen Dank für Ihre Bestellung. Die Vorabankündigung der Lastschrift haben wir Ihnen per E-Mail geschickt.',
    extras: (body) => ({ mandate: { iban: body.iban, accountHolder: body.account_holder, mandateAccepted: body.mandate_accepted } }),
  }),
];

/** Registers one place route per payment method from {@link PLACE_ROUTES}: 201 with the order, 200 when it was already placed. */
export function registerPlaceRoutes(app: Parameters<FastifyPluginAsyncZod>[0]) {
  const customer = { access: 'customer' as const };
  for (const route of PLACE_ROUTES) {
    app.post(
      route.path,
      {
        config: customer,
        schema: {
          tags: checkoutTags,
          summary: route.summary,
          body: route.body,
          response: { 200: successSchema(placedOrderSchema), 201: successSchema(placedOrderSchema) },
        },
      },
      async (request, reply) => {
        const body = request.body as PlaceBodyBase;
        const { full, created } = await placeOrder(
          { db: app.db, config: app.appConfig, outbox: app.outbox, log: app.log, bus: app.bus },
          signedInUser(request),
          {
            cartKey: body.cart_key,
            shippingAddressId: body.shipping_address_id,
            billingAddressId: body.billing_address_id,
            expectedTotalCents: body.expected_total_cents,
            method: route.method,
            ...route.extras(body),
          },
        );
        const answer = presentPlaced(app.appConfig, full, await termsOf(app.db, full.order.id));
        return reply.status(created ? 201 : 200).send(ok(answer, created ? route.created : ALREADY_PLACED));
      },
    );
  }
}
