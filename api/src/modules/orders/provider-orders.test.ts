import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { notifications, outboxMessages, shopProducts, shopVendorOrders } from '../../db/schema';
import { testSuite } from '../../../test/fixtures/suite';
import { body, createCustomer, createProduct, createProvider, createShippingMethod } from '../../../test/fixtures/checkout';
import type { PresentedCart } from '../checkout/view';
import type { OrderDetail } from './presenters';
import { declareWiderruf } from './revocations';
import { providerOrderListItemSchema, providerOrderPageSchema, providerOrderSummarySchema } from './schemas';
import { pageMetaSchema } from '../../http/envelope';
import { recordPaymentReceived } from './service';

const suite = testSuite();
let provider: { id: number; token: string };
let otherProvider: { id: number; token: string };
let mug: { productId: number; variantId: number };
let plate: { productId: number; variantId: number };
let cake: { productId: number; variantId: number };

type Row = Record<string, unknown>;

beforeAll(async () => {
  provider = await createProvider(suite.context, 'Töpferei Ton');
  otherProvider = await createProvider(suite.context, 'Glashütte Klar');
  const method = await createShippingMethod(suite.context.db, provider.id, { name: 'Paket', priceCents: 495 });
  const glassMethod = await createShippingMethod(suite.context.db, otherProvider.id, { name: 'Sperrgut', priceCents: 1500 });
  mug = await createProduct(suite.context.db, {
    providerId: provider.id,
    name: 'Kaffeebecher',
    priceCents: 1800,
    qty: 200,
    methodIds: [method],
  });
  plate = await createProduct(suite.context.db, {
    providerId: otherProvider.id,
    name: 'Glasteller',
    priceCents: 2500,
    qty: 200,
    methodIds: [glassMethod],
  });
  cake = await createProduct(suite.context.db, {
    providerId: provider.id,
    name: 'Apfelkuchen',
    priceCents: 900,
    qty: 50,
    methodIds: [method],
  });
  await suite.context.db.update(shopProducts).set({ productType: 'food' }).where(eq(shopProducts.id, cake.productId));
});

async function order(customer: { token: string }, lines: { variantId: number; qty: number }[]): Promise<OrderDetail> {
  let key: string | null = null;
  for (const line of lines) {
    key = body<PresentedCart>(
      await suite.api.post('/cart/add', { ...(key ? { cart_key: key } : {}), variant_id: line.variantId, qty: line.qty }, customer.token),
    ).data.cart_key;
  }
  const response = await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token);
  expect(response.statusCode).toBe(201);
  return body<{ order: OrderDetail }>(response).data.order;
}

function vendorOf(placed: OrderDetail, providerId: number) {
  const vendor = placed.vendor_orders.find((candidate) => candidate.provider_id === providerId);
  if (!vendor) throw new Error('Teilbestellung fehlt.');
  return vendor;
}

async function mailsTo(email: string) {
  return suite.context.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email.toLowerCase()));
}

