import { asc, count, eq } from 'drizzle-orm';
import { outboxMessages, shopBundleItems, shopBundleProviderRequests, shopBundles, shopProducts } from '../../db/schema';
import { createUserWithToken } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { call, nameProvider } from '../../../test/fixtures/shop-provider';
import { allocateBundlePrice, resolveBundleForCart } from './cart';
import { transitionAllowed } from './requests';

interface Product {
  id: number;
  default_variant_id: number;
}
interface Bundle {
  id: number;
  name: string;
  price: number;
  price_cents: number;
  regular_price_cents: number;
  is_active: 0 | 1;
  items: { product_id: number; variant_id: number; qty: number; unit_price_cents: number; provider_id: number }[];
  shares: { provider_id: number; company_name: string; amount_cents: number }[];
  requests: Request[];
}
interface Request {
  id: number;
  bundle_provider_request_id: number;
  status: string;
  direction: 'incoming' | 'outgoing';
  share_cents: number;
  sender: { id: number; company_name: string };
  receiver: { id: number; company_name: string };
  bundle: Bundle | null;
}

const suite = testSuite();
let sender: { id: number; token: string };
let partner: { id: number; token: string };
let stranger: { id: number; token: string };
let partnerName: string;
beforeEach(async () => {
  sender = await createUserWithToken(suite.context, 'Company');
  partner = await createUserWithToken(suite.context, 'Company');
  stranger = await createUserWithToken(suite.context, 'Company');
  await nameProvider(suite.context.db, sender.id, 'Grillhaus Kassel');
  partnerName = `Metzgerei Huber ${partner.id}`;
  await nameProvider(suite.context.db, partner.id, partnerName);
});

async function activeProduct(token: string, name: string, price: string): Promise<Product> {
  const { statusCode, body } = await call<Product>(suite.context.app, 'POST', '/v2/createProduct', token, {
    name,
    sku: `B-${Math.random().toString(36).slice(2, 10)}`,
    price,
    stock: 50,
    status: 'active',
  });
  expect(statusCode).toBe(201);
  return body.data;
}

/** Sender: grill 49,50 €; partner: sausages 9,00 € × 2 and sauce 3,50 €; bundle price 60,00 €. */
async function proposeBundle(): Promise<{ bundle: Bundle; grill: Product; sausages: Product; sauce: Product }> {
  const grill = await activeProduct(sender.token, 'Holzkohlegrill', '49,50');
  const sausages = await activeProduct(partner.token, 'Bratwurst (4 Stück)', '9,00');
  const sauce = await activeProduct(partner.token, 'Grillsoße', '3,50');
  const { statusCode, body } = await call<Bundle>(suite.context.app, 'POST', '/createBundleProductsRequest', sender.token, {
    name: 'Grillabend komplett',
    price: '60,00',
    message: 'Machen Sie mit?',
    items: [
      { product_id: grill.id, qty: 1 },
      { product_id: sausages.id, variant_id: sausages.default_variant_id, qty: 2 },
      { product_id: sauce.id, qty: 1 },
    ],
  });
  expect(body.errors).toBeUndefined();
  expect(statusCode).toBe(201);
  return { bundle: body.data, grill, sausages, sauce };
}

describe('bundle price split', () => {
  it('splits the bundle price in proportion to the regular prices and adds up to the cent', () => {
    const { unitPrices, totalCents } = allocateBundlePrice(6000, [
      { regularUnitCents: 4950, qty: 1 },
      { regularUnitCents: 900, qty: 2 },
      { regularUnitCents: 350, qty: 1 },
    ]);
    expect(totalCents).toBe(6000);
    expect(unitPrices[0]! + unitPrices[1]! * 2 + unitPrices[2]!).toBe(6000);
    // 60 € × 49,50/71,00 = 41,83…; the two cents left go to the largest fractions (sauce, then grill).
    expect(unitPrices).toEqual([4184, 760, 296]);
  });

  it('follows the documented transitions', () => {
    expect(transitionAllowed('requested', 'confirmed', 'receiver')).toBe(true);
    expect(transitionAllowed('requested', 'confirmed', 'sender')).toBe(false);
    expect(transitionAllowed('requested', 'inactivated', 'receiver')).toBe(false);
    expect(transitionAllowed('confirmed', 'inactivated', 'sender')).toBe(true);
    expect(transitionAllowed('inactivated', 'confirmed', 'receiver')).toBe(true);
    expect(transitionAllowed('rejected', 'deleted', 'sender')).toBe(true);
    expect(transitionAllowed('deleted', 'confirmed', 'receiver')).toBe(false);
  });
});

