import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopOrders, shopVendorOrders } from '../../db/schema/orders';

/** Of `candidates`, the customers who ordered from the provider (at most 500): the chat's contact source. */
export async function orderCustomersOf(db: Executor, providerId: number, candidates: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: shopOrders.userId })
    .from(shopVendorOrders)
    .innerJoin(shopOrders, eq(shopOrders.id, shopVendorOrders.orderId))
    .where(and(eq(shopVendorOrders.providerId, providerId), inArray(shopOrders.userId, [...candidates])))
    .limit(500);
  return rows.map((row) => row.id);
}

/** A SQL expression (for another module's statement): how many of the provider's vendor orders were completed. */
export function completedSalesCountSql(providerId: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from ${shopVendorOrders} o where o.provider_id = ${providerId} and o.status = 'completed')`;
}
