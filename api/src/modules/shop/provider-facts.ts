import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopProducts } from '../../db/schema/shop';

/** Whether the provider has a dish (a food product not deleted, in any status). */
export async function hasFoodProducts(db: Executor, providerId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(shopProducts)
    .where(and(eq(shopProducts.providerId, providerId), eq(shopProducts.productType, 'food'), isNull(shopProducts.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Which of these products are food (deleted ones too: an order keeps its lines); food is excluded from the Widerruf. */
export async function foodProductIds(db: Executor, productIds: readonly number[]): Promise<Set<number>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: shopProducts.id })
    .from(shopProducts)
    .where(and(inArray(shopProducts.id, ids), eq(shopProducts.productType, 'food')));
  return new Set(rows.map((row) => row.id));
}
