import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { shopProducts } from '../../db/schema/shop';
import { cached } from './cache';
import {
  allCategories,
  cardsByIds,
  categoryColumn,
  countListed,
  findCategory,
  inShop,
  listed,
  MAX_OFFSET,
  ORDER,
  pageIds,
  providerRefs,
} from './catalog';
import { imageUrl, type ProviderRef } from './present';
import { euros } from '../../lib/money';
import type { SearchResult, Suggestions } from './schemas';

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

/**
 * `hon:* & wald:*` — every word as a prefix, stemmed with the `german` configuration („hon“ finds „Honig“ and
 * „Waldhonig“ no, but „Honigglas“ yes; „Tische“ → `tisch:*` finds „Tisch“ and „Tischleuchte“). Tokens are letters
 * and digits only ({@link keywordTokens}), so nothing of the text can be read as tsquery syntax. Stop words
 * („und“, „der“) drop out; a keyword of stop words alone matches nothing.
 */
export function prefixQuery(tokens: readonly string[]): SQL {
  const query = tokens.map((token) => `${token}:*`).join(' & ');
  return sql`to_tsquery('german', ${query})`;
}

/**
 * The text the typo search compares with: the name and the search keywords (manufacturer, tags, category names) —
 * names are often compounds („Blütenhonig“), the keywords carry the plain word („Honig“). Written exactly like the
 * expression of the trigram index `shop_products_name_trgm_idx` (migration `0032_search_trigram`).
 */
const typoText = sql`(${shopProducts.name} || ' ' || ${shopProducts.searchKeywords})`;

/**
 * Typo tolerance: products whose name or keywords have a stretch spelled like the keyword (pg_trgm word similarity
 * ≥ 0.6, the `<%` operator served by the trigram index): „Honnig“ and „Hong“ find „Honig“. Used only when the words
 * themselves find nothing.
 */
export function similarNameWhere(tokens: readonly string[]): SQL {
  return sql`${tokens.join(' ')} <% ${typoText}`;
}

function similarNameOrder(tokens: readonly string[]): SQL[] {
  const text = tokens.join(' ');
  return [
    desc(sql`word_similarity(${text}, ${shopProducts.name})`),
    desc(sql`word_similarity(${text}, ${typoText})`),
    desc(shopProducts.viewCount),
    desc(shopProducts.id),
  ];
}

/** „Meinten Sie …?“: the words of the found products' names and keywords closest to the typed ones. */
async function didYouMean(db: Executor, tokens: readonly string[], ids: readonly number[]): Promise<string | null> {
  if (ids.length === 0) return null;
  const rows = await db
    .select({ name: shopProducts.name, keywords: shopProducts.searchKeywords })
    .from(shopProducts)
    .where(sql`${shopProducts.id} = any(${sql.raw(`array[${ids.map(Number).join(',')}]::int[]`)})`);
  return closestWords(
    tokens,
    rows.flatMap((row) => [row.name, row.keywords]),
  );
}

/**
 * A database without the trigram extension (a PGlite folder migrated before `0032_search_trigram` by a journal that
 * already had a later migration) answers the typo search with an error: the search then finds nothing instead.
 */
async function orNothing<T>(work: () => Promise<T>, nothing: T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (/pg_trgm|word_similarity|operator does not exist|<%/.test(String((error as Error)?.message ?? error))) return nothing;
    throw error;
  }
}

interface Resolved {
  /** The shop's products (dishes only when asked for with `product_type=food`) with every filter but the keyword. */
  base: SQL;
  where: SQL;
  /** Cache key of the filter (without page and sort). */
  key: string;
  keywordWhere: SQL | null;
  query: SQL | null;
  tokens: string[];
  unknownCategory: boolean;
}

/** The base of a search: the shop's lists leave dishes out, unless `product_type` asks for them. */
function shopBase(productType: SearchParams['productType']): SQL {
  if (productType === undefined) return inShop;
  return and(listed, eq(shopProducts.productType, productType)) ?? listed;
}

