import { asc, eq, inArray, or } from 'drizzle-orm';
import {
  shopBulkPrices,
  shopCrossSelling,
  shopFeatures,
  shopFeatureValues,
  shopProductFeatures,
  shopProductImages,
  shopProducts,
  shopProductSeo,
  shopProductShippings,
  shopProductTags,
  shopProductVariants,
  shopShippingMethods,
  shopVariantOptions,
  shopWholesaleDiscounts,
} from '../../../db/schema';
import { createUserWithToken } from '../../../../test/helpers';
import { testSuite } from '../../../../test/fixtures/suite';
import { NOT_FOUND } from './ownership';
import { call, type Envelope, multipart, PNG } from '../../../../test/fixtures/shop-provider';

/**
 * Item 6 of the provider shop: a provider sees and changes only its own products, variants, images, prices
 * and features. Every call is made with another provider's ids; each must be refused with a German message
 * and change nothing — neither the other provider's data nor the caller's.
 */

interface Product {
  id: number;
  sku: string;
  default_variant_id: number;
}
interface Feature {
  id: number;
  values: { id: number }[];
}
interface Variant {
  id: number;
}

const suite = testSuite();
let me: { id: number; token: string };
let other: { id: number; token: string };
/** Another provider's data. */
const theirs = {} as {
  plain: Product;
  food: Product;
  varied: Product;
  variant: number;
  image: number;
  variantImage: number;
  tier: number;
  discount: number;
  feature: Feature;
  shipping: number;
};
/** The caller's own data (for calls that mix an own id with a foreign one). */
const mine = {} as { product: Product; image: number; feature: Feature };

const GERMAN_REFUSAL =
  /wurde nicht gefunden|gehört nicht|gehört zu keiner|Bitte wählen Sie nur Ihre eigenen|Bitte wählen Sie andere eigene/;

async function ok<T>(response: Promise<{ statusCode: number; body: Envelope<T> }>, status = 200): Promise<T> {
  const { statusCode, body } = await response;
  if (statusCode !== status) throw new Error(`Vorbereitung fehlgeschlagen: ${statusCode} ${JSON.stringify(body)}`);
  return body.data;
}

async function upload(token: string, url: string, fields: Record<string, string>) {
  const { payload, contentType } = multipart(fields, [{ field: 'file', filename: 'bild.png', content: PNG }]);
  const response = await suite.context.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
  return { statusCode: response.statusCode, body: response.json() as Envelope<unknown> };
}

