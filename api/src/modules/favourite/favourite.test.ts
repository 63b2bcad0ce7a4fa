import { eq } from 'drizzle-orm';
import { favourites, providerProfiles, shopProducts } from '../../db/schema';
import { placeDemoPurchase } from '../../db/seed/review';
import { bearer, createUserWithToken, json } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import type { Envelope } from '../../../test/fixtures/envelope';
import { createTestProduct } from '../../../test/fixtures/checkout';
import { TYPE_MESSAGE } from './schemas';
import { deleteUserFavourites, FAVOURITE_LIMIT, LIMIT_MESSAGE, MESSAGES, PRODUCT_NOT_FOUND, PROVIDER_NOT_FOUND } from './service';

interface Toggle {
  id: number;
  type: string;
  is_favourite: boolean;
  created?: boolean;
  removed?: boolean;
}

interface Card {
  id: number;
  type: string;
  name?: string;
  slug: string;
  price?: number;
  price_cents?: number;
  photo?: string | null;
  provider?: { id: number; name: string; slug: string };
  avg_rating: number;
  total_review: number;
  company_name?: string;
  city?: string;
  available?: boolean;
  added_at: string;
}

const suite = testSuite({ users: { customer: 'User', provider: 'Company' } });

async function call<T = Toggle>(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  const response = await suite.context.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });
  return { statusCode: response.statusCode, body: json<Envelope<T>>(response) };
}

const list = (token: string, query: string) => call<Card[]>('GET', `/getFavourites?${query}`, token);

