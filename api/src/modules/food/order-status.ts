import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type FoodOrderStatus, foodOrders } from '../../db/schema/food';
import { ConflictError, NotFoundError } from '../../http/errors';
import { linkFoodVendorOrders } from '../ledger/public';
import { followFoodOrder, foodVendorOrder, ORDER_NOT_FOUND, type VendorOrderStatus } from '../orders/public';

/**
 * A food order's status (`food_orders.status`, this module's table) and the vendor order that follows it (orders
 * module, `followFoodOrder`). The ledger learns here which vendor orders are food orders (commission documents).
 */

linkFoodVendorOrders(async (db, vendorOrderIds) => {
  const rows = await db
    .select({ id: foodOrders.vendorOrderId })
    .from(foodOrders)
    .where(inArray(foodOrders.vendorOrderId, [...vendorOrderIds]));
  return new Set(rows.map((row) => row.id));
});

/**
 * The second transition table: food orders (vendor orders flagged as food, `food_orders`). `rejected` and
 * `cancelled` cancel the vendor order (stock back, correction invoice); see the food module's README for the board tabs.
 */
export const FOOD_ORDER_TRANSITIONS: Record<FoodOrderStatus, readonly FoodOrderStatus[]> = {
  pending: ['confirmed', 'rejected'],
  confirmed: ['processing', 'cancelled'],
  processing: ['on_delivery', 'ready_for_pickup', 'cancelled'],
  on_delivery: ['completed'],
  ready_for_pickup: ['completed'],
  completed: [],
  rejected: [],
  cancelled: [],
};

/** The vendor order status a food status stands for (invoices, ledger, the provider's order list). */
export const FOOD_TO_VENDOR_STATUS: Record<FoodOrderStatus, VendorOrderStatus> = {
  pending: 'pending',
  confirmed: 'confirmed',
  processing: 'confirmed',
  on_delivery: 'shipped',
  ready_for_pickup: 'ready_for_pickup',
  completed: 'completed',
  rejected: 'cancelled',
  cancelled: 'cancelled',
};

export const FOOD_STATUS_LABELS: Record<FoodOrderStatus, string> = {
  pending: 'Offen',
  confirmed: 'Angenommen',
  processing: 'In Zubereitung',
  on_delivery: 'Unterwegs',
  ready_for_pickup: 'Abholbereit',
  completed: 'Abgeschlossen',
  rejected: 'Abgelehnt',
  cancelled: 'Storniert',
};

/**
 * Moves a provider's food order from its current status to `next` (inside the caller's transaction). The move is one
 * conditional UPDATE (`WHERE status = <current>`): of two staff moving the same order at once one wins and the other
 * gets a 409, whatever the isolation level. The vendor order follows (mapped status; cancelled: stock back and a
 * correction invoice), and so does the customer order's status. `expected`: the status the caller saw.
 */
export async function changeFoodOrderStatus(
  tx: Executor,
  providerId: number,
  vendorOrderId: number,
  next: FoodOrderStatus,
  expected?: FoodOrderStatus,
): Promise<{ from: FoodOrderStatus; to: FoodOrderStatus; userId: number }> {
  const [own] = await tx
    .select({ status: foodOrders.status, userId: foodOrders.userId })
    .from(foodOrders)
    .where(and(eq(foodOrders.vendorOrderId, vendorOrderId), eq(foodOrders.providerId, providerId)))
    .limit(1);
  const vendor = own ? await foodVendorOrder(tx, vendorOrderId) : undefined;
  if (!own || !vendor) throw new NotFoundError(ORDER_NOT_FOUND);
  const current = { ...own, ...vendor };
  const from = expected ?? current.status;
  const refuse = () =>
    new ConflictError(
      `Die Bestellung kann nicht von „${FOOD_STATUS_LABELS[from]}“ auf „${FOOD_STATUS_LABELS[next]}“ gesetzt werden. Die Übersicht wurde aktualisiert.`,
    );
  if (!FOOD_ORDER_TRANSITIONS[from].includes(next)) throw refuse();
  if (next === 'on_delivery' && current.deliveryMode !== 'shipping') {
    throw new ConflictError('Bestellungen zur Abholung werden nicht ausgeliefert.');
  }
  if (next === 'ready_for_pickup' && current.deliveryMode !== 'pickup') {
    throw new ConflictError('Nur Bestellungen zur Abholung können als abholbereit markiert werden.');
  }
  const now = new Date();
  const moved = await tx
    .update(foodOrders)
    .set({ status: next, updatedAt: now })
    .where(and(eq(foodOrders.vendorOrderId, vendorOrderId), eq(foodOrders.status, from)))
    .returning({ id: foodOrders.vendorOrderId });
  if (moved.length === 0) {
    throw new ConflictError('Die Bestellung wurde inzwischen von jemand anderem geändert. Die Übersicht wurde aktualisiert.');
  }
  const vendorStatus = FOOD_TO_VENDOR_STATUS[next];
  if (vendorStatus !== FOOD_TO_VENDOR_STATUS[from]) {
    await followFoodOrder(tx, {
      providerId,
      vendorOrderId,
      orderId: current.orderId,
      status: vendorStatus,
      reason: next === 'rejected' ? 'Ablehnung' : 'Stornierung',
      at: now,
    });
  }
  return { from, to: next, userId: current.userId };
}
