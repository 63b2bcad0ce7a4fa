/**
 * Small reads of products and variants for other modules (favourites, bundles), through `public.ts`: the shop stays
 * the only module that knows its tables.
 */
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { shopProducts, shopProductVariants } from '../../db/schema/shop';
import { pageOffset, type PageRequest } from '../../http/pagination';

/** Whether the product is listed (active, not deleted). */
export async function isProductListed(db: Executor, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: shopProducts.id })
    .from(shopProducts)
    .where(and(eq(shopProducts.id, productId), eq(shopProducts.status, 'active'), isNull(shopProducts.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/** A SQL condition (for another module's statement): the product with this id is listed (active, not deleted). */
export function productListedSql(productId: SQL | AnyPgColumn): SQL {
  return sql`exists (select 1 from ${shopProducts} sp where sp.id = ${productId} and sp.status = 'active' and sp.deleted_at is null)`;
}

/** A SQL expression (for another module's statement): how many listed (active, not deleted) products the provider has. */
export function listedProductCountSql(providerId: SQL | AnyPgColumn): SQL<number> {
  return sql<number>`(select count(*) from ${shopProducts} sp where sp.provider_id = ${providerId} and sp.status = 'active' and sp.deleted_at is null)`;
}

export interface ActiveVariant {
  id: number;
  productId: number;
  name: string;
  priceCents: number;
  qty: number;
}

const activeVariantColumns = {
  id: shopProductVariants.id,
  productId: shopProductVariants.productId,
  name: shopProductVariants.name,
  priceCents: shopProductVariants.priceCents,
  qty: shopProductVariants.qty,
};

/** The active variants of the given products, in the shop's order (position, id). */
export async function activeVariantsOf(db: Executor, productIds: readonly number[]): Promise<ActiveVariant[]> {
  if (productIds.length === 0) return [];
  return db
    .select(activeVariantColumns)
    .from(shopProductVariants)
    .where(and(inArray(shopProductVariants.productId, [...productIds]), eq(shopProductVariants.isActive, true)))
    .orderBy(asc(shopProductVariants.position), asc(shopProductVariants.id));
}

/** Listed products (active, not deleted) among `productIds` with their owner, and the active variants of them. */
export async function listedProductsWithVariants(
  db: Executor,
  productIds: readonly number[],
): Promise<{ products: { id: number; providerId: number }[]; variants: ActiveVariant[] }> {
  if (productIds.length === 0) return { products: [], variants: [] };
  const ids = [...new Set(productIds)];
  const [products, variants] = await Promise.all([
    db
      .select({ id: shopProducts.id, providerId: shopProducts.providerId })
      .from(shopProducts)
      .where(and(inArray(shopProducts.id, ids), eq(shopProducts.status, 'active'), isNull(shopProducts.deletedAt))),
    activeVariantsOf(db, ids),
  ]);
  return { products, variants };
}

export interface VariantLabel {
  productName: string;
  slug: string;
  photo: string | null;
  variantName: string;
}

/** Names of variants (any status) with their product's name, slug and photo, by variant id. */
export async function variantLabels(db: Executor, variantIds: readonly number[]): Promise<Map<number, VariantLabel>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: shopProductVariants.id,
      productName: shopProducts.name,
      slug: shopProducts.slug,
      photo: shopProducts.photo,
      variantName: shopProductVariants.name,
    })
    .from(shopProductVariants)
    .innerJoin(shopProducts, eq(shopProducts.id, shopProductVariants.productId))
    .where(inArray(shopProductVariants.id, [...new Set(variantIds)]));
  return new Map(rows.map(({ id, ...label }) => [id, label]));
}

/**
 * One provider's listed products (active, not deleted), by name, whose name or SKU matches the LIKE pattern (if
 * any), one page of them with the total.
 */
export async function listedProductsOf(
  db: Executor,
  providerId: number,
  pattern: string | null,
  page: PageRequest,
): Promise<{ rows: { id: number; name: string; slug: string; photo: string | null; priceCents: number }[]; total: number }> {
  const where = and(
    eq(shopProducts.providerId, providerId),
    eq(shopProducts.status, 'active'),
    isNull(shopProducts.deletedAt),
    pattern ? or(ilike(shopProducts.name, pattern), ilike(shopProducts.sku, pattern)) : undefined,
  );
  const { limit, offset } = pageOffset(page);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
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
      .orderBy(asc(shopProducts.name), asc(shopProducts.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(shopProducts).where(where),
  ]);
  return { rows, total };
}

/** A SQL condition (for another module's statement): the provider has at least one listed (active, not deleted) product. */
export function hasListedProductsSql(providerId: SQL | AnyPgColumn): SQL {
  return sql`exists (select 1 from ${shopProducts} sp where sp.provider_id = ${providerId} and sp.status = 'active' and sp.deleted_at is null)`;
}
