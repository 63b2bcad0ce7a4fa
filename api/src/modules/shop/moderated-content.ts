import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopProducts } from '../../db/schema/shop';
import type { ModeratedContent } from '../moderation/public';
import { restoreProduct, withdrawProduct } from './service';

/** Name and slug of products by id, whatever their status (for the reviews' moderation and data export). */
export async function productNamesAndSlugs(db: Executor, ids: readonly number[]): Promise<Map<number, { name: string; slug: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: shopProducts.id, name: shopProducts.name, slug: shopProducts.slug })
    .from(shopProducts)
    .where(inArray(shopProducts.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { name: row.name, slug: row.slug }]));
}

/** The public site's path of a product page. */
export const productPath = (slug: string) => `/product/${encodeURIComponent(slug)}`;

/** What moderation needs of a reported product (registered in the shop's `index.ts`). */
export const moderatedProducts: ModeratedContent = {
  async find(db, id) {
    const [product] = await db
      .select({ name: shopProducts.name, providerId: shopProducts.providerId })
      .from(shopProducts)
      .where(and(eq(shopProducts.id, id), eq(shopProducts.status, 'active'), isNull(shopProducts.deletedAt)));
    return product ? { label: product.name, affectedUserId: product.providerId } : null;
  },
  async publicPath(db, id) {
    const [product] = await db.select({ slug: shopProducts.slug }).from(shopProducts).where(eq(shopProducts.id, id));
    return product?.slug ? productPath(product.slug) : null;
  },
  takeDown: (tx, id) => withdrawProduct(tx, id),
  restore: (tx, id, context) => restoreProduct(tx, id, context),
};
