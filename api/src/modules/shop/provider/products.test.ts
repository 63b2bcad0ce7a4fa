import { eq } from 'drizzle-orm';
import { shopProducts, shopProductVariants, shopShippingMethods, shopTaxes } from '../../../db/schema';
import { testSuite } from '../../../../test/fixtures/suite';
import { parseGermanNumber } from './numbers';
import { isValidGtin } from './schemas';
import { call, categoryBranch, JPEG, multipart, PNG } from '../../../../test/fixtures/shop-provider';

interface Product {
  id: number;
  name: string;
  sku: string;
  slug: string;
  price: number;
  price_cents: number;
  previous_price: number | null;
  tax: number;
  stock: number;
  photo: string | null;
  status: string;
  product_type: string;
  unit_price: number | null;
  measurement_unit: string | null;
  weight: number | null;
  category_name: string | null;
  product_shippings: { id: number; name: string }[];
  crossselling_product: { product_id: number; product_name: string }[];
  is_pickup: 0 | 1;
  default_variant_id: number | null;
  variants_count: number;
}

const suite = testSuite({ users: { provider: 'Company', other: 'Company' } });

const post = <T>(url: string, token: string, payload?: unknown) => call<T>(suite.context.app, 'POST', url, token, payload);

async function createProduct(token: string, overrides: Record<string, unknown> = {}): Promise<Product> {
  const { statusCode, body } = await post<Product>('/v2/createProduct', token, {
    name: 'Eichentisch Lund',
    sku: `TISCH-${Math.random().toString(36).slice(2, 8)}`,
    price: '1.234,50',
    stock: '7',
    ...overrides,
  });
  expect(body.errors).toBeUndefined();
  expect(statusCode).toBe(201);
  return body.data;
}

describe('German numbers', () => {
  it('reads dots as thousands and the comma as decimal mark, and refuses machine-style dots', () => {
    expect(parseGermanNumber('1.234,56')).toBe(1234.56);
    expect(parseGermanNumber('12,5')).toBe(12.5);
    expect(parseGermanNumber('1234')).toBe(1234);
    expect(parseGermanNumber(' 1.000.000 ')).toBe(1_000_000);
    expect(parseGermanNumber('12.50')).toBeNull();
    expect(parseGermanNumber('1,2,3')).toBeNull();
    expect(parseGermanNumber('abc')).toBeNull();
    expect(parseGermanNumber(9.99)).toBe(9.99);
  });

  it('checks the EAN check digit', () => {
    expect(isValidGtin('4006381333931')).toBe(true);
    expect(isValidGtin('4006381333932')).toBe(false);
    expect(isValidGtin('96385074')).toBe(true);
  });
});

