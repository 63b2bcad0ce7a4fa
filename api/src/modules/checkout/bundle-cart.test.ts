import { eq } from 'drizzle-orm';
import { shopBundleItems, shopBundleProviderRequests, shopBundles } from '../../db/schema';
import { testSuite } from '../../../test/fixtures/suite';
import type { OrderDetail } from '../orders/presenters';
import { body, createCustomer, createProduct, createProvider, createShippingMethod } from '../../../test/fixtures/checkout';
import type { PresentedCart } from './view';

const suite = testSuite();
let bundleId: number;
let sender: { id: number };
let partner: { id: number };
let chair: { productId: number; variantId: number };
let cushion: { productId: number; variantId: number };

beforeAll(async () => {
  sender = await createProvider(suite.context, 'Stuhlbau Lehne');
  partner = await createProvider(suite.context, 'Polsterei Weich');
  const senderMethod = await createShippingMethod(suite.context.db, sender.id, { name: 'Spedition', priceCents: 2900 });
  const partnerMethod = await createShippingMethod(suite.context.db, partner.id, { name: 'Paket', priceCents: 490 });
  chair = await createProduct(suite.context.db, {
    providerId: sender.id,
    name: 'Stuhl Esche',
    priceCents: 20_000,
    qty: 10,
    methodIds: [senderMethod],
  });
  cushion = await createProduct(suite.context.db, {
    providerId: partner.id,
    name: 'Sitzkissen',
    priceCents: 3000,
    qty: 10,
    methodIds: [partnerMethod],
  });
  // A bundle of one chair and two cushions for 230 € instead of 260 €, confirmed by the partner (bundle module's tables).
  const [bundle] = await suite.context.db
    .insert(shopBundles)
    .values({ providerId: sender.id, name: 'Sitzgruppe', slug: `sitzgruppe-${Date.now()}`, priceCents: 23_000, regularPriceCents: 26_000 })
    .returning({ id: shopBundles.id });
  if (!bundle) throw new Error('Bündel fehlt.');
  bundleId = bundle.id;
  await suite.context.db.insert(shopBundleItems).values([
    {
      bundleId,
      productId: chair.productId,
      variantId: chair.variantId,
      providerId: sender.id,
      qty: 1,
      regularUnitPriceCents: 20_000,
      unitPriceCents: 17_692,
    },
    {
      bundleId,
      productId: cushion.productId,
      variantId: cushion.variantId,
      providerId: partner.id,
      qty: 2,
      regularUnitPriceCents: 3000,
      unitPriceCents: 2654,
    },
  ]);
  await suite.context.db
    .insert(shopBundleProviderRequests)
    .values({ bundleId, senderId: sender.id, receiverId: partner.id, status: 'confirmed' });
});

