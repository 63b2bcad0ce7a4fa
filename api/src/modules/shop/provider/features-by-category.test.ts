import { shopFeatures, shopProductFeatures } from '../../../db/schema';
import { createUserWithToken } from '../../../../test/helpers';
import { testSuite } from '../../../../test/fixtures/suite';
import { call, categoryBranch } from '../../../../test/fixtures/shop-provider';

interface Feature {
  id: number;
  name: string;
  own: 0 | 1;
  in_category: 0 | 1;
}

const suite = testSuite();

async function createProduct(token: string, extra: Record<string, unknown>): Promise<number> {
  const { statusCode, body } = await call<{ id: number }>(suite.context.app, 'POST', '/v2/createProduct', token, {
    name: 'Eichenstuhl',
    sku: `STUHL-${Math.random().toString(36).slice(2, 8)}`,
    price: '99,00',
    stock: 3,
    ...extra,
  });
  expect(statusCode).toBe(201);
  return body.data.id;
}

describe('GET /shop/provider/features?product_id=', () => {
  it('marks the features that products of the product’s category use, and the provider’s own, as fitting', async () => {
    const me = await createUserWithToken(suite.context, 'Company');
    const other = await createUserWithToken(suite.context, 'Company');
    const branch = await categoryBranch(suite.context.db);
    const [wood, screen] = await suite.context.db
      .insert(shopFeatures)
      .values([
        { name: `Holzart ${Math.random()}`.slice(0, 24), providerId: null },
        { name: `Bildschirmdiagonale ${Math.random()}`.slice(0, 30), providerId: null },
      ])
      .returning();
    if (!wood || !screen) throw new Error('Merkmale fehlen.');
    // Another provider's chair in the same subcategory has a wood type on its data sheet
    const theirs = await createProduct(other.token, { shop_category_id: branch.category, shop_subcategory_id: branch.sub });
    await suite.context.db.insert(shopProductFeatures).values({ productId: theirs, featureId: wood.id, name: wood.name, value: 'Eiche' });
    const own = await call<Feature>(suite.context.app, 'POST', '/shop/provider/features', me.token, {
      name: `Sitzhöhe ${Math.random()}`.slice(0, 20),
      values: [{ name: '45 cm' }],
    });
    expect(own.statusCode).toBe(201);

    const mine = await createProduct(me.token, { shop_category_id: branch.category, shop_subcategory_id: branch.sub });
    const { statusCode, body } = await call<Feature[]>(suite.context.app, 'GET', `/shop/provider/features?product_id=${mine}`, me.token);
    expect(statusCode).toBe(200);
    const byId = new Map(body.data.map((feature) => [feature.id, feature]));
    expect(byId.get(wood.id)?.in_category).toBe(1);
    expect(byId.get(screen.id)?.in_category).toBe(0);
    expect(byId.get(own.body.data.id)?.in_category).toBe(1);

    // Without a category nothing is narrowed
    const loose = await createProduct(me.token, {});
    const all = await call<Feature[]>(suite.context.app, 'GET', `/shop/provider/features?product_id=${loose}`, me.token);
    expect(all.body.data.every((feature) => feature.in_category === 1)).toBe(true);

    // Another provider's product is not found
    const foreign = await call(suite.context.app, 'GET', `/shop/provider/features?product_id=${theirs}`, me.token);
    expect(foreign.statusCode).toBe(404);
  });
});