describe('product editor', () => {
  it('creates a product from German number text with a default variant holding price and stock; a new product shows no reduction (§ 11 PAngV)', async () => {
    const branch = await categoryBranch(suite.context.db);
    const product = await createProduct(suite.provider.token, {
      previous_price: '1.499,00',
      weight: '32,5',
      tax: 19,
      shop_category_id: branch.category,
      shop_subcategory_id: branch.sub,
      shop_childcategory_id: branch.child,
      ein_number: '4006381333931',
    });
    expect(product).toMatchObject({
      price: 1234.5,
      price_cents: 123450,
      previous_price: null,
      stock: 7,
      weight: 32.5,
      tax: 19,
      status: 'draft',
      variants_count: 1,
    });
    expect(product.category_name).toEqual(expect.any(String));
    const variants = await suite.context.db.select().from(shopProductVariants).where(eq(shopProductVariants.productId, product.id));
    expect(variants).toHaveLength(1);
    expect(variants[0]).toMatchObject({ isDefault: true, priceCents: 123450, qty: 7, oldPriceCents: null });
  });

  it('creates a food product through /createFoodProduct and refuses to change it through /updateProduct', async () => {
    const { statusCode, body } = await post<Product>('/createFoodProduct', suite.provider.token, {
      name: 'Apfelkuchen',
      sku: 'KUCHEN-1',
      price: 3.5,
    });
    expect(statusCode).toBe(201);
    expect(body.data.product_type).toBe('food');
    const wrong = await post('/updateProduct', suite.provider.token, { id: body.data.id, name: 'Kuchen' });
    expect(wrong.statusCode).toBe(422);
    const right = await post<Product>('/updateFoodProduct', suite.provider.token, { id: body.data.id, name: 'Apfelkuchen vom Blech' });
    expect(right.body.data.name).toBe('Apfelkuchen vom Blech');
  });

  it('converts a net price into the stored gross price with the tax rate', async () => {
    const product = await createProduct(suite.provider.token, { price: '100,00', price_included: 0, tax: 7 });
    expect(product).toMatchObject({ price_cents: 10700, tax: 7 });
  });

  it('takes every rate /taxes lists and keeps the current rate when an update sends none', async () => {
    await suite.context.db.insert(shopTaxes).values({ name: 'Nullsteuersatz 0 %', value: 0, position: 2 });
    const taxes = await call<{ value: number }[]>(suite.context.app, 'GET', '/taxes', null);
    expect(taxes.body.data.map((tax) => tax.value)).toEqual([0, 7, 19]);
    const product = await createProduct(suite.provider.token, { price: '500,00', tax: '0' });
    expect(product).toMatchObject({ tax: 0, price_cents: 50000 });
    const renamed = await post<Product>('/updateProduct', suite.provider.token, { id: product.id, name: 'Balkonkraftwerk' });
    expect(renamed.body.data).toMatchObject({ name: 'Balkonkraftwerk', tax: 0 });
    const reduced = await post<Product>('/updateProduct', suite.provider.token, { id: product.id, tax: 7 });
    expect(reduced.body.data.tax).toBe(7);
  });

  it('computes the base price from content quantity and unit type', async () => {
    const units = await call<{ id: number; abbreviation: string }[]>(suite.context.app, 'GET', '/api/getUnitTypes', null);
    const gram = units.body.data.find((unit) => unit.abbreviation === 'g');
    expect(gram).toBeDefined();
    const product = await createProduct(suite.provider.token, { price: '3,99', unit: 250, unit_type: gram?.id });
    expect(product).toMatchObject({ unit_price: 15.96, measurement_unit: '1 kg' });
  });

  it('answers 422 with German messages for bad input, never 500', async () => {
    const branch = await categoryBranch(suite.context.db);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ sku: 'A', price: 1 }, 'name', /Produktnamen/],
      [{ name: 'X', sku: 'A', price: '12.50' }, 'price', /Format 1\.234,56/],
      [{ name: 'X', sku: 'A', price: '1,999' }, 'price', /zwei Nachkommastellen/],
      [{ name: 'X', sku: 'A', price: -1 }, 'price', /negativ/],
      [{ name: 'X', sku: 'A', price: 1, tax: 16 }, 'tax', /Diesen Steuersatz gibt es nicht\. Erlaubt sind: (0 %, )?7 %, 19 %\./],
      [{ name: 'X', sku: 'A', price: 1, tax: '19,5' }, 'tax', /ganze Zahl/],
      [{ name: 'X', sku: 'A', price: 1, ein_number: '4006381333932' }, 'ein_number', /EAN/],
      [{ name: 'X', sku: 'A', price: 1, is_pickup: 1 }, 'pickup_address', /Abholadresse/],
      [{ name: 'X', sku: 'A', price: 10, previous_price: 5 }, 'previous_price', /Streichpreis/],
      [{ name: 'X', sku: 'A', price: 1, shop_subcategory_id: branch.sub }, 'shop_category_id', /Kategorie/],
      [
        { name: 'X', sku: 'A', price: 1, shop_category_id: branch.category, shop_subcategory_id: branch.otherSub },
        'shop_subcategory_id',
        /gehört nicht/,
      ],
      [{ name: 'X', sku: 'A', price: 1, manufacturer: 999999 }, 'manufacturer', /Hersteller/],
      [{ name: 'X', sku: 'mit leer', price: 1 }, 'sku', /Leerzeichen/],
    ];
    for (const [payload, field, message] of cases) {
      const { statusCode, body } = await post('/v2/createProduct', suite.provider.token, payload);
      expect({ field, statusCode }).toEqual({ field, statusCode: 422 });
      expect(body.errors?.[field]?.[0]).toMatch(message);
    }
  });

  it('keeps the SKU unique per provider, but another provider may use the same SKU', async () => {
    await createProduct(suite.provider.token, { sku: 'GLEICH-1' });
    const twice = await post('/v2/createProduct', suite.provider.token, { name: 'Zwei', sku: 'GLEICH-1', price: 2 });
    expect(twice.statusCode).toBe(422);
    expect(twice.body.errors?.sku?.[0]).toMatch(/SKU/);
    await createProduct(suite.other.token, { sku: 'GLEICH-1' });
  });

  it('updates only the fields sent, links own shipping methods and cross-selling, and refuses foreign ones', async () => {
    const first = await createProduct(suite.provider.token);
    const second = await createProduct(suite.provider.token, { name: 'Sitzbank Lund' });
    const [shipping] = await suite.context.db
      .insert(shopShippingMethods)
      .values({ providerId: suite.provider.id, name: 'DHL Paket', priceCents: 499 })
      .returning();
    const [foreign] = await suite.context.db
      .insert(shopShippingMethods)
      .values({ providerId: suite.other.id, name: 'Hermes', priceCents: 399 })
      .returning();
    const updated = await post<Product>('/updateProduct', suite.provider.token, {
      id: first.id,
      stock: 3,
      product_shippings: [shipping?.id],
      is_crossselling: 1,
      crossselling_type: 'product',
      crossselling_product: [{ product_id: second.id }],
      is_pickup: true,
      pickup_address: 'Hauptstraße 5, 34117 Kassel',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'Eichentisch Lund',
      price_cents: 123450,
      stock: 3,
      is_pickup: 1,
      product_shippings: [{ id: shipping?.id, name: 'DHL Paket' }],
      crossselling_product: [{ product_id: second.id, product_name: 'Sitzbank Lund' }],
    });
    const refused = await post('/updateProduct', suite.provider.token, { id: first.id, product_shippings: [foreign?.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.body.errors?.product_shippings).toBeDefined();
  });

  it('deletes a product so it leaves the list but stays in the database for orders', async () => {
    const product = await createProduct(suite.provider.token);
    const { statusCode } = await call(suite.context.app, 'DELETE', `/v2/deleteProduct/${product.id}`, suite.provider.token);
    expect(statusCode).toBe(200);
    const [row] = await suite.context.db.select().from(shopProducts).where(eq(shopProducts.id, product.id));
    expect(row?.deletedAt).not.toBeNull();
    const again = await call(suite.context.app, 'DELETE', `/v2/deleteProduct/${product.id}`, suite.provider.token);
    expect(again.statusCode).toBe(404);
    const detail = await call(suite.context.app, 'GET', `/shop/provider/products/${product.id}`, suite.provider.token);
    expect(detail.statusCode).toBe(404);
  });

  it('frees the SKU of a deleted product, so a new product may use it', async () => {
    const product = await createProduct(suite.provider.token, { sku: 'WIEDER-1' });
    await call(suite.context.app, 'DELETE', `/v2/deleteProduct/${product.id}`, suite.provider.token);
    const successor = await createProduct(suite.provider.token, { sku: 'WIEDER-1' });
    expect(successor.id).not.toBe(product.id);
    const [old] = await suite.context.db.select().from(shopProducts).where(eq(shopProducts.id, product.id));
    expect(old?.sku).toBe(`WIEDER-1~geloescht-${product.id}`);
  });

  it('stores SEO info and replaces the search tags', async () => {
    const product = await createProduct(suite.provider.token);
    const seo = await post('/addProductSeo', suite.provider.token, {
      product_id: product.id,
      is_meta: 1,
      meta_title: 'Eichentisch',
      meta_description: 'Massiv',
      tags: 'tisch',
    });
    expect(seo.body.data).toMatchObject({ product_id: product.id, is_meta: 1, meta_title: 'Eichentisch' });
    const tags = await post<{ id: number; name: string }[]>('/addSearchTags', suite.provider.token, {
      product_id: product.id,
      tags: 'Esstisch, Eiche; Massivholz, esstisch',
    });
    expect(tags.body.data.map((tag) => tag.name)).toEqual(['Eiche', 'Esstisch', 'Massivholz']);
    const [row] = await suite.context.db
      .select({ keywords: shopProducts.searchKeywords })
      .from(shopProducts)
      .where(eq(shopProducts.id, product.id));
    expect(row?.keywords).toContain('Massivholz');
    const replaced = await post<{ name: string }[]>('/addSearchTags', suite.provider.token, { product_id: product.id, tags: ['Tisch'] });
    expect(replaced.body.data.map((tag) => tag.name)).toEqual(['Tisch']);
  });
});

