import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import {
  shopCategories,
  shopLastViewed,
  shopManufacturers,
  shopProductTags,
  shopProductVariants,
  shopProductViewCounts,
  shopProducts,
  shopShippingMethods,
  shopTags,
  shopTaxes,
} from '../../db/schema/shop';
import { NotFoundError } from '../../http/errors';
import { basePriceCents, basePriceUnit, findUnitType } from '../reference/public';
import { cached, invalidateCatalogCache } from './cache';
import {
  allCategories,
  cardQuery,
  cardsByIds,
  type CategoryRow,
  categoryCounts,
  inShop,
  latestProducts,
  listed,
  ORDER,
  toCards,
  trendingProducts,
} from './catalog';
import { PRODUCT_NOT_FOUND, productKey } from './detail';
import { imageUrl, type ProductCard } from './present';
import { euros, eurosOrNull } from '../../lib/money';

export { priceLines, type PricedLine, type ShippingOption, type LineProblem } from './price-lines';
export { takeStock, returnStock, OutOfStockError, type StockLine } from './stock';
export { setProductRating } from './rating';
export { invalidateCatalogCache } from './cache';
export { productDetail, PRODUCT_NOT_FOUND, type ProductDetail } from './detail';
export { searchProducts, suggestProducts, SORTS, DIRECTIONS, type SearchParams } from './search';
export { latestProducts, trendingProducts, featuredProducts } from './catalog';

// ---------------------------------------------------------------------------------------------------------------
// Reference lists of the shop

export interface CategoryItem {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  icon: string | null;
  description: string | null;
  level: number;
  parent_id: number | null;
}

function presentCategory(config: AppConfig, row: CategoryRow): CategoryItem {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: imageUrl(config, row.image),
    icon: row.icon,
    description: row.description,
    level: row.level,
    parent_id: row.parentId,
  };
}

export async function categoriesOfLevel(db: Executor, config: AppConfig, level: number, parentId?: number): Promise<CategoryItem[]> {
  const rows = await allCategories(db);
  return rows
    .filter((row) => row.level === level && (parentId === undefined || row.parentId === parentId))
    .map((row) => presentCategory(config, row));
}

/** `/shop/getCategories`: the whole tree with listed product counts. */
export async function categoryTree(db: Executor, config: AppConfig) {
  const [rows, counts] = await Promise.all([allCategories(db), categoryCounts(db)]);
  const item = (row: CategoryRow) => ({ ...presentCategory(config, row), product_count: counts.get(row.id) ?? 0 });
  return rows
    .filter((row) => row.level === 1)
    .map((top) => ({
      ...item(top),
      subcategories: rows
        .filter((sub) => sub.parentId === top.id)
        .map((sub) => ({ ...item(sub), childcategories: rows.filter((child) => child.parentId === sub.id).map(item) })),
    }));
}

export async function taxes(db: Executor) {
  const rows = await db.select().from(shopTaxes).orderBy(asc(shopTaxes.value));
  return rows.map((row) => ({ id: row.id, name: row.name, value: row.value, is_default: row.isDefault }));
}

export async function manufacturers(db: Executor) {
  const rows = await db.select().from(shopManufacturers).orderBy(asc(shopManufacturers.name));
  return rows.map((row) => ({ id: row.id, name: row.name, slug: row.slug, is_local: row.isLocal }));
}

