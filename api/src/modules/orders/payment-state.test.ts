import { desc, eq } from 'drizzle-orm';
import { notifications, outboxMessages, shopRefunds } from '../../db/schema';
import { testSuite } from '../../../test/fixtures/suite';
import { body, createCustomer, createProduct, createProvider, createShippingMethod } from '../../../test/fixtures/checkout';
import type { PresentedCart } from '../checkout/view';
import { recordPaymentReceived } from './service';

/*
 * Issue #36, items 1 and 2: the customer's order (`GET /shop/order/{number}`, `GET /shop/orders`) reads its payment
 * state and its status from one function each — a refund or Widerruf of an unpaid part lowers what is due.
 * The order of the issue: Kaffeebecher 44,95 € + Glasteller 44,99 € + shipping 4,95 € = 94,89 €.
 */

const suite = testSuite();
let provider: { id: number; token: string };
let second: { id: number; token: string };
let mug: { variantId: number };
let plate: { variantId: number };
let bowl: { variantId: number };

interface Payment {
  state: string;
  state_text: string;
  total_cents: number;
  credited_cents: number;
  owed_cents: number;
  paid_cents: number;
  refunded_cents: number;
  due_cents: number;
  to_refund_cents: number;
}

interface Order {
  id: number;
  order_number: string;
  customer_email: string;
  order_status: string;
  order_status_text: string;
  order_state: string;
  payment_status: string;
  payment_status_text: string;
  payment_state: string;
  amount_due: number;
  amount_due_cents: number;
  total_cents: number;
  payment: Payment;
  bank_transfer: { amount: number; amount_cents: number } | null;
  vendor_orders: { id: number; provider_id: number; status: string; status_text: string; items: { id: number; product_name: string }[] }[];
}

beforeAll(async () => {
  provider = await createProvider(suite.context, 'Zahlstand-Töpferei');
  second = await createProvider(suite.context, 'Zweite Werkstatt');
  const method = await createShippingMethod(suite.context.db, provider.id, { name: 'Paket', priceCents: 495 });
  const otherMethod = await createShippingMethod(suite.context.db, second.id, { name: 'Paket', priceCents: 395 });
  mug = await createProduct(suite.context.db, {
    providerId: provider.id,
    name: 'Kaffeebecher',
    priceCents: 4495,
    qty: 500,
    methodIds: [method],
  });
  plate = await createProduct(suite.context.db, {
    providerId: provider.id,
    name: 'Glasteller',
    priceCents: 4499,
    qty: 500,
    methodIds: [method],
  });
  bowl = await createProduct(suite.context.db, {
    providerId: second.id,
    name: 'Schale',
    priceCents: 1500,
    qty: 500,
    methodIds: [otherMethod],
  });
});

async function place(customer: { token: string }, lines: { variantId: number; qty: number }[], extra: Record<string, unknown> = {}) {
  let key: string | undefined;
  for (const line of lines) {
    const added = await suite.api.post(
      '/cart/add',
      { variant_id: line.variantId, qty: line.qty, ...(key ? { cart_key: key } : {}) },
      customer.token,
    );
    key = body<PresentedCart>(added).data.cart_key ?? undefined;
  }
  const response = await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1, ...extra }, customer.token);
  expect(response.statusCode).toBe(201);
  return body<{ order: Order }>(response).data.order;
}

async function orderPage(customer: { token: string }, number: string): Promise<Order> {
  const response = await suite.api.get(`/shop/order/${number}`, customer.token);
  expect(response.statusCode).toBe(200);
  return body<Order>(response).data;
}

async function listed(customer: { token: string }, number: string): Promise<Order> {
  const rows = body<Order[]>(await suite.api.get('/shop/orders?per_page=50', customer.token)).data;
  const row = rows.find((candidate) => candidate.order_number === number);
  if (!row) throw new Error('Bestellung fehlt in der Liste.');
  return row;
}

/** The customer asks for a refund of a line; the provider accepts it and (optionally) marks it refunded. */
async function refundLine(customer: { token: string }, order: Order, productName: string, markRefunded: boolean) {
  const vendor = order.vendor_orders[0];
  const item = vendor?.items.find((line) => line.product_name === productName);
  const created = await suite.api.post(
    '/refund-process',
    { shop_vendor_order_id: vendor?.id, reason: 'damaged', lines: [{ item_id: item?.id, qty: 1 }] },
    customer.token,
  );
  expect(created.statusCode).toBe(201);
  const id = body<{ id: number }>(created).data.id;
  expect((await suite.api.post('/acceptRefundItem', { id }, provider.token)).statusCode).toBe(200);
  if (markRefunded) expect((await suite.api.post('/acceptRefundItem', { id, action: 'refunded' }, provider.token)).statusCode).toBe(200);
  return id;
}

async function mailsTo(email: string) {
  return suite.context.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email.toLowerCase()));
}

