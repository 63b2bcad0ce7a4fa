import type { Executor } from '../../db/client';

/**
 * Where the commission module learns the shop's category tree and a product's category. The shop module owns both
 * and sits above commission (shop → billing → ledger → commission), so commission imports nothing of it: the shop
 * registers its source here (`registerCategorySource`, called in `shop/index.ts`), the way the checkout registers
 * its cart key rule into the food module.
 */
export interface CategorySource {
  /** Every shop category: its parent (null for a main category), name and position. Read only. */
  categories: (db: Executor) => Promise<Array<{ id: number; parentId: number | null; name: string; position: number }>>;
  /** The most specific category of each product found (child, else sub, else main category; null without one). */
  productCategories: (db: Executor, productIds: readonly number[]) => Promise<Map<number, number | null>>;
}

let registered: CategorySource | null = null;

/** Called once by the shop module with its source. */
export function registerCategorySource(source: CategorySource): void {
  registered = source;
}

/** The registered source; without one (the shop module not loaded) a call that needs categories fails loudly. */
export function categorySource(): CategorySource {
  if (!registered) throw new Error('The shop module has not registered its category source (commission/category-source.ts).');
  return registered;
}