export async function shippingMethods(db: Executor, providerId: number | null) {
  const rows = await db
    .select()
    .from(shopShippingMethods)
    .where(
      providerId === null
        ? eq(shopShippingMethods.isActive, true)
        : and(eq(shopShippingMethods.isActive, true), eq(shopShippingMethods.providerId, providerId)),
    )
    .orderBy(asc(shopShippingMethods.providerId), asc(shopShippingMethods.position), asc(shopShippingMethods.id));
  return rows.map((row) => ({
    id: row.id,
    provider_id: row.providerId,
    name: row.name,
    price: euros(row.priceCents),
    price_cents: row.priceCents,
    free_from: eurosOrNull(row.freeFromCents),
    free_from_cents: row.freeFromCents,
    delivery_time: row.deliveryTime,
    is_pickup: row.isPickup,
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Home page blocks

const SLIDER_SIZE = 12;

/** `/productSliders`: new, trending, offers and best rated (cached 10 s). */
export function productSliders(db: Executor, config: AppConfig) {
  return cached(db, `sliders:${config.publicApiUrl}`, async () => {
    const [latest, trending, offers, topRated] = await Promise.all([
      latestProducts(db, config, 1, SLIDER_SIZE),
      trendingProducts(db, config, 1, SLIDER_SIZE),
      cardQuery(db)
        .where(and(inShop, sql`${shopProducts.previousPriceCents} > ${shopProducts.priceCents}`))
        .orderBy(...ORDER.newest)
        .limit(SLIDER_SIZE),
      cardQuery(db)
        .where(and(inShop, sql`${shopProducts.ratingCount} > 0`))
        .orderBy(...ORDER.rating)
        .limit(SLIDER_SIZE),
    ]);
    return [
      { key: 'new', title: 'Neu eingetroffen', products: latest.rows },
      { key: 'trending', title: 'Gerade gefragt', products: trending.rows },
      { key: 'offers', title: 'Angebote', products: await toCards(db, config, offers) },
      { key: 'top_rated', title: 'Bestens bewertet', products: await toCards(db, config, topRated) },
    ].filter((slider) => slider.products.length > 0);
  });
}

const SECTION_SIZE = 8;

/** `/shop/product-section`: the newest products of each top-level category (cached 10 s). */
export function productSections(db: Executor, config: AppConfig) {
  return cached(db, `sections:${config.publicApiUrl}`, async () => {
    const tops = (await allCategories(db)).filter((row) => row.level === 1);
    const sections = await Promise.all(
      tops.map(async (top) => {
        const rows = await cardQuery(db)
          .where(and(inShop, eq(shopProducts.shopCategoryId, top.id)))
          .orderBy(...ORDER.newest)
          .limit(SECTION_SIZE);
        return {
          category: { id: top.id, name: top.name, slug: top.slug, image: imageUrl(config, top.image) },
          products: await toCards(db, config, rows),
        };
      }),
    );
    return sections.filter((section) => section.products.length > 0);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Views and last viewed

const LAST_VIEWED_KEEP = 50;

async function listedProductId(db: Executor, slugOrId: string): Promise<number> {
  const [row] = await db
    .select({ id: shopProducts.id })
    .from(shopProducts)
    .where(and(productKey(slugOrId), listed))
    .limit(1);
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
  return row.id;
}

/** Remembers that a user looked at a product (newest first, at most 50 per user). */
export async function recordLastViewed(db: Executor, userId: number, productId: number): Promise<void> {
  const id = await listedProductId(db, String(productId));
  await db
    .insert(shopLastViewed)
    .values({ userId, productId: id })
    .onConflictDoUpdate({ target: [shopLastViewed.userId, shopLastViewed.productId], set: { viewedAt: sql`now()` } });
  await db.execute(sql`
    delete from ${shopLastViewed} where ${shopLastViewed.userId} = ${userId} and ${shopLastViewed.id} not in (
      select ${shopLastViewed.id} from ${shopLastViewed} where ${shopLastViewed.userId} = ${userId}
      order by ${shopLastViewed.viewedAt} desc, ${shopLastViewed.id} desc limit ${LAST_VIEWED_KEEP})`);
}

export async function lastViewed(db: Executor, config: AppConfig, userId: number, page: number, perPage: number) {
  const where = and(eq(shopLastViewed.userId, userId), listed);
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: shopLastViewed.id, productId: shopLastViewed.productId, viewedAt: shopLastViewed.viewedAt })
      .from(shopLastViewed)
      .innerJoin(shopProducts, eq(shopProducts.id, shopLastViewed.productId))
      .where(where)
      .orderBy(desc(shopLastViewed.viewedAt), desc(shopLastViewed.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(shopLastViewed)
      .innerJoin(shopProducts, eq(shopProducts.id, shopLastViewed.productId))
      .where(where),
  ]);
  const cards = await cardsByIds(
    db,
    config,
    rows.map((row) => row.productId),
  );
  const byId = new Map(cards.map((card) => [card.id, card]));
  const data = rows.flatMap((row) => {
    const product = byId.get(row.productId);
    return product ? [{ id: row.id, viewed_at: row.viewedAt.toISOString(), product }] : [];
  });
  return { data, total: count?.total ?? 0 };
}

export async function deleteLastViewed(db: Executor, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(shopLastViewed)
    .where(and(eq(shopLastViewed.id, id), eq(shopLastViewed.userId, userId)))
    .returning({ id: shopLastViewed.id });
  if (deleted.length === 0) throw new NotFoundError('Der Eintrag wurde nicht gefunden.');
}

/** Counts a page view (total on the product, and per day for trending). */
export async function countProductView(db: Executor, slug: string): Promise<{ product_id: number; view_count: number }> {
  const id = await listedProductId(db, slug);
  const [row] = await db
    .update(shopProducts)
    .set({ viewCount: sql`${shopProducts.viewCount} + 1` })
    .where(eq(shopProducts.id, id))
    .returning({ viewCount: shopProducts.viewCount });
  await db
    .insert(shopProductViewCounts)
    .values({ productId: id, day: sql`current_date`, views: 1 })
    .onConflictDoUpdate({
      target: [shopProductViewCounts.productId, shopProductViewCounts.day],
      set: { views: sql`${shopProductViewCounts.views} + 1` },
    });
  return { product_id: id, view_count: row?.viewCount ?? 0 };
}

// ---------------------------------------------------------------------------------------------------------------
// Maintenance of mirrored columns (called by the editor after writes)

/** Recomputes `search_keywords` (manufacturer, tags, category names) of the given products. */
export async function refreshSearchKeywords(db: Executor, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.execute(sql`
    update ${shopProducts} p set search_keywords = concat_ws(' ',
      (select m.name from ${shopManufacturers} m where m.id = p.manufacturer_id),
      (select string_agg(t.name, ' ') from ${shopProductTags} pt join ${shopTags} t on t.id = pt.tag_id where pt.product_id = p.id),
      (select string_agg(c.name, ' ') from ${shopCategories} c where c.id in (p.shop_category_id, p.shop_subcategory_id, p.shop_childcategory_id)))
    where p.id in (${sql.join(
      productIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  invalidateCatalogCache();
}

/**
 * Recomputes a product's mirrors from its variants: price (default variant, else the cheapest active one),
 * stock (sum of active variants), `is_variants`, and the base price from `unit` and `unit_type`.
 */
export async function syncProductFromVariants(db: Executor, productId: number): Promise<void> {
  const variants = await db
    .select({
      isDefault: shopProductVariants.isDefault,
      priceCents: shopProductVariants.priceCents,
      qty: shopProductVariants.qty,
      oldPriceCents: shopProductVariants.oldPriceCents,
    })
    .from(shopProductVariants)
    .where(and(eq(shopProductVariants.productId, productId), eq(shopProductVariants.isActive, true)));
  const [product] = await db
    .select({ unit: shopProducts.unit, unitTypeId: shopProducts.unitTypeId })
    .from(shopProducts)
    .where(eq(shopProducts.id, productId));
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
  const unitType = product.unitTypeId === null ? undefined : await findUnitType(db, product.unitTypeId);
  const baseUnit = unitType?.baseUnit ?? null;
  const unitsPerBase = unitType?.unitsPerBase ?? null;
  if (variants.length === 0) {
    await db.update(shopProducts).set({ stock: 0, updatedAt: new Date() }).where(eq(shopProducts.id, productId));
    invalidateCatalogCache();
    return;
  }
  const lead =
    variants.find((variant) => variant.isDefault) ??
    variants.reduce((cheapest, variant) => (variant.priceCents < cheapest.priceCents ? variant : cheapest));
  const unit = baseUnit !== null && unitsPerBase !== null ? { baseUnit, unitsPerBase } : null;
  const unitPriceCents = unit && product.unit !== null ? basePriceCents(lead.priceCents, Number(product.unit), unit) : null;
  await db
    .update(shopProducts)
    .set({
      priceCents: lead.priceCents,
      previousPriceCents: lead.oldPriceCents,
      stock: variants.reduce((sum, variant) => sum + variant.qty, 0),
      isVariants: variants.some((variant) => !variant.isDefault),
      unitPriceCents,
      measurementUnit: unitPriceCents === null || !unit ? null : basePriceUnit(unit),
      updatedAt: new Date(),
    })
    .where(eq(shopProducts.id, productId));
  invalidateCatalogCache();
}

/** Listed product ids that exist among `ids` (helper for callers validating references). */
export async function listedProductIds(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: shopProducts.id })
    .from(shopProducts)
    .where(and(inArray(shopProducts.id, [...ids]), listed));
  return rows.map((row) => row.id);
}

export type { ProductCard };

/**
 * Takes a product off the marketplace after a moderation decision (notice and action, Art. 16 DSA): status
 * `inactive`, so it leaves every list and its page answers 404; the provider may fix and relist it.
 */
export async function withdrawProduct(db: Executor, productId: number): Promise<void> {
  await db.update(shopProducts).set({ status: 'inactive', updatedAt: new Date() }).where(eq(shopProducts.id, productId));
  invalidateCatalogCache();
}

/**
 * Undoes {@link withdrawProduct} after a complaint succeeded (moderation, Art. 20 DSA): the product is listed again.
 * While its provider is suspended it is only marked `withdrawn_at`, so lifting the suspension lists it.
 */
export async function restoreProduct(db: Executor, productId: number, options: { providerSuspended: boolean }): Promise<void> {
  const now = new Date();
  await db
    .update(shopProducts)
    .set(options.providerSuspended ? { withdrawnAt: now, updatedAt: now } : { status: 'active', withdrawnAt: null, updatedAt: now })
    .where(and(eq(shopProducts.id, productId), eq(shopProducts.status, 'inactive'), isNull(shopProducts.deletedAt)));
  invalidateCatalogCache();
}
