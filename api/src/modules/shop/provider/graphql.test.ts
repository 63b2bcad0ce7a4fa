import { randomUUID } from 'node:crypto';
import { shopShippingMethods } from '../../../db/schema';
import { createOrders } from '../../orders/service';
import { createUserWithToken } from '../../../../test/helpers';
import { testSuite } from '../../../../test/fixtures/suite';
import { call } from '../../../../test/fixtures/shop-provider';

const suite = testSuite({ users: { provider: 'Company', other: 'Company' } });

interface GraphqlAnswer<T> {
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; errors?: Record<string, string[]> } }[];
}

async function graphql<T>(query: string, token: string | null, variables: Record<string, unknown> = {}): Promise<GraphqlAnswer<T>> {
  const response = await suite.context.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { query, variables },
  });
  return response.json() as GraphqlAnswer<T>;
}

async function createProducts(token: string, names: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, name] of names.entries()) {
    const { body } = await call<{ id: number }>(suite.context.app, 'POST', '/v2/createProduct', token, {
      name,
      sku: `GQ-${index}`,
      price: `${index + 1},00`,
      stock: index,
    });
    ids.push(body.data.id);
  }
  return ids;
}

const PRODUCTS = `query($keyword: String, $first: Int, $page: Int) {
  providerProducts(keyword: $keyword, first: $first, page: $page) {
    data { id name sku price stock status variants_count }
    paginatorInfo { count currentPage firstItem hasMorePages lastItem lastPage perPage total }
  }
}`;

