import { createHash } from 'node:crypto';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { shopCategories, shopProductVariants, shopProductViewCounts, shopProducts } from '../../db/schema/shop';
import { cached } from './cache';
import { lookups, providersByIds } from './lookups';
import { type CardRow, type ProductCard, presentCard, type ProviderRef } from './present';

interface PreparableQuery<R> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<R> };
}

/**
 * Runs a query as a named prepared statement (name = hash of its SQL text): on PostgreSQL each pooled
 * connection parses and plans a list or search query once instead of on every request.
 */
export function prepared<R>(query: PreparableQuery<R>): Promise<R> {
  const name = `shop_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 24)}`;
  return query.prepare(name).execute();
}

/** Listed = visible to the public. Written as literals so the partial indexes' predicate matches. */
export const listed: SQL = sql`${shopProducts.status} = 'active' and ${shopProducts.deletedAt} is null`;

/**
 * Listed and part of the shop's lists: dishes (`product_type = 'food'`) belong to the food area, with their
 * restaurant's menu, delivery area and minimum order, so the shop's lists, search, facets, counts and home page
 * blocks leave them out (README "Food in the shop"). Their product page and a favourite or last-viewed entry still
 * read them with {@link listed}. The listed predicate stays first so the partial indexes still match.
 */
export const inShop: SQL = sql`${listed} and ${shopProducts.productType} <> 'food'`;

/** `shop_products.id`, qualified, for correlated subqueries in a select list. */
export const PRODUCT_ID = sql.raw('"shop_products"."id"');

export const cardColumns = {
  id: shopProducts.id,
  name: shopProducts.name,
  slug: shopProducts.slug,
  sku: shopProducts.sku,
  productType: shopProducts.productType,
  priceCents: shopProducts.priceCents,
  previousPriceCents: shopProducts.previousPriceCents,
  taxId: shopProducts.taxId,
  photo: shopProducts.photo,
  stock: shopProducts.stock,
  unitPriceCents: shopProducts.unitPriceCents,
  measurementUnit: shopProducts.measurementUnit,
  isPickup: shopProducts.isPickup,
  isVariants: shopProducts.isVariants,
  ratingAvg: shopProducts.ratingAvg,
  ratingCount: shopProducts.ratingCount,
  providerId: shopProducts.providerId,
  shopCategoryId: shopProducts.shopCategoryId,
  shopSubcategoryId: shopProducts.shopSubcategoryId,
  shopChildcategoryId: shopProducts.shopChildcategoryId,
  manufacturerId: shopProducts.manufacturerId,
  createdAt: shopProducts.createdAt,
  // The outer product id is written out: drizzle leaves columns of a one-table select unqualified, and an
  // unqualified "id" inside the subquery would be the variant's own id.
  variantCount:
    sql<number>`(select count(*)::int from ${shopProductVariants} v where v.product_id = ${PRODUCT_ID} and v.is_active)`.mapWith(Number),
  defaultVariantId: sql<
    number | null
  >`(select v.id from ${shopProductVariants} v where v.product_id = ${PRODUCT_ID} and v.is_active order by v.is_default desc, v.position, v.id limit 1)`,
};

/**
 * The card query: product rows of one table (plus variant count and default variant); names of provider, tax,
 * categories and manufacturer come from the in-memory lookups ({@link toCards}).
 */
export function cardQuery(db: Executor) {
  return db.select(cardColumns).from(shopProducts).$dynamic();
}

export async function toCards(db: Executor, config: AppConfig, rows: CardRow[]): Promise<ProductCard[]> {
  if (rows.length === 0) return [];
  const [tables, providers] = await Promise.all([
    lookups(db),
    providersByIds(
      db,
      rows.map((row) => row.providerId),
    ),
  ]);
  return rows.map((row) => presentCard(config, row, tables, providers));
}

/** One statement for any number of ids, built once per database handle (search pages and trending use it per request). */
const buildCardsByIds = (db: Executor) =>
  cardQuery(db)
    .where(and(sql`${shopProducts.id} = any(${sql.placeholder('ids')}::int[])`, listed))
    .prepare('shop_cards_by_ids');
const cardsByIdsStatements = new WeakMap<Executor, ReturnType<typeof buildCardsByIds>>();

/** Cards of the given products in the given order (missing or unlisted ones are left out). */
export async function cardsByIds(db: Executor, config: AppConfig, ids: readonly number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  let statement = cardsByIdsStatements.get(db);
  if (!statement) {
    statement = buildCardsByIds(db);
    cardsByIdsStatements.set(db, statement);
  }
  const rows = await statement.execute({ ids: [...ids] });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toCards(
    db,
    config,
    ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    }),
  );
}

