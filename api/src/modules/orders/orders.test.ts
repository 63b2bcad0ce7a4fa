import { eq } from 'drizzle-orm';
import { shopOrders } from '../../db/schema';
import { testSuite } from '../../../test/fixtures/suite';
import {
  body,
  createCustomer,
  createProduct,
  createProvider,
  createShopWithProduct,
  createShippingMethod,
  variantQty,
} from '../../../test/fixtures/checkout';
import type { PresentedCart } from '../checkout/view';
import type { OrderDetail } from './presenters';
import {
  changeVendorOrderStatus,
  derivedOrderStatus,
  formatOrderNumber,
  hasPurchased,
  providerOrderTotalCents,
  recordPaymentReceived,
} from './service';

const suite = testSuite();
let provider: { id: number; token: string };
let otherProvider: { id: number; token: string };
let mug: { productId: number; variantId: number };
let plate: { productId: number; variantId: number };
let pickupOnly: { productId: number; variantId: number };

beforeAll(async () => {
  provider = await createProvider(suite.context, 'Töpferei Ton');
  otherProvider = await createProvider(suite.context, 'Glashütte Klar');
  const method = await createShippingMethod(suite.context.db, provider.id, { name: 'Paket', priceCents: 495 });
  const glassMethod = await createShippingMethod(suite.context.db, otherProvider.id, { name: 'Sperrgut', priceCents: 1500 });
  mug = await createProduct(suite.context.db, {
    providerId: provider.id,
    name: 'Kaffeebecher',
    priceCents: 1800,
    qty: 40,
    methodIds: [method],
  });
  plate = await createProduct(suite.context.db, {
    providerId: otherProvider.id,
    name: 'Glasteller',
    priceCents: 2500,
    qty: 40,
    methodIds: [glassMethod],
  });
  pickupOnly = await createProduct(suite.context.db, {
    providerId: provider.id,
    name: 'Pflanzkübel',
    priceCents: 6000,
    qty: 10,
    isPickup: true,
    pickupAddress: 'Hafenstraße 1, 20459 Hamburg',
    methodIds: [method],
  });
});

async function order(customer: { token: string }, lines: { variantId: number; qty: number }[], pickup = false): Promise<OrderDetail> {
  let key: string | null = null;
  for (const line of lines) {
    key = body<PresentedCart>(
      await suite.api.post('/cart/add', { ...(key ? { cart_key: key } : {}), variant_id: line.variantId, qty: line.qty }, customer.token),
    ).data.cart_key;
  }
  if (pickup) await suite.api.post('/setStoreLocation', { cart_key: key, provider_id: provider.id }, customer.token);
  const response = await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token);
  expect(response.statusCode).toBe(201);
  return body<{ order: OrderDetail }>(response).data.order;
}

describe('order numbers and statuses', () => {
  it('formats order numbers as MP-<year>-<six digits>', () => {
    expect(formatOrderNumber(123, new Date('2026-06-01T10:00:00Z'))).toBe('MP-2026-000123');
    // New Year's Eve 23:30 UTC is already the next year in Berlin
    expect(formatOrderNumber(7, new Date('2026-12-31T23:30:00Z'))).toBe('MP-2027-000007');
  });

  it('derives the customer order’s status from its vendor orders', () => {
    expect(derivedOrderStatus(['pending', 'pending'])).toBe('pending');
    expect(derivedOrderStatus(['confirmed', 'pending'])).toBe('processing');
    expect(derivedOrderStatus(['completed', 'cancelled'])).toBe('completed');
    expect(derivedOrderStatus(['cancelled', 'cancelled'])).toBe('cancelled');
  });
});

