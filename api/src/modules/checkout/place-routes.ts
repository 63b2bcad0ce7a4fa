import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok, successSchema } from '../../http/envelope';
import { signedInUser } from '../../plugins/access';
import { INVOICE_DUE_DAYS, presentTerms, termsOf } from './payments';
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

/** One payment method's place route: its path, body, summary, the message of a new order and what its body adds. */
interface PlaceRoute {
  path: string;
  summary: string;
  body: z.ZodTypeAny;
  created: string;
  input(body: PlaceBodyBase): Omit<PlaceOrderInput, 'cartKey' | 'shippingAddressId' | 'billingAddressId' | 'expectedTotalCents'>;
}

/** Keeps the body's type for `input` (the route validates the body with the same schema before `input` runs). */
function placeRoute<B extends z.ZodType<PlaceBodyBase>>(route: {
  path: string;
  summary: string;
  body: B;
  created: string;
  input(body: z.output<B>): ReturnType<PlaceRoute['input']>;
}): PlaceRoute {
  return route as unknown as PlaceRoute;
}

/** The five ways to place an order (spec 02 §7 "Checkout"), one route each, all answering the placed order. */
export const PLACE_ROUTES: readonly PlaceRoute[] = [
  placeRoute({
    path: '/orderPlace',
    summary: 'Bestellung mit Vorkasse (Überweisung) aufgeben; antwortet Bankverbindung und Verwendungszweck',
    body: orderPlaceBody,
    created: 'Vielen Dank für Ihre Bestellung. Bitte überweisen Sie den Betrag mit dem angegebenen Verwendungszweck.',
    input: (body) => ({ method: 'prepayment', voucherCode: body.voucher_code }),
  }),
  placeRoute({
    path: '/order_store_bycash',
    summary: 'Bestellung mit Barzahlung (bei Abholung oder bei Lieferung) aufgeben',
    body: orderByCashBody,
    created: THANKS,
    input: (body) => ({ method: 'cash', voucherCode: body.voucher_code, cashPayment: body.cash_payment }),
  }),
  placeRoute({
    path: '/order_store_by_voucher',
    summary: 'Bestellung mit Gutschein; deckt er nicht alles, wird der Rest per rest_payment_method (prepayment oder cash) bezahlt',
    body: orderByVoucherBody,
    created: THANKS,
    input: (body) => ({
      method: 'voucher',
      voucherCode: body.voucher_code,
      restMethod: body.rest_payment_method,
      cashPayment: body.cash_payment,
    }),
  }),
  placeRoute({
    path: '/order_store_by_invoice',
    summary: `Bestellung auf Rechnung: zahlbar binnen ${INVOICE_DUE_DAYS} Tagen per Überweisung; je Anbieter bis zu dessen Rechnungslimit`,
    body: orderByInvoiceBody,
    created: 'Vielen Dank für Ihre Bestellung. Die Rechnung erhalten Sie per E-Mail.',
    input: () => ({ method: 'invoice' }),
  }),
  placeRoute({
    path: '/order_store_by_sepa',
    summary:
      'Bestellung per SEPA-Lastschrift: IBAN wird geprüft, das Mandat mit Mandatsreferenz gespeichert, die Vorabankündigung per E-Mail versandt',
    body: orderBySepaBody,
    created: 'Vielen Dank für Ihre Bestellung. Die Vorabankündigung der Lastschrift haben wir Ihnen per E-Mail geschickt.',
    input: (body) => ({
      method: 'sepa_debit',
      mandate: { iban: body.iban, accountHolder: body.account_holder, mandateAccepted: body.mandate_accepted },
    }),
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
            ...route.input(body),
          },
        );
        const terms = await termsOf(app.db, full.order.id);
        const answer = { ...presentPlaced(app.appConfig, full), payment_terms: presentTerms(app.appConfig, full, terms) };
        return reply.status(created ? 201 : 200).send(ok(answer, created ? route.created : ALREADY_PLACED));
      },
    );
  }
}
