/**
 * What a provider does besides the shop — a restaurant (food), requests (leads), stores with appointments — and
 * the figures of each for the start page's tiles. Read through the public functions of food, shop, leads, stores
 * and the ledger (this module reads and writes no table of theirs).
 */
import type { Executor } from '../../db/client';
import { euros } from '../../lib/money';
import { hasFoodSettings, openFoodOrderCounts } from '../food/public';
import { hasLeadRoute, leadCounts } from '../leads/public';
import { balanceOf } from '../ledger/public';
import { hasFoodProducts } from '../shop/public';
import { hasStoreLocation, requestedAppointmentCount } from '../stores/public';
import type { ProviderActivitiesAnswer } from './schemas';

/**
 * The provider's activities: the shop always; food when it is set up as a restaurant (food settings or a dish);
 * leads when it has a request route or received a request; stores when it has a store.
 */
export async function providerActivities(db: Executor, providerId: number): Promise<ProviderActivitiesAnswer> {
  const [foodSet, dish, route, leads, store] = await Promise.all([
    hasFoodSettings(db, providerId),
    hasFoodProducts(db, providerId),
    hasLeadRoute(db, providerId),
    leadCounts(db, providerId).then((counts) => Object.values(counts).some((value) => value > 0)),
    hasStoreLocation(db, providerId),
  ]);
  return { shop: true, food: foodSet || dish, leads: route || leads, stores: store };
}

/** The tiles' figures: food orders open and to confirm, new requests, appointment requests, the balance. */
export async function activityFigures(db: Executor, providerId: number, holdDays: number, now = new Date()) {
  const [food, leads, appointments, balance] = await Promise.all([
    openFoodOrderCounts(db, providerId),
    leadCounts(db, providerId),
    requestedAppointmentCount(db, providerId),
    balanceOf(db, providerId, holdDays, now),
  ]);
  return {
    food_orders: { open: food.open, to_confirm: food.toConfirm },
    leads: { new: leads.open_leads_count },
    appointments: { requested: appointments },
    balance: {
      available: euros(balance.availableCents),
      available_cents: balance.availableCents,
      total: euros(balance.balanceCents),
      total_cents: balance.balanceCents,
    },
  };
}