describe('gallery images', () => {
  async function upload(
    url: string,
    fields: Record<string, string>,
    files: { field: string; filename: string; content: Buffer }[],
    token = suite.provider.token,
  ) {
    const { payload, contentType } = multipart(fields, files);
    const response = await suite.context.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    });
    return {
      statusCode: response.statusCode,
      body: response.json() as {
        data: { photo: string | null; images: { id: number; image: string }[] };
        errors?: Record<string, string[]>;
      },
    };
  }

  it('uploads several images; the first becomes the photo; deleting the photo moves it to the next image', async () => {
    const product = await createProduct(suite.provider.token);
    const { statusCode, body } = await upload('/addImageToProduct', { product_id: String(product.id) }, [
      { field: 'file', filename: 'vorne.png', content: PNG },
      { field: 'file', filename: 'seite.jpg', content: JPEG },
      { field: 'images[]', filename: 'hinten.jpeg', content: JPEG },
    ]);
    expect(statusCode).toBe(201);
    expect(body.data.images).toHaveLength(3);
    expect(body.data.photo).toBe(body.data.images[0]?.image);
    const first = body.data.images[0]?.id;
    const deleted = await call<{ photo: string }>(suite.context.app, 'DELETE', `/v2/deleteGalleryImage/${first}`, suite.provider.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body.data.photo).toBe(body.data.images[1]?.image);
  });

  it('refuses a file whose content is not an image, and a missing product id', async () => {
    const product = await createProduct(suite.provider.token);
    const fake = await upload('/addImageToProduct', { product_id: String(product.id) }, [
      { field: 'file', filename: 'bild.png', content: Buffer.from('kein Bild') },
    ]);
    expect(fake.statusCode).toBe(422);
    expect(fake.body.errors?.file?.[0]).toMatch(/kein gültiges png- oder jpeg-Bild/);
    const pdf = await upload('/addImageToProduct', { product_id: String(product.id) }, [
      { field: 'file', filename: 'bild.pdf', content: PNG },
    ]);
    expect(pdf.statusCode).toBe(422);
    const noId = await upload('/addImageToProduct', {}, [{ field: 'file', filename: 'bild.png', content: PNG }]);
    expect(noId.statusCode).toBe(422);
    expect(noId.body.errors?.product_id).toBeDefined();
  });

  it('answers 404 when uploading to another provider’s product', async () => {
    const product = await createProduct(suite.other.token);
    const result = await upload('/addImageToProduct', { product_id: String(product.id) }, [
      { field: 'file', filename: 'a.png', content: PNG },
    ]);
    expect(result.statusCode).toBe(404);
  });
});