beforeAll(async () => {
  me = await createUserWithToken(suite.context, 'Company');
  other = await createUserWithToken(suite.context, 'Company');
  const post = <T>(token: string, url: string, payload: unknown, status = 200) =>
    ok<T>(call<T>(suite.context.app, 'POST', url, token, payload), status);

  theirs.plain = await post<Product>(
    other.token,
    '/v2/createProduct',
    { name: 'Fremder Tisch', sku: 'FREMD-1', price: '100,00', stock: 4 },
    201,
  );
  theirs.food = await post<Product>(
    other.token,
    '/createFoodProduct',
    { name: 'Fremder Honig', sku: 'FREMD-HONIG', price: '8,50', tax: 7 },
    201,
  );
  theirs.varied = await post<Product>(other.token, '/v2/createProduct', { name: 'Fremdes Hemd', sku: 'FREMD-HEMD', price: '30,00' }, 201);
  theirs.feature = await post<Feature>(
    other.token,
    '/shop/provider/features',
    { name: 'Fremde Größe', values: [{ name: 'S' }, { name: 'M' }] },
    201,
  );
  const variants = await post<Variant[]>(other.token, '/shop/saveVariants', {
    product_id: theirs.varied.id,
    features: [{ feature_id: theirs.feature.id, value_ids: theirs.feature.values.map((value) => value.id) }],
    price: '30,00',
    qty: 3,
  });
  theirs.variant = variants[0]!.id;
  const gallery = await upload(other.token, '/addImageToProduct', { product_id: String(theirs.plain.id) });
  theirs.image = (gallery.body.data as { images: { id: number }[] }).images[0]!.id;
  const variantImages = await upload(other.token, '/shop/variant-img-upload', { variant_id: String(theirs.variant) });
  theirs.variantImage = (variantImages.body.data as { id: number }[])[0]!.id;
  theirs.tier = (
    await post<{ id: number }>(other.token, '/addBulkQuantity', { product_id: theirs.plain.id, min_qty: 5, price: '90,00' }, 201)
  ).id;
  theirs.discount = (
    await post<{ id: number }>(
      other.token,
      '/addWholesaleDiscount',
      { product_id: theirs.plain.id, whole_sell_qty: 10, whole_sell_discount: '5,5' },
      201,
    )
  ).id;
  await post(other.token, '/addProductSeo', { product_id: theirs.plain.id, is_meta: 1, meta_title: 'Fremder Titel' });
  await post(other.token, '/addSearchTags', { product_id: theirs.plain.id, tags: ['eiche', 'tisch'] });
  await post(other.token, '/shop/provider/productFeatures', {
    product_id: theirs.plain.id,
    features: [{ name: 'Material', value: 'Eiche' }],
  });
  const [shipping] = await suite.context.db
    .insert(shopShippingMethods)
    .values({ providerId: other.id, name: 'Fremde Spedition', priceCents: 4900 })
    .returning({ id: shopShippingMethods.id });
  theirs.shipping = shipping!.id;

  mine.product = await post<Product>(me.token, '/v2/createProduct', { name: 'Mein Stuhl', sku: 'MEIN-1', price: '40,00', stock: 2 }, 201);
  mine.feature = await post<Feature>(me.token, '/shop/provider/features', { name: 'Meine Farbe', values: [{ name: 'Rot' }] }, 201);
  const myGallery = await upload(me.token, '/addImageToProduct', { product_id: String(mine.product.id) });
  mine.image = (myGallery.body.data as { images: { id: number }[] }).images[0]!.id;
});

/** Everything both providers own in the shop tables, to prove a refused call changed nothing. */
async function snapshot() {
  const { db } = suite.context;
  const products = await db
    .select()
    .from(shopProducts)
    .where(inArray(shopProducts.providerId, [me.id, other.id]))
    .orderBy(asc(shopProducts.id));
  const productIds = products.map((row) => row.id);
  const variants = await db
    .select()
    .from(shopProductVariants)
    .where(inArray(shopProductVariants.productId, productIds))
    .orderBy(asc(shopProductVariants.id));
  const byProduct = <T extends { productId: unknown }>(table: T) => inArray(table.productId as never, productIds);
  const features = await db
    .select()
    .from(shopFeatures)
    .where(or(eq(shopFeatures.providerId, me.id), eq(shopFeatures.providerId, other.id)))
    .orderBy(asc(shopFeatures.id));
  return {
    products,
    variants,
    options: await db
      .select()
      .from(shopVariantOptions)
      .where(
        inArray(
          shopVariantOptions.variantId,
          variants.map((row) => row.id),
        ),
      )
      .orderBy(asc(shopVariantOptions.id)),
    images: await db.select().from(shopProductImages).where(byProduct(shopProductImages)).orderBy(asc(shopProductImages.id)),
    tiers: await db.select().from(shopBulkPrices).where(byProduct(shopBulkPrices)).orderBy(asc(shopBulkPrices.id)),
    discounts: await db
      .select()
      .from(shopWholesaleDiscounts)
      .where(byProduct(shopWholesaleDiscounts))
      .orderBy(asc(shopWholesaleDiscounts.id)),
    seo: await db.select().from(shopProductSeo).where(byProduct(shopProductSeo)),
    tags: await db.select().from(shopProductTags).where(byProduct(shopProductTags)).orderBy(asc(shopProductTags.tagId)),
    sheet: await db.select().from(shopProductFeatures).where(byProduct(shopProductFeatures)).orderBy(asc(shopProductFeatures.id)),
    crossSelling: await db.select().from(shopCrossSelling).where(byProduct(shopCrossSelling)),
    shippings: await db.select().from(shopProductShippings).where(byProduct(shopProductShippings)),
    features,
    values: await db
      .select()
      .from(shopFeatureValues)
      .where(
        inArray(
          shopFeatureValues.featureId,
          features.map((row) => row.id),
        ),
      )
      .orderBy(asc(shopFeatureValues.id)),
  };
}