describe('bundle requests', () => {
  it('has a confirmed demo bundle of two providers on the market from the seed', async () => {
    const market = await call<Bundle[]>(suite.context.app, 'GET', '/v2/getBundleProducts?per_page=50', null);
    const demo = market.body.data.find((entry) => entry.name.startsWith('Entdecker-Set'));
    expect(demo).toMatchObject({ is_active: 1 });
    expect(new Set(demo?.items.map((item) => item.provider_id)).size).toBe(2);
    expect(demo?.shares.reduce((sum, share) => sum + share.amount_cents, 0)).toBe(demo?.price_cents);
    expect(await resolveBundleForCart(suite.context.db, demo?.id as number)).not.toBeNull();
  });

  it('creates a bundle with one request per partner, shares that add up and an e-mail to the partner', async () => {
    const { bundle } = await proposeBundle();
    expect(bundle).toMatchObject({ price_cents: 6000, regular_price_cents: 7100, is_active: 0 });
    expect(bundle.shares.map((share) => [share.company_name, share.amount_cents])).toEqual([
      ['Grillhaus Kassel', 4184],
      [partnerName, 1816],
    ]);
    expect(bundle.requests).toHaveLength(1);
    expect(bundle.requests[0]).toMatchObject({ status: 'requested', receiver: { id: partner.id }, share_cents: 1816 });
    const [mail] = await suite.context.db.select().from(outboxMessages).where(eq(outboxMessages.userId, partner.id));
    expect(mail?.subject).toBe('Neue Produktset-Anfrage: Grillabend komplett');
  });

  it('shows the request as incoming to the partner and outgoing to the sender, with the badge count', async () => {
    const { bundle } = await proposeBundle();
    const incoming = await call<Request[]>(suite.context.app, 'GET', '/allBundleIncomingRequests?page=1', partner.token);
    expect(incoming.body.data.map((request) => [request.id, request.direction])).toEqual([[bundle.requests[0]?.id, 'incoming']]);
    expect(incoming.body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 1 });
    const outgoing = await call<Request[]>(suite.context.app, 'GET', '/allBundleOutgoingRequests', sender.token);
    expect(outgoing.body.data[0]?.direction).toBe('outgoing');
    expect((await call<Request[]>(suite.context.app, 'GET', '/allBundleRequests', partner.token)).body.data).toHaveLength(1);
    expect((await call<Request[]>(suite.context.app, 'GET', '/incomingBundleRequests', partner.token)).body.data).toHaveLength(1);
    expect((await call<Request[]>(suite.context.app, 'GET', '/outgoingBundleRequests', sender.token)).body.data).toHaveLength(1);
    const count = await call(suite.context.app, 'GET', '/bundleProductsRequestCount', partner.token);
    expect(count.body.data).toEqual({ incoming: 1, outgoing: 0, total: 1 });
    const detail = await call<Request>(
      suite.context.app,
      'GET',
      `/sendorBundleRequestDetail?bundle_provider_request_id=${bundle.requests[0]?.id}`,
      partner.token,
    );
    expect(detail.body.data.bundle?.items).toHaveLength(3);
  });

  it('sells the bundle once the partner confirms, and resolves it for the cart into each provider’s items', async () => {
    const { bundle, grill, sausages } = await proposeBundle();
    expect(await resolveBundleForCart(suite.context.db, bundle.id)).toBeNull();
    expect(
      (await call<Bundle[]>(suite.context.app, 'GET', '/v2/getBundleProducts', null)).body.data.some((entry) => entry.id === bundle.id),
    ).toBe(false);
    const senderConfirms = await call(suite.context.app, 'POST', '/confirmUpdateStatusRequest', sender.token, {
      bundle_provider_request_id: bundle.requests[0]?.id,
    });
    expect(senderConfirms.statusCode).toBe(422);
    expect(senderConfirms.body.errors?.status).toEqual(['Diese Statusänderung ist nicht möglich.']);
    const confirmed = await call<Request>(suite.context.app, 'POST', '/confirmUpdateStatusRequest', partner.token, {
      bundle_provider_request_id: bundle.requests[0]?.id,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body.data.status).toBe('confirmed');
    const market = await call<Bundle[]>(suite.context.app, 'GET', '/v2/getBundleProducts', null);
    expect(market.body.data.find((entry) => entry.id === bundle.id)).toMatchObject({ is_active: 1, price: 60 });
    const resolved = await resolveBundleForCart(suite.context.db, bundle.id);
    expect(resolved).toEqual({
      bundleId: bundle.id,
      name: 'Grillabend komplett',
      items: [
        { productId: grill.id, variantId: grill.default_variant_id, providerId: sender.id, qty: 1, unitPriceCents: 4184 },
        { productId: sausages.id, variantId: sausages.default_variant_id, providerId: partner.id, qty: 2, unitPriceCents: 760 },
        expect.objectContaining({ providerId: partner.id, qty: 1, unitPriceCents: 296 }),
      ],
    });
    expect(
      (await call<Bundle[]>(suite.context.app, 'GET', '/getAllBundleProducts', partner.token)).body.data.map((entry) => entry.id),
    ).toEqual([bundle.id]);
    expect((await call<Request[]>(suite.context.app, 'GET', '/activeBundleRequests', sender.token)).body.data).toHaveLength(1);
    // A product that stops being sold takes the bundle off the market.
    await suite.context.db.update(shopProducts).set({ status: 'inactive' }).where(eq(shopProducts.id, grill.id));
    expect(await resolveBundleForCart(suite.context.db, bundle.id)).toBeNull();
  });

  it('inactivates with an e-mail, confirms again, deletes with an e-mail and lists each state', async () => {
    const { bundle } = await proposeBundle();
    const requestId = bundle.requests[0]?.id as number;
    await call(suite.context.app, 'POST', '/confirmUpdateStatusRequest', partner.token, { bundle_provider_request_id: requestId });
    const inactivated = await call<Request>(suite.context.app, 'POST', '/sendMailForInactivatedRequest', sender.token, {
      bundle_provider_request_id: requestId,
      reason: 'Grill ausverkauft',
    });
    expect(inactivated.body.data.status).toBe('inactivated');
    const mails = await suite.context.db.select().from(outboxMessages).where(eq(outboxMessages.userId, partner.id));
    expect(mails.map((mail) => mail.subject)).toContain('Produktset deaktiviert: Grillabend komplett');
    expect(mails.find((mail) => mail.subject.startsWith('Produktset deaktiviert'))?.body).toContain('Begründung: Grill ausverkauft');
    expect((await call<Request[]>(suite.context.app, 'GET', '/getAllInactivatedRequests', partner.token)).body.data).toHaveLength(1);
    expect(
      (await call<Request[]>(suite.context.app, 'GET', '/activeBundleRequests?status=inactive', partner.token)).body.data,
    ).toHaveLength(1);
    expect(await resolveBundleForCart(suite.context.db, bundle.id)).toBeNull();
    const again = await call<Request>(suite.context.app, 'POST', '/confirmUpdateStatusRequest', partner.token, {
      bundle_provider_request_id: requestId,
      status: 'confirmed',
    });
    expect(again.body.data.status).toBe('confirmed');
    const deleted = await call<Request>(suite.context.app, 'POST', `/sendMailForDeleteRequest/${requestId}`, partner.token, {
      reason: 'Sortiment geändert',
    });
    expect(deleted.body.data.status).toBe('deleted');
    const senderMails = await suite.context.db.select().from(outboxMessages).where(eq(outboxMessages.userId, sender.id));
    expect(senderMails.map((mail) => mail.subject)).toContain('Produktset-Anfrage gelöscht: Grillabend komplett');
    expect((await call<Request[]>(suite.context.app, 'GET', '/getAllDeletedRequests', sender.token)).body.data).toHaveLength(1);
    expect((await call<Request[]>(suite.context.app, 'GET', '/allBundleRequests', sender.token)).body.data).toHaveLength(0);
    const final = await call(suite.context.app, 'DELETE', `/deleteConfirmBundleRequest/${requestId}`, sender.token);
    expect(final.statusCode).toBe(422);
  });

  it('rejects, then asks again when the sender changes the bundle', async () => {
    const { bundle, grill, sausages } = await proposeBundle();
    const requestId = bundle.requests[0]?.id as number;
    const rejected = await call<Request>(suite.context.app, 'POST', '/confirmUpdateStatusRequest', partner.token, {
      bundle_provider_request_id: requestId,
      status: 'rejected',
    });
    expect(rejected.body.data.status).toBe('rejected');
    const changed = await call<Bundle>(suite.context.app, 'POST', '/outgoingRequestBundleProductsUpdate', sender.token, {
      bundle_id: bundle.id,
      name: 'Grillabend klein',
      price: 55,
      items: [{ product_id: grill.id }, { product_id: sausages.id, qty: 1 }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data).toMatchObject({ price_cents: 5500, regular_price_cents: 5850 });
    expect(changed.body.data.requests[0]?.status).toBe('requested');
    const foreign = await call(suite.context.app, 'POST', '/outgoingRequestBundleProductsUpdate', partner.token, {
      bundle_id: bundle.id,
      name: 'Übernahme',
      price: 50,
      items: [{ product_id: grill.id }, { product_id: sausages.id }],
    });
    expect(foreign.statusCode).toBe(404);
    const tidy = await call<Request>(suite.context.app, 'DELETE', `/deleteConfirmBundleRequest/${requestId}`, sender.token);
    expect(tidy.body.data.status).toBe('deleted');
  });

  it('answers 422 in German for a bundle of own products only, a price above the sum and unknown products', async () => {
    const mine = await activeProduct(sender.token, 'Grillzange', '12,00');
    const mine2 = await activeProduct(sender.token, 'Grillhandschuh', '8,00');
    const theirs = await activeProduct(partner.token, 'Kohle 10 kg', '15,00');
    const own = await call(suite.context.app, 'POST', '/createBundleProductsRequest', sender.token, {
      name: 'Nur meins',
      price: 15,
      items: [{ product_id: mine.id }, { product_id: mine2.id }],
    });
    expect(own.statusCode).toBe(422);
    expect(own.body.errors?.items?.[0]).toMatch(/anderen Anbieters/);
    const expensive = await call(suite.context.app, 'POST', '/createBundleProductsRequest', sender.token, {
      name: 'Zu teuer',
      price: '40,00',
      items: [{ product_id: mine.id }, { product_id: theirs.id }],
    });
    expect(expensive.statusCode).toBe(422);
    expect(expensive.body.errors?.price?.[0]).toMatch(/27,00 €/);
    const unknown = await call(suite.context.app, 'POST', '/createBundleProductsRequest', sender.token, {
      name: 'Weg',
      price: 10,
      items: [{ product_id: mine.id }, { product_id: 99999999 }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body.errors?.['items.1.product_id']).toBeDefined();
    const single = await call(suite.context.app, 'POST', '/createBundleProductsRequest', sender.token, {
      name: 'Eins',
      price: 10,
      items: [{ product_id: mine.id }],
    });
    expect(single.statusCode).toBe(422);
  });

  it.each([
    { name: 'items as an object', body: (p: number[]) => ({ name: 'B', price: 10, items: { product_id: p[0] } }), field: 'items' },
    {
      name: 'more than 20 items',
      body: (p: number[]) => ({ name: 'B', price: 10, items: Array.from({ length: 21 }, () => ({ product_id: p[0] })) }),
      field: 'items',
    },
    {
      name: 'quantity 0',
      body: (p: number[]) => ({ name: 'B', price: 10, items: [{ product_id: p[0], qty: 0 }, { product_id: p[1] }] }),
      field: 'items.0.qty',
    },
    {
      name: 'price 0,00',
      body: (p: number[]) => ({ name: 'B', price: '0,00', items: [{ product_id: p[0] }, { product_id: p[1] }] }),
      field: 'price',
    },
    {
      name: 'machine-style price 12.50',
      body: (p: number[]) => ({ name: 'B', price: '12.50', items: [{ product_id: p[0] }, { product_id: p[1] }] }),
      field: 'price',
    },
    {
      name: 'empty name',
      body: (p: number[]) => ({ name: ' ', price: 10, items: [{ product_id: p[0] }, { product_id: p[1] }] }),
      field: 'name',
    },
    {
      name: 'product id as word',
      body: (p: number[]) => ({ name: 'B', price: 10, items: [{ product_id: 'Kohle' }, { product_id: p[1] }] }),
      field: 'items.0.product_id',
    },
    {
      name: 'the same variant twice',
      body: (p: number[]) => ({ name: 'B', price: 10, items: [{ product_id: p[1] }, { product_id: p[1] }, { product_id: p[0] }] }),
      field: null,
    },
    {
      name: 'a variant of another product',
      body: (p: number[], v: number[]) => ({ name: 'B', price: 10, items: [{ product_id: p[0], variant_id: v[1] }, { product_id: p[1] }] }),
      field: null,
    },
  ])('answers a German 422 for a bundle with $name, never a 5xx', async ({ body, field }) => {
    const mine = await activeProduct(sender.token, 'Grillzange', '12,00');
    const theirs = await activeProduct(partner.token, 'Kohle 10 kg', '15,00');
    const before = await suite.context.db.select({ total: count() }).from(shopBundles);
    const response = await call(
      suite.context.app,
      'POST',
      '/createBundleProductsRequest',
      sender.token,
      body([mine.id, theirs.id], [mine.default_variant_id, theirs.default_variant_id]),
    );
    expect(response.statusCode).toBe(422);
    expect(response.body.message).toMatch(
      /[äöüß]|Bitte|nicht|muss|höchstens|Höchstens|Ungültige|Zu klein|Der Wert|Ein Produktset|erforderlich/,
    );
    if (field) expect(Object.keys(response.body.errors ?? {})).toContain(field);
    expect(await suite.context.db.select({ total: count() }).from(shopBundles)).toEqual(before);
  });

  it.each(
    [
      ['GET', '/allBundleIncomingRequests?page=0'],
      ['GET', '/allBundleRequests?per_page=1000'],
      ['GET', '/activeBundleRequests?status=vielleicht'],
      ['GET', '/getAllProductsByProvider'],
      ['GET', '/getAllProviderLists?keyword=' + 'x'.repeat(101)],
      ['GET', '/sendorBundleRequestDetail?bundle_provider_request_id=abc'],
      ['POST', '/confirmUpdateStatusRequest', { bundle_provider_request_id: 1, status: 'deleted' }],
      ['POST', '/confirmUpdateStatusRequest', { bundle_provider_request_id: 'eins' }],
      ['POST', '/sendMailForInactivatedRequest', { bundle_provider_request_id: 1, reason: 'r'.repeat(1001) }],
      ['POST', '/sendMailForDeleteRequest/abc', { reason: 'x' }],
      ['POST', '/outgoingRequestBundleProductsUpdate', { name: 'Ohne Bundle', price: 10, items: [] }],
      ['DELETE', '/deleteConfirmBundleRequest/0'],
    ].map(([method, url, payload]) => ({ method, url, payload })) as {
      method: 'GET' | 'POST' | 'DELETE';
      url: string;
      payload?: unknown;
    }[],
  )('answers a German 422 for $method $url', async ({ method, url, payload }) => {
    const response = await call(suite.context.app, method, url, sender.token, payload);
    expect(response.statusCode).toBe(422);
    expect(response.body.message).not.toMatch(/\b(the|must|invalid|expected|required)\b/i);
    expect(response.body.message).toMatch(/[äöüß]|Bitte|nicht|muss|Erlaubt|Ungültige|Zu klein|Zu groß|Höchstens|mindestens/);
  });

  const strangerCalls: [
    string,
    'GET' | 'POST' | 'DELETE',
    (requestId: number, bundle: Bundle) => string,
    ((requestId: number, bundle: Bundle) => unknown)?,
  ][] = [
    ['GET /sendorBundleRequestDetail', 'GET', (id) => `/sendorBundleRequestDetail?bundle_provider_request_id=${id}`],
    ['POST /confirmUpdateStatusRequest', 'POST', () => '/confirmUpdateStatusRequest', (id) => ({ bundle_provider_request_id: id })],
    [
      'POST /confirmUpdateStatusRequest (rejected)',
      'POST',
      () => '/confirmUpdateStatusRequest',
      (id) => ({ bundle_provider_request_id: id, status: 'rejected' }),
    ],
    [
      'POST /sendMailForInactivatedRequest',
      'POST',
      () => '/sendMailForInactivatedRequest',
      (id) => ({ bundle_provider_request_id: id, reason: 'x' }),
    ],
    ['POST /sendMailForDeleteRequest/{id}', 'POST', (id) => `/sendMailForDeleteRequest/${id}`, () => ({ reason: 'x' })],
    ['DELETE /deleteConfirmBundleRequest/{id}', 'DELETE', (id) => `/deleteConfirmBundleRequest/${id}`],
    [
      'POST /outgoingRequestBundleProductsUpdate',
      'POST',
      () => '/outgoingRequestBundleProductsUpdate',
      (_id, bundle) => ({
        bundle_id: bundle.id,
        name: 'Übernommen',
        price: '1,00',
        items: bundle.items.map((item) => ({ product_id: item.product_id, variant_id: item.variant_id, qty: item.qty })),
      }),
    ],
  ];

  /** The bundle tables' rows of one bundle plus the outbox size, to prove a refused call changed nothing. */
  async function bundleState(bundleId: number) {
    const [bundles, items, requests, mails] = await Promise.all([
      suite.context.db.select().from(shopBundles).where(eq(shopBundles.id, bundleId)),
      suite.context.db.select().from(shopBundleItems).where(eq(shopBundleItems.bundleId, bundleId)).orderBy(asc(shopBundleItems.id)),
      suite.context.db
        .select()
        .from(shopBundleProviderRequests)
        .where(eq(shopBundleProviderRequests.bundleId, bundleId))
        .orderBy(asc(shopBundleProviderRequests.id)),
      suite.context.db.select({ total: count() }).from(outboxMessages),
    ]);
    return { bundles, items, requests, mails };
  }

  it.each(strangerCalls.map(([name, method, url, payload]) => ({ name, method, url, payload })))(
    'refuses $name by a provider outside the bundle with 404 and changes nothing',
    async ({ method, url, payload }) => {
      const { bundle } = await proposeBundle();
      const requestId = bundle.requests[0]?.id as number;
      const before = await bundleState(bundle.id);
      const { statusCode, body } = await call(
        suite.context.app,
        method,
        url(requestId, bundle),
        stranger.token,
        payload?.(requestId, bundle),
      );
      expect(statusCode).toBe(404);
      expect(body.message).toMatch(/^Die Produktset-Anfrage wurde nicht gefunden\.$|^Das Produktset wurde nicht gefunden\.$/);
      expect(await bundleState(bundle.id)).toEqual(before);
    },
  );

  it('lets only the sender change the bundle: the partner gets 404 and nothing changes', async () => {
    const { bundle } = await proposeBundle();
    const before = await bundleState(bundle.id);
    const { statusCode, body } = await call(suite.context.app, 'POST', '/outgoingRequestBundleProductsUpdate', partner.token, {
      bundle_id: bundle.id,
      name: 'Übernommen',
      price: '1,00',
      items: bundle.items.map((item) => ({ product_id: item.product_id, variant_id: item.variant_id, qty: item.qty })),
    });
    expect({ statusCode, message: body.message }).toEqual({ statusCode: 404, message: 'Das Produktset wurde nicht gefunden.' });
    expect(await bundleState(bundle.id)).toEqual(before);
    expect((await call<Request[]>(suite.context.app, 'GET', '/allBundleRequests', stranger.token)).body.data).toEqual([]);
  });

  it('lets the sender not answer its own request in the partner’s place', async () => {
    const { bundle } = await proposeBundle();
    const before = await bundleState(bundle.id);
    const { statusCode, body } = await call(suite.context.app, 'POST', '/confirmUpdateStatusRequest', sender.token, {
      bundle_provider_request_id: bundle.requests[0]?.id,
    });
    expect(statusCode).toBe(422);
    expect(body.errors?.status).toEqual(['Diese Statusänderung ist nicht möglich.']);
    expect(await bundleState(bundle.id)).toEqual(before);
  });

  it('lists partner providers and products for choosing', async () => {
    await activeProduct(partner.token, 'Bratwurst', '9,00');
    await activeProduct(sender.token, 'Grill', '49,00');
    const providers = await call<{ id: number; company_name: string; products_count: number }[]>(
      suite.context.app,
      'GET',
      `/getAllProviderLists?keyword=${encodeURIComponent(partnerName)}&per_page=50`,
      sender.token,
    );
    expect(providers.body.data).toEqual([expect.objectContaining({ id: partner.id, company_name: partnerName, products_count: 1 })]);
    const theirs = await call<{ name: string; variants: unknown[] }[]>(
      suite.context.app,
      'GET',
      `/getAllProductsByProvider?provider_id=${partner.id}`,
      sender.token,
    );
    expect(theirs.body.data.map((product) => product.name)).toEqual(['Bratwurst']);
    expect(theirs.body.data[0]?.variants).toHaveLength(1);
    const self = await call(suite.context.app, 'GET', `/getAllProductsByProvider?provider_id=${sender.id}`, sender.token);
    expect(self.statusCode).toBe(404);
    const mine = await call<{ name: string }[]>(suite.context.app, 'GET', '/getAllProductsForBundle', sender.token);
    expect(mine.body.data.map((product) => product.name)).toEqual(['Grill']);
  });
});