describe('bulk update', () => {
  it('saves price and stock of many rows in one go', async () => {
    const a = await createProduct(suite.provider.token);
    const b = await createProduct(suite.provider.token);
    const { statusCode, body } = await post<{ updated: number; rows: { id: number; price: number; stock: number; status: string }[] }>(
      '/updateBulkProducts',
      suite.provider.token,
      {
        products: [
          { id: a.id, price: '9,99', stock: 4, status: 'active' },
          { id: b.id, stock: '1.000' },
        ],
      },
    );
    expect(statusCode).toBe(200);
    expect(body.data.updated).toBe(2);
    expect(body.data.rows).toEqual([
      expect.objectContaining({ id: a.id, price: 9.99, stock: 4, status: 'active' }),
      expect.objectContaining({ id: b.id, price: 1234.5, stock: 1000 }),
    ]);
  });

  it('saves nothing when one row is bad and names each bad row', async () => {
    const a = await createProduct(suite.provider.token);
    const foreign = await createProduct(suite.other.token);
    const { statusCode, body } = await post('/updateBulkProducts', suite.provider.token, {
      products: [
        { id: a.id, price: 1 },
        { id: foreign.id, price: 2 },
        { id: a.id, price: '1.5' },
      ],
    });
    expect(statusCode).toBe(422);
    expect(body.errors?.['products.2.price']?.[0]).toMatch(/Format/);
    const second = await post('/updateBulkProducts', suite.provider.token, {
      products: [
        { id: a.id, price: 1 },
        { id: foreign.id, price: 2 },
      ],
    });
    expect(second.statusCode).toBe(422);
    expect(second.body.errors?.['products.1.id']).toEqual(['Das Produkt wurde nicht gefunden.']);
    const [row] = await suite.context.db.select().from(shopProducts).where(eq(shopProducts.id, a.id));
    expect(row?.priceCents).toBe(123450);
  });
});