/** Deepest offset a list may page to (deeper pages answer empty; the search narrows instead). */
export const MAX_OFFSET = 10_000;

export async function countListed(db: Executor, key: string, where: SQL): Promise<number> {
  return cached(db, `count:${key}`, async () => {
    const [row] = await prepared(
      db
        .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
        .from(shopProducts)
        .where(where),
    );
    return row?.total ?? 0;
  });
}

/**
 * The ids of one page of a list or search, in order, cached like the totals (per filter, order and page, 10 s,
 * cleared by catalogue writes). Callers read the cards fresh by id ({@link cardsByIds}), so prices and stock are
 * always current; only the order of a page may lag behind by up to 10 s (views, ratings). A page then costs one
 * primary-key query instead of building and running the ordered query (broad words sorted by price cost
 * 10–40 ms in PostgreSQL with 100,000 products).
 */
export function pageIds(db: Executor, key: string, where: SQL, orderBy: SQL[], offset: number, limit: number): Promise<number[]> {
  return cached(db, `ids:${key}|${offset}|${limit}`, async () => {
    const rows = await prepared(
      db
        .select({ id: shopProducts.id })
        .from(shopProducts)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    );
    return rows.map((row) => row.id);
  });
}

export interface ListPage {
  rows: ProductCard[];
  total: number;
}

/** A page of listed products in one of the indexed orders, with a cached total. */
export async function listPage(
  db: Executor,
  config: AppConfig,
  options: { key: string; where?: SQL; order: keyof typeof ORDER; page: number; perPage: number },
): Promise<ListPage> {
  const where = options.where ? (and(inShop, options.where) ?? inShop) : inShop;
  const offset = (options.page - 1) * options.perPage;
  const [total, ids] = await Promise.all([
    countListed(db, options.key, where),
    offset > MAX_OFFSET
      ? Promise.resolve([])
      : pageIds(db, `list:${options.key}|${options.order}`, where, ORDER[options.order], offset, options.perPage),
  ]);
  return { rows: await cardsByIds(db, config, ids), total };
}

/**
 * The list orders, each matching one of the partial indexes exactly. The descending indexes are
 * `DESC NULLS LAST` (drizzle-kit's default), and PostgreSQL uses an index for an ORDER BY only when the NULLS
 * placement matches too, so the orders spell it out (the columns are NOT NULL; the result is the same).
 */
const descNullsLast = (column: AnyPgColumn) => sql`${column} desc nulls last`;
const ascNullsFirst = (column: AnyPgColumn) => sql`${column} asc nulls first`;

export const ORDER = {
  newest: [descNullsLast(shopProducts.createdAt), descNullsLast(shopProducts.id)],
  oldest: [ascNullsFirst(shopProducts.createdAt), ascNullsFirst(shopProducts.id)],
  priceAsc: [asc(shopProducts.priceCents), asc(shopProducts.id)],
  priceDesc: [desc(shopProducts.priceCents), desc(shopProducts.id)],
  rating: [descNullsLast(shopProducts.ratingAvg), descNullsLast(shopProducts.id)],
  popularity: [descNullsLast(shopProducts.viewCount), descNullsLast(shopProducts.id)],
} satisfies Record<string, SQL[]>;

export function latestProducts(db: Executor, config: AppConfig, page: number, perPage: number): Promise<ListPage> {
  return listPage(db, config, { key: 'all', order: 'newest', page, perPage });
}

export function featuredProducts(db: Executor, config: AppConfig, page: number, perPage: number): Promise<ListPage> {
  return listPage(db, config, { key: 'featured', where: sql`${shopProducts.isFeatured}`, order: 'newest', page, perPage });
}

/** Days of page views that make a product trending. */
export const TRENDING_DAYS = 14;
const TRENDING_RANKED = 500;

/** Product ids by views of the last {@link TRENDING_DAYS} days (most first), at most 500. */
function trendingIds(db: Executor): Promise<number[]> {
  return cached(db, 'trending', async () => {
    const rows = await db
      .select({ productId: shopProductViewCounts.productId })
      .from(shopProductViewCounts)
      .innerJoin(shopProducts, eq(shopProducts.id, shopProductViewCounts.productId))
      .where(and(sql`${shopProductViewCounts.day} >= current_date - ${TRENDING_DAYS}::int`, inShop))
      .groupBy(shopProductViewCounts.productId)
      .orderBy(desc(sql`sum(${shopProductViewCounts.views})`), desc(shopProductViewCounts.productId))
      .limit(TRENDING_RANKED);
    return rows.map((row) => row.productId);
  });
}