describe('provider order lists', () => {
  it('lists only the provider’s own vendor orders, newest first, under all three paths, with the total order value', async () => {
    const fresh = await createProvider(suite.context, 'Neu & Co');
    const method = await createShippingMethod(suite.context.db, fresh.id, { name: 'Brief', priceCents: 160 });
    const card = await createProduct(suite.context.db, {
      providerId: fresh.id,
      name: 'Grußkarte',
      priceCents: 350,
      qty: 50,
      methodIds: [method],
    });
    const customer = await createCustomer(suite.context);
    const first = await order(customer, [
      { variantId: card.variantId, qty: 2 },
      { variantId: plate.variantId, qty: 1 },
    ]);
    const second = await order(customer, [{ variantId: card.variantId, qty: 1 }]);

    for (const url of ['/api/shop/provider-orders', '/api/providerOrders', '/ordersByProvider']) {
      const response = await suite.api.get(url, fresh.token);
      expect(response.statusCode).toBe(200);
      const page = response.json() as { data: Row[]; meta: Row; summary: Row };
      expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 2 });
      expect(page.data.map((row) => row.vendor_order_number)).toEqual([
        vendorOf(second, fresh.id).vendor_order_number,
        vendorOf(first, fresh.id).vendor_order_number,
      ]);
      expect(page.summary).toEqual({
        total_order_value: (2 * 350 + 160 + 350 + 160) / 100,
        total_order_value_cents: 2 * 350 + 160 + 350 + 160,
      });
    }
    const item = (body<Row[]>(await suite.api.get('/api/providerOrders', fresh.token)).data[1] ?? {}) as Row;
    expect(item).toMatchObject({
      order_number: first.order_number,
      status: 'pending',
      status_text: 'Eingegangen',
      next_statuses: ['confirmed', 'cancelled'],
      customer_name: 'Erika Muster',
      payment_status: 'pending',
      payment_mothod: 'Vorkasse (Überweisung)',
      delivery_mode: 'shipping',
      product_names: 'Grußkarte',
      items_count: 2,
      total_cents: 2 * 350 + 160,
    });
    // The other provider's part of the same order is not in this list.
    expect(JSON.stringify(body(await suite.api.get('/api/providerOrders', fresh.token)).data)).not.toContain('Glasteller');
  });

  it('keeps meta.total and total_order_value current right after a new order, a status change and a received payment', async () => {
    const fresh = await createProvider(suite.context, 'Zählwerk');
    const method = await createShippingMethod(suite.context.db, fresh.id, { name: 'Paket', priceCents: 500 });
    const clock = await createProduct(suite.context.db, {
      providerId: fresh.id,
      name: 'Wanduhr',
      priceCents: 4000,
      qty: 20,
      methodIds: [method],
    });
    const customer = await createCustomer(suite.context);
    const totals = async (query: string, token = fresh.token) => {
      const page = body<Row[]>(await suite.api.get(`/api/providerOrders?${query}`, token)) as unknown as { meta: Row; summary: Row };
      return [page.meta.total, page.summary.total_order_value_cents];
    };
    const first = await order(customer, [{ variantId: clock.variantId, qty: 1 }]);
    expect(await totals('status=pending')).toEqual([1, 4500]);
    expect(await totals('payment=paid')).toEqual([0, 0]);

    await order(customer, [{ variantId: clock.variantId, qty: 2 }]);
    expect(await totals('status=pending')).toEqual([2, 4500 + 8500]);

    await suite.api.post('/api/order-track', { shop_vendor_order_id: vendorOf(first, fresh.id).id, status: 'confirmed' }, fresh.token);
    expect(await totals('status=pending')).toEqual([1, 8500]);
    expect(await totals('status=confirmed')).toEqual([1, 4500]);

    await recordPaymentReceived(suite.context.db, first.id);
    expect(await totals('payment=paid')).toEqual([1, 4500]);
    // The same filters of another provider answer that provider's own figures.
    expect(await totals('payment=paid', otherProvider.token)).not.toEqual([1, 4500]);
    expect(await totals('')).toEqual([2, 13000]);
  });

  it('filters by status, payment, delivery, dates and search, and refuses bad filters in German', async () => {
    const fresh = await createProvider(suite.context, 'Filterhaus');
    const method = await createShippingMethod(suite.context.db, fresh.id, { name: 'Paket', priceCents: 500 });
    const lamp = await createProduct(suite.context.db, {
      providerId: fresh.id,
      name: 'Stehlampe Nord',
      priceCents: 8900,
      qty: 20,
      methodIds: [method],
    });
    const vase = await createProduct(suite.context.db, {
      providerId: fresh.id,
      name: 'Vase Süd',
      priceCents: 2900,
      qty: 20,
      methodIds: [method],
    });
    const customer = await createCustomer(suite.context);
    const lampOrder = await order(customer, [{ variantId: lamp.variantId, qty: 1 }]);
    await order(customer, [{ variantId: vase.variantId, qty: 1 }]);
    const lampVendor = vendorOf(lampOrder, fresh.id);
    await suite.api.post('/api/order-track', { shop_vendor_order_id: lampVendor.id, status: 'confirmed' }, fresh.token);

    const list = async (query: string) =>
      body<Row[]>(await suite.api.get(`/api/providerOrders?${query}`, fresh.token)).data.map((row) => row.product_names);
    expect(await list('status=confirmed')).toEqual(['Stehlampe Nord']);
    expect(await list('status=pending')).toEqual(['Vase Süd']);
    expect(await list('status=&payment=&search=')).toHaveLength(2);
    expect(await list('payment=pending&delivery=shipping')).toHaveLength(2);
    expect(await list('delivery=pickup')).toEqual([]);
    expect(await list('search=lampe')).toEqual(['Stehlampe Nord']);
    expect(await list(`search=${encodeURIComponent(lampVendor.vendor_order_number)}`)).toEqual(['Stehlampe Nord']);
    expect(await list('search=erika%20muster')).toHaveLength(2);
    expect(await list('search=100%25')).toEqual([]);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
    expect(await list(`date_from=${today}&date_to=${today}`)).toHaveLength(2);
    expect(await list('date_to=2020-01-01')).toEqual([]);

    const bad = await suite.api.get('/api/providerOrders?status=verschickt&date_from=gestern', fresh.token);
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors).toMatchObject({
      status: ['Bitte wählen Sie einen gültigen Bestellstatus.'],
      date_from: ['Bitte geben Sie das Datum als JJJJ-MM-TT an.'],
    });
    expect((await suite.api.get('/api/providerOrders')).statusCode).toBe(401);
    expect((await suite.api.get('/api/providerOrders', customer.token)).statusCode).toBe(403);
  });

  it('shows a vendor order only to its provider, by id and by order number', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, [
      { variantId: mug.variantId, qty: 2 },
      { variantId: plate.variantId, qty: 1 },
    ]);
    const mine = vendorOf(placed, provider.id);
    const theirs = vendorOf(placed, otherProvider.id);

    const view = await suite.api.get(`/api/shop/providerOrderView/${mine.id}`, provider.token);
    expect(view.statusCode).toBe(200);
    expect(body(view).data).toMatchObject({
      vendor_order_number: mine.vendor_order_number,
      billing_address: expect.objectContaining({ street: 'Rosenthaler Straße' }),
      shipping_address: expect.objectContaining({ street: 'Kastanienallee' }),
      items: [expect.objectContaining({ product_name: 'Kaffeebecher', qty: 2, line_total_cents: 3600 })],
      tracks: [],
      revocations: [],
    });
    const foreign = await suite.api.get(`/api/shop/providerOrderView/${theirs.id}`, provider.token);
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).message).toBe('Die Bestellung wurde nicht gefunden.');
    expect((await suite.api.get('/api/shop/providerOrderView/abc', provider.token)).statusCode).toBe(422);

    const byNumber = await suite.api.get(`/customerOrderDetailsByProvider?order_number=${placed.order_number}`, otherProvider.token);
    expect(body(byNumber).data).toMatchObject({ id: theirs.id, items: [expect.objectContaining({ product_name: 'Glasteller' })] });
    const byVendorNumber = await suite.api.get(
      `/customerOrderDetailsByProvider?order_number=${mine.vendor_order_number}`,
      otherProvider.token,
    );
    expect(byVendorNumber.statusCode).toBe(404);
    const missing = await suite.api.get('/customerOrderDetailsByProvider?order_number=', provider.token);
    expect(missing.statusCode).toBe(422);
    expect(body(missing).errors).toMatchObject({ order_number: ['Bitte geben Sie eine Bestellnummer an.'] });
  });

  it('answers the 5 newest orders by role (/getLatestOrders)', async () => {
    const customer = await createCustomer(suite.context);
    for (let index = 0; index < 6; index += 1) await order(customer, [{ variantId: mug.variantId, qty: 1 }]);
    const mine = body<{ role: string; orders: Row[] }>(await suite.api.get('/getLatestOrders', customer.token)).data;
    expect(mine.role).toBe('customer');
    expect(mine.orders).toHaveLength(5);
    expect(mine.orders[0]).toHaveProperty('payment_mothod');
    const incoming = body<{ role: string; orders: Row[] }>(await suite.api.get('/getLatestOrders', provider.token)).data;
    expect(incoming.role).toBe('provider');
    expect(incoming.orders).toHaveLength(5);
    expect(incoming.orders[0]).toHaveProperty('vendor_order_number');
    expect((await suite.api.get('/getLatestOrders')).statusCode).toBe(401);
  });
});

