import { eq } from 'drizzle-orm';
import { shopProducts, shopProductVariants } from '../../../db/schema';
import { createUserWithToken } from '../../../../test/helpers';
import { testSuite } from '../../../../test/fixtures/suite';
import { cartesian } from './variants';
import { call, multipart, PNG } from '../../../../test/fixtures/shop-provider';

interface Feature {
  id: number;
  name: string;
  own: 0 | 1;
  values: { id: number; name: string }[];
}
interface Variant {
  id: number;
  name: string;
  is_default: 0 | 1;
  gross_price: number;
  gross_price_cents: number;
  net_price: number;
  net_price_cents: number;
  unit_price_with_tax: number | null;
  unit_price_without_tax: number | null;
  qty: number;
  tax_rate: number;
  variant_options: { name: string; value: string }[];
  images: { id: number }[];
}

const suite = testSuite();
let provider: { id: number; token: string };
beforeEach(async () => {
  provider = await createUserWithToken(suite.context, 'Company');
});

const post = <T>(url: string, payload?: unknown, token = provider.token) => call<T>(suite.context.app, 'POST', url, token, payload);

async function product(price = '20,00', tax = 19): Promise<{ id: number; default_variant_id: number }> {
  const { body } = await post<{ id: number; default_variant_id: number }>('/v2/createProduct', {
    name: 'T-Shirt Basic',
    sku: `SHIRT-${Date.now()}${Math.random()}`.slice(0, 30),
    price,
    stock: 5,
    tax,
  });
  return body.data;
}

async function features(): Promise<{ size: Feature; colour: Feature }> {
  const size = await post<Feature>('/shop/provider/features', {
    name: `Größe ${Math.random()}`.slice(0, 20),
    values: [{ name: 'M' }, { name: 'L' }, { name: 'XL' }],
  });
  const colour = await post<Feature>('/shop/provider/features', {
    name: `Farbe ${Math.random()}`.slice(0, 20),
    is_color: 1,
    values: [
      { name: 'Blau', custom_value: '#0000ff' },
      { name: 'Rot', custom_value: '#ff0000' },
    ],
  });
  expect(size.statusCode).toBe(201);
  return { size: size.body.data, colour: colour.body.data };
}