describe('favourites', () => {
  it('adds a product idempotently: the second call answers 200 with created false and keeps one row', async () => {
    const product = await createTestProduct(suite.context.db, suite.provider.id, { name: 'Leinen-Schürze', priceCents: 2450 });
    const first = await call('POST', '/api/add-favourite', suite.customer.token, { id: product.id, type: 'product' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatchObject({
      status: true,
      message: MESSAGES.product.added,
      data: { id: product.id, type: 'product', is_favourite: true, created: true },
    });
    const second = await call('POST', '/api/add-favourite', suite.customer.token, { id: String(product.id), type: 'product' });
    expect(second.statusCode).toBe(200);
    expect(second.body.data).toEqual({ id: product.id, type: 'product', is_favourite: true, created: false });
    expect(await suite.context.db.select().from(favourites).where(eq(favourites.userId, suite.customer.id))).toHaveLength(1);

    const { body } = await list(suite.customer.token, 'type=product');
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 12, total: 1 });
    expect(body.data[0]).toMatchObject({
      id: product.id,
      type: 'product',
      name: 'Leinen-Schürze',
      slug: product.slug,
      price: 24.5,
      price_cents: 2450,
      provider: { id: suite.provider.id, name: `Testwerkstatt ${suite.provider.id}` },
      avg_rating: 0,
      total_review: 0,
    });
    expect(Date.parse(body.data[0]?.added_at ?? '')).not.toBeNaN();
  });

  it('stores one row when the same favourite is added twice at the same time', async () => {
    const product = await createTestProduct(suite.context.db, suite.provider.id);
    const results = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/api/add-favourite', suite.customer.token, { id: product.id, type: 'product' })),
    );
    expect(results.map((result) => result.statusCode)).toEqual([200, 200, 200]);
    expect(results.filter((result) => result.body.data.created)).toHaveLength(1);
    expect(await suite.context.db.select().from(favourites).where(eq(favourites.userId, suite.customer.id))).toHaveLength(1);
  });

  it('lists newest favourites first with the rating of the product and pages them', async () => {
    const older = await createTestProduct(suite.context.db, suite.provider.id);
    const newer = await createTestProduct(suite.context.db, suite.provider.id);
    const buyer = await createUserWithToken(suite.context, 'User');
    await placeDemoPurchase(suite.context.db, buyer.id, newer.id);
    await call('POST', '/v2/sendProductReview2', buyer.token, { product_id: newer.id, rating: 4, review: 'Gutes Produkt, gerne wieder.' });
    await call('POST', '/api/add-favourite', suite.customer.token, { id: older.id, type: 'product' });
    await call('POST', '/api/add-favourite', suite.customer.token, { id: newer.id, type: 'product' });
    const page1 = await list(suite.customer.token, 'type=product&per_page=1');
    expect(page1.body.data.map((card) => card.id)).toEqual([newer.id]);
    expect(page1.body.data[0]).toMatchObject({ avg_rating: 4, total_review: 1 });
    expect(page1.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 1, total: 2 });
    const page2 = await list(suite.customer.token, 'type=product&per_page=1&page=2');
    expect(page2.body.data.map((card) => card.id)).toEqual([older.id]);
  });

  it('adds a provider and lists it as a provider card with the rating over its products', async () => {
    const product = await createTestProduct(suite.context.db, suite.provider.id);
    const buyer = await createUserWithToken(suite.context, 'User');
    await placeDemoPurchase(suite.context.db, buyer.id, product.id);
    await call('POST', '/v2/sendProductReview2', buyer.token, { product_id: product.id, rating: 5, review: 'Sehr freundlicher Händler.' });
    const added = await call('POST', '/api/add-favourite', suite.customer.token, { id: suite.provider.id, type: 'provider' });
    expect(added.body.message).toBe(MESSAGES.provider.added);
    const { body } = await list(suite.customer.token, 'type=provider');
    expect(body.data).toEqual([
      {
        id: suite.provider.id,
        type: 'provider',
        company_name: `Testwerkstatt ${suite.provider.id}`,
        slug: `testwerkstatt-${suite.provider.id}`,
        city: 'Leipzig',
        logo: null,
        avg_rating: 5,
        total_review: 1,
        available: true,
        added_at: expect.any(String),
      },
    ]);
    expect((await list(suite.customer.token, 'type=product')).body.data).toEqual([]);
  });

  it('refuses other types with a German 422 and unknown or off-sale targets with 404', async () => {
    for (const type of ['property', 'food', '', 'PRODUCT']) {
      const { statusCode, body } = await call('POST', '/api/add-favourite', suite.customer.token, { id: 1, type });
      expect(statusCode).toBe(422);
      expect(body.errors).toEqual({ type: [TYPE_MESSAGE] });
    }
    expect((await call('GET', '/getFavourites?type=news', suite.customer.token)).body.errors).toEqual({ type: [TYPE_MESSAGE] });
    const unknown = await call('POST', '/api/add-favourite', suite.customer.token, { id: 999_999, type: 'product' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe(PRODUCT_NOT_FOUND);
    const draft = await createTestProduct(suite.context.db, suite.provider.id, { status: 'draft' });
    expect((await call('POST', '/api/add-favourite', suite.customer.token, { id: draft.id, type: 'product' })).statusCode).toBe(404);
    const notProvider = await call('POST', '/api/add-favourite', suite.customer.token, { id: suite.customer.id, type: 'provider' });
    expect(notProvider.statusCode).toBe(404);
    expect(notProvider.body.message).toBe(PROVIDER_NOT_FOUND);
    const badId = await call('POST', '/api/add-favourite', suite.customer.token, { id: 'abc', type: 'product' });
    expect(badId.statusCode).toBe(422);
    expect(badId.body.errors?.id).toHaveLength(1);
  });

  it('removes idempotently through both paths: removed true, then false', async () => {
    const product = await createTestProduct(suite.context.db, suite.provider.id);
    await call('POST', '/api/add-favourite', suite.customer.token, { id: product.id, type: 'product' });
    const first = await call('POST', '/api/remove-favourite', suite.customer.token, { id: product.id, type: 'product' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatchObject({
      message: MESSAGES.product.removed,
      data: { id: product.id, type: 'product', is_favourite: false, removed: true },
    });
    const second = await call('POST', '/remove-favourite', suite.customer.token, { id: product.id, type: 'product' });
    expect(second.statusCode).toBe(200);
    expect(second.body.data.removed).toBe(false);
    const wrongType = await call('POST', '/remove-favourite', suite.customer.token, { id: product.id, type: 'shop' });
    expect(wrongType.statusCode).toBe(422);
  });

  it('answers the remembered ids per type for the heart toggles', async () => {
    const a = await createTestProduct(suite.context.db, suite.provider.id);
    const b = await createTestProduct(suite.context.db, suite.provider.id);
    await call('POST', '/api/add-favourite', suite.customer.token, { id: a.id, type: 'product' });
    await call('POST', '/api/add-favourite', suite.customer.token, { id: b.id, type: 'product' });
    await call('POST', '/api/add-favourite', suite.customer.token, { id: suite.provider.id, type: 'provider' });
    const products = await call<{ type: string; ids: number[] }>('GET', '/api/favourite-ids?type=product', suite.customer.token);
    expect(products.body.data).toEqual({ type: 'product', ids: [b.id, a.id] });
    const providers = await call<{ type: string; ids: number[] }>('GET', '/api/favourite-ids?type=provider', suite.customer.token);
    expect(providers.body.data.ids).toEqual([suite.provider.id]);
  });

  it("keeps each customer's favourites apart", async () => {
    const other = await createUserWithToken(suite.context, 'User');
    const product = await createTestProduct(suite.context.db, suite.provider.id);
    await call('POST', '/api/add-favourite', suite.customer.token, { id: product.id, type: 'product' });
    expect((await list(other.token, 'type=product')).body.meta?.total).toBe(0);
    const removed = await call('POST', '/api/remove-favourite', other.token, { id: product.id, type: 'product' });
    expect(removed.body.data.removed).toBe(false);
    expect((await list(suite.customer.token, 'type=product')).body.meta?.total).toBe(1);
  });

  it('hides a product taken off sale and shows it again when it is back; a hidden provider page is unavailable', async () => {
    const product = await createTestProduct(suite.context.db, suite.provider.id);
    await call('POST', '/api/add-favourite', suite.customer.token, { id: product.id, type: 'product' });
    await call('POST', '/api/add-favourite', suite.customer.token, { id: suite.provider.id, type: 'provider' });
    await suite.context.db.update(shopProducts).set({ status: 'inactive' }).where(eq(shopProducts.id, product.id));
    expect((await list(suite.customer.token, 'type=product')).body.meta?.total).toBe(0);
    await suite.context.db.update(shopProducts).set({ status: 'active' }).where(eq(shopProducts.id, product.id));
    expect((await list(suite.customer.token, 'type=product')).body.meta?.total).toBe(1);
    await suite.context.db.update(providerProfiles).set({ showProfile: false }).where(eq(providerProfiles.userId, suite.provider.id));
    expect((await list(suite.customer.token, 'type=provider')).body.data[0]?.available).toBe(false);
  });

  it('refuses a favourite beyond the limit per type with a German 422', async () => {
    const template = await createTestProduct(suite.context.db, suite.provider.id);
    const [row] = await suite.context.db.select().from(shopProducts).where(eq(shopProducts.id, template.id));
    if (!row) throw new Error('Testprodukt fehlt.');
    const copies = await suite.context.db
      .insert(shopProducts)
      .values(
        Array.from({ length: FAVOURITE_LIMIT }, (_, index) => ({
          providerId: suite.provider.id,
          name: `Kopie ${index}`,
          slug: `${row.slug}-kopie-${index}`,
          sku: `${row.sku}-K${index}`,
          status: 'active' as const,
          priceCents: 990,
          taxId: row.taxId,
        })),
      )
      .returning({ id: shopProducts.id });
    await suite.context.db
      .insert(favourites)
      .values(copies.slice(1).map((copy) => ({ userId: suite.customer.id, type: 'product' as const, productId: copy.id })));
    const last = await call('POST', '/api/add-favourite', suite.customer.token, { id: copies[0]?.id, type: 'product' });
    expect(last.statusCode).toBe(200);
    const beyond = await call('POST', '/api/add-favourite', suite.customer.token, { id: template.id, type: 'product' });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.body.errors).toEqual({ id: [LIMIT_MESSAGE] });
    expect((await call('POST', '/api/add-favourite', suite.customer.token, { id: suite.provider.id, type: 'provider' })).statusCode).toBe(
      200,
    );
  });

  it('is for customers only: providers get 403, visitors 401', async () => {
    expect((await call('POST', '/api/add-favourite', suite.provider.token, { id: 1, type: 'product' })).statusCode).toBe(403);
    expect((await call('GET', '/getFavourites', suite.provider.token)).statusCode).toBe(403);
    const visitor = await call('GET', '/getFavourites');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body.code).toBe('TOKEN_INVALID');
  });

  it('forgets every favourite of a deleted account', async () => {
    const product = await createTestProduct(suite.context.db, suite.provider.id);
    await call('POST', '/api/add-favourite', suite.customer.token, { id: product.id, type: 'product' });
    await deleteUserFavourites(suite.context.db, suite.customer.id);
    expect(await suite.context.db.select().from(favourites).where(eq(favourites.userId, suite.customer.id))).toHaveLength(0);
  });
});