describe('graph query ordersByProvider', () => {
  const query =
    'query ($status: String, $search: String) { ordersByProvider(first: 5, page: 1, status: $status, search: $search) { data { vendor_order_number status product_names total } paginatorInfo { total perPage } total_order_value } }';
  const graph = (token: string | undefined, variables: Record<string, unknown>) =>
    suite.context.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { query, variables },
    });

  it('answers the provider’s own vendor orders with filters, and refuses customers and bad filters', async () => {
    const fresh = await createProvider(suite.context, 'Graphladen');
    const method = await createShippingMethod(suite.context.db, fresh.id, { name: 'Paket', priceCents: 500 });
    const bowl = await createProduct(suite.context.db, {
      providerId: fresh.id,
      name: 'Schale Blau',
      priceCents: 1500,
      qty: 10,
      methodIds: [method],
    });
    const customer = await createCustomer(suite.context);
    await order(customer, [{ variantId: bowl.variantId, qty: 1 }]);
    const answer = (await graph(fresh.token, { search: 'schale' })).json() as {
      data: { ordersByProvider: { data: Row[]; paginatorInfo: Row; total_order_value: number } };
    };
    expect(answer.data.ordersByProvider).toMatchObject({
      data: [{ status: 'pending', product_names: 'Schale Blau', total: 20 }],
      paginatorInfo: { total: 1, perPage: 5 },
      total_order_value: 20,
    });
    const bad = (await graph(fresh.token, { status: 'irgendwas' })).json() as { errors: { message: string }[] };
    expect(bad.errors[0]?.message).toBe('Bitte wählen Sie einen gültigen Bestellstatus.');
    const refused = (await graph(customer.token, {})).json() as { errors: { extensions: { code: string } }[] };
    expect(refused.errors[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

describe('tracks and status changes', () => {
  it('moves the status with a track, tells the customer in-app and by e-mail, and lists the parcel with its tracking link', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, [{ variantId: mug.variantId, qty: 1 }]);
    const vendor = vendorOf(placed, provider.id);

    const confirmed = await suite.api.post(
      '/api/order-track',
      { order_id: placed.id, shop_vendor_order_id: vendor.id, status: 'confirmed' },
      provider.token,
    );
    expect(confirmed.statusCode).toBe(201);
    expect(body(confirmed)).toMatchObject({ message: 'Der Status wurde geändert.', data: { title: 'Bestätigt', status: 'confirmed' } });

    const queue = body<{ queue: Row[]; parcels: Row[] }>(await suite.api.get('/api/shop/order-shippings', provider.token)).data;
    expect(queue.queue.map((row) => row.id)).toContain(vendor.id);

    const shipped = await suite.api.post(
      '/api/order-track',
      {
        shop_vendor_order_id: vendor.id,
        status: 'shipped',
        title: 'Paket übergeben',
        detail: 'Zustellung morgen',
        carrier: 'dhl',
        tracking_number: '00340434161234567890',
      },
      provider.token,
    );
    expect(shipped.statusCode).toBe(201);
    expect(body(shipped).data).toMatchObject({
      carrier_name: 'DHL',
      tracking_url: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161234567890',
      status_text: 'Versandt',
    });
    const after = body<{ queue: Row[]; parcels: Row[] }>(await suite.api.get('/api/shop/order-shippings', provider.token)).data;
    expect(after.queue.map((row) => row.id)).not.toContain(vendor.id);
    expect(after.parcels[0]).toMatchObject({
      vendor_order_number: vendor.vendor_order_number,
      tracking_number: '00340434161234567890',
      vendor_order_status: 'shipped',
    });

    const [row] = await suite.context.db.select().from(shopVendorOrders).where(eq(shopVendorOrders.id, vendor.id));
    expect(row?.status).toBe('shipped');
    expect(row?.shippedAt).toBeInstanceOf(Date);

    const notes = await suite.context.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, customer.id), eq(notifications.type, 'order_status')));
    expect(notes.map((note) => note.title)).toEqual([
      `Bestellung ${vendor.vendor_order_number}: Bestätigt`,
      `Bestellung ${vendor.vendor_order_number}: Versandt`,
    ]);
    const mails = (await mailsTo(placed.customer_email)).filter((mail) => mail.subject.includes('Versandt'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Sendungsnummer: 00340434161234567890 (DHL)');

    // The customer sees the tracks on the order page and through the track list; others do not.
    const detail = body<{ vendor_orders: { tracks: Row[] }[] }>(
      await suite.api.get(`/shop/order/${placed.order_number}`, customer.token),
    ).data;
    expect(detail.vendor_orders[0]?.tracks.map((track) => track.title)).toEqual(['Bestätigt', 'Paket übergeben']);
    expect(body<Row[]>(await suite.api.get(`/api/shop/order-tracks?shop_vendor_order_id=${vendor.id}`, customer.token)).data).toHaveLength(
      2,
    );
    expect(body<Row[]>(await suite.api.get(`/api/shop/order-tracks?shop_vendor_order_id=${vendor.id}`, provider.token)).data).toHaveLength(
      2,
    );
    const stranger = await createCustomer(suite.context);
    expect((await suite.api.get(`/api/shop/order-tracks?shop_vendor_order_id=${vendor.id}`, stranger.token)).statusCode).toBe(404);
    expect((await suite.api.get(`/api/shop/order-tracks?shop_vendor_order_id=${vendor.id}`, otherProvider.token)).statusCode).toBe(404);
  });

  it('refuses other providers’ orders, wrong transitions and bad input', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, [{ variantId: mug.variantId, qty: 1 }]);
    const vendor = vendorOf(placed, provider.id);
    const foreign = await suite.api.post('/api/order-track', { shop_vendor_order_id: vendor.id, status: 'confirmed' }, otherProvider.token);
    expect(foreign.statusCode).toBe(404);
    const wrong = await suite.api.post('/api/order-track', { shop_vendor_order_id: vendor.id, status: 'completed' }, provider.token);
    expect(wrong.statusCode).toBe(409);
    expect(body(wrong).message).toBe('Der Status kann nicht von „pending“ auf „completed“ geändert werden.');
    const empty = await suite.api.post('/api/order-track', { shop_vendor_order_id: vendor.id }, provider.token);
    expect(empty.statusCode).toBe(422);
    expect(body(empty).errors).toEqual({ title: ['Bitte geben Sie einen Titel an oder wählen Sie einen neuen Status.'] });
    const bad = await suite.api.post(
      '/api/order-track',
      { shop_vendor_order_id: vendor.id, title: 'x', carrier: 'brieftaube', tracking_number: 'ü!' },
      provider.token,
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(body(bad).errors ?? {})).toEqual(expect.arrayContaining(['carrier', 'tracking_number']));
    // Nothing was written by the refused calls.
    expect(body<Row[]>(await suite.api.get(`/api/shop/order-tracks?shop_vendor_order_id=${vendor.id}`, provider.token)).data).toEqual([]);
  });
});

