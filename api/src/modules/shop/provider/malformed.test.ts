import { randomBytes } from 'node:crypto';
import { createUserWithToken } from '../../../../test/helpers';
import { testSuite } from '../../../../test/fixtures/suite';
import { type Envelope, multipart, PNG } from '../../../../test/fixtures/shop-provider';

/** Bad input on the provider's shop calls: a German 4xx, never a 5xx. */

const suite = testSuite();
let provider: { id: number; token: string };
let product: { id: number; default_variant_id: number };

beforeAll(async () => {
  provider = await createUserWithToken(suite.context, 'Company');
  const created = await suite.context.app.inject({
    method: 'POST',
    url: '/v2/createProduct',
    headers: { authorization: `Bearer ${provider.token}` },
    payload: { name: 'Prüfling', sku: 'PRUEF-1', price: 10 },
  });
  product = (created.json() as Envelope<typeof product>).data;
});

/** Words of the German answers; English words of framework defaults must not leak through. */
const GERMAN = /\b(Bitte|nicht|Sie|ist|sind|Erlaubt|Ungültige|höchstens|Zahl|Datei|Zu groß|Zu klein|erwartet|Höchstens|Mindestens|muss)\b/;
const ENGLISH = /\b(the|must|invalid|expected|required|Unexpected|body|should)\b/i;

interface BadCall {
  name: string;
  method?: 'GET' | 'POST' | 'DELETE';
  url: string;
  /** JSON payload (object, array, text …) or raw text with its content type. */
  payload?: unknown;
  raw?: { body: string | Buffer; contentType: string };
  status?: number;
}

const json = (name: string, url: string, payload: unknown): BadCall => ({ name, url, payload });