describe('tiered prices and wholesale discounts', () => {
  it('adds, edits and deletes tiers below the regular price, one per quantity', async () => {
    const product = await createProduct(suite.provider.token, { price: 10 });
    const added = await post<{ id: number; min_qty: number; price: number }>('/addBulkQuantity', suite.provider.token, {
      product_id: product.id,
      min_qty: 3,
      price: '8,50',
    });
    expect(added.statusCode).toBe(201);
    expect(added.body.data).toMatchObject({ min_qty: 3, price: 8.5, price_cents: 850 });
    const same = await post('/addBulkQuantity', suite.provider.token, { product_id: product.id, min_qty: 3, price: 8 });
    expect(same.statusCode).toBe(422);
    expect(same.body.errors?.min_qty).toBeDefined();
    const tooHigh = await post('/addBulkQuantity', suite.provider.token, { product_id: product.id, min_qty: 5, price: 10 });
    expect(tooHigh.statusCode).toBe(422);
    expect(tooHigh.body.errors?.price?.[0]).toMatch(/unter dem regulären Preis von 10,00 €/);
    const edited = await post('/editBulkQuantity', suite.provider.token, { id: added.body.data.id, min_qty: 5, price: 8 });
    expect(edited.body.data).toMatchObject({ min_qty: 5, price: 8 });
    const list = await call<unknown[]>(
      suite.context.app,
      'GET',
      `/shop/provider/bulkQuantities?product_id=${product.id}`,
      suite.provider.token,
    );
    expect(list.body.data).toHaveLength(1);
    const deleted = await post('/deleteBulkQuantity', suite.provider.token, { id: added.body.data.id });
    expect(deleted.statusCode).toBe(200);
    const byQuery = await post(`/deleteBulkQuantity?id=${added.body.data.id}`, suite.provider.token);
    expect(byQuery.statusCode).toBe(404);
  });

  it('adds, lists and deletes wholesale discounts per variant', async () => {
    const product = await createProduct(suite.provider.token, { price: 10 });
    const added = await post<{ id: number }>('/addWholesaleDiscount', suite.provider.token, {
      product_id: product.id,
      shop_product_variant_id: product.default_variant_id,
      whole_sell_qty: 10,
      whole_sell_discount: '7,5',
    });
    expect(added.statusCode).toBe(201);
    expect(added.body.data).toMatchObject({
      shop_product_variant_id: product.default_variant_id,
      whole_sell_qty: 10,
      whole_sell_discount: 7.5,
      variant_name: '',
    });
    const refused = await post('/addWholesaleDiscount', suite.provider.token, {
      product_id: product.id,
      whole_sell_qty: 10,
      whole_sell_discount: 100,
    });
    expect(refused.statusCode).toBe(422);
    const list = await call<unknown[]>(suite.context.app, 'GET', `/getWholesaleDiscounts?product_id=${product.id}`, suite.provider.token);
    expect(list.body.data).toHaveLength(1);
    const deleted = await call(suite.context.app, 'DELETE', `/deleteWholesaleDiscount/${added.body.data.id}`, suite.provider.token);
    expect(deleted.statusCode).toBe(200);
  });
});