describe('payment state of the customer order', () => {
  it('a line refunded by the provider on an unpaid prepayment order lowers what is due to 49,94 € and the transfer with it — nothing to pay back', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await place(customer, [
      { variantId: mug.variantId, qty: 1 },
      { variantId: plate.variantId, qty: 1 },
    ]);
    expect(placed).toMatchObject({
      total_cents: 9489,
      amount_due_cents: 9489,
      payment_state: 'due',
      bank_transfer: { amount_cents: 9489 },
    });

    await refundLine(customer, placed, 'Kaffeebecher', true);

    const page = await orderPage(customer, placed.order_number);
    expect(page).toMatchObject({
      payment_status: 'pending',
      payment_status_text: 'Zahlung ausstehend',
      payment_state: 'due',
      amount_due: 49.94,
      amount_due_cents: 4994,
      bank_transfer: { amount: 49.94, amount_cents: 4994 },
      payment: {
        state: 'due',
        total_cents: 9489,
        credited_cents: 4495,
        owed_cents: 4994,
        paid_cents: 0,
        refunded_cents: 0,
        due_cents: 4994,
        to_refund_cents: 0,
      },
    });
    // The list reads the same function.
    expect(await listed(customer, placed.order_number)).toMatchObject({ payment_state: 'due', amount_due_cents: 4994 });
    // The customer is told of a credit, not of money sent back.
    const [notice] = await suite.context.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, customer.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notice).toMatchObject({ title: 'Gutschrift verbucht', body: expect.stringContaining('Noch zu zahlen: 49,94') });

    // The provider's view of its vendor order reads the same state.
    const view = async () =>
      body<{ amount_due_cents: number; payment_status_text: string }>(
        await suite.api.get(`/api/shop/providerOrderView/${placed.vendor_orders[0]?.id}`, provider.token),
      ).data;
    expect(await view()).toMatchObject({ amount_due_cents: 4994, payment_status_text: 'Zahlung ausstehend' });

    // The transfer of the reduced amount makes it paid — not overpaid, nothing to pay back.
    await recordPaymentReceived(suite.context.db, placed.id);
    expect(await view()).toMatchObject({ amount_due_cents: 0, payment_status_text: 'Bezahlt' });
    expect(await orderPage(customer, placed.order_number)).toMatchObject({
      payment_status: 'paid',
      payment_status_text: 'Bezahlt',
      payment_state: 'paid',
      amount_due_cents: 0,
      bank_transfer: null,
      payment: { paid_cents: 4994, due_cents: 0, to_refund_cents: 0, refunded_cents: 0 },
    });
  });

  it('a paid order reads „Bezahlt“ with nothing left to pay; a refund then is money to pay back until it is marked refunded', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await place(customer, [
      { variantId: mug.variantId, qty: 1 },
      { variantId: plate.variantId, qty: 1 },
    ]);
    await recordPaymentReceived(suite.context.db, placed.id);
    expect(await orderPage(customer, placed.order_number)).toMatchObject({
      payment_status_text: 'Bezahlt',
      amount_due_cents: 0,
      bank_transfer: null,
    });

    const id = await refundLine(customer, placed, 'Kaffeebecher', false);
    expect(await orderPage(customer, placed.order_number)).toMatchObject({
      payment_status: 'paid',
      payment_state: 'to_refund',
      payment_status_text: 'Erstattung ausstehend',
      amount_due_cents: 0,
      bank_transfer: null,
      payment: { to_refund_cents: 4495, refunded_cents: 0, owed_cents: 4994 },
    });
    await suite.api.post('/acceptRefundItem', { id, action: 'refunded' }, provider.token);
    expect(await orderPage(customer, placed.order_number)).toMatchObject({
      payment_state: 'refunded',
      payment_status_text: 'Teilweise erstattet',
      payment: { to_refund_cents: 0, refunded_cents: 4495, paid_cents: 9489 },
    });
    // A payment cannot be booked again.
    await expect(recordPaymentReceived(suite.context.db, placed.id)).rejects.toThrow(
      'Für eine erstattete Bestellung kann keine Zahlung verbucht werden.',
    );
  });

  it('a Widerruf of an unpaid order lowers what is due instead of promising money back, on the page and in the e-mail', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await place(customer, [{ variantId: mug.variantId, qty: 1 }]);
    const vendor = placed.vendor_orders[0];
    const declared = await suite.api.post(
      '/widerruf',
      {
        order_number: placed.order_number,
        order_email: placed.customer_email,
        shop_vendor_order_id: vendor?.id,
        name: 'Erika Muster',
        email: placed.customer_email,
      },
      customer.token,
    );
    expect(declared.statusCode).toBe(201);
    const page = await orderPage(customer, placed.order_number);
    expect(page).toMatchObject({
      payment_state: 'nothing_due',
      payment_status_text: 'Nichts zu zahlen',
      amount_due_cents: 0,
      bank_transfer: null,
      payment: { credited_cents: 4990, due_cents: 0, to_refund_cents: 0, refunded_cents: 0 },
    });
    const mail = (await mailsTo(placed.customer_email)).find((message) =>
      message.subject.startsWith('Eingangsbestätigung Ihres Widerrufs'),
    );
    expect(mail?.body).toContain('Wert der widerrufenen Waren: 49,90');
    expect(mail?.body).toContain('Ihr offener Betrag verringert sich um 49,90');
    expect(mail?.body).toContain('Es ist nichts mehr zu zahlen.');
    expect(mail?.body).not.toContain('Zu erstattender Betrag');
  });

  it('a Widerruf of a paid order is money to pay back, told in the e-mail', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await place(customer, [{ variantId: mug.variantId, qty: 1 }]);
    await recordPaymentReceived(suite.context.db, placed.id);
    const vendor = placed.vendor_orders[0];
    await suite.api.post('/widerruf', {
      order_number: placed.order_number,
      order_email: placed.customer_email,
      shop_vendor_order_id: vendor?.id,
      name: 'Erika Muster',
      email: placed.customer_email,
    });
    expect(await orderPage(customer, placed.order_number)).toMatchObject({
      payment_state: 'to_refund',
      amount_due_cents: 0,
      payment: { to_refund_cents: 4990, paid_cents: 4990 },
    });
    const mail = (await mailsTo(placed.customer_email)).find((message) =>
      message.subject.startsWith('Eingangsbestätigung Ihres Widerrufs'),
    );
    expect(mail?.body).toContain('Zu erstattender Betrag: 49,90');
    expect(mail?.body).not.toContain('verringert sich');
  });

  it('a cancelled unpaid vendor order is no longer due and creates no refund; a paid one is to be refunded', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await place(customer, [
      { variantId: mug.variantId, qty: 1 },
      { variantId: bowl.variantId, qty: 1 },
    ]);
    const mine = placed.vendor_orders.find((vendor) => vendor.provider_id === provider.id);
    expect(
      (await suite.api.post('/api/order-track', { shop_vendor_order_id: mine?.id, status: 'cancelled' }, provider.token)).statusCode,
    ).toBe(201);
    expect(await orderPage(customer, placed.order_number)).toMatchObject({
      payment_state: 'due',
      amount_due_cents: 1895,
      bank_transfer: { amount_cents: 1895 },
    });
    expect(await suite.context.db.select().from(shopRefunds).where(eq(shopRefunds.orderId, placed.id))).toEqual([]);

    const paid = await place(customer, [
      { variantId: mug.variantId, qty: 1 },
      { variantId: bowl.variantId, qty: 1 },
    ]);
    await recordPaymentReceived(suite.context.db, paid.id);
    const paidMine = paid.vendor_orders.find((vendor) => vendor.provider_id === provider.id);
    await suite.api.post('/api/order-track', { shop_vendor_order_id: paidMine?.id, status: 'cancelled' }, provider.token);
    expect(await orderPage(customer, paid.order_number)).toMatchObject({
      payment_state: 'to_refund',
      amount_due_cents: 0,
      payment: { to_refund_cents: 4990, owed_cents: 1895 },
    });
    const refunds = await suite.context.db.select().from(shopRefunds).where(eq(shopRefunds.orderId, paid.id));
    expect(refunds.map((refund) => [refund.status, refund.amountCents])).toEqual([['accepted', 4990]]);
  });
});