describe('variants', () => {
  it('builds every combination of the chosen values', () => {
    expect(
      cartesian<string>([
        ['M', 'L'],
        ['Blau', 'Rot', 'Grün'],
      ]),
    ).toHaveLength(6);
    expect(cartesian<string>([['M', 'L'], ['Blau']])).toEqual([
      ['M', 'Blau'],
      ['L', 'Blau'],
    ]);
  });

  it('generates the cartesian product of feature values and replaces the default variant', async () => {
    const item = await product();
    const { size, colour } = await features();
    const sizes = size.values.slice(0, 2).map((value) => value.id);
    const colours = colour.values.map((value) => value.id);
    const { statusCode, body } = await post<Variant[]>('/shop/saveVariants', {
      product_id: item.id,
      features: [
        { feature_id: size.id, value_ids: sizes },
        { feature_id: colour.id, value_ids: colours },
      ],
      qty: 2,
    });
    expect(statusCode).toBe(200);
    expect(body.data).toHaveLength(4);
    expect(body.data.every((variant) => variant.is_default === 0 && variant.gross_price === 20 && variant.qty === 2)).toBe(true);
    expect(body.data[0]?.variant_options.map((option) => option.value)).toEqual(['M', 'Blau']);
    const [row] = await suite.context.db.select().from(shopProducts).where(eq(shopProducts.id, item.id));
    expect(row).toMatchObject({ isVariants: true, stock: 8 });
    const [defaultVariant] = await suite.context.db
      .select()
      .from(shopProductVariants)
      .where(eq(shopProductVariants.id, item.default_variant_id));
    expect(defaultVariant?.isActive).toBe(false);

    // Saving again with one more size keeps the existing four (with their changes) and adds two.
    const first = body.data[0] as Variant;
    await post('/shop/updateVariant', { id: first.id, gross_price: '25,00', qty: 9 });
    const again = await post<Variant[]>('/shop/saveVariants', {
      product_id: item.id,
      features: [
        { feature_id: size.id, value_ids: size.values.map((value) => value.id) },
        { feature_id: colour.id, value_ids: colours },
      ],
    });
    expect(again.body.data).toHaveLength(6);
    expect(again.body.data.find((variant) => variant.id === first.id)).toMatchObject({ gross_price: 25, qty: 9 });
  });

  it('refuses values of another feature and more than 100 combinations', async () => {
    const item = await product();
    const { size, colour } = await features();
    const wrong = await post('/shop/saveVariants', {
      product_id: item.id,
      features: [{ feature_id: size.id, value_ids: [colour.values[0]?.id] }],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body.errors?.['features.0.value_ids']?.[0]).toMatch(/gehört nicht zum Merkmal/);
    const values = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `W${index + 1}` }));
    const eleven = await post<Feature>('/shop/provider/features', { name: 'Länge', values: values(11) });
    const ten = await post<Feature>('/shop/provider/features', { name: 'Breite', values: values(10) });
    const tooMany = await post('/shop/saveVariants', {
      product_id: item.id,
      features: [eleven.body.data, ten.body.data].map((feature) => ({
        feature_id: feature.id,
        value_ids: feature.values.map((value) => value.id),
      })),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.body.errors?.features?.[0]).toBe('Das ergäbe 110 Varianten; erlaubt sind höchstens 100.');
  });

  it('keeps prices with and without tax consistent with the tax rate', async () => {
    const item = await product('10,00', 7);
    const byNet = await post<Variant>('/shop/updateVariant', {
      id: item.default_variant_id,
      net_price: '100,00',
      unit_price_without_tax: '10,00',
    });
    expect(byNet.statusCode).toBe(200);
    expect(byNet.body.data).toMatchObject({
      tax_rate: 7,
      gross_price: 107,
      net_price: 100,
      unit_price_with_tax: 10.7,
      unit_price_without_tax: 10,
    });
    const byGross = await post<Variant>('/shop/updateVariant', { id: item.default_variant_id, gross_price: 21.4 });
    expect(byGross.body.data).toMatchObject({ gross_price: 21.4, net_price: 20 });
    const mismatch = await post('/shop/updateVariant', { id: item.default_variant_id, gross_price: 20, net_price: 20 });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.body.errors?.gross_price?.[0]).toMatch(/passen bei 7 % Umsatzsteuer nicht zusammen/);
    const [row] = await suite.context.db.select().from(shopProducts).where(eq(shopProducts.id, item.id));
    expect(row?.priceCents).toBe(2140);
  });

  it('changes the stock of one or many variants and mirrors the sum onto the product', async () => {
    const item = await product();
    const one = await post<Variant[]>('/shop/updateVariantQuantity', { id: item.default_variant_id, qty: '1.200' });
    expect(one.body.data[0]?.qty).toBe(1200);
    const many = await post<Variant[]>('/shop/updateVariantQuantity', { variants: [{ id: item.default_variant_id, qty: 3 }] });
    expect(many.body.data[0]?.qty).toBe(3);
    const negative = await post('/shop/updateVariantQuantity', { id: item.default_variant_id, qty: -1 });
    expect(negative.statusCode).toBe(422);
    const [row] = await suite.context.db.select().from(shopProducts).where(eq(shopProducts.id, item.id));
    expect(row?.stock).toBe(3);
  });

  it('uploads, links and unlinks variant images', async () => {
    const item = await product();
    const { payload, contentType } = multipart({ variant_id: String(item.default_variant_id) }, [
      { field: 'file', filename: 'blau.png', content: PNG },
    ]);
    const uploaded = await suite.context.app.inject({
      method: 'POST',
      url: '/shop/variant-img-upload',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${provider.token}` },
    });
    expect(uploaded.statusCode).toBe(201);
    const image = (uploaded.json() as { data: { id: number; variant_id: number }[] }).data[0];
    expect(image?.variant_id).toBe(item.default_variant_id);
    const unlinked = await post('/deleteVariantImage', { id: image?.id });
    expect(unlinked.statusCode).toBe(200);
    const linked = await post<{ id: number; variant_id: number }[]>('/addImagesToVariant', {
      variant_id: item.default_variant_id,
      image_ids: [image?.id],
    });
    expect(linked.body.data[0]?.variant_id).toBe(item.default_variant_id);
  });

  it('never leaves a product without a variant: removing the last one brings the default back', async () => {
    const item = await product();
    const refused = await call(suite.context.app, 'DELETE', `/v2/removeShopProductVariant/${item.default_variant_id}`, provider.token);
    expect(refused.statusCode).toBe(422);
    const { size } = await features();
    const saved = await post<Variant[]>('/shop/saveVariants', {
      product_id: item.id,
      features: [{ feature_id: size.id, value_ids: [size.values[0]?.id, size.values[1]?.id] }],
    });
    const [first, second] = saved.body.data;
    const removed = await call<{ is_variants: number }>(
      suite.context.app,
      'DELETE',
      `/v2/removeShopProductVariant/${first?.id}`,
      provider.token,
    );
    expect(removed.body.data.is_variants).toBe(1);
    const last = await call<{ is_variants: number }>(
      suite.context.app,
      'DELETE',
      `/v2/removeShopProductVariant/${second?.id}`,
      provider.token,
    );
    expect(last.body.data.is_variants).toBe(0);
    const active = await suite.context.db.select().from(shopProductVariants).where(eq(shopProductVariants.productId, item.id));
    expect(active.filter((variant) => variant.isActive).map((variant) => variant.isDefault)).toEqual([true]);
  });

  it('lets a provider manage its own features only', async () => {
    const { size } = await features();
    const value = await post<{ id: number }>(`/shop/provider/features/${size.id}/values`, { name: 'XXL' });
    expect(value.statusCode).toBe(201);
    const duplicate = await post(`/shop/provider/features/${size.id}/values`, { name: 'xxl' });
    expect(duplicate.statusCode).toBe(422);
    const stranger = await createUserWithToken(suite.context, 'Company');
    const foreign = await post(`/shop/provider/features/${size.id}/values`, { name: 'S' }, stranger.token);
    expect(foreign.statusCode).toBe(404);
    const foreignDelete = await call(suite.context.app, 'DELETE', `/shop/provider/features/${size.id}`, stranger.token);
    expect(foreignDelete.statusCode).toBe(404);
    const deletedValue = await call(suite.context.app, 'DELETE', `/shop/provider/feature-values/${value.body.data.id}`, provider.token);
    expect(deletedValue.statusCode).toBe(200);
    const list = await call<Feature[]>(suite.context.app, 'GET', '/shop/provider/features', stranger.token);
    expect(list.body.data.some((feature) => feature.id === size.id)).toBe(false);
  });

  it('stores the product data sheet from free text and from feature values', async () => {
    const item = await product();
    const { colour } = await features();
    const { statusCode, body } = await post<{ name: string; value: string }[]>('/shop/provider/productFeatures', {
      product_id: item.id,
      features: [
        { name: 'Material', value: '100 % Baumwolle' },
        { feature_id: colour.id, feature_value_id: colour.values[0]?.id },
      ],
    });
    expect(statusCode).toBe(200);
    expect(body.data.map((entry) => `${entry.name.split(' ')[0]}: ${entry.value}`)).toEqual(['Material: 100 % Baumwolle', 'Farbe: Blau']);
  });
});