describe('Widerruf (withdrawal button)', () => {
  it('finds the order by number and e-mail without login, and says nothing about other orders', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, [
      { variantId: mug.variantId, qty: 2 },
      { variantId: cake.variantId, qty: 1 },
    ]);
    const found = await suite.api.post('/widerruf/lookup', {
      order_number: placed.order_number.toLowerCase(),
      email: placed.customer_email.toUpperCase(),
    });
    expect(found.statusCode).toBe(200);
    const vendor = body<{ vendor_orders: { widerruf: { possible: boolean; items: Row[] } }[] }>(found).data.vendor_orders[0];
    expect(vendor?.widerruf.possible).toBe(true);
    expect(vendor?.widerruf.items).toEqual([
      expect.objectContaining({ product_name: 'Kaffeebecher', qty_open: 2, excluded: false }),
      expect.objectContaining({ product_name: 'Apfelkuchen', excluded: true, excluded_reason: expect.stringContaining('§ 312g') }),
    ]);
    const wrong = await suite.api.post('/widerruf/lookup', { order_number: placed.order_number, email: 'jemand@example.org' });
    expect(wrong.statusCode).toBe(404);
    expect(body(wrong).message).toBe('Wir haben keine Bestellung mit dieser Bestellnummer und E-Mail-Adresse gefunden.');
    const invalid = await suite.api.post('/widerruf/lookup', { order_number: '', email: 'kein-mail' });
    expect(invalid.statusCode).toBe(422);
    expect(body(invalid).errors).toMatchObject({
      order_number: ['Bitte geben Sie Ihre Bestellnummer an.'],
      email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    });
  });

  it('records a partial Widerruf, then the rest with the shipping, confirms by e-mail with the Berlin time and tells the provider', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, [{ variantId: mug.variantId, qty: 3 }]);
    const vendor = vendorOf(placed, provider.id);
    const itemId = vendor.items[0]?.id ?? 0;
    const base = {
      order_number: placed.order_number,
      order_email: placed.customer_email,
      shop_vendor_order_id: vendor.id,
      name: 'Erika Muster',
      email: placed.customer_email,
    };

    const tooMany = await suite.api.post('/widerruf', { ...base, lines: [{ item_id: itemId, qty: 4 }] });
    expect(tooMany.statusCode).toBe(422);
    expect(body(tooMany).errors).toEqual({ 'lines.0.qty': ['Höchstens 3 Stück können noch widerrufen werden.'] });

    const partial = await suite.api.post('/widerruf', { ...base, lines: [{ item_id: itemId, qty: 1 }] }, customer.token);
    expect(partial.statusCode).toBe(201);
    expect(body(partial)).toMatchObject({
      message: 'Ihr Widerruf ist eingegangen. Die Bestätigung haben wir Ihnen per E-Mail geschickt.',
      data: { refund_amount_cents: 1800, channel: 'account' },
    });
    expect(body<Row>(partial).data.received_at_text).toMatch(/\(Europe\/Berlin\)$/);

    const rest = await suite.api.post('/widerruf', base);
    expect(rest.statusCode).toBe(201);
    // The rest: two mugs; no standard shipping because an earlier Widerruf left the parcel partly with the customer.
    expect(body(rest).data).toMatchObject({ refund_amount_cents: 2 * 1800, channel: 'public', lines: [{ item_id: itemId, qty: 2 }] });
    const again = await suite.api.post('/widerruf', base);
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('Für diese Teilbestellung liegt bereits ein Widerruf vor.');

    const mails = (await mailsTo(placed.customer_email)).filter((mail) => mail.subject.startsWith('Eingangsbestätigung Ihres Widerrufs'));
    expect(mails).toHaveLength(2);
    expect(mails[0]?.body).toMatch(/wir bestätigen den Eingang Ihres Widerrufs am .+ \(Europe\/Berlin\)/);
    expect(mails[0]?.body).toContain('Hiermit widerrufe ich den von mir abgeschlossenen Vertrag');
    const providerNotes = await suite.context.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, provider.id), eq(notifications.title, 'Widerruf eingegangen')));
    expect(providerNotes.length).toBeGreaterThanOrEqual(2);
    const view = body<{ revocations: Row[]; has_widerruf: boolean }>(
      await suite.api.get(`/api/shop/providerOrderView/${vendor.id}`, provider.token),
    ).data;
    expect(view.has_widerruf).toBe(true);
    expect(view.revocations).toHaveLength(2);
    // The list says so too, and only for this vendor order.
    const list = body<{ id: number; has_widerruf: boolean }[]>(await suite.api.get('/api/providerOrders?per_page=50', provider.token)).data;
    expect(list.find((row) => row.id === vendor.id)?.has_widerruf).toBe(true);
    expect(list.filter((row) => row.id !== vendor.id).every((row) => !row.has_widerruf)).toBe(true);
  });

  it('adds the standard shipping when the whole vendor order is revoked at once', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, [{ variantId: mug.variantId, qty: 1 }]);
    const vendor = vendorOf(placed, provider.id);
    const response = await suite.api.post('/widerruf', {
      order_number: placed.order_number,
      order_email: placed.customer_email,
      shop_vendor_order_id: vendor.id,
      name: 'Erika Muster',
      email: 'erika.zweit@example.org',
    });
    expect(response.statusCode).toBe(201);
    expect(body(response).data).toMatchObject({ refund_amount_cents: 1800 + 495 });
    expect(await mailsTo('erika.zweit@example.org')).toHaveLength(1);
    const page = body<{ vendor_orders: { widerruf: { possible: boolean; reason: string } }[] }>(
      await suite.api.get(`/shop/order/${placed.order_number}`, customer.token),
    ).data;
    expect(page.vendor_orders[0]?.widerruf).toMatchObject({
      possible: false,
      reason: 'Für diese Teilbestellung liegt bereits ein Widerruf vor.',
    });
  });

  it('closes 14 days after delivery, refuses food-only orders and foreign vendor orders', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, [
      { variantId: mug.variantId, qty: 1 },
      { variantId: plate.variantId, qty: 1 },
    ]);
    const vendor = vendorOf(placed, provider.id);
    const completedAt = new Date('2026-03-02T10:00:00Z');
    await suite.context.db.update(shopVendorOrders).set({ status: 'completed', completedAt }).where(eq(shopVendorOrders.id, vendor.id));
    const input = {
      orderNumber: placed.order_number,
      orderEmail: placed.customer_email,
      vendorOrderId: vendor.id,
      lines: [],
      name: 'Erika',
      email: placed.customer_email,
      userId: null,
    };
    await expect(declareWiderruf(suite.context.db, input, new Date('2026-03-17T09:00:00Z'))).rejects.toMatchObject({
      statusCode: 409,
      message: 'Die Widerrufsfrist ist am 16.03.2026 abgelaufen.',
    });
    await expect(declareWiderruf(suite.context.db, input, new Date('2026-03-16T09:00:00Z'))).resolves.toMatchObject({
      revocation: expect.objectContaining({ refundCents: 1800 + 495 }),
    });

    // Another order's vendor order under this order number → not found.
    const other = await order(customer, [{ variantId: mug.variantId, qty: 1 }]);
    const foreign = await suite.api.post('/widerruf', {
      order_number: placed.order_number,
      order_email: placed.customer_email,
      shop_vendor_order_id: vendorOf(other, provider.id).id,
      name: 'Erika',
      email: placed.customer_email,
    });
    expect(foreign.statusCode).toBe(404);

    const food = await order(customer, [{ variantId: cake.variantId, qty: 1 }]);
    const refused = await suite.api.post('/widerruf', {
      order_number: food.order_number,
      order_email: food.customer_email,
      shop_vendor_order_id: vendorOf(food, provider.id).id,
      name: 'Erika',
      email: food.customer_email,
    });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toContain('§ 312g Abs. 2 Nr. 2 BGB');
  });
});