describe('customer orders', () => {
  it('lists the customer’s own orders, newest first, 5 per page, with the spec’s fields', async () => {
    const customer = await createCustomer(suite.context);
    const stranger = await createCustomer(suite.context);
    const placed = [];
    for (let index = 0; index < 6; index += 1) placed.push(await order(customer, [{ variantId: mug.variantId, qty: 1 }]));
    await order(stranger, [{ variantId: mug.variantId, qty: 1 }]);

    const first = await suite.api.get('/api/shop/orders', customer.token);
    expect(first.statusCode).toBe(200);
    const page = body<Record<string, unknown>[]>(first);
    expect(page.meta).toEqual({ current_page: 1, last_page: 2, per_page: 5, total: 6 });
    expect(page.data[0]?.order_number).toBe(placed[5]?.order_number);
    expect(Object.keys(page.data[0] ?? {})).toEqual(
      expect.arrayContaining([
        'id',
        'order_date',
        'order_status',
        'order_amount',
        'order_number',
        'product_names',
        'payment_mothod',
        'payment_status',
        'payment_status_text',
        'invoices',
      ]),
    );
    expect(page.data[0]).toMatchObject({
      order_status: 'pending',
      order_amount: 22.95,
      product_names: 'Kaffeebecher',
      payment_mothod: 'Vorkasse (Überweisung)',
      payment_status: 'pending',
      payment_status_text: 'Zahlung ausstehend',
      invoices: [{ order_number: `${placed[5]?.order_number}-1`, provider_id: provider.id }],
    });
    const second = body<unknown[]>(await suite.api.get('/shop/orders?page=2', customer.token));
    expect(second.data).toHaveLength(1);

    const foreign = await suite.api.get(`/shop/order/${placed[0]?.order_number}`, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).message).toBe('Die Bestellung wurde nicht gefunden.');
    expect((await suite.api.get('/api/shop/orders')).statusCode).toBe(401);
    expect((await suite.api.get('/api/shop/orders', provider.token)).statusCode).toBe(403);
    expect((await suite.api.get('/api/shop/orders?per_page=0', customer.token)).statusCode).toBe(422);
  });

  it('answers the confirmation page’s order with vendor orders, items, VAT and addresses', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, [
      { variantId: mug.variantId, qty: 2 },
      { variantId: plate.variantId, qty: 1 },
    ]);
    const response = await suite.api.get(`/shop/order/${placed.order_number}`, customer.token);
    expect(response.statusCode).toBe(200);
    const detail = body<OrderDetail>(response).data;
    expect(detail.vendor_orders.map((vendor) => [vendor.provider_name, vendor.total_cents])).toEqual([
      ['Töpferei Ton', 2 * 1800 + 495],
      ['Glashütte Klar', 2500 + 1500],
    ]);
    expect(detail.vat).toEqual([expect.objectContaining({ rate: 19, gross_cents: 3600 + 495 + 2500 + 1500 })]);
    expect(detail.vendor_orders[0]?.items[0]).toMatchObject({
      product_name: 'Kaffeebecher',
      qty: 2,
      unit_price: 18,
      line_total_cents: 3600,
      line_tax_cents: 3600 - 3025,
    });
    expect(detail.billing_address).toMatchObject({ city: 'Berlin', street: 'Rosenthaler Straße' });
    expect(detail.shipping_address).toMatchObject({ street: 'Kastanienallee' });
    expect(detail.withdrawal_url).toMatch(/widerrufsbelehrung$/);
    expect((await suite.api.get('/shop/order/MP-0000-000000', customer.token)).statusCode).toBe(404);
  });
});

describe('seams for other modules', () => {
  it('knows whether a customer bought a product (cancelled orders do not count)', async () => {
    const customer = await createCustomer(suite.context);
    expect(await hasPurchased(suite.context.db, customer.id, plate.productId)).toBe(false);
    const placed = await order(customer, [{ variantId: plate.variantId, qty: 1 }]);
    expect(await hasPurchased(suite.context.db, customer.id, plate.productId)).toBe(true);
    expect(await hasPurchased(suite.context.db, customer.id, mug.productId)).toBe(false);
    const vendorOrderId = placed.vendor_orders[0]?.id ?? 0;
    await changeVendorOrderStatus(suite.context.db, otherProvider.id, vendorOrderId, 'cancelled');
    expect(await hasPurchased(suite.context.db, customer.id, plate.productId)).toBe(false);
  });

  it('sums a provider’s order totals in cents, leaving cancelled ones out', async () => {
    const { provider: fresh, product: card } = await createShopWithProduct(
      suite.context,
      'Neu GmbH',
      { name: 'Brief', priceCents: 160 },
      { name: 'Grußkarte', priceCents: 350, qty: 10 },
    );
    expect(await providerOrderTotalCents(suite.context.db, fresh.id)).toBe(0);
    const customer = await createCustomer(suite.context);
    await order(customer, [{ variantId: card.variantId, qty: 2 }]);
    const cancelled = await order(customer, [{ variantId: card.variantId, qty: 1 }]);
    await changeVendorOrderStatus(suite.context.db, fresh.id, cancelled.vendor_orders[0]?.id ?? 0, 'cancelled');
    expect(await providerOrderTotalCents(suite.context.db, fresh.id)).toBe(2 * 350 + 160);
  });
});

describe('payment received', () => {
  it('marks a prepayment order paid, drops the transfer details from its page and refuses to book it twice', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, [{ variantId: mug.variantId, qty: 1 }]);
    expect(placed).toMatchObject({
      payment_status: 'pending',
      bank_transfer: expect.objectContaining({ amount_cents: 1800 + 495, reference: placed.order_number }),
    });

    const paid = await recordPaymentReceived(suite.context.db, placed.id);
    expect(paid.paymentStatus).toBe('paid');
    const detail = body<OrderDetail>(await suite.api.get(`/shop/order/${placed.order_number}`, customer.token)).data;
    expect(detail).toMatchObject({ payment_status: 'paid', payment_status_text: 'Bezahlt', bank_transfer: null });

    await expect(recordPaymentReceived(suite.context.db, placed.id)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Die Zahlung dieser Bestellung ist bereits verbucht.',
    });
    await expect(recordPaymentReceived(suite.context.db, 987_654)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Die Bestellung wurde nicht gefunden.',
    });
  });
});

