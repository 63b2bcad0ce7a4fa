import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { shopProducts } from '../../db/schema';
import { cached } from './cache';
import {
  allCategories,
  cardsByIds,
  categoryColumn,
  countListed,
  findCategory,
  listed,
  MAX_OFFSET,
  ORDER,
  pageIds,
  providerRefs,
} from './catalog';
import { imageUrl, type ProductCard, type ProviderRef } from './present';
import { euros } from '../../lib/money';

export const SORTS = [
  'relevance',
  'recency',
  'recentlyAdded',
  'newest',
  'price',
  'price_asc',
  'price_desc',
  'rating',
  'popularity',
] as const;
export type SortParam = (typeof SORTS)[number];
export const DIRECTIONS = ['asc', 'desc', 'newest'] as const;
export type DirectionParam = (typeof DIRECTIONS)[number];

/** The sort options of a product list, labelled like `shared/src/hooks` SORT_LABELS. */
export const SORT_OPTIONS: { key: string; direction: DirectionParam | null; label: string }[] = [
  { key: 'relevance', direction: null, label: 'Relevanz' },
  { key: 'recentlyAdded', direction: 'newest', label: 'Kürzlich Hinzugefügt (neueste zuerst)' },
  { key: 'price', direction: 'asc', label: 'Preis (aufsteigend)' },
  { key: 'price', direction: 'desc', label: 'Preis (absteigend)' },
  { key: 'rating', direction: 'desc', label: 'Bewertung (absteigend)' },
  { key: 'popularity', direction: 'desc', label: 'Beliebtheit' },
];

export interface SearchParams {
  keyword?: string | undefined;
  category?: string | undefined;
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
  providerId?: number | undefined;
  productType?: 'normal' | 'food' | undefined;
  sort?: SortParam | undefined;
  direction?: DirectionParam | undefined;
  page: number;
  perPage: number;
}

/** Letters and digits of the keyword, at most 8 words (what the full-text parser would keep anyway). */
export function keywordTokens(keyword: string): string[] {
  return (keyword.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8).map((token) => token.toLowerCase());
}

/** `tisch:* & eich:*` — every word as a prefix (for suggestions while typing). */
export function prefixQuery(tokens: readonly string[]): SQL {
  const query = tokens.map((token) => `${token}:*`).join(' & ');
  return sql`to_tsquery('german', ${query})`;
}

function webQuery(keyword: string): SQL {
  return sql`websearch_to_tsquery('german', ${keyword})`;
}

interface Resolved {
  where: SQL;
  /** Cache key of the filter (without page and sort). */
  key: string;
  keywordWhere: SQL | null;
  query: SQL | null;
  unknownCategory: boolean;
}

async function resolveFilters(db: Executor, params: SearchParams): Promise<Resolved> {
  const parts: SQL[] = [listed];
  const keyParts: string[] = [];
  const keyword = params.keyword?.trim() ?? '';
  let query: SQL | null = null;
  let keywordWhere: SQL | null = null;
  if (keyword) {
    query = webQuery(keyword.slice(0, 200));
    keywordWhere = sql`${shopProducts.searchVector} @@ ${query}`;
    parts.push(keywordWhere);
    keyParts.push(`k=${keyword.slice(0, 200).toLowerCase()}`);
  }
  let unknownCategory = false;
  if (params.category !== undefined && params.category !== '') {
    const category = await findCategory(db, params.category);
    if (category) {
      parts.push(eq(categoryColumn(category.level), category.id));
      keyParts.push(`c=${category.id}`);
    } else {
      unknownCategory = true;
    }
  }
  if (params.minPriceCents !== undefined) {
    parts.push(sql`${shopProducts.priceCents} >= ${params.minPriceCents}`);
    keyParts.push(`min=${params.minPriceCents}`);
  }
  if (params.maxPriceCents !== undefined) {
    parts.push(sql`${shopProducts.priceCents} <= ${params.maxPriceCents}`);
    keyParts.push(`max=${params.maxPriceCents}`);
  }
  if (params.providerId !== undefined) {
    parts.push(eq(shopProducts.providerId, params.providerId));
    keyParts.push(`p=${params.providerId}`);
  }
  if (params.productType !== undefined) {
    parts.push(eq(shopProducts.productType, params.productType));
    keyParts.push(`t=${params.productType}`);
  }
  return { where: and(...parts) ?? listed, key: keyParts.join('&') || 'all', keywordWhere, query, unknownCategory };
}