const CASES: BadCall[] = [
  // Whole bodies that are not what a call expects
  {
    name: 'createProduct: invalid JSON text',
    url: '/v2/createProduct',
    raw: { body: '{"name": "Tisch", "price": ', contentType: 'application/json' },
    status: 400,
  },
  json('createProduct: an array instead of an object', '/v2/createProduct', [{ name: 'Tisch' }]),
  json('createProduct: a bare string', '/v2/createProduct', 'Tisch'),
  { name: 'updateProduct: no body at all', url: '/updateProduct' },
  // Right keys, wrong values
  json('createProduct: name as object, price as array', '/v2/createProduct', { name: { de: 'Tisch' }, sku: 'X', price: [1] }),
  json('createProduct: price 1e309', '/v2/createProduct', { name: 'Tisch', sku: 'X', price: '1e309' }),
  json('createProduct: price as machine number text 12.50', '/v2/createProduct', { name: 'Tisch', sku: 'X', price: '12.50' }),
  json('createProduct: price above one million euros', '/v2/createProduct', { name: 'Tisch', sku: 'X', price: '1.000.000,01' }),
  json('createProduct: stock 1,5 and negative weight', '/v2/createProduct', {
    name: 'Tisch',
    sku: 'X',
    price: 1,
    stock: '1,5',
    weight: -1,
  }),
  json('createProduct: tax as word', '/v2/createProduct', { name: 'Tisch', sku: 'X', price: 1, tax: 'neunzehn' }),
  json('createProduct: shipping methods as text', '/v2/createProduct', { name: 'Tisch', sku: 'X', price: 1, product_shippings: 'DHL' }),
  json('createProduct: cross-selling entries without ids', '/v2/createProduct', {
    name: 'Tisch',
    sku: 'X',
    price: 1,
    crossselling_product: [{}],
  }),
  json('createProduct: name longer than 200 characters', '/v2/createProduct', { name: 'T'.repeat(201), sku: 'X', price: 1 }),
  json('createProduct: flag with a word', '/v2/createProduct', { name: 'Tisch', sku: 'X', price: 1, is_pickup: 'vielleicht' }),
  json('updateProduct: id as text', '/updateProduct', { id: 'zwölf', name: 'Tisch' }),
  json('updateProduct: id beyond integer range', '/updateProduct', { id: 2 ** 31, name: 'Tisch' }),
  json('addSearchTags: tags as number', '/addSearchTags', { product_id: 1, tags: 5 }),
  json('addProductSeo: meta title too long', '/addProductSeo', { product_id: 1, meta_title: 'M'.repeat(71) }),
  json('saveVariants: no features', '/shop/saveVariants', { product_id: 1, features: [] }),
  json('saveVariants: value ids as text', '/shop/saveVariants', { product_id: 1, features: [{ feature_id: 1, value_ids: 'alle' }] }),
  json('updateVariant: gross and net price that disagree', '/shop/updateVariant', () => ({
    id: product.default_variant_id,
    gross_price: '11,90',
    net_price: '20,00',
  })),
  json('addBulkQuantity: tier price above the regular price', '/addBulkQuantity', () => ({
    product_id: product.id,
    min_qty: 2,
    price: '10,00',
  })),
  json('updateProduct: strike price below the price', '/updateProduct', () => ({ id: product.id, previous_price: '5,00' })),
  json('updateVariantQuantity: empty list', '/shop/updateVariantQuantity', { variants: [] }),
  json('updateVariantQuantity: id without qty', '/shop/updateVariantQuantity', { id: 1 }),
  json('addImagesToVariant: image ids empty', '/addImagesToVariant', { variant_id: 1, image_ids: [] }),
  json('addBulkQuantity: minimum quantity 1', '/addBulkQuantity', { product_id: 1, min_qty: 1, price: 1 }),
  json('editBulkQuantity: price as word', '/editBulkQuantity', { id: 1, min_qty: 2, price: 'billig' }),
  json('deleteBulkQuantity: no id anywhere', '/deleteBulkQuantity', {}),
  json('addWholesaleDiscount: 100 percent', '/addWholesaleDiscount', { product_id: 1, whole_sell_qty: 5, whole_sell_discount: 100 }),
  json('updateBulkProducts: products as object', '/updateBulkProducts', { products: { id: 1 } }),
  json('updateBulkProducts: a row without id or variant_id', '/updateBulkProducts', { products: [{ price: 1 }] }),
  json('updateBulkProducts: 501 rows', '/updateBulkProducts', { products: Array.from({ length: 501 }, () => ({ id: 1, stock: 1 })) }),
  json('productFeatures: entry with neither name nor feature', '/shop/provider/productFeatures', {
    product_id: 1,
    features: [{ farbe: 'rot' }],
  }),
  json('features: value list as text', '/shop/provider/features', { name: 'Größe', values: 'S, M, L' }),
  // Path and query parameters
  { name: 'deleteProduct: id as word', method: 'DELETE', url: '/v2/deleteProduct/abc' },
  { name: 'product detail: id beyond integer range', method: 'GET', url: '/shop/provider/products/99999999999999999999' },
  { name: 'removeShopProductVariant: id 0', method: 'DELETE', url: '/v2/removeShopProductVariant/0' },
  { name: 'bulkQuantities: no product id', method: 'GET', url: '/shop/provider/bulkQuantities' },
  { name: 'getWholesaleDiscounts: product id negative', method: 'GET', url: '/getWholesaleDiscounts?product_id=-3' },
  {
    name: 'importBulkProducts: stream flag as word',
    url: '/importBulkProducts?stream=vielleicht',
    raw: { body: 'x', contentType: 'text/plain' },
  },
];

function image(name: string, content: Buffer = PNG) {
  return { field: 'file', filename: name, content };
}