async function resolveFilters(db: Executor, params: SearchParams): Promise<Resolved> {
  const parts: SQL[] = [];
  const keyParts: string[] = [];
  const keyword = params.keyword?.trim() ?? '';
  let query: SQL | null = null;
  let keywordWhere: SQL | null = null;
  const tokens = keywordTokens(keyword.slice(0, 200));
  if (keyword) {
    // A keyword without letters or digits („!!!“) matches nothing rather than everything.
    query = tokens.length > 0 ? prefixQuery(tokens) : sql`''::tsquery`;
    keywordWhere = sql`${shopProducts.searchVector} @@ ${query}`;
    keyParts.push(`k=${tokens.join(' ')}`);
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
  if (params.productType !== undefined) keyParts.push(`t=${params.productType}`);
  const base = and(shopBase(params.productType), ...parts) ?? inShop;
  const where = keywordWhere ? (and(base, keywordWhere) ?? base) : base;
  return { base, where, key: keyParts.join('&') || 'all', keywordWhere, query, tokens, unknownCategory };
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
function facets(db: Executor, keywordWhere: SQL | null, key: string, productType: SearchParams['productType']): Promise<SearchFacets> {
  return cached(db, `facets:${productType ?? ''}:${key}`, async () => {
    const base = shopBase(productType);
    const where = keywordWhere ? and(base, keywordWhere) : base;
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

export type { SearchResult } from './schemas';

/** `api/search`: full-text search (german, words as prefixes) with filters, sort and pages; similar spellings when nothing matches. */
export async function searchProducts(db: Executor, config: AppConfig, params: SearchParams): Promise<SearchResult> {
  const resolved = await resolveFilters(db, params);
  const keyword = params.keyword?.trim() ?? '';
  const offset = (params.page - 1) * params.perPage;
  const empty = resolved.unknownCategory || offset > MAX_OFFSET;
  const facetKey = resolved.tokens.join(' ') || (keyword ? `raw:${keyword.toLowerCase()}` : '');
  let facetData = facets(db, resolved.keywordWhere, facetKey, params.productType);
  facetData.catch(() => undefined); // awaited below; this only keeps an early failure from being "unhandled"
  const [matched, listedTotal] = await Promise.all([
    resolved.unknownCategory ? 0 : countListed(db, resolved.key, resolved.where),
    countListed(db, 'all', inShop),
  ]);
  let total = matched;
  let where = resolved.where;
  let key = resolved.key;
  let orderBy = orderFor(params, resolved.query, total, listedTotal);
  let similar = false;
  if (total === 0 && !resolved.unknownCategory && resolved.tokens.length > 0) {
    const nameWhere = similarNameWhere(resolved.tokens);
    const fuzzyWhere = and(resolved.base, nameWhere) ?? resolved.base;
    const fuzzyKey = `${resolved.key}&similar`;
    const fuzzyTotal = await orNothing(() => countListed(db, fuzzyKey, fuzzyWhere), 0);
    if (fuzzyTotal > 0) {
      similar = true;
      total = fuzzyTotal;
      where = fuzzyWhere;
      key = fuzzyKey;
      const sort = params.sort ?? 'relevance';
      orderBy = sort === 'relevance' ? similarNameOrder(resolved.tokens) : orderFor(params, nameWhere, total, listedTotal);
      facetData = facets(db, nameWhere, `similar:${resolved.tokens.join(' ')}`, params.productType);
      facetData.catch(() => undefined);
    }
  }
  const ids =
    empty || total === 0
      ? []
      : await pageIds(db, `search:${key}|${params.sort ?? ''}|${params.direction ?? ''}`, where, orderBy, offset, params.perPage);
  const [data, corrected] = await Promise.all([
    cardsByIds(db, config, ids),
    similar ? cached(db, `did-you-mean:${resolved.tokens.join(' ')}`, () => didYouMean(db, resolved.tokens, ids.slice(0, 5))) : null,
  ]);
  return {
    data,
    similar,
    did_you_mean: corrected,
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

/** pg_trgm's trigrams of a text: each word lower-cased, padded with two blanks before and one after. */
export function trigrams(text: string): Set<string> {
  const result = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) result.add(padded.slice(i, i + 3));
  }
  return result;
}

/** pg_trgm's `similarity` of two words (shared trigrams / all trigrams). */
export function similarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared += 1;
  const all = left.size + right.size - shared;
  return all === 0 ? 0 : shared / all;
}

/** For each typed word the most similar word of the found names („hong“ → „Honig“); null when none is close. */
export function closestWords(tokens: readonly string[], names: readonly string[]): string | null {
  const words = [...new Set(names.flatMap((name) => name.match(/[\p{L}\p{N}]+/gu) ?? []))].filter((word) => /\p{L}/u.test(word));
  const chosen: string[] = [];
  for (const token of tokens) {
    let best: { word: string; score: number } | null = null;
    for (const word of words) {
      const score = similarity(token, word);
      if (score > (best?.score ?? 0.25)) best = { word, score };
    }
    chosen.push(best?.word ?? token);
  }
  const text = chosen.join(' ');
  return text.toLowerCase() === tokens.join(' ') ? null : text;
}

export type { Suggestions } from './schemas';

const SUGGESTION_COLUMNS = {
  id: shopProducts.id,
  name: shopProducts.name,
  slug: shopProducts.slug,
  photo: shopProducts.photo,
  priceCents: shopProducts.priceCents,
};

/**
 * `/productsListBySearch`: products whose words start with the typed words (the shop's products, no dishes), else
 * products spelled similarly (typo tolerance), and matching categories. Cached per typed text like the lists (10 s):
 * every key stroke of every visitor asks, and the first letters („ho“, „kaf“) are the same for many.
 */
export async function suggestProducts(db: Executor, config: AppConfig, keyword: string): Promise<Suggestions> {
  const tokens = keywordTokens(keyword);
  if (tokens.length === 0) return { keyword, suggestions: [], categories: [], total: 0 };
  const text = tokens.join(' ');
  const found = await cached(db, `suggest:${text}`, async () => {
    const query = prefixQuery(tokens);
    const where = and(inShop, sql`${shopProducts.searchVector} @@ ${query}`) ?? inShop;
    const total = await countListed(db, `prefix=${text}`, where);
    if (total > 0) {
      // Many matches (a first letter or two): the most viewed ones, read along the popularity index, instead of
      // ranking every match.
      const order =
        total > RANKED_MATCHES_MAX
          ? ORDER.popularity
          : [desc(sql`ts_rank_cd(${shopProducts.searchVector}, ${query})`), desc(shopProducts.viewCount), desc(shopProducts.id)];
      const rows = await db
        .select(SUGGESTION_COLUMNS)
        .from(shopProducts)
        .where(where)
        .orderBy(...order)
        .limit(8);
      return { rows, total };
    }
    return orNothing(
      async () => {
        const similarWhere = and(inShop, similarNameWhere(tokens)) ?? inShop;
        const rows = await db
          .select(SUGGESTION_COLUMNS)
          .from(shopProducts)
          .where(similarWhere)
          .orderBy(...similarNameOrder(tokens))
          .limit(8);
        return { rows, total: rows.length < 8 ? rows.length : await countListed(db, `similar=${text}`, similarWhere) };
      },
      { rows: [], total: 0 },
    );
  });
  const categories = await allCategories(db);
  const folded = tokens.map(foldGerman);
  return {
    keyword,
    suggestions: found.rows.map((row) => ({
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
    total: found.total,
  };
}

function foldGerman(text: string): string {
  return text.toLowerCase().replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u').replace(/ß/g, 'ss');
}