/**
 * Above this many matches a broad word („Bio“, „Edelstahl“) is ordered by popularity among the matches instead of
 * by text rank: ranking means reading and scoring every match, while the popularity index finds the first page
 * after a few rows. Below it, matches are ranked with `ts_rank_cd` (name before tags before description).
 */
export const RANKED_MATCHES_MAX = 2_000;

/**
 * Below this share of all listed products, a keyword's matches sorted by price are read through the GIN index and
 * sorted (top-N) instead of walking the price index: matches of a word cluster in a price range („Bio“ is cheap,
 * „Smartphone“ dear), so the walk from the other end of the range would read most of the catalogue (up to 400 ms
 * with 100,000 products) before the first match, while reading the matches costs at most their number.
 */
export const PRICE_WALK_MIN_SHARE = 0.25;

/** Price order that no index can serve (`price_cents + 0`), so PostgreSQL sorts the matches it found by keyword. */
const MATCHES_BY_PRICE = {
  asc: [sql`${shopProducts.priceCents} + 0 asc`, asc(shopProducts.id)],
  desc: [sql`${shopProducts.priceCents} + 0 desc`, desc(shopProducts.id)],
};

function orderFor(params: SearchParams, query: SQL | null, total: number, listedTotal: number): SQL[] {
  const sort = params.sort ?? (query ? 'relevance' : 'recentlyAdded');
  const priceOrder = (direction: 'asc' | 'desc'): SQL[] => {
    if (query && total < listedTotal * PRICE_WALK_MIN_SHARE) return MATCHES_BY_PRICE[direction];
    return direction === 'desc' ? ORDER.priceDesc : ORDER.priceAsc;
  };
  switch (sort) {
    case 'relevance':
      if (!query) return ORDER.newest;
      return total > RANKED_MATCHES_MAX
        ? ORDER.popularity
        : [desc(sql`ts_rank_cd(${shopProducts.searchVector}, ${query})`), desc(shopProducts.id)];
    case 'price':
      return priceOrder(params.direction === 'desc' ? 'desc' : 'asc');
    case 'price_asc':
      return priceOrder('asc');
    case 'price_desc':
      return priceOrder('desc');
    case 'rating':
      return params.direction === 'asc'
        ? [sql`${shopProducts.ratingAvg} asc nulls first`, sql`${shopProducts.id} asc nulls first`]
        : ORDER.rating;
    case 'popularity':
      return ORDER.popularity;
    default:
      return params.direction === 'asc' ? ORDER.oldest : ORDER.newest;
  }
}

export interface SearchFacets {
  categories: { id: number; name: string; slug: string; count: number }[];
  providers: (ProviderRef & { count: number })[];
  price: { min: number | null; max: number | null };
}

/** Facets of the keyword's matches (independent of the other filters, so choices stay visible). */
function facets(db: Executor, keywordWhere: SQL | null, keyword: string): Promise<SearchFacets> {
  return cached(db, `facets:${keyword.toLowerCase()}`, async () => {
    const where = keywordWhere ? and(listed, keywordWhere) : listed;
    const rows = await db
      .select({
        categoryId: shopProducts.shopCategoryId,
        providerId: shopProducts.providerId,
        byCategory: sql<number>`grouping(${shopProducts.shopCategoryId})`.mapWith(Number),
        byProvider: sql<number>`grouping(${shopProducts.providerId})`.mapWith(Number),
        total: sql<number>`count(*)::int`.mapWith(Number),
        minCents: sql<number | null>`min(${shopProducts.priceCents})`,
        maxCents: sql<number | null>`max(${shopProducts.priceCents})`,
      })
      .from(shopProducts)
      .where(where)
      .groupBy(sql`grouping sets ((${shopProducts.shopCategoryId}), (${shopProducts.providerId}), ())`);
    const categories = await allCategories(db);
    const categoryById = new Map(categories.map((category) => [category.id, category]));
    const providerIds = rows.filter((row) => row.byProvider === 0 && row.byCategory === 1).map((row) => row.providerId);
    const providers = await providerRefs(db, providerIds);
    const overall = rows.find((row) => row.byCategory === 1 && row.byProvider === 1);
    return {
      categories: rows
        .filter((row) => row.byCategory === 0 && row.byProvider === 1 && row.categoryId !== null)
        .flatMap((row) => {
          const category = row.categoryId === null ? undefined : categoryById.get(row.categoryId);
          return category ? [{ id: category.id, name: category.name, slug: category.slug, count: row.total }] : [];
        })
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'de')),
      providers: rows
        .filter((row) => row.byProvider === 0 && row.byCategory === 1)
        .flatMap((row) => {
          const provider = providers.get(row.providerId);
          return provider ? [{ ...provider, count: row.total }] : [];
        })
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'de')),
      price: {
        min: overall?.minCents === null || overall?.minCents === undefined ? null : euros(Number(overall.minCents)),
        max: overall?.maxCents === null || overall?.maxCents === undefined ? null : euros(Number(overall.maxCents)),
      },
    };
  });
}