type Attempt =
  | { method: 'GET' | 'POST' | 'DELETE'; url: () => string; body?: () => unknown; status?: number }
  | { method: 'UPLOAD'; url: () => string; fields: () => Record<string, string>; status?: number };

/** Each provider call with another provider's ids; `status` when it is not 404 (a foreign id inside an own object's form is a field error). */
const ATTEMPTS: Record<string, Attempt> = {
  // Products
  'POST /updateProduct': {
    method: 'POST',
    url: () => '/updateProduct',
    body: () => ({ id: theirs.plain.id, name: 'Übernommen', price: 1 }),
  },
  'POST /updateProduct (product_id)': {
    method: 'POST',
    url: () => '/updateProduct',
    body: () => ({ product_id: theirs.plain.id, stock: 0 }),
  },
  'POST /updateFoodProduct': { method: 'POST', url: () => '/updateFoodProduct', body: () => ({ id: theirs.food.id, name: 'Übernommen' }) },
  'DELETE /v2/deleteProduct/{id}': { method: 'DELETE', url: () => `/v2/deleteProduct/${theirs.plain.id}` },
  'GET /shop/provider/products/{id}': { method: 'GET', url: () => `/shop/provider/products/${theirs.plain.id}` },
  'POST /addProductSeo': {
    method: 'POST',
    url: () => '/addProductSeo',
    body: () => ({ product_id: theirs.plain.id, meta_title: 'Übernommen' }),
  },
  'POST /addSearchTags': {
    method: 'POST',
    url: () => '/addSearchTags',
    body: () => ({ product_id: theirs.plain.id, tags: 'fremd, übernommen' }),
  },
  'POST /addImageToProduct': {
    method: 'UPLOAD',
    url: () => '/addImageToProduct',
    fields: () => ({ product_id: String(theirs.plain.id), is_main: '1' }),
  },
  'DELETE /v2/deleteGalleryImage/{id}': { method: 'DELETE', url: () => `/v2/deleteGalleryImage/${theirs.image}` },
  'POST /shop/provider/productFeatures': {
    method: 'POST',
    url: () => '/shop/provider/productFeatures',
    body: () => ({ product_id: theirs.plain.id, features: [] }),
  },
  'POST /shop/provider/productFeatures (foreign feature value on own product)': {
    method: 'POST',
    url: () => '/shop/provider/productFeatures',
    body: () => ({
      product_id: mine.product.id,
      features: [{ feature_id: theirs.feature.id, feature_value_id: theirs.feature.values[0]!.id }],
    }),
    status: 422,
  },
  'POST /updateProduct (foreign cross-selling product)': {
    method: 'POST',
    url: () => '/updateProduct',
    body: () => ({ id: mine.product.id, is_crossselling: 1, crossselling_type: 'product', crossselling_product: [theirs.plain.id] }),
    status: 422,
  },
  'POST /updateProduct (foreign shipping method)': {
    method: 'POST',
    url: () => '/updateProduct',
    body: () => ({ id: mine.product.id, product_shippings: [theirs.shipping] }),
    status: 422,
  },
  // Features
  'POST /shop/provider/features/{id}/values': {
    method: 'POST',
    url: () => `/shop/provider/features/${theirs.feature.id}/values`,
    body: () => ({ name: 'XXL' }),
  },
  'DELETE /shop/provider/features/{id}': { method: 'DELETE', url: () => `/shop/provider/features/${theirs.feature.id}` },
  'DELETE /shop/provider/feature-values/{id}': {
    method: 'DELETE',
    url: () => `/shop/provider/feature-values/${theirs.feature.values[0]!.id}`,
  },
  // Variants
  'POST /shop/saveVariants': {
    method: 'POST',
    url: () => '/shop/saveVariants',
    body: () => ({ product_id: theirs.plain.id, features: [{ feature_id: mine.feature.id, value_ids: [mine.feature.values[0]!.id] }] }),
  },
  'POST /shop/saveVariants (foreign feature on own product)': {
    method: 'POST',
    url: () => '/shop/saveVariants',
    body: () => ({ product_id: mine.product.id, features: [{ feature_id: theirs.feature.id, value_ids: [theirs.feature.values[0]!.id] }] }),
    status: 422,
  },
  'POST /shop/updateVariant': {
    method: 'POST',
    url: () => '/shop/updateVariant',
    body: () => ({ id: theirs.variant, gross_price: '1,00', qty: 0 }),
  },
  'POST /shop/updateVariantQuantity': {
    method: 'POST',
    url: () => '/shop/updateVariantQuantity',
    body: () => ({ id: theirs.variant, qty: 0 }),
  },
  'POST /shop/updateVariantQuantity (list with an own and a foreign variant)': {
    method: 'POST',
    url: () => '/shop/updateVariantQuantity',
    body: () => ({
      variants: [
        { id: mine.product.default_variant_id, qty: 99 },
        { id: theirs.variant, qty: 0 },
      ],
    }),
  },
  'POST /shop/variant-img-upload': {
    method: 'UPLOAD',
    url: () => '/shop/variant-img-upload',
    fields: () => ({ variant_id: String(theirs.variant) }),
  },
  'POST /addImagesToVariant': {
    method: 'POST',
    url: () => '/addImagesToVariant',
    body: () => ({ variant_id: theirs.variant, image_ids: [theirs.variantImage] }),
  },
  'POST /addImagesToVariant (foreign image on own variant)': {
    method: 'POST',
    url: () => '/addImagesToVariant',
    body: () => ({ variant_id: mine.product.default_variant_id, image_ids: [mine.image, theirs.image] }),
  },
  'POST /deleteVariantImage': { method: 'POST', url: () => '/deleteVariantImage', body: () => ({ id: theirs.variantImage }) },
  'DELETE /v2/removeShopProductVariant/{id}': { method: 'DELETE', url: () => `/v2/removeShopProductVariant/${theirs.variant}` },
  // Tiered prices and wholesale discounts
  'POST /addBulkQuantity': {
    method: 'POST',
    url: () => '/addBulkQuantity',
    body: () => ({ product_id: theirs.plain.id, min_qty: 3, price: '1,00' }),
  },
  'POST /addBulkQuantity (foreign variant on own product)': {
    method: 'POST',
    url: () => '/addBulkQuantity',
    body: () => ({ product_id: mine.product.id, variant_id: theirs.variant, min_qty: 3, price: '1,00' }),
  },
  'POST /editBulkQuantity': {
    method: 'POST',
    url: () => '/editBulkQuantity',
    body: () => ({ id: theirs.tier, min_qty: 2, price: '1,00' }),
  },
  'POST /deleteBulkQuantity (id in the body)': { method: 'POST', url: () => '/deleteBulkQuantity', body: () => ({ id: theirs.tier }) },
  'POST /deleteBulkQuantity (id in the query)': { method: 'POST', url: () => `/deleteBulkQuantity?id=${theirs.tier}` },
  'GET /shop/provider/bulkQuantities': { method: 'GET', url: () => `/shop/provider/bulkQuantities?product_id=${theirs.plain.id}` },
  'POST /addWholesaleDiscount': {
    method: 'POST',
    url: () => '/addWholesaleDiscount',
    body: () => ({ product_id: theirs.plain.id, whole_sell_qty: 20, whole_sell_discount: 50 }),
  },
  'POST /addWholesaleDiscount (foreign variant on own product)': {
    method: 'POST',
    url: () => '/addWholesaleDiscount',
    body: () => ({ product_id: mine.product.id, shop_product_variant_id: theirs.variant, whole_sell_qty: 20, whole_sell_discount: 50 }),
  },
  'GET /getWholesaleDiscounts': { method: 'GET', url: () => `/getWholesaleDiscounts?product_id=${theirs.plain.id}` },
  'DELETE /deleteWholesaleDiscount/{id}': { method: 'DELETE', url: () => `/deleteWholesaleDiscount/${theirs.discount}` },
  // Bulk update: foreign rows are row errors (422) and nothing is saved, own rows of the same request included
  'POST /updateBulkProducts (product id)': {
    method: 'POST',
    url: () => '/updateBulkProducts',
    body: () => ({
      products: [
        { id: mine.product.id, stock: 50 },
        { id: theirs.plain.id, price: '1,00', stock: 0 },
      ],
    }),
    status: 422,
  },
  'POST /updateBulkProducts (variant id)': {
    method: 'POST',
    url: () => '/updateBulkProducts',
    body: () => ({ products: [{ variant_id: theirs.variant, price: '1,00', status: 'inactive' }] }),
    status: 422,
  },
};