describe('order state in the list and on the page', () => {
  it('shows „Versandt“ in the list and on the page when the only vendor order is shipped; mixed vendor orders read „In Bearbeitung“', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await place(customer, [{ variantId: mug.variantId, qty: 1 }]);
    const vendor = placed.vendor_orders[0];
    for (const status of ['confirmed', 'shipped']) {
      expect((await suite.api.post('/api/order-track', { shop_vendor_order_id: vendor?.id, status }, provider.token)).statusCode).toBe(201);
    }
    const row = await listed(customer, placed.order_number);
    expect(row).toMatchObject({ order_status: 'processing', order_state: 'shipped', order_status_text: 'Versandt' });
    const page = await orderPage(customer, placed.order_number);
    expect(page).toMatchObject({ order_state: 'shipped', order_status_text: 'Versandt' });
    expect(page.vendor_orders[0]?.status_text).toBe('Versandt');

    const mixed = await place(customer, [
      { variantId: mug.variantId, qty: 1 },
      { variantId: bowl.variantId, qty: 1 },
    ]);
    const first = mixed.vendor_orders.find((entry) => entry.provider_id === provider.id);
    await suite.api.post('/api/order-track', { shop_vendor_order_id: first?.id, status: 'confirmed' }, provider.token);
    expect(await listed(customer, mixed.order_number)).toMatchObject({ order_state: 'processing', order_status_text: 'In Bearbeitung' });
    // The other provider cancels: the remaining vendor order's status is the order's.
    const other = mixed.vendor_orders.find((entry) => entry.provider_id === second.id);
    await suite.api.post('/api/order-track', { shop_vendor_order_id: other?.id, status: 'cancelled' }, second.token);
    expect(await listed(customer, mixed.order_number)).toMatchObject({ order_state: 'confirmed', order_status_text: 'Bestätigt' });
  });
});