describe('provider order list wire shape', () => {
  it('answers exactly as the documented schema says, byte for byte what the schema would have written', async () => {
    // The list is written without zod (`writtenAsBuilt`): it must neither drift from the schema nor differ from
    // what checking it through the schema gave.
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, [
      { variantId: mug.variantId, qty: 2 },
      { variantId: cake.variantId, qty: 1 },
      { variantId: plate.variantId, qty: 1 },
    ]);
    const vendor = vendorOf(placed, provider.id);
    await suite.context.db
      .update(shopVendorOrders)
      .set({ deliveryMode: 'pickup', status: 'confirmed' })
      .where(eq(shopVendorOrders.id, vendor.id));
    const strict = providerOrderPageSchema
      .extend({
        data: z.array(providerOrderListItemSchema.strict()),
        meta: pageMetaSchema.strict(),
        summary: providerOrderSummarySchema.strict(),
      })
      .strict();
    let rows = 0;
    for (const path of [
      '/api/providerOrders',
      '/api/providerOrders?per_page=50',
      '/api/shop/provider-orders?page=2&per_page=1',
      '/ordersByProvider?status=confirmed&delivery=pickup',
      `/api/providerOrders?search=${encodeURIComponent('Kaffeebecher')}&payment=pending`,
      '/api/providerOrders?date_from=2020-01-01&date_to=2099-12-31',
      '/api/providerOrders?search=gibt-es-nicht',
      '/api/providerOrders?page=999',
    ]) {
      const response = await suite.api.get(path, provider.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const answer: unknown = response.json();
      const parsed = strict.safeParse(answer);
      expect(parsed.error).toBeUndefined();
      expect(response.payload).toBe(JSON.stringify(providerOrderPageSchema.parse(answer)));
      rows += parsed.data?.data.length ?? 0;
    }
    expect(rows).toBeGreaterThan(5);
    // The list reads the customer's name and city in SQL, the detail view from the whole address: they agree.
    const list = body<Row[]>(await suite.api.get('/api/providerOrders?per_page=50', provider.token)).data;
    for (const row of list.slice(0, 8)) {
      const view = body<Row>(await suite.api.get(`/api/shop/providerOrderView/${String(row.id)}`, provider.token)).data;
      expect({ name: row.customer_name, city: row.customer_city }).toEqual({ name: view.customer_name, city: view.customer_city });
      expect(row.customer_name).not.toBe('');
      expect(row.customer_city).not.toBe('');
    }
  });
});