describe('provider GraphQL queries', () => {
  it('lists only the provider’s own products with Laravel paginator info, searchable by keyword', async () => {
    await createProducts(suite.provider.token, ['Gartenschere', 'Gartenschlauch 20 m', 'Rasenmäher', 'Heckenschere', 'Laubrechen']);
    await createProducts(suite.other.token, ['Gartenschere fremd']);
    const page2 = await graphql<{ providerProducts: { data: { name: string }[]; paginatorInfo: Record<string, unknown> } }>(
      PRODUCTS,
      suite.provider.token,
      { first: 2, page: 2 },
    );
    expect(page2.errors).toBeUndefined();
    expect(page2.data?.providerProducts.paginatorInfo).toEqual({
      count: 2,
      currentPage: 2,
      firstItem: 3,
      hasMorePages: true,
      lastItem: 4,
      lastPage: 3,
      perPage: 2,
      total: 5,
    });
    const search = await graphql<{ providerProducts: { data: { name: string }[]; paginatorInfo: { total: number } } }>(
      PRODUCTS,
      suite.provider.token,
      { keyword: 'garten' },
    );
    expect(search.data?.providerProducts.data.map((row) => row.name).sort()).toEqual(['Gartenschere', 'Gartenschlauch 20 m']);
    const bySku = await graphql<{ providerProducts: { paginatorInfo: { total: number } } }>(PRODUCTS, suite.provider.token, {
      keyword: 'GQ-4',
    });
    expect(bySku.data?.providerProducts.paginatorInfo.total).toBe(1);
    const bad = await graphql(PRODUCTS, suite.provider.token, { first: 0 });
    expect(bad.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('answers the dashboard counters: leads 0 until the leads module exists, order value in EUR', async () => {
    const answer = await graphql<{ providerOfferCount: Record<string, number> }>(
      '{ providerOfferCount { open_leads_count accepted_leads_count rejected_leads_count requested_leads_count total_order_value } }',
      suite.provider.token,
    );
    expect(answer.data?.providerOfferCount).toEqual({
      open_leads_count: 0,
      accepted_leads_count: 0,
      rejected_leads_count: 0,
      requested_leads_count: 0,
      total_order_value: 0,
    });
  });

  it('answers the provider’s total order value in EUR from its vendor orders', async () => {
    const [id] = await createProducts(suite.provider.token, ['Vogelhaus']);
    const { body } = await call<{ default_variant_id: number }>(
      suite.context.app,
      'GET',
      `/shop/provider/products/${id}`,
      suite.provider.token,
    );
    const customer = await createUserWithToken(suite.context, 'User');
    const address = {
      gender: 'female',
      first_name: 'Erika',
      last_name: 'Muster',
      company: '',
      street: 'Weg',
      street_number: '1',
      zip: '34117',
      city: 'Kassel',
      country: 'DE',
      email: 'erika@example.com',
      phone: '0561 1',
    };
    await suite.context.db.transaction((tx) =>
      createOrders(tx, {
        cartKey: randomUUID(),
        userId: customer.id,
        customerEmail: address.email,
        paymentMethod: 'prepayment',
        voucher: null,
        billingAddress: address,
        shippingAddress: address,
        termsAcceptedAt: new Date(),
        vendors: [
          {
            providerId: suite.provider.id,
            providerName: 'Test',
            deliveryMode: 'shipping',
            shippingMethodId: null,
            shippingMethodName: 'DHL Paket',
            shippingCents: 499,
            pickupAddress: null,
            cashOption: null,
            lines: [
              {
                productId: id as number,
                variantId: body.data.default_variant_id,
                bundleId: null,
                productName: 'Vogelhaus',
                variantLabel: '',
                qty: 2,
                unitPriceCents: 1250,
                taxRate: 19,
              },
            ],
          },
        ],
      }),
    );
    const answer = await graphql<{ providerOfferCount: { total_order_value: number } }>(
      '{ providerOfferCount { total_order_value } }',
      suite.provider.token,
    );
    expect(answer.data?.providerOfferCount.total_order_value).toBe(29.99);
  });

  it('answers product info, SEO, tags, discounts, variants, images, features and shippings for own products', async () => {
    const [id] = await createProducts(suite.provider.token, ['Gießkanne']);
    await call(suite.context.app, 'POST', '/addSearchTags', suite.provider.token, { product_id: id, tags: ['Garten', 'Bewässerung'] });
    await call(suite.context.app, 'POST', '/addProductSeo', suite.provider.token, { product_id: id, meta_title: 'Gießkanne 10 l' });
    await call(suite.context.app, 'POST', '/addWholesaleDiscount', suite.provider.token, {
      product_id: id,
      whole_sell_qty: 10,
      whole_sell_discount: 5,
    });
    await suite.context.db
      .insert(shopShippingMethods)
      .values({ providerId: suite.provider.id, name: 'DHL Paket', priceCents: 499, deliveryTime: '1–3 Werktage' });
    const answer = await graphql<Record<string, unknown>>(
      `
        query ($id: ID!) {
          providerProductInfo(product_id: $id)
          providerProductSeoInfo(product_id: $id) {
            meta_title
            is_meta
          }
          providerProductTags(product_id: $id) {
            name
          }
          providerWholesaleDiscounts(product_id: $id) {
            whole_sell_qty
            whole_sell_discount
          }
          providerProductVariants(product_id: $id) {
            is_default
            gross_price
            net_price
            tax_rate
            qty
          }
          providerProductImages(product_id: $id) {
            id
          }
          providerFeatures {
            id
            name
          }
          providerShippings {
            name
            price
            delivery_time
            is_pickup
          }
        }
      `,
      suite.provider.token,
      { id: String(id) },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toMatchObject({
      providerProductInfo: { id, name: 'Gießkanne', price: 1 },
      providerProductSeoInfo: { meta_title: 'Gießkanne 10 l', is_meta: 1 },
      providerProductTags: [{ name: 'Bewässerung' }, { name: 'Garten' }],
      providerWholesaleDiscounts: [{ whole_sell_qty: 10, whole_sell_discount: 5 }],
      providerProductVariants: [{ is_default: 1, gross_price: 1, net_price: 0.84, tax_rate: 19, qty: 0 }],
      providerProductImages: [],
      providerShippings: [{ name: 'DHL Paket', price: 4.99, delivery_time: '1–3 Werktage', is_pickup: 0 }],
    });
  });

  it('answers NOT_FOUND for another provider’s product and TOKEN_INVALID / FORBIDDEN without a provider login', async () => {
    const [foreign] = await createProducts(suite.other.token, ['Fremdes Produkt']);
    for (const field of [
      'providerProductInfo(product_id: $id)',
      'providerProductSeoInfo(product_id: $id) { tags }',
      'providerProductTags(product_id: $id) { id }',
      'providerWholesaleDiscounts(product_id: $id) { id }',
      'providerProductVariants(product_id: $id) { id }',
      'providerProductImages(product_id: $id) { id }',
    ]) {
      const answer = await graphql(`query($id: ID!) { ${field} }`, suite.provider.token, { id: String(foreign) });
      expect({ field, code: answer.errors?.[0]?.extensions?.code, message: answer.errors?.[0]?.message }).toEqual({
        field,
        code: 'NOT_FOUND',
        message: 'Das Produkt wurde nicht gefunden.',
      });
    }
    const anonymous = await graphql('{ providerOfferCount { total_order_value } }', null);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('TOKEN_INVALID');
    const customer = await createUserWithToken(suite.context, 'User');
    const refused = await graphql('{ providerOfferCount { total_order_value } }', customer.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const badId = await graphql('{ providerProductTags(product_id: "abc") { id } }', suite.provider.token);
    expect(badId.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});
