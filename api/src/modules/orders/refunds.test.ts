import { eq } from 'drizzle-orm';
import { invoices, shopRefunds } from '../../db/schema';
import { testSuite } from '../../../test/fixtures/suite';
import { body, createCustomer, createProduct, createProvider, createShippingMethod } from '../../../test/fixtures/checkout';
import type { PresentedCart } from '../checkout/view';
import type { OrderDetail } from './presenters';
import { recordPaymentReceived } from './service';

const suite = testSuite();
let provider: { id: number; token: string };
let otherProvider: { id: number; token: string };
let mug: { productId: number; variantId: number };

type Refund = {
  id: number;
  status: string;
  requested_amount_cents: number;
  amount_cents: number | null;
  items: { qty: number; amount_cents: number }[];
};

beforeAll(async () => {
  provider = await createProvider(suite.context, 'Erstattungs-Töpferei');
  otherProvider = await createProvider(suite.context, 'Andere Werkstatt');
  const method = await createShippingMethod(suite.context.db, provider.id, { name: 'Paket', priceCents: 495 });
  mug = await createProduct(suite.context.db, { providerId: provider.id, name: 'Becher', priceCents: 1000, qty: 500, methodIds: [method] });
});

async function order(customer: { token: string }, qty: number): Promise<OrderDetail> {
  const key = body<PresentedCart>(await suite.api.post('/cart/add', { variant_id: mug.variantId, qty }, customer.token)).data.cart_key;
  const response = await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token);
  expect(response.statusCode).toBe(201);
  return body<{ order: OrderDetail }>(response).data.order;
}