describe('ownership: every provider call refuses another provider’s ids and changes nothing', () => {
  it.each(Object.keys(ATTEMPTS))('%s', async (name) => {
    const attempt = ATTEMPTS[name]!;
    const before = await snapshot();
    const { statusCode, body } =
      attempt.method === 'UPLOAD'
        ? await upload(me.token, attempt.url(), attempt.fields())
        : await call(suite.context.app, attempt.method, attempt.url(), me.token, attempt.body?.());
    const messages = [body.message ?? '', ...Object.values(body.errors ?? {}).flat()].join(' | ');
    expect({ statusCode, status: body.status }).toEqual({ statusCode: attempt.status ?? 404, status: false });
    expect(messages).toMatch(GERMAN_REFUSAL);
    expect(await snapshot()).toEqual(before);
  });

  it('notices a change the owner makes, so the checks above can fail', async () => {
    const before = await snapshot();
    const changed = await call(suite.context.app, 'POST', '/shop/updateVariantQuantity', other.token, { id: theirs.variant, qty: 7 });
    expect(changed.statusCode).toBe(200);
    expect(await snapshot()).not.toEqual(before);
  });

  it('answers the same 404 for another provider’s id as for an id that does not exist', async () => {
    const foreign = await call(suite.context.app, 'GET', `/shop/provider/products/${theirs.plain.id}`, me.token);
    const missing = await call(suite.context.app, 'GET', '/shop/provider/products/2147483647', me.token);
    expect(foreign).toEqual(missing);
    expect(foreign.body.message).toBe(NOT_FOUND.product);
  });

  it('keeps SKUs per provider: importing another provider’s SKU creates an own product and leaves theirs alone', async () => {
    const before = await snapshot();
    const csv = Buffer.from(`sku;name;price;stock\r\n${theirs.plain.sku};Mein Tisch;12,00;1\r\n`);
    const { payload, contentType } = multipart({}, [{ field: 'file', filename: 'import.csv', content: csv }]);
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/importBulkProducts',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${me.token}` },
    });
    expect(response.statusCode).toBe(200);
    const report = (response.json() as Envelope<{ created: number; updated: number; rows: { product_id: number }[] }>).data;
    expect({ created: report.created, updated: report.updated }).toEqual({ created: 1, updated: 0 });
    const after = await snapshot();
    const [created] = await suite.context.db.select().from(shopProducts).where(eq(shopProducts.id, report.rows[0]!.product_id));
    expect(created).toMatchObject({ providerId: me.id, sku: theirs.plain.sku, name: 'Mein Tisch' });
    const theirsOnly = (snap: typeof before) => snap.products.filter((row) => row.providerId === other.id);
    expect(theirsOnly(after)).toEqual(theirsOnly(before));
  });
});
