import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { foodOrders } from '../../db/schema/food';
import { exportRows } from '../../lib/export-rows';
import type { ErasedUser } from '../types';

/**
 * The food side's part of the data export (DSGVO Art. 15/20): the food state of the person's orders (status, chosen
 * slot, ETA, the driver's note). The orders themselves (lines, addresses, amounts) are in the orders part. Nothing to
 * erase: these rows hold no name or address, only the order's id (the order is pseudonymised by the orders module).
 */
export async function exportUserFoodOrders(db: Executor, user: ErasedUser): Promise<Record<string, unknown>> {
  const rows = await db.select().from(foodOrders).where(eq(foodOrders.userId, user.id)).orderBy(asc(foodOrders.vendorOrderId));
  return { food_orders: exportRows(rows, ['userId']) };
}
