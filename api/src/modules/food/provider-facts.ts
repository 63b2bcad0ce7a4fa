import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { foodOrders, foodSettings } from '../../db/schema/food';

/** Food orders still on the board (not completed, rejected or cancelled). */
export const OPEN_FOOD_STATUSES = ['pending', 'confirmed', 'processing', 'on_delivery', 'ready_for_pickup'] as const;

/** Whether the provider has set itself up as a restaurant (food settings saved). */
export async function hasFoodSettings(db: Executor, providerId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(foodSettings)
    .where(eq(foodSettings.providerId, providerId))
    .limit(1);
  return rows.length > 0;
}

/** The provider's food orders on the board (open) and those waiting for the restaurant's answer (to confirm). */
export async function openFoodOrderCounts(db: Executor, providerId: number): Promise<{ open: number; toConfirm: number }> {
  const rows = await db
    .select({ status: foodOrders.status, total: count() })
    .from(foodOrders)
    .where(and(eq(foodOrders.providerId, providerId), inArray(foodOrders.status, [...OPEN_FOOD_STATUSES])))
    .groupBy(foodOrders.status);
  return {
    open: rows.reduce((total, row) => total + Number(row.total), 0),
    toConfirm: Number(rows.find((row) => row.status === 'pending')?.total ?? 0),
  };
}