export interface SearchResult {
  data: ProductCard[];
  total_pages: number;
  total_records: number;
  current_page: number;
  per_page: number;
  filters: SearchFacets & {
    sort_options: typeof SORT_OPTIONS;
    applied: Record<string, string | number | null>;
  };
}

/** `api/search`: full-text search (german) with filters, sort and pages. */
export async function searchProducts(db: Executor, config: AppConfig, params: SearchParams): Promise<SearchResult> {
  const resolved = await resolveFilters(db, params);
  const keyword = params.keyword?.trim() ?? '';
  const offset = (params.page - 1) * params.perPage;
  const empty = resolved.unknownCategory || offset > MAX_OFFSET;
  const facetData = facets(db, resolved.keywordWhere, keyword);
  facetData.catch(() => undefined); // awaited below; this only keeps an early failure from being "unhandled"
  const [total, listedTotal] = await Promise.all([
    resolved.unknownCategory ? 0 : countListed(db, resolved.key, resolved.where),
    countListed(db, 'all', listed),
  ]);
  const orderBy = orderFor(params, resolved.query, total, listedTotal);
  const data =
    empty || total === 0
      ? []
      : await cardsByIds(
          db,
          config,
          await pageIds(
            db,
            `search:${resolved.key}|${params.sort ?? ''}|${params.direction ?? ''}`,
            resolved.where,
            orderBy,
            offset,
            params.perPage,
          ),
        );
  return {
    data,
    total_pages: Math.max(1, Math.ceil(total / params.perPage)),
    total_records: total,
    current_page: params.page,
    per_page: params.perPage,
    filters: {
      ...(await facetData),
      sort_options: SORT_OPTIONS,
      applied: {
        keyword: keyword || null,
        category: params.category ?? null,
        min_price: params.minPriceCents === undefined ? null : euros(params.minPriceCents),
        max_price: params.maxPriceCents === undefined ? null : euros(params.maxPriceCents),
        provider_id: params.providerId ?? null,
        sort: params.sort ?? (keyword ? 'relevance' : 'recentlyAdded'),
        direction: params.direction ?? null,
      },
    },
  };
}

export interface Suggestions {
  keyword: string;
  suggestions: { id: number; name: string; slug: string; photo: string | null; price: number }[];
  categories: { id: number; name: string; slug: string; level: number }[];
  total: number;
}

/** `/productsListBySearch`: products whose words start with the typed words, and matching categories. */
export async function suggestProducts(db: Executor, config: AppConfig, keyword: string): Promise<Suggestions> {
  const tokens = keywordTokens(keyword);
  if (tokens.length === 0) return { keyword, suggestions: [], categories: [], total: 0 };
  const query = prefixQuery(tokens);
  const where = and(listed, sql`${shopProducts.searchVector} @@ ${query}`) ?? listed;
  const [rows, total, categories] = await Promise.all([
    db
      .select({
        id: shopProducts.id,
        name: shopProducts.name,
        slug: shopProducts.slug,
        photo: shopProducts.photo,
        priceCents: shopProducts.priceCents,
      })
      .from(shopProducts)
      .where(where)
      .orderBy(desc(sql`ts_rank_cd(${shopProducts.searchVector}, ${query})`), desc(shopProducts.viewCount), desc(shopProducts.id))
      .limit(8),
    countListed(db, `prefix=${tokens.join(' ')}`, where),
    allCategories(db),
  ]);
  const folded = tokens.map(foldGerman);
  return {
    keyword,
    suggestions: rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      photo: imageUrl(config, row.photo),
      price: euros(row.priceCents),
    })),
    categories: categories
      .filter((category) => {
        const words = foldGerman(category.name).split(/[^\p{L}\p{N}]+/u);
        return folded.every((token) => words.some((word) => word.startsWith(token)));
      })
      .slice(0, 5)
      .map((category) => ({ id: category.id, name: category.name, slug: category.slug, level: category.level })),
    total,
  };
}

function foldGerman(text: string): string {
  return text.toLowerCase().replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss');
}
