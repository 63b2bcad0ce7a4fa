import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopCategories, shopProducts } from '../../db/schema/shop';
import type { CategorySource } from '../commission/public';

/**
 * The shop's category tree and its products' categories for the commission module (a sale's category chain, the
 * category names of the rules screen); registered in `index.ts`. Read only.
 */
export const commissionCategorySource: CategorySource = {
  categories: (db: Executor) =>
    db
      .select({ id: shopCategories.id, parentId: shopCategories.parentId, name: shopCategories.name, position: shopCategories.position })
      .from(shopCategories),
  async productCategories(db: Executor, productIds: readonly number[]) {
    if (productIds.length === 0) return new Map();
    const rows = await db
      .select({
        id: shopProducts.id,
        category: shopProducts.shopCategoryId,
        sub: shopProducts.shopSubcategoryId,
        child: shopProducts.shopChildcategoryId,
      })
      .from(shopProducts)
      .where(inArray(shopProducts.id, [...productIds]));
    return new Map(rows.map((row) => [row.id, row.child ?? row.sub ?? row.category ?? null]));
  },
};