describe('vendor order status transitions', () => {
  it('moves through confirmed → shipped → completed and keeps the customer order in step', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, [{ variantId: mug.variantId, qty: 1 }]);
    const id = placed.vendor_orders[0]?.id ?? 0;
    await expect(changeVendorOrderStatus(suite.context.db, provider.id, id, 'shipped')).rejects.toMatchObject({ statusCode: 409 });
    await changeVendorOrderStatus(suite.context.db, provider.id, id, 'confirmed');
    const [processing] = await suite.context.db.select().from(shopOrders).where(eq(shopOrders.id, placed.id));
    expect(processing?.status).toBe('processing');
    await expect(changeVendorOrderStatus(suite.context.db, provider.id, id, 'ready_for_pickup')).rejects.toMatchObject({
      message: 'Nur Bestellungen zur Abholung können als abholbereit markiert werden.',
    });
    await changeVendorOrderStatus(suite.context.db, provider.id, id, 'shipped');
    await changeVendorOrderStatus(suite.context.db, provider.id, id, 'completed');
    const [done] = await suite.context.db.select().from(shopOrders).where(eq(shopOrders.id, placed.id));
    expect(done?.status).toBe('completed');
    await expect(changeVendorOrderStatus(suite.context.db, provider.id, id, 'cancelled')).rejects.toMatchObject({ statusCode: 409 });
  });

  it('lets only the order’s provider change it, and a cancellation puts the stock back', async () => {
    const customer = await createCustomer(suite.context);
    const before = await variantQty(suite.context.db, pickupOnly.variantId);
    const placed = await order(customer, [{ variantId: pickupOnly.variantId, qty: 2 }], true);
    expect(placed.vendor_orders[0]).toMatchObject({
      delivery_mode: 'pickup',
      pickup_address: 'Hafenstraße 1, 20459 Hamburg',
      shipping_cents: 0,
    });
    expect(await variantQty(suite.context.db, pickupOnly.variantId)).toBe(before - 2);
    const id = placed.vendor_orders[0]?.id ?? 0;
    await expect(changeVendorOrderStatus(suite.context.db, otherProvider.id, id, 'confirmed')).rejects.toMatchObject({ statusCode: 404 });
    await changeVendorOrderStatus(suite.context.db, provider.id, id, 'cancelled');
    expect(await variantQty(suite.context.db, pickupOnly.variantId)).toBe(before);
    const [cancelled] = await suite.context.db.select().from(shopOrders).where(eq(shopOrders.id, placed.id));
    expect(cancelled?.status).toBe('cancelled');
  });
});

describe('graph query customerOrders', () => {
  const query =
    'query ($first: Int, $page: Int) { customerOrders(first: $first, page: $page) { data { order_number payment_mothod order_amount invoices { order_number provider_id } } paginatorInfo { total currentPage lastPage perPage } } }';

  it('answers the customer’s orders with the paginator, and refuses visitors and providers', async () => {
    const customer = await createCustomer(suite.context);
    const first = await order(customer, [{ variantId: mug.variantId, qty: 1 }]);
    const second = await order(customer, [{ variantId: plate.variantId, qty: 1 }]);
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { query, variables: { first: 1, page: 2 } },
    });
    const result = response.json() as {
      data: { customerOrders: { data: { order_number: string }[]; paginatorInfo: Record<string, number> } };
    };
    expect(result.data.customerOrders.paginatorInfo).toEqual({ total: 2, currentPage: 2, lastPage: 2, perPage: 1 });
    expect(result.data.customerOrders.data.map((row) => row.order_number)).toEqual([first.order_number]);
    expect(second.order_number).not.toBe(first.order_number);

    const anonymous = (await suite.context.app.inject({ method: 'POST', url: '/graphql', payload: { query } })).json() as {
      errors: { extensions: { code: string } }[];
    };
    expect(anonymous.errors[0]?.extensions.code).toBe('TOKEN_INVALID');
    const asProvider = (
      await suite.context.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${provider.token}` },
        payload: { query },
      })
    ).json() as { errors: { extensions: { code: string } }[] };
    expect(asProvider.errors[0]?.extensions.code).toBe('FORBIDDEN');
    const bad = (
      await suite.context.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${customer.token}` },
        payload: { query, variables: { first: 0 } },
      })
    ).json() as { errors: { message: string }[] };
    expect(bad.errors[0]?.message).toBe('first muss zwischen 1 und 100 liegen.');
  });
});

describe('OpenAPI', () => {
  it('documents the status values and marks the calls the spec lacks as extensions', async () => {
    const document = (await suite.context.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { description?: string; 'x-extension'?: boolean }>>;
    };
    const detail = document.paths['/shop/order/{order_number}']?.get;
    expect(detail?.['x-extension']).toBe(true);
    expect(detail?.description).toContain('`ready_for_pickup`');
    expect(document.paths['/api/shop/orders']?.get?.['x-extension']).toBeUndefined();
    expect(document.paths['/cart/add']?.post?.['x-extension']).toBe(true);
    expect(document.paths['/orderPlace']?.post?.['x-extension']).toBeUndefined();
  });
});