/** Trending: recent views first, then all-time views, then newest. */
export async function trendingProducts(db: Executor, config: AppConfig, page: number, perPage: number): Promise<ListPage> {
  const [ranked, total] = await Promise.all([trendingIds(db), countListed(db, 'all', inShop)]);
  const offset = (page - 1) * perPage;
  if (offset > MAX_OFFSET) return { rows: [], total };
  const fromRanked = ranked.slice(offset, offset + perPage);
  const rows = await cardsByIds(db, config, fromRanked);
  const missing = perPage - fromRanked.length;
  if (missing > 0) {
    const restOffset = Math.max(0, offset - ranked.length);
    const exclude = ranked.length > 0 ? sql`not (${shopProducts.id} = any(${sql.raw(`array[${ranked.join(',')}]::int[]`)}))` : undefined;
    const rest = await cardQuery(db)
      .where(exclude ? and(inShop, exclude) : inShop)
      .orderBy(...ORDER.popularity)
      .limit(missing)
      .offset(restOffset);
    rows.push(...(await toCards(db, config, rest)));
  }
  return { rows, total };
}

export interface CategoryRow {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  slug: string;
  image: string | null;
  icon: string | null;
  description: string | null;
  position: number;
}

/** A retired category stays only where a product uses it (it, or a category below it). */
const shownCategory = sql`(${shopCategories.retiredAt} is null or exists (select 1 from ${shopProducts} p
  where ${shopCategories.id} in (p.shop_category_id, p.shop_subcategory_id, p.shop_childcategory_id)))`;

/** All active categories (retired ones only where a product uses them; small table; cached). */
export function allCategories(db: Executor): Promise<CategoryRow[]> {
  return cached(db, 'categories', () =>
    db
      .select({
        id: shopCategories.id,
        parentId: shopCategories.parentId,
        level: shopCategories.level,
        name: shopCategories.name,
        slug: shopCategories.slug,
        image: shopCategories.image,
        icon: shopCategories.icon,
        description: shopCategories.description,
        position: shopCategories.position,
      })
      .from(shopCategories)
      .where(and(eq(shopCategories.isActive, true), shownCategory))
      .orderBy(asc(shopCategories.level), asc(shopCategories.position), asc(shopCategories.name)),
  );
}

/** A category of any level by id or slug. */
export async function findCategory(db: Executor, idOrSlug: string | number): Promise<CategoryRow | null> {
  const categories = await allCategories(db);
  const text = String(idOrSlug).trim();
  const asId = /^\d+$/.test(text) ? Number(text) : null;
  return categories.find((category) => (asId !== null ? category.id === asId : category.slug === text)) ?? null;
}

/** The product column that holds a category of this level. */
export function categoryColumn(level: number) {
  return level === 1 ? shopProducts.shopCategoryId : level === 2 ? shopProducts.shopSubcategoryId : shopProducts.shopChildcategoryId;
}

/** Products of the shop's lists per category (each level counted in its own column; dishes left out). */
export function categoryCounts(db: Executor): Promise<Map<number, number>> {
  return cached(db, 'category-counts', async () => {
    const rows = await db
      .select({
        c1: shopProducts.shopCategoryId,
        c2: shopProducts.shopSubcategoryId,
        c3: shopProducts.shopChildcategoryId,
        total: sql<number>`count(*)::int`.mapWith(Number),
      })
      .from(shopProducts)
      .where(inShop)
      .groupBy(shopProducts.shopCategoryId, shopProducts.shopSubcategoryId, shopProducts.shopChildcategoryId);
    const counts = new Map<number, number>();
    for (const row of rows) {
      for (const id of [row.c1, row.c2, row.c3]) if (id !== null) counts.set(id, (counts.get(id) ?? 0) + row.total);
    }
    return counts;
  });
}

export async function providerRefs(db: Executor, ids: readonly number[]): Promise<Map<number, ProviderRef>> {
  const providers = await providersByIds(db, ids);
  return new Map(
    ids.flatMap((id) => {
      const provider = providers.get(id);
      return provider ? [[id, { id, name: provider.name, slug: provider.slug }] as const] : [];
    }),
  );
}
