import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { shopOrders, shopVendorOrders } from '../../db/schema';
import { testSuite } from '../../../test/fixtures/suite';
import { body, createCustomer, createProduct, createProvider, createShopWithProduct, variantQty } from '../../../test/fixtures/checkout';
import type { PresentedCart } from './view';

/**
 * Races of the checkout. They need PostgreSQL with a connection pool (the test app opens 10 connections); PGlite
 * runs one query at a time, so no two checkouts ever overlap there and these tests would prove nothing — they are
 * skipped on PGlite. Run them with `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test`.
 */
const onPostgres = process.env.MP_TEST_DRIVER === 'postgres';
const describeOnPostgres = onPostgres ? describe : describe.skip;

if (!onPostgres) {
  describe('checkout concurrency', () => {
    it.skip('runs only on PostgreSQL (PGlite executes one query at a time and cannot show a race)', () => undefined);
  });
}

describeOnPostgres('checkout concurrency (PostgreSQL, pool of 10)', () => {
  const suite = testSuite();

  async function cartFor(variantId: number) {
    const customer = await createCustomer(suite.context);
    const response = await suite.api.post('/cart/add', { variant_id: variantId, qty: 1 }, customer.token);
    const key = body<PresentedCart>(response).data.cart_key;
    if (!key) throw new Error('Warenkorb fehlt.');
    return { customer, key };
  }

  it('sells exactly the 10 pieces in stock to 50 concurrent checkouts and answers the 40 others in German', async () => {
    const { provider, product } = await createShopWithProduct(
      suite.context,
      'Manufaktur Knapp',
      { name: 'Versand', priceCents: 500 },
      { name: 'Limitierte Vase', priceCents: 4900, qty: 10 },
    );
    const buyers = [];
    for (let index = 0; index < 50; index += 1) buyers.push(await cartFor(product.variantId));

    const responses = await Promise.all(
      buyers.map(({ customer, key }) => suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token)),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(refused).toHaveLength(40);
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(body(response).message).toMatch(/„Limitierte Vase“ ist (leider nicht mehr vorrätig|nur noch \d+-mal vorrätig)/);
    }
    expect(await variantQty(suite.context.db, product.variantId)).toBe(0);
    const sold = await suite.context.db.select().from(shopVendorOrders).where(eq(shopVendorOrders.providerId, provider.id));
    expect(sold).toHaveLength(10);
  });

  it('creates one order when the same cart is submitted twice at once, and answers it to both', async () => {
    const { product } = await createShopWithProduct(
      suite.context,
      'Werkstatt Doppelt',
      { name: 'Versand', priceCents: 500 },
      { name: 'Holzschale', priceCents: 2900, qty: 20 },
    );
    const { customer, key } = await cartFor(product.variantId);

    const [first, second] = await Promise.all([
      suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token),
      suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token),
    ]);

    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 201]);
    const numbers = [first, second].map((response) => (response ? body<{ order_number: string }>(response).data.order_number : ''));
    expect(numbers[0]).toBe(numbers[1]);
    const orders = await suite.context.db.select().from(shopOrders).where(eq(shopOrders.cartKey, key));
    expect(orders).toHaveLength(1);
    expect(await variantQty(suite.context.db, product.variantId)).toBe(19);
  });

  it('makes one guest cart when the first adds with a new client key arrive at once', async () => {
    const provider = await createProvider(suite.context, 'Laden Doppelklick');
    const product = await createProduct(suite.context.db, { providerId: provider.id, name: 'Tasse', priceCents: 1200, qty: 50 });
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => suite.api.post('/cart/add', { cart_key: key, variant_id: product.variantId, qty: 1 })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 10 }, () => 201));
    expect(new Set(responses.map((response) => body<PresentedCart>(response).data.cart_key))).toEqual(new Set([key]));
    const cart = body<PresentedCart>(await suite.api.get(`/cart?cart_key=${key}`)).data;
    expect(cart).toMatchObject({ cart_key: key, item_count: 10 });
  });

  it('creates one order per cart when one cart is submitted through all three payment calls at once', async () => {
    const { product } = await createShopWithProduct(
      suite.context,
      'Laden Dreifach',
      { name: 'Versand', priceCents: 500 },
      { name: 'Kerze', priceCents: 900, qty: 20 },
    );
    const { customer, key } = await cartFor(product.variantId);
    const responses = await Promise.all([
      suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token),
      suite.api.post('/order_store_bycash', { cart_key: key, accept_terms: 1 }, customer.token),
      suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token),
    ]);
    expect(responses.map((response) => response.statusCode).filter((status) => status === 201)).toHaveLength(1);
    expect(responses.every((response) => response.statusCode === 201 || response.statusCode === 200)).toBe(true);
    expect(await suite.context.db.select().from(shopOrders).where(eq(shopOrders.cartKey, key))).toHaveLength(1);
    expect(await variantQty(suite.context.db, product.variantId)).toBe(19);
  });
});
