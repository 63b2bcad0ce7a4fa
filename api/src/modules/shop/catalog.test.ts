import { eq, sql } from 'drizzle-orm';
import { shopProductVariants, shopProducts, shopProductViewCounts, shopShippingMethods } from '../../db/schema';
import { bearer, DEMO, login } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { createFixtureProduct } from '../../../test/fixtures/shop';

interface Card {
  id: number;
  name: string;
  slug: string;
  product_type: string;
  photo: string | null;
  price: number;
  price_cents: number;
  provider: { id: number; name: string; slug: string };
  category: { id: number; name: string; slug: string } | null;
  created_at: string;
  avg_rating: number;
  [key: string]: unknown;
}
interface Meta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

describe('shop marketplace reads', () => {
  const suite = testSuite();

  async function get<T>(
    url: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: { status: boolean; data: T; meta?: Meta; message?: string; errors?: Record<string, string[]> } }> {
    const response = await suite.context.app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json() };
  }

  describe('categories and reference lists', () => {
    it('answers the category tree with sub and child categories and product counts', async () => {
      const { status, body } = await get<
        Array<{
          name: string;
          slug: string;
          level: number;
          product_count: number;
          subcategories: Array<{
            name: string;
            level: number;
            childcategories: Array<{ name: string; level: number; product_count: number }>;
          }>;
        }>
      >('/shop/getCategories');
      expect(status).toBe(200);
      expect(body.data.map((category) => category.name)).toEqual([
        'Haus & Garten',
        'Küche',
        'Elektronik',
        'Lebensmittel',
        'Mode',
        'Baumarkt',
      ]);
      const home = body.data[0];
      expect(home?.level).toBe(1);
      expect(home?.subcategories[0]).toMatchObject({ name: 'Wohnen', level: 2 });
      expect(home?.subcategories[0]?.childcategories.map((child) => child.name)).toEqual(['Stühle', 'Tische', 'Sofas', 'Leuchten']);
      expect(home?.subcategories[0]?.childcategories[0]?.product_count).toBe(8);
      const sum = body.data.reduce((total, category) => total + category.product_count, 0);
      expect(sum).toBeGreaterThanOrEqual(200);
    });

    it('lists top-level, sub and child categories by parent', async () => {
      const top = await get<Array<{ id: number; name: string; level: number }>>('/v2/getAllCategories');
      expect(top.body.data).toHaveLength(6);
      const kitchen = top.body.data.find((category) => category.name === 'Küche');
      const subs = await get<Array<{ id: number; name: string; parent_id: number }>>(
        `/v2/subcategoryByCategory?category_id=${kitchen?.id}`,
      );
      expect(subs.body.data.map((sub) => sub.name)).toEqual(['Kochgeschirr', 'Messer & Besteck', 'Tassen & Becher']);
      expect(subs.body.data.every((sub) => sub.parent_id === kitchen?.id)).toBe(true);
      const children = await get<Array<{ name: string; level: number }>>(
        `/v2/childcategoryBySubcategory?subcategory_id=${subs.body.data[0]?.id}`,
      );
      expect(children.body.data.map((child) => child.name)).toEqual(['Töpfe', 'Pfannen']);
    });

    it('refuses a missing or non-numeric category id with 422', async () => {
      const missing = await get('/v2/subcategoryByCategory');
      expect(missing.status).toBe(422);
      expect(missing.body.errors?.category_id).toEqual(['Dieses Feld ist erforderlich.']);
      const wrong = await get('/v2/childcategoryBySubcategory?subcategory_id=abc');
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors?.subcategory_id).toEqual(['Bitte geben Sie eine gültige Nummer an.']);
    });

    it('lists taxes ascending (7 and 19 %) and the manufacturers', async () => {
      const taxes = await get<Array<{ value: number; is_default: boolean }>>('/taxes');
      expect(taxes.body.data.map((tax) => tax.value)).toEqual([7, 19]);
      expect(taxes.body.data.find((tax) => tax.value === 19)?.is_default).toBe(true);
      const makers = await get<Array<{ name: string; slug: string; is_local: boolean }>>('/v2/allManufacturerList');
      expect(makers.body.data.length).toBeGreaterThanOrEqual(10);
      expect(makers.body.data).toContainEqual(expect.objectContaining({ name: 'Schneidkunst Solingen', is_local: true }));
    });

    it("lists shipping methods of a provider, and a logged-in provider's own by default", async () => {
      const token = await login(suite.context.app, DEMO.provider);
      const own = await get<
        Array<{
          name: string;
          price: number;
          price_cents: number;
          free_from: number | null;
          delivery_time: string;
          is_pickup: boolean;
          provider_id: number;
        }>
      >('/shippings-methods', bearer(token));
      expect(own.body.data.map((method) => method.name)).toEqual(['DHL Paket', 'Spedition (Bordsteinkante)', 'Abholung in München']);
      expect(own.body.data[0]).toMatchObject({
        price: 4.99,
        price_cents: 499,
        free_from: 50,
        delivery_time: '2–3 Werktage',
        is_pickup: false,
      });
      const other = own.body.data[0]?.provider_id;
      const byQuery = await get<Array<{ provider_id: number }>>(`/shippings-methods?provider_id=${other}`);
      expect(byQuery.body.data.every((method) => method.provider_id === other)).toBe(true);
      const all = await get<Array<{ provider_id: number }>>('/shippings-methods');
      const providers = await suite.context.db.selectDistinct({ id: shopShippingMethods.providerId }).from(shopShippingMethods);
      expect(new Set(all.body.data.map((method) => method.provider_id))).toEqual(new Set(providers.map((row) => row.id)));
      expect(providers.length).toBeGreaterThanOrEqual(5);
    });
  });

  describe('product lists', () => {
    it('pages the latest products newest first with meta', async () => {
      const first = await get<Card[]>('/latestProductList?per_page=5');
      expect(first.status).toBe(200);
      expect(first.body.data).toHaveLength(5);
      expect(first.body.meta).toMatchObject({ current_page: 1, per_page: 5 });
      expect(first.body.meta?.total).toBeGreaterThanOrEqual(200);
      const dates = first.body.data.map((card) => Date.parse(card.created_at));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      const second = await get<Card[]>('/latestProductList?per_page=5&page=2');
      expect(second.body.data[0]?.id).not.toBe(first.body.data[0]?.id);
      expect(Date.parse(second.body.data[0]?.created_at ?? '')).toBeLessThanOrEqual(dates[4] ?? 0);
    });

    it('answers product cards with the documented fields', async () => {
      const { body } = await get<Card[]>('/latestProductList?per_page=1');
      expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(
        [
          'id',
          'name',
          'slug',
          'sku',
          'product_type',
          'price',
          'price_cents',
          'previous_price',
          'previous_price_cents',
          'discount_percent',
          'lowest_price_30_days',
          'lowest_price_30_days_cents',
          'tax',
          'photo',
          'stock',
          'in_stock',
          'unit_price',
          'unit_price_cents',
          'measurement_unit',
          'base_price_label',
          'is_pickup',
          'is_variants',
          'variant_count',
          'default_variant_id',
          'avg_rating',
          'total_review',
          'provider',
          'category',
          'category_name',
          'manufacturer',
          'created_at',
        ].sort(),
      );
      // Dishes of the seeded restaurants may come without a picture; a normal product's card carries one.
      const normal = await get<Card[]>('/latestProductList?per_page=100');
      const pictured = normal.body.data.find((card) => card.product_type === 'normal');
      expect(pictured?.photo).toMatch(/^http:\/\/127\.0\.0\.1:4000\/shop\/images\/[a-z]+-\d+\.svg$/);
    });

    it('orders trending products by recent page views', async () => {
      const fresh = await createFixtureProduct(suite.context.db, { name: 'Trendartikel', variants: [{ priceCents: 1234, qty: 3 }] });
      const response = await suite.context.app.inject({ method: 'POST', url: '/setProductViewCounts', payload: { slug: fresh.slug } });
      expect(response.statusCode).toBe(200);
      // Today's count of a hit product: far more than any seeded product had in the last 14 days.
      await suite.context.db.update(shopProductViewCounts).set({ views: 5000 }).where(eq(shopProductViewCounts.productId, fresh.productId));
      const { body } = await get<Card[]>('/v2/trendingProducts?per_page=3');
      expect(body.data[0]?.slug).toBe(fresh.slug);
      expect(body.data).toHaveLength(3);
      expect(body.meta?.total).toBeGreaterThanOrEqual(200);
    });

    it('lists featured products, sliders and one section per top-level category', async () => {
      const featured = await get<Card[]>('/shop/feature_products/featured?per_page=50');
      expect(featured.body.data.length).toBeGreaterThan(5);
      const sliders = await get<Array<{ key: string; title: string; products: Card[] }>>('/productSliders');
      expect(sliders.body.data.map((slider) => slider.key)).toEqual(expect.arrayContaining(['new', 'trending', 'offers']));
      const offers = sliders.body.data.find((slider) => slider.key === 'offers');
      expect(offers?.products.every((card) => (card.previous_price as number) > card.price)).toBe(true);
      const sections = await get<Array<{ category: { name: string }; products: Card[] }>>('/shop/product-section');
      expect(sections.body.data.map((section) => section.category.name)).toEqual([
        'Haus & Garten',
        'Küche',
        'Elektronik',
        'Lebensmittel',
        'Mode',
        'Baumarkt',
      ]);
      for (const section of sections.body.data) {
        expect(section.products.every((card) => card.category?.name === section.category.name)).toBe(true);
      }
    });

    it('refuses bad paging input with 422, never 500', async () => {
      for (const url of [
        '/latestProductList?page=0',
        '/latestProductList?per_page=1000',
        '/v2/trendingProducts?page=abc',
        '/api/search?per_page=-1',
      ]) {
        expect((await get(url)).status).toBe(422);
      }
    });
  });

  describe('product page', () => {
    it('answers the product page by slug with variants, gallery, prices, shipping and provider', async () => {
      const { status, body } = await get<Record<string, unknown> & Card>('/shop/productBySlug/kaffee-hafenmischung-ganze-bohne');
      expect(status).toBe(200);
      const product = body.data;
      expect(product).toMatchObject({ name: 'Kaffee „Hafenmischung“ ganze Bohne', tax: 7, is_variants: true, variant_count: 3 });
      const variants = product.variants as Array<{
        name: string;
        price_cents: number;
        base_price_label: string;
        qty: number;
        variant_options: Array<{ name: string; value: string }>;
      }>;
      expect(variants.map((variant) => variant.name)).toEqual(['Inhalt: 250 g', 'Inhalt: 500 g', 'Inhalt: 1 kg']);
      expect(variants[0]?.variant_options).toEqual([expect.objectContaining({ name: 'Inhalt', value: '250 g' })]);
      // 1 kg costs four times 250 g minus a little: the base price label per 1 kg is given per variant.
      const quarter = variants[0];
      expect(quarter?.base_price_label).toBe(`${(((quarter?.price_cents ?? 0) * 4) / 100).toFixed(2).replace('.', ',')}\u00a0€ / 1 kg`);
      expect(product.options).toEqual([
        {
          name: 'Inhalt',
          is_color: false,
          values: [
            { value: '250 g', custom_value: null },
            { value: '500 g', custom_value: null },
            { value: '1 kg', custom_value: null },
          ],
        },
      ]);
      expect((product.bulk_prices as unknown[]).length).toBe(2);
      expect((product.gallery as unknown[]).length).toBeGreaterThanOrEqual(4);
      expect(product.shipping_methods).toEqual([
        expect.objectContaining({ name: 'DHL Paket', price: 4.99, free_from: 49 }),
        expect.objectContaining({ name: 'Hermes Paket', price: 3.95, free_from: null }),
      ]);
      expect(product.provider).toEqual({
        id: expect.any(Number),
        name: 'Küchenwelt Hansen KG',
        slug: 'kuechenwelt-hansen-kg',
        city: 'Hamburg',
        zip_code: '22767',
      });
      expect(product.breadcrumbs).toEqual([
        expect.objectContaining({ name: 'Lebensmittel' }),
        expect.objectContaining({ name: 'Getränke' }),
        expect.objectContaining({ name: 'Kaffee' }),
      ]);
      expect(product.seo).toMatchObject({ is_meta: true, meta_title: 'Kaffee „Hafenmischung“ ganze Bohne online kaufen | Marktplatz' });
      expect(product.tags).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Kaffee' })]));
      expect(product.features).toEqual(expect.arrayContaining([{ name: 'Röstgrad', value: 'mittel' }]));
    });

    it('answers colour variants with their images and pickup products with the pickup address', async () => {
      const { body } = await get<Record<string, unknown>>('/shop/productBySlug/kuechenstuhl-lena-aus-eiche');
      const product = body.data;
      expect(product.pickup_address).toBe('Becker Handwerk & Design GmbH, Leopoldstraße 42, 80802 München');
      expect(product.is_pickup).toBe(true);
      const options = product.options as Array<{ name: string; is_color: boolean; values: Array<{ value: string; custom_value: string }> }>;
      expect(options[0]).toMatchObject({ name: 'Farbe', is_color: true });
      expect(options[0]?.values[0]).toEqual({ value: 'Naturbeige', custom_value: '#d9c7a7' });
      const variants = product.variants as Array<{ images: unknown[] }>;
      expect(variants.every((variant) => variant.images.length === 1)).toBe(true);
      expect(
        (product.wholesale_discounts as Array<{ whole_sell_qty: number; whole_sell_discount: number }>).map((entry) => [
          entry.whole_sell_qty,
          entry.whole_sell_discount,
        ]),
      ).toEqual([
        [20, 3],
        [50, 5],
      ]);
      expect((product.crossselling_products as Card[]).length).toBe(4);
    });

    it('looks a product up by numeric id as well as by slug', async () => {
      const bySlug = await get<Card>('/shop/productBySlug/kuechenstuhl-lena-aus-eiche');
      const byId = await get<Card>(`/shop/productBySlug/${bySlug.body.data.id}`);
      expect(byId.body.data.slug).toBe('kuechenstuhl-lena-aus-eiche');
      const secondary = await get<Card>(`/api/productDetails?slug=${bySlug.body.data.id}`);
      expect(secondary.body.data.id).toBe(bySlug.body.data.id);
    });

    it('answers 404 with a German message for unknown or unlisted products', async () => {
      const unknown = await get('/shop/productBySlug/gibt-es-nicht');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ status: false, code: 'NOT_FOUND', message: 'Das Produkt wurde nicht gefunden.' });
      const draft = await createFixtureProduct(suite.context.db, { status: 'draft', variants: [{ priceCents: 100, qty: 1 }] });
      expect((await get(`/shop/productBySlug/${draft.slug}`)).status).toBe(404);
      expect((await get(`/api/productDetails?slug=${draft.productId}`)).status).toBe(404);
      expect((await get('/shop/productBySlug/99999999999999')).status).toBe(404);
      expect((await get('/api/productDetails')).status).toBe(422);
    });
  });

  describe('search', () => {
    interface SearchData {
      data: Card[];
      total_pages: number;
      total_records: number;
      filters: {
        categories: Array<{ id: number; name: string; slug: string; count: number }>;
        providers: Array<{ id: number; name: string; count: number }>;
        price: { min: number | null; max: number | null };
        sort_options: Array<{ key: string; label: string }>;
      };
    }

    it('finds products with German stemming (Tische → Tisch, Kaffees → Kaffee)', async () => {
      await createFixtureProduct(suite.context.db, { name: 'Tisch aus Nussbaum', variants: [{ priceCents: 9900, qty: 2 }] });
      const plural = await get<SearchData>('/api/search?keyword=Tische');
      expect(plural.body.data.data.map((card) => card.name)).toContain('Tisch aus Nussbaum');
      const singular = await get<SearchData>('/api/search?keyword=Tisch');
      expect(singular.body.data.total_records).toBe(plural.body.data.total_records);
      const coffee = await get<SearchData>('/api/search?keyword=Kaffees&per_page=50');
      expect(coffee.body.data.data.some((card) => card.name.startsWith('Kaffee „'))).toBe(true);
    });

    it('matches against the stored german search vector through its GIN index', async () => {
      type Rows = { rows: Record<string, string>[] };
      const column = (await suite.context.db.execute(
        sql`select generation_expression from information_schema.columns where table_name = 'shop_products' and column_name = 'search_vector'`,
      )) as Rows;
      expect(column.rows[0]?.generation_expression).toContain(`'german'::regconfig`);
      const plan = await suite.context.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const explained = (await tx.execute(
          sql`explain select id from shop_products where search_vector @@ websearch_to_tsquery('german', 'Tische')`,
        )) as Rows;
        return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('shop_products_search_idx');
    });

    it('ranks name matches above matches in the description', async () => {
      await createFixtureProduct(suite.context.db, {
        name: 'Zubehörpaket',
        details: 'Passend zum Quarkbecher.',
        variants: [{ priceCents: 100, qty: 2 }],
      });
      await createFixtureProduct(suite.context.db, { name: 'Quarkbecher aus Glas', variants: [{ priceCents: 100, qty: 2 }] });
      const { body } = await get<SearchData>('/api/search?keyword=Quarkbecher');
      expect(body.data.data.map((card) => card.name)).toEqual(['Quarkbecher aus Glas', 'Zubehörpaket']);
    });

    it('answers the search result shape with facets and sort options', async () => {
      const { status, body } = await get<SearchData>('/api/search?keyword=Honig&per_page=2');
      expect(status).toBe(200);
      expect(body.data.data).toHaveLength(2);
      expect(body.data.total_records).toBe(6);
      expect(body.data.total_pages).toBe(3);
      expect(body.data.filters.categories).toEqual([expect.objectContaining({ name: 'Lebensmittel', count: 6 })]);
      expect(body.data.filters.providers).toEqual([expect.objectContaining({ name: 'Hofladen Sonnenfeld', count: 6 })]);
      expect(body.data.filters.price.min).toBeLessThanOrEqual(body.data.filters.price.max ?? 0);
      expect(body.data.filters.sort_options.map((option) => option.label)).toContain('Preis (aufsteigend)');
    });

    it('filters by category of any level (id or slug), price range in euros and provider', async () => {
      const top = await get<SearchData>('/api/search?category=kueche&per_page=100');
      expect(top.body.data.data.every((card) => card.category?.slug === 'kueche')).toBe(true);
      const child = await get<SearchData>('/api/search?category=pfannen&per_page=100');
      expect(child.body.data.total_records).toBe(7);
      const tree = await get<Array<{ subcategories: Array<{ id: number; name: string; product_count: number }> }>>('/shop/getCategories');
      const cookware = tree.body.data[1]?.subcategories[0];
      const sub = await get<SearchData>(`/api/search?category=${cookware?.id}`);
      expect(sub.body.data.total_records).toBe(cookware?.product_count);
      const priced = await get<SearchData>('/api/search?min_price=10,00&max_price=20&per_page=100');
      expect(priced.body.data.total_records).toBeGreaterThan(0);
      expect(priced.body.data.data.every((card) => card.price >= 10 && card.price <= 20)).toBe(true);
      const providerId = top.body.data.data[0]?.provider.id;
      const byProvider = await get<SearchData>(`/api/search?provider_id=${providerId}&per_page=100`);
      expect(byProvider.body.data.data.every((card) => card.provider.id === providerId)).toBe(true);
      const nothing = await get<SearchData>('/api/search?category=gibt-es-nicht');
      expect(nothing.body.data).toMatchObject({ data: [], total_records: 0 });
    });

    it('sorts by price up and down, newest and rating', async () => {
      const up = await get<SearchData>('/api/search?category=lebensmittel&sort=price&direction=asc&per_page=30');
      const upPrices = up.body.data.data.map((card) => card.price_cents);
      expect([...upPrices].sort((a, b) => a - b)).toEqual(upPrices);
      const down = await get<SearchData>('/api/search?category=lebensmittel&sort=price_desc&per_page=30');
      const downPrices = down.body.data.data.map((card) => card.price_cents);
      expect([...downPrices].sort((a, b) => b - a)).toEqual(downPrices);
      const newest = await get<SearchData>('/api/search?sort=recentlyAdded&direction=newest&per_page=30');
      const dates = newest.body.data.data.map((card) => Date.parse(card.created_at));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      const rating = await get<SearchData>('/api/search?sort=rating&per_page=30');
      const ratings = rating.body.data.data.map((card) => card.avg_rating);
      expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    });

    it('sorts a keyword’s matches by price and answers current prices while the page order is cached', async () => {
      const dear = await createFixtureProduct(suite.context.db, {
        name: 'Quittengelee im Steinguttopf',
        variants: [{ priceCents: 1290, qty: 5 }],
      });
      await createFixtureProduct(suite.context.db, { name: 'Quittengelee klein', variants: [{ priceCents: 490, qty: 5 }] });
      await createFixtureProduct(suite.context.db, { name: 'Quittengelee mit Vanille', variants: [{ priceCents: 790, qty: 5 }] });
      const up = await get<SearchData>('/api/search?keyword=Quittengelee&sort=price&direction=asc');
      expect(up.body.data.data.map((card) => card.price_cents)).toEqual([490, 790, 1290]);
      const down = await get<SearchData>('/api/search?keyword=Quittengelee&sort=price_desc');
      expect(down.body.data.data.map((card) => card.price_cents)).toEqual([1290, 790, 490]);

      // A price and stock change written past the shop service (no cache clearing): the cached page keeps its order,
      // but the cards carry the current price and stock.
      await suite.context.db.update(shopProducts).set({ priceCents: 1190, stock: 0 }).where(eq(shopProducts.id, dear.productId));
      await suite.context.db
        .update(shopProductVariants)
        .set({ priceCents: 1190, qty: 0 })
        .where(eq(shopProductVariants.productId, dear.productId));
      const again = await get<SearchData>('/api/search?keyword=Quittengelee&sort=price_desc');
      expect(again.body.data.data[0]).toMatchObject({ id: dear.productId, price_cents: 1190, in_stock: false });
    });

    it('refuses bad search input with German 422 messages', async () => {
      const badPrice = await get('/api/search?min_price=abc');
      expect(badPrice.status).toBe(422);
      expect(badPrice.body.errors?.min_price).toEqual(['Bitte geben Sie einen Betrag in Euro ein, z. B. 12,50.']);
      const badSort = await get('/api/search?sort=zufall');
      expect(badSort.status).toBe(422);
      expect(badSort.body.errors?.sort).toEqual(['Diese Sortierung gibt es nicht.']);
      expect((await get(`/api/search?keyword=${'x'.repeat(201)}`)).status).toBe(422);
    });

    it('survives search syntax and stop words without errors', async () => {
      for (const keyword of ['"Kaffee', 'und', '-', 'Kaffee OR Tee -Espresso', '!!!', '& | :*']) {
        const { status } = await get(`/api/search?keyword=${encodeURIComponent(keyword)}`);
        expect(status).toBe(200);
      }
      const deep = await get<SearchData>('/api/search?page=5000&per_page=100');
      expect(deep.status).toBe(200);
      expect(deep.body.data.data).toEqual([]);
    });

    it('suggests products and categories by word prefixes', async () => {
      const { body } = await get<{
        keyword: string;
        suggestions: Array<{ name: string; slug: string; price: number; photo: string }>;
        categories: Array<{ name: string }>;
        total: number;
      }>('/productsListBySearch?keyword=Kaff');
      expect(body.data.suggestions.length).toBeGreaterThan(0);
      expect(body.data.suggestions.length).toBeLessThanOrEqual(8);
      expect(body.data.suggestions.every((entry) => /kaff/i.test(entry.name) || entry.slug.length > 0)).toBe(true);
      expect(body.data.categories.map((category) => category.name)).toContain('Kaffee');
      const empty = await get<{ suggestions: unknown[]; total: number }>('/productsListBySearch?keyword=');
      expect(empty.body.data).toMatchObject({ suggestions: [], total: 0 });
      expect((await get('/productsListBySearch?keyword=%3A%2A%20%26')).status).toBe(200);
    });
  });

  describe('views and last viewed', () => {
    it('counts page views by slug and answers 404 for an unknown slug', async () => {
      const fixture = await createFixtureProduct(suite.context.db, { variants: [{ priceCents: 100, qty: 1 }] });
      const first = await suite.context.app.inject({ method: 'POST', url: '/setProductViewCounts', payload: { slug: fixture.slug } });
      expect(first.json().data).toEqual({ product_id: fixture.productId, view_count: 1 });
      const second = await suite.context.app.inject({ method: 'POST', url: '/setProductViewCounts', payload: { slug: fixture.slug } });
      expect(second.json().data.view_count).toBe(2);
      const unknown = await suite.context.app.inject({ method: 'POST', url: '/setProductViewCounts', payload: { slug: 'gibt-es-nicht' } });
      expect(unknown.statusCode).toBe(404);
      const empty = await suite.context.app.inject({ method: 'POST', url: '/setProductViewCounts', payload: {} });
      expect(empty.statusCode).toBe(422);
    });

    it('records last viewed products for logged-in users, lists them newest first and deletes by id', async () => {
      const token = await login(suite.context.app, DEMO.customer);
      const seeded = await get<Array<{ id: number; viewed_at: string; product: Card }>>('/api/shop/last_viewed', bearer(token));
      expect(seeded.status).toBe(200);
      expect(seeded.body.data.length).toBe(4);
      const fixture = await createFixtureProduct(suite.context.db, { variants: [{ priceCents: 100, qty: 1 }] });
      const viewed = await suite.context.app.inject({
        method: 'POST',
        url: '/shop/product_view',
        headers: bearer(token),
        payload: { product_id: fixture.productId },
      });
      expect(viewed.json().data).toEqual({ recorded: true });
      const after = await get<Array<{ id: number; product: Card }>>('/api/shop/last_viewed?per_page=2', bearer(token));
      expect(after.body.data[0]?.product.id).toBe(fixture.productId);
      expect(after.body.meta).toMatchObject({ total: 5, per_page: 2, last_page: 3 });
      const entry = after.body.data[0]?.id;
      const removed = await suite.context.app.inject({ method: 'DELETE', url: `/api/shop/last_viewed/${entry}`, headers: bearer(token) });
      expect(removed.json()).toEqual({ status: true, message: 'Der Eintrag wurde entfernt.', data: null });
      const again = await suite.context.app.inject({ method: 'DELETE', url: `/api/shop/last_viewed/${entry}`, headers: bearer(token) });
      expect(again.statusCode).toBe(404);
    });

    it("does not let one user delete another user's entry", async () => {
      const customer = await login(suite.context.app, DEMO.customer);
      const provider = await login(suite.context.app, DEMO.provider);
      const list = await get<Array<{ id: number }>>('/api/shop/last_viewed', bearer(customer));
      const entry = list.body.data[0]?.id;
      const response = await suite.context.app.inject({
        method: 'DELETE',
        url: `/api/shop/last_viewed/${entry}`,
        headers: bearer(provider),
      });
      expect(response.statusCode).toBe(404);
    });

    it('answers recorded: false for anonymous product views and 401 for anonymous last-viewed lists', async () => {
      const anonymous = await suite.context.app.inject({ method: 'POST', url: '/shop/product_view', payload: { product_id: 1 } });
      expect(anonymous.json()).toEqual({ status: true, data: { recorded: false } });
      expect((await get('/api/shop/last_viewed')).status).toBe(401);
      const token = await login(suite.context.app, DEMO.customer);
      const unknown = await suite.context.app.inject({
        method: 'POST',
        url: '/shop/product_view',
        headers: bearer(token),
        payload: { product_id: 999999 },
      });
      expect(unknown.statusCode).toBe(404);
      const bad = await suite.context.app.inject({
        method: 'POST',
        url: '/shop/product_view',
        headers: bearer(token),
        payload: { product_id: 'x' },
      });
      expect(bad.statusCode).toBe(422);
    });
  });

  it('draws the demo illustrations as SVG and answers 404 for unknown ones', async () => {
    const image = await suite.context.app.inject({ method: 'GET', url: '/shop/images/chair-30-2.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(image.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect((await suite.context.app.inject({ method: 'GET', url: '/shop/images/ufo-30.svg' })).statusCode).toBe(404);
    expect((await suite.context.app.inject({ method: 'GET', url: '/shop/images/chair-999.svg' })).statusCode).toBe(404);
  });
});
