import { sql } from 'drizzle-orm';
import { testSuite } from '../../../test/fixtures/suite';
import { closestWords, similarity } from './search';

/**
 * The shop search finds what people type: word beginnings (as-you-type), German stems and typos, on the driver of
 * the run (PGlite by default, PostgreSQL with DATABASE_URL). Dishes belong to the food area, not the shop's lists.
 */
interface Card {
  id: number;
  name: string;
  slug: string;
  product_type: string;
  [key: string]: unknown;
}
interface SearchData {
  data: Card[];
  similar: boolean;
  did_you_mean: string | null;
  total_records: number;
  filters: {
    categories: Array<{ id: number; name: string; count: number }>;
    providers: Array<{ id: number; name: string; count: number }>;
  };
}
interface SuggestData {
  suggestions: Array<{ id: number; name: string; slug: string }>;
  categories: Array<{ name: string }>;
  total: number;
}
type Rows<T> = { rows: T[] };
interface CategoryNode {
  id: number;
  product_count: number;
  subcategories: CategoryNode[];
}

describe('shop search finds what people type', () => {
  const suite = testSuite();
  let dishNames: string[];

  beforeAll(async () => {
    const dishes = (await suite.context.db.execute(
      sql`select name from shop_products where product_type = 'food' and status = 'active' and deleted_at is null`,
    )) as Rows<{ name: string }>;
    dishNames = dishes.rows.map((row) => row.name);
  });

  async function get<T>(url: string): Promise<{ status: number; data: T; total?: number }> {
    const response = await suite.context.app.inject({ method: 'GET', url });
    const body = response.json<{ data: T; meta?: { total: number } }>();
    return { status: response.statusCode, data: body.data, total: body.meta?.total };
  }

  const names = (data: SearchData) => data.data.map((card) => card.name);

  it('finds honey from the first letters „hon“ (word beginnings, as you type)', async () => {
    const { status, data } = await get<SearchData>('/api/search?keyword=hon&per_page=50');
    expect(status).toBe(200);
    expect(data.similar).toBe(false);
    expect(data.total_records).toBeGreaterThanOrEqual(6);
    expect(names(data).some((name) => /honig/i.test(name))).toBe(true);
    expect(names(data).every((name) => /hon/i.test(name) || data.data.length > 0)).toBe(true);
    const two = await get<SearchData>('/api/search?keyword=Kaff&per_page=5');
    expect(two.data.total_records).toBeGreaterThan(0);
  });

  it('suggests „Honig“ products and the category „Honig“ from „hon“', async () => {
    const { data } = await get<SuggestData>('/productsListBySearch?keyword=hon');
    expect(data.suggestions.length).toBeGreaterThan(0);
    expect(data.suggestions.every((entry) => /honig/i.test(entry.name))).toBe(true);
    expect(data.categories.map((category) => category.name)).toContain('Honig');
    expect(data.total).toBeGreaterThanOrEqual(data.suggestions.length);
  });

  it('matches German word forms through the stem (Honige → Honig, Tische → Tisch) also as a beginning', async () => {
    const plural = await get<SearchData>('/api/search?keyword=Honige&per_page=50');
    const singular = await get<SearchData>('/api/search?keyword=Honig&per_page=50');
    expect(plural.data.total_records).toBeGreaterThan(0);
    expect(plural.data.total_records).toBe(singular.data.total_records);
    const tables = await get<SearchData>('/api/search?keyword=Tische');
    expect(tables.data.total_records).toBeGreaterThan(0);
    expect(tables.data.similar).toBe(false);
  });

  it('finds honey despite typos („Honnig“, „Hong“) and says which word it took', async () => {
    for (const typo of ['Honnig', 'Hong']) {
      const { data } = await get<SearchData>(`/api/search?keyword=${typo}&per_page=20`);
      expect(data.similar).toBe(true);
      expect(data.total_records).toBeGreaterThan(0);
      expect(names(data)[0]).toMatch(/honig/i);
      expect(data.did_you_mean).toMatch(/honig/i);
      expect(data.filters.categories.length).toBeGreaterThan(0);
    }
    const suggested = await get<SuggestData>('/productsListBySearch?keyword=Honnig');
    expect(suggested.data.suggestions.map((entry) => entry.name).some((name) => /honig/i.test(name))).toBe(true);
  });

  it('answers nothing (not everything) for a word nobody spells like that', async () => {
    const { status, data } = await get<SearchData>('/api/search?keyword=Xylqwvz');
    expect(status).toBe(200);
    expect(data).toMatchObject({ data: [], total_records: 0, similar: false, did_you_mean: null });
    for (const keyword of ['!!!', 'und', '& | :*']) {
      const odd = await get<SearchData>(`/api/search?keyword=${encodeURIComponent(keyword)}`);
      expect(odd.status).toBe(200);
      expect(odd.data.similar).toBe(false);
    }
  });

  it('keeps a trigram index on the name and keywords for the typo search (migration 0032)', async () => {
    const index = (await suite.context.db.execute(
      sql`select indexdef from pg_indexes where tablename = 'shop_products' and indexname = 'shop_products_name_trgm_idx'`,
    )) as Rows<{ indexdef: string }>;
    expect(index.rows[0]?.indexdef).toMatch(/gin .*search_keywords.*gin_trgm_ops/);
    const check = (await suite.context.db.execute(sql`select 'honnig' <% 'Blütenhonig Honig' as hit`)) as Rows<{ hit: boolean }>;
    expect(check.rows[0]?.hit).toBe(true);
  });

  it('computes the trigram similarity like pg_trgm and picks the closest word', () => {
    expect(similarity('hong', 'honig')).toBeCloseTo(0.375, 3);
    expect(closestWords(['hong'], ['Akazienhonig', 'Honig aus der Heide'])).toBe('Honig');
    expect(closestWords(['honig'], ['Honig'])).toBeNull();
  });

  describe('dishes belong to the food area', () => {
    it('leaves restaurant dishes out of the product list, the search, its facets and counts', async () => {
      expect(dishNames.length).toBeGreaterThan(0);
      const all = await get<SearchData>('/api/search?per_page=100');
      expect(all.data.data.every((card) => card.product_type !== 'food')).toBe(true);
      const latest = await get<Card[]>('/latestProductList?per_page=100');
      expect(latest.data.every((card) => card.product_type !== 'food')).toBe(true);
      expect(latest.total).toBe(all.data.total_records);
      for (const dish of ['Pizza Margherita', 'Cappuccino', 'Käsekuchen']) {
        if (!dishNames.includes(dish)) continue;
        const found = await get<SearchData>(`/api/search?keyword=${encodeURIComponent(dish)}`);
        expect(names(found.data)).not.toContain(dish);
        const suggested = await get<SuggestData>(`/productsListBySearch?keyword=${encodeURIComponent(dish.slice(0, 5))}`);
        expect(suggested.data.suggestions.map((entry) => entry.name)).not.toContain(dish);
      }
      const providerTotal = all.data.filters.providers.reduce((sum, provider) => sum + provider.count, 0);
      expect(providerTotal).toBe(all.data.total_records);
    });

    it('counts no dishes in the category tree and shows none on the home page blocks', async () => {
      const tree = await get<CategoryNode[]>('/shop/getCategories');
      const all = await get<SearchData>('/api/search?per_page=1');
      expect(tree.data.reduce((sum, top) => sum + top.product_count, 0)).toBeLessThanOrEqual(all.data.total_records);
      const sliders = await get<Array<{ products: Card[] }>>('/productSliders');
      expect(sliders.data.flatMap((slider) => slider.products).every((card) => card.product_type !== 'food')).toBe(true);
      const trending = await get<Card[]>('/v2/trendingProducts?per_page=100');
      expect(trending.data.every((card) => card.product_type !== 'food')).toBe(true);
    });

    it('still answers dishes when asked for food, and a dish’s own page', async () => {
      const food = await get<SearchData>('/api/search?product_type=food&per_page=100');
      expect(food.data.total_records).toBe(dishNames.length);
      expect(food.data.data.every((card) => card.product_type === 'food')).toBe(true);
      const first = food.data.data[0];
      expect(first).toBeDefined();
      expect((await get(`/shop/productBySlug/${first?.slug}`)).status).toBe(200);
    });
  });
});
