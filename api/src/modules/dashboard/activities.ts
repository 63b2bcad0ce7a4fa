/**
 * What a provider does besides the shop — a restaurant (food), requests (leads), stores with appointments — and
 * the figures of each for the start page's tiles. Read from the tables of food, leads and stores (this module
 * writes none); the lead counts and the balance come from the leads' and orders' public surfaces.
 */
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { foodOrders, foodSettings, leadRoutes, providerAppointments, shopProducts, storeLocations } from '../../db/schema';
import { euros } from '../../lib/money';
import { leadCounts } from '../leads/public';
import { balanceOf } from '../ledger/public';

/** Food orders still on the board (not completed, rejected or cancelled). */
export const OPEN_FOOD_STATUSES = ['pending', 'confirmed', 'processing', 'on_delivery', 'ready_for_pickup'] as const;

async function exists(query: Promise<{ one: number }[]>): Promise<boolean> {
  return (await query).length > 0;
}

/**
 * The provider's activities: the shop always; food when it is set up as a restaurant (food settings or a dish);
 * leads when it has a request route or received a request; stores when it has a store.
 */
export async function providerActivities(db: Executor, providerId: number) {
  const one = sql<number>`1`;
  const [foodSet, dish, route, leads, store] = await Promise.all([
    exists(db.select({ one }).from(foodSettings).where(eq(foodSettings.providerId, providerId)).limit(1)),
    exists(
      db
        .select({ one })
        .from(shopProducts)
        .where(and(eq(shopProducts.providerId, providerId), eq(shopProducts.productType, 'food'), isNull(shopProducts.deletedAt)))
        .limit(1),
    ),
    exists(db.select({ one }).from(leadRoutes).where(eq(leadRoutes.providerId, providerId)).limit(1)),
    leadCounts(db, providerId).then((counts) => Object.values(counts).some((value) => value > 0)),
    exists(db.select({ one }).from(storeLocations).where(eq(storeLocations.providerId, providerId)).limit(1)),
  ]);
  return { shop: true, food: foodSet || dish, leads: route || leads, stores: store };
}

/** The tiles' figures: food orders open and to confirm, new requests, appointment requests, the balance. */
export async function activityFigures(db: Executor, providerId: number, holdDays: number, now = new Date()) {
  const [food, leads, appointments, balance] = await Promise.all([
    db
      .select({ status: foodOrders.status, total: count() })
      .from(foodOrders)
      .where(and(eq(foodOrders.providerId, providerId), inArray(foodOrders.status, [...OPEN_FOOD_STATUSES])))
      .groupBy(foodOrders.status),
    leadCounts(db, providerId),
    db
      .select({ total: count() })
      .from(providerAppointments)
      .where(and(eq(providerAppointments.providerId, providerId), eq(providerAppointments.status, 'requested'))),
    balanceOf(db, providerId, holdDays, now),
  ]);
  return {
    food_orders: {
      open: food.reduce((total, row) => total + Number(row.total), 0),
      to_confirm: Number(food.find((row) => row.status === 'pending')?.total ?? 0),
    },
    leads: { new: leads.open_leads_count },
    appointments: { requested: Number(appointments[0]?.total ?? 0) },
    balance: {
      available: euros(balance.availableCents),
      available_cents: balance.availableCents,
      total: euros(balance.balanceCents),
      total_cents: balance.balanceCents,
    },
  };
}