const UPLOADS: {
  name: string;
  url: string;
  fields: Record<string, string>;
  files: ReturnType<typeof image>[];
  status?: number;
  message: RegExp;
}[] = [
  { name: 'addImageToProduct: no file', url: '/addImageToProduct', fields: { product_id: '1' }, files: [], message: /mindestens ein Bild/ },
  {
    name: 'addImageToProduct: product id as word',
    url: '/addImageToProduct',
    fields: { product_id: 'eins' },
    files: [image('a.png')],
    message: /gültige Nummer/,
  },
  {
    name: 'addImageToProduct: a gif',
    url: '/addImageToProduct',
    fields: { product_id: '1' },
    files: [image('a.gif')],
    message: /png, jpg oder jpeg/,
  },
  {
    name: 'addImageToProduct: text named .png',
    url: '/addImageToProduct',
    fields: { product_id: '1' },
    files: [image('a.png', Buffer.from('kein Bild'))],
    message: /kein gültiges/,
  },
  {
    name: 'addImageToProduct: more than 5 MB',
    url: '/addImageToProduct',
    fields: { product_id: '1' },
    files: [image('gross.png', Buffer.concat([PNG, randomBytes(5 * 1024 * 1024)]))],
    status: 413,
    message: /höchstens 5 MB/,
  },
  {
    name: 'addImageToProduct: eleven files',
    url: '/addImageToProduct',
    fields: { product_id: '1' },
    files: Array.from({ length: 11 }, (_, index) => image(`b${index}.png`)),
    message: /Höchstens 10 Bilder/,
  },
  {
    name: 'variant-img-upload: variant id missing',
    url: '/shop/variant-img-upload',
    fields: {},
    files: [image('a.png')],
    message: /gültige Nummer/,
  },
  { name: 'importBulkProducts: no file', url: '/importBulkProducts', fields: { file: 'sku;name' }, files: [], message: /CSV-Datei aus/ },
  {
    name: 'importBulkProducts: two files',
    url: '/importBulkProducts',
    fields: {},
    files: [
      { field: 'file', filename: 'a.csv', content: Buffer.from('sku\r\nA') },
      { field: 'file', filename: 'b.csv', content: Buffer.from('sku\r\nB') },
    ],
    message: /genau eine CSV-Datei/,
  },
  {
    name: 'importBulkProducts: file over 5 MB',
    url: '/importBulkProducts',
    fields: {},
    files: [{ field: 'file', filename: 'gross.csv', content: Buffer.alloc(5 * 1024 * 1024 + 10, 0x41) }],
    status: 413,
    message: /höchstens 5 MB/,
  },
  {
    name: 'importBulkProducts: binary content',
    url: '/importBulkProducts',
    fields: {},
    files: [{ field: 'file', filename: 'daten.csv', content: randomBytes(2048) }],
    message: /Spalte „sku“|leer|Kopfzeile/,
  },
];

describe('malformed input on the provider’s shop calls answers a German 4xx, never a 5xx', () => {
  it.each(CASES)('$name', async ({ method, url, payload: given, raw, status }) => {
    const payload = typeof given === 'function' ? (given as () => unknown)() : given;
    const headers: Record<string, string> = { authorization: `Bearer ${provider.token}` };
    const response = raw
      ? await suite.context.app.inject({
          method: method ?? 'POST',
          url,
          headers: { ...headers, 'content-type': raw.contentType },
          payload: raw.body,
        })
      : await suite.context.app.inject({
          method: method ?? 'POST',
          url,
          headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
        });
    const body = response.json() as Envelope<unknown>;
    expect(response.statusCode).toBe(status ?? 422);
    expect(body.status).toBe(false);
    const texts = [body.message ?? '', ...Object.values(body.errors ?? {}).flat()].join(' | ');
    expect(texts).toMatch(GERMAN);
    expect(texts).not.toMatch(ENGLISH);
  });

  it.each(UPLOADS)('$name', async ({ url, fields, files, status, message }) => {
    const { payload, contentType } = multipart(fields, files);
    const response = await suite.context.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${provider.token}` },
    });
    expect(response.statusCode).toBe(status ?? 422);
    const body = response.json() as Envelope<unknown>;
    expect(body.message).toMatch(message);
  });

  it('answers a JSON body on an upload call with 422, not 415 or 500', async () => {
    for (const url of ['/addImageToProduct', '/shop/variant-img-upload', '/importBulkProducts']) {
      const response = await suite.context.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${provider.token}` },
        payload: { product_id: product.id },
      });
      expect({ url, statusCode: response.statusCode }).toEqual({ url, statusCode: 422 });
      expect((response.json() as Envelope<unknown>).message).toMatch(/multipart\/form-data/);
    }
  });

  it('answers a cut-off multipart body with 422', async () => {
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/importBulkProducts',
      headers: { authorization: `Bearer ${provider.token}`, 'content-type': 'multipart/form-data; boundary=grenze' },
      payload: '--grenze\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nsku;name\r\nA;b',
    });
    expect(response.statusCode).toBe(422);
    expect((response.json() as Envelope<unknown>).message).toBe('Die hochgeladene Datei konnte nicht gelesen werden.');
  });

  it('answers GraphQL arguments out of range with VALIDATION_FAILED in German', async () => {
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${provider.token}` },
      payload: { query: '{ providerProducts(first: 0, page: -1) { data { id } } }' },
    });
    const answer = response.json() as { errors: { message: string; extensions: { code: string } }[] };
    expect(answer.errors[0]?.extensions.code).toBe('VALIDATION_FAILED');
    expect(answer.errors[0]?.message).toMatch(/muss zwischen 1 und 100 liegen/);
  });
});
