import { count, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopProducts } from '../../db/schema/shop';

/** Products per unit type (for the reference data's rule: a unit in use is retired, never deleted); registered in `index.ts`. */
export async function unitTypeUsage(db: Executor): Promise<ReadonlyMap<number, number>> {
  const rows = await db
    .select({ id: shopProducts.unitTypeId, value: count() })
    .from(shopProducts)
    .where(isNotNull(shopProducts.unitTypeId))
    .groupBy(shopProducts.unitTypeId);
  return new Map(rows.flatMap((row) => (row.id === null ? [] : [[row.id, row.value] as const])));
}