describe('refunds', () => {
  it('lists the reasons and the refundable lines', async () => {
    const reasons = body<{ code: string; label: string }[]>(await suite.api.get('/refundTypeReasons')).data;
    expect(reasons).toContainEqual({ code: 'damaged', label: 'Ware beschädigt angekommen' });
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, 3);
    const lines = body<{ vendor_orders: { items: { refundable_qty: number; refundable_amount: number }[] }[] }>(
      await suite.api.get(`/refundProductsList?order_number=${placed.order_number}`, customer.token),
    ).data;
    expect(lines.vendor_orders[0]?.items[0]).toMatchObject({ refundable_qty: 3, refundable_amount: 30 });
    const stranger = await createCustomer(suite.context);
    expect((await suite.api.get(`/refundProductsList?order_number=${placed.order_number}`, stranger.token)).statusCode).toBe(404);
  });

  it('runs requested → accepted (less) → refunded with a Rechnungskorrektur, and never more than paid per line', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, 3);
    const vendor = placed.vendor_orders[0];
    const itemId = vendor?.items[0]?.id ?? 0;
    const request = {
      shop_vendor_order_id: vendor?.id,
      reason: 'damaged',
      comment: 'Henkel abgebrochen',
      lines: [{ item_id: itemId, qty: 2 }],
    };

    const created = await suite.api.post('/refund-process', request, customer.token);
    expect(created.statusCode).toBe(201);
    const refund = body<Refund>(created).data;
    expect(refund).toMatchObject({ status: 'requested', requested_amount_cents: 2000, items: [{ qty: 2, amount_cents: 2000 }] });

    const tooMuch = await suite.api.post('/refund-process', { ...request, lines: [{ item_id: itemId, qty: 2 }] }, customer.token);
    expect(tooMuch.statusCode).toBe(422);
    expect(body(tooMuch).errors).toEqual({ 'lines.0.qty': ['Höchstens 1 Stück können noch erstattet werden.'] });

    // Access: only the customer and the order's provider see it; only the provider decides.
    expect((await suite.api.get(`/getDetailOfRefundItem?id=${refund.id}`, provider.token)).statusCode).toBe(200);
    expect((await suite.api.get(`/getDetailOfRefundItem?id=${refund.id}`, otherProvider.token)).statusCode).toBe(404);
    expect((await suite.api.get(`/getDetailOfRefundItem?id=${refund.id}`, (await createCustomer(suite.context)).token)).statusCode).toBe(
      404,
    );
    expect((await suite.api.post('/acceptRefundItem', { id: refund.id, amount: 15 }, otherProvider.token)).statusCode).toBe(404);

    const threeDecimals = await suite.api.post('/acceptRefundItem', { id: refund.id, amount: '12,345' }, provider.token);
    expect(threeDecimals.statusCode).toBe(422);
    expect(body(threeDecimals).errors).toEqual({ amount: ['Bitte geben Sie einen Betrag mit höchstens zwei Nachkommastellen an.'] });
    const text = await suite.api.post('/acceptRefundItem', { id: refund.id, amount: 'viel' }, provider.token);
    expect(text.statusCode).toBe(422);
    const above = await suite.api.post('/acceptRefundItem', { id: refund.id, amount: '20,01' }, provider.token);
    expect(above.statusCode).toBe(422);
    expect(body(above).message).toMatch(/^Höchstens 20,00\s€ \(der beantragte Betrag\) können erstattet werden\.$/);

    const accepted = await suite.api.post('/acceptRefundItem', { id: refund.id, amount: '15,50' }, provider.token);
    expect(accepted.statusCode).toBe(200);
    expect(body<Refund>(accepted).data).toMatchObject({ status: 'accepted', amount_cents: 1550 });
    const again = await suite.api.post('/acceptRefundItem', { id: refund.id }, provider.token);
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('Die Erstattung kann nicht von „Angenommen“ auf „Angenommen“ gesetzt werden.');
    expect((await suite.api.post('/cancelRefundItem', { id: refund.id }, customer.token)).statusCode).toBe(409);

    const refunded = await suite.api.post('/acceptRefundItem', { id: refund.id, action: 'refunded' }, provider.token);
    expect(body<Refund>(refunded).data.status).toBe('refunded');
    const corrections = await suite.context.db
      .select()
      .from(invoices)
      .where(eq(invoices.vendorOrderId, vendor?.id ?? 0));
    expect(corrections.map((row) => [row.kind, row.totalCents])).toEqual([
      ['invoice', 3000 + 495],
      ['correction', -1550],
    ]);

    const mine = body<Refund[]>(await suite.api.get('/getRefundListofItems', customer.token));
    expect(mine.data.map((row) => row.id)).toContain(refund.id);
    const incoming = body<Refund[]>(await suite.api.get('/getRefundListofItems', provider.token));
    expect(incoming.data.map((row) => row.id)).toContain(refund.id);
    expect(body<Refund[]>(await suite.api.get('/getRefundListofItems', otherProvider.token)).data).toEqual([]);
  });

  it('rejects with a reason or lets the customer withdraw, which frees the pieces again', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, 1);
    const vendor = placed.vendor_orders[0];
    const request = { shop_vendor_order_id: vendor?.id, reason: 'other', lines: [{ item_id: vendor?.items[0]?.id, qty: 1 }] };
    const first = body<Refund>(await suite.api.post('/refund-process', request, customer.token)).data;
    const noReason = await suite.api.post('/acceptRefundItem', { id: first.id, action: 'reject' }, provider.token);
    expect(noReason.statusCode).toBe(422);
    expect(body(noReason).errors).toEqual({ reason: ['Bitte geben Sie an, warum Sie die Erstattung ablehnen.'] });
    const rejected = await suite.api.post(
      '/acceptRefundItem',
      { id: first.id, action: 'reject', reason: 'Ware unbenutzt nicht beschädigt' },
      provider.token,
    );
    expect(body<Refund>(rejected).data.status).toBe('rejected');
    const second = body<Refund>(await suite.api.post('/refund-process', request, customer.token)).data;
    const cancelled = await suite.api.post('/cancelRefundItem', { id: second.id }, customer.token);
    expect(body<Refund>(cancelled).data.status).toBe('cancelled');
    expect((await suite.api.post('/refund-process', request, customer.token)).statusCode).toBe(201);
    const bad = await suite.api.post('/refund-process', { ...request, reason: 'laune', lines: [] }, customer.token);
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors).toMatchObject({
      reason: ['Bitte wählen Sie einen Grund.'],
      lines: ['Bitte wählen Sie mindestens einen Artikel.'],
    });
  });

  it('refunds what was paid when the provider cancels a paid vendor order', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, 2);
    const vendor = placed.vendor_orders[0];
    await recordPaymentReceived(suite.context.db, placed.id);
    const cancelled = await suite.api.post('/api/order-track', { shop_vendor_order_id: vendor?.id, status: 'cancelled' }, provider.token);
    expect(cancelled.statusCode).toBe(201);
    const [refund] = await suite.context.db
      .select()
      .from(shopRefunds)
      .where(eq(shopRefunds.vendorOrderId, vendor?.id ?? 0));
    expect(refund).toMatchObject({ status: 'accepted', reason: 'cancellation', amountCents: 2000 + 495 });
    // An unpaid order's cancellation refunds nothing.
    const unpaid = await order(customer, 1);
    await suite.api.post('/api/order-track', { shop_vendor_order_id: unpaid.vendor_orders[0]?.id, status: 'cancelled' }, provider.token);
    expect(
      await suite.context.db
        .select()
        .from(shopRefunds)
        .where(eq(shopRefunds.vendorOrderId, unpaid.vendor_orders[0]?.id ?? 0)),
    ).toEqual([]);
  });

  it('turns a Widerruf into a refund with the standard shipping', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, 2);
    const vendor = placed.vendor_orders[0];
    const declared = await suite.api.post('/widerruf', {
      order_number: placed.order_number,
      order_email: placed.customer_email,
      shop_vendor_order_id: vendor?.id,
      name: 'Erika Muster',
      email: placed.customer_email,
    });
    expect(declared.statusCode).toBe(201);
    const [refund] = await suite.context.db
      .select()
      .from(shopRefunds)
      .where(eq(shopRefunds.vendorOrderId, vendor?.id ?? 0));
    expect(refund).toMatchObject({ reason: 'widerruf', status: 'requested', requestedCents: 2000 + 495, shippingCents: 495 });
    const listed = body<{ reason_text: string; is_widerruf: boolean }[]>(await suite.api.get('/getRefundListofItems', provider.token)).data;
    expect(listed[0]).toMatchObject({ reason_text: 'Widerruf', is_widerruf: true });
  });
});

const onPostgres = process.env.MP_TEST_DRIVER === 'postgres';
(onPostgres ? describe : describe.skip)('refund races (PostgreSQL, pool of 10)', () => {
  it('lets 10 concurrent requests for the same line take at most the pieces paid', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, 3);
    const vendor = placed.vendor_orders[0];
    const request = { shop_vendor_order_id: vendor?.id, reason: 'damaged', lines: [{ item_id: vendor?.items[0]?.id, qty: 1 }] };
    const responses = await Promise.all(Array.from({ length: 10 }, () => suite.api.post('/refund-process', request, customer.token)));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(3);
    expect(responses.filter((response) => response.statusCode === 422)).toHaveLength(7);
    const rows = await suite.context.db
      .select()
      .from(shopRefunds)
      .where(eq(shopRefunds.vendorOrderId, vendor?.id ?? 0));
    expect(rows.reduce((total, row) => total + row.requestedCents, 0)).toBe(3000);
  });
});
