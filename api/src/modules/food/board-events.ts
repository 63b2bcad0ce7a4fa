import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type FoodOrderStatus, foodBoards, foodEvents, foodOrderItemStates, foodOrders, foodSlotChoices } from '../../db/schema/food';
import { NotFoundError } from '../../http/errors';
import { changeFoodOrderStatus } from './order-status';
import { type BoardTab, FOOD_ORDER_NOT_FOUND, tabOf } from './constants';
import { settingsOf } from './settings';
import { chosenSlots } from './slot-choices';
import { foodProviderIds } from './checkout-checks';

// --- orders -----------------------------------------------------------------------------------------------------

export interface FoodEventRow {
  id: number;
  providerId: number;
  userId: number;
  vendorOrderId: number;
  type: string;
  status: string;
}

/** The `food_boards` count column of each food status. */
export const BOARD_COUNT = {
  pending: 'pending',
  confirmed: 'confirmed',
  processing: 'processing',
  on_delivery: 'onDelivery',
  ready_for_pickup: 'readyForPickup',
  completed: 'completed',
  rejected: 'rejected',
  cancelled: 'cancelled',
} as const satisfies Record<FoodOrderStatus, keyof typeof foodBoards.$inferInsert>;

/** The `food_boards` version column of each board tab. */
export const TAB_VERSION = {
  pending: 'pendingVersion',
  processing: 'processingVersion',
  delivery: 'deliveryVersion',
  completed: 'completedVersion',
} as const satisfies Record<BoardTab, keyof typeof foodBoards.$inferInsert>;

/**
 * Records a change of a food order's board: bumps the version of each board tab the order leaves or is on, moves
 * it between the status counts (`from` = its status before this change, null for a new order, undefined when the
 * status stayed) and numbers the change's event. The board row is updated first: its lock orders the provider's
 * changes, so their events are numbered in commit order and a tab version names exactly one state of that tab's
 * cards (the board list's page cache is keyed by it). Every write that changes what a board shows goes through
 * here, in its transaction.
 */
export async function recordEvent(tx: Executor, vendorOrderId: number, type: string, from?: FoodOrderStatus | null): Promise<FoodEventRow> {
  const [order] = await tx.select().from(foodOrders).where(eq(foodOrders.vendorOrderId, vendorOrderId)).limit(1);
  if (!order) throw new NotFoundError(FOOD_ORDER_NOT_FOUND);
  const values: typeof foodBoards.$inferInsert = { providerId: order.providerId };
  const set: Partial<Record<keyof typeof foodBoards.$inferInsert, SQL>> = {};
  for (const tab of new Set([tabOf(order.status), ...(from ? [tabOf(from)] : [])])) {
    values[TAB_VERSION[tab]] = 1;
    set[TAB_VERSION[tab]] = sql`${foodBoards[TAB_VERSION[tab]]} + 1`;
  }
  if (from !== undefined && from !== order.status) {
    const to = BOARD_COUNT[order.status];
    values[to] = 1;
    set[to] = sql`${foodBoards[to]} + 1`;
    if (from !== null) set[BOARD_COUNT[from]] = sql`${foodBoards[BOARD_COUNT[from]]} - 1`;
  }
  await tx.insert(foodBoards).values(values).onConflictDoUpdate({ target: foodBoards.providerId, set });
  const [event] = await tx
    .insert(foodEvents)
    .values({ providerId: order.providerId, userId: order.userId, vendorOrderId, type, status: order.status })
    .returning();
  if (!event) throw new Error('Das Ereignis wurde nicht gespeichert.');
  return event;
}

/** Registers the food vendor orders of a placed order (inside the checkout's transaction); auto-accept applies. */
export async function registerFoodOrders(
  tx: Executor,
  input: {
    userId: number;
    cartKey?: string | undefined;
    /** `shippingCommissionBp`: the food rate the checkout froze on the vendor order (commission module README). */
    vendorOrders: { id: number; providerId: number; shippingCommissionBp?: number; items: { id: number }[] }[];
  },
): Promise<FoodEventRow[]> {
  const ids = await foodProviderIds(
    tx,
    input.vendorOrders.map((vendor) => vendor.providerId),
  );
  const slots = await chosenSlots(tx, input.cartKey);
  const events: FoodEventRow[] = [];
  // By provider: two checkouts with the same restaurants lock their boards (`recordEvent`) in the same order.
  for (const vendor of [...input.vendorOrders].sort((a, b) => a.providerId - b.providerId)) {
    if (!ids.has(vendor.providerId)) continue;
    await tx.insert(foodOrders).values({
      vendorOrderId: vendor.id,
      providerId: vendor.providerId,
      userId: input.userId,
      slotAt: slots.get(vendor.providerId) ?? null,
      commissionBp: vendor.shippingCommissionBp ?? 0,
    });
    if (vendor.items.length > 0) {
      await tx.insert(foodOrderItemStates).values(vendor.items.map((item) => ({ orderItemId: item.id, vendorOrderId: vendor.id })));
    }
    events.push(await recordEvent(tx, vendor.id, 'created', null));
    const settings = await settingsOf(tx, vendor.providerId);
    if (settings.autoAccept) {
      const moved = await changeFoodOrderStatus(tx, vendor.providerId, vendor.id, 'confirmed', 'pending');
      events.push(await recordEvent(tx, vendor.id, 'status', moved.from));
    }
  }
  if (input.cartKey && slots.size > 0) await tx.delete(foodSlotChoices).where(eq(foodSlotChoices.cartKey, input.cartKey));
  return events;
}