describe('bundles in the cart', () => {
  it('adds every item of a bundle at its bundle price, each provider’s share in its own group, and orders them as vendor orders', async () => {
    const customer = await createCustomer(suite.context);
    const added = await suite.api.post('/cart/add', { bundle_id: bundleId, qty: 1 }, customer.token);
    expect(added.statusCode).toBe(201);
    const cart = body<PresentedCart>(added).data;
    expect(
      cart.groups.map((group) => [
        group.provider_id,
        group.items.map((item) => [item.product_name, item.qty, item.unit_price_cents, item.bundle_name]),
      ]),
    ).toEqual([
      [sender.id, [['Stuhl Esche', 1, 17_692, 'Sitzgruppe']]],
      [partner.id, [['Sitzkissen', 2, 2654, 'Sitzgruppe']]],
    ]);
    expect(cart.totals.subtotal_cents).toBe(23_000);

    const cushionLine = cart.groups[1]?.items[0]?.id;
    const doubled = body<PresentedCart>(
      await suite.api.post('/cart/update', { cart_key: cart.cart_key, cart_item_id: cushionLine, qty: 2 }, customer.token),
    ).data;
    expect(doubled.groups.flatMap((group) => group.items.map((item) => item.qty))).toEqual([2, 4]);

    const placed = await suite.api.post('/orderPlace', { cart_key: cart.cart_key, accept_terms: 1 }, customer.token);
    expect(placed.statusCode).toBe(201);
    const order = body<{ order: OrderDetail }>(placed).data.order;
    expect(order.vendor_orders.map((vendor) => [vendor.provider_id, vendor.items_total_cents, vendor.items[0]?.bundle_id])).toEqual([
      [sender.id, 2 * 17_692, bundleId],
      [partner.id, 4 * 2654, bundleId],
    ]);
  });

  it('removes a whole bundle with one of its lines, and refuses a bundle that is no longer confirmed', async () => {
    const customer = await createCustomer(suite.context);
    const cart = body<PresentedCart>(await suite.api.post('/cart/add', { bundle_id: bundleId }, customer.token)).data;
    const removed = await suite.api.delete(`/cart/item/${cart.groups[0]?.items[0]?.id}?cart_key=${cart.cart_key}`, customer.token);
    expect(body<PresentedCart>(removed).data.item_count).toBe(0);

    await suite.api.post('/cart/add', { cart_key: cart.cart_key, bundle_id: bundleId }, customer.token);
    await suite.context.db
      .update(shopBundleProviderRequests)
      .set({ status: 'inactivated' })
      .where(eq(shopBundleProviderRequests.bundleId, bundleId));
    const stale = body<PresentedCart>(await suite.api.get(`/cart?cart_key=${cart.cart_key}`, customer.token)).data;
    expect(stale.has_problems).toBe(true);
    expect(stale.groups[0]?.items[0]).toMatchObject({
      problem: 'bundle_unavailable',
      problem_text: 'Dieses Bündel wird nicht mehr angeboten.',
    });
    const refused = await suite.api.post('/cart/add', { cart_key: cart.cart_key, bundle_id: bundleId }, customer.token);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).errors?.bundle_id).toEqual(['Dieses Bündel kann derzeit nicht bestellt werden.']);
    const checkout = await suite.api.post('/orderPlace', { cart_key: cart.cart_key, accept_terms: 1 }, customer.token);
    expect(checkout.statusCode).toBe(422);
    await suite.context.db
      .update(shopBundleProviderRequests)
      .set({ status: 'confirmed' })
      .where(eq(shopBundleProviderRequests.bundleId, bundleId));
  });

  it('sells a bundle two providers agreed on through the bundle calls: it shows in the marketplace section and each share becomes its own vendor order', async () => {
    const baker = await createProvider(suite.context, 'Bäckerei Korn');
    const dairy = await createProvider(suite.context, 'Hofmolkerei Weide');
    const bakerMethod = await createShippingMethod(suite.context.db, baker.id, { name: 'Kurier', priceCents: 590 });
    const dairyMethod = await createShippingMethod(suite.context.db, dairy.id, { name: 'Kühlversand', priceCents: 890 });
    const bread = await createProduct(suite.context.db, {
      providerId: baker.id,
      name: 'Bauernbrot',
      priceCents: 450,
      qty: 20,
      methodIds: [bakerMethod],
    });
    const butter = await createProduct(suite.context.db, {
      providerId: dairy.id,
      name: 'Süßrahmbutter',
      priceCents: 300,
      qty: 20,
      methodIds: [dairyMethod],
    });

    const proposed = await suite.api.post(
      '/createBundleProductsRequest',
      {
        name: 'Frühstückskorb',
        price: '9,00',
        items: [
          { product_id: bread.productId, qty: 1 },
          { product_id: butter.productId, qty: 2 },
        ],
      },
      baker.token,
    );
    expect(proposed.statusCode).toBe(201);
    const bundle = body<{ id: number; price_cents: number; requests: { id: number }[] }>(proposed).data;
    const market = async () =>
      body<{ id: number; price_cents: number; shares: { provider_id: number; amount_cents: number }[] }[]>(
        await suite.api.get('/v2/getBundleProducts?per_page=100'),
      ).data;
    expect((await market()).map((entry) => entry.id)).not.toContain(bundle.id);
    const customer = await createCustomer(suite.context);
    const early = await suite.api.post('/cart/add', { bundle_id: bundle.id }, customer.token);
    expect(early.statusCode).toBe(422);

    const confirmed = await suite.api.post(
      '/confirmUpdateStatusRequest',
      { bundle_provider_request_id: bundle.requests[0]?.id },
      dairy.token,
    );
    expect(confirmed.statusCode).toBe(200);
    const listed = (await market()).find((entry) => entry.id === bundle.id);
    expect(listed?.price_cents).toBe(900);
    // 9,00 € for 4,50 € + 2 × 3,00 € = 10,50 €: bread 3,86 €, butter 2,57 € each.
    expect(listed?.shares).toEqual([
      expect.objectContaining({ provider_id: baker.id, amount_cents: 386 }),
      expect.objectContaining({ provider_id: dairy.id, amount_cents: 514 }),
    ]);

    const cart = body<PresentedCart>(await suite.api.post('/cart/add', { bundle_id: bundle.id }, customer.token)).data;
    expect(cart.totals.subtotal_cents).toBe(900);
    const placed = await suite.api.post('/orderPlace', { cart_key: cart.cart_key, accept_terms: 1 }, customer.token);
    expect(placed.statusCode).toBe(201);
    const order = body<{ order: OrderDetail }>(placed).data.order;
    expect(
      order.vendor_orders.map((vendor) => [vendor.provider_id, vendor.items_total_cents, vendor.items.map((item) => item.bundle_id)]),
    ).toEqual([
      [baker.id, 386, [bundle.id]],
      [dairy.id, 514, [bundle.id]],
    ]);
  });
});
