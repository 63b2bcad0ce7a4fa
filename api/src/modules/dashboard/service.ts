import type { Executor } from '../../db/client';
import { euros } from '../../lib/money';
import { leadCounts } from '../leads/public';
import { providerOrderFigures, providerOrderTotalCents } from '../orders/public';
import { providerCatalogueFigures } from '../shop/public';
import { activityFigures, providerActivities } from './activities';
import type { ProviderDashboardAnswer, TodoKey } from './schemas';

/**
 * The provider's start page and counters, put together from the modules that own the figures: orders (waiting
 * orders, revenue, order value), shop (sold-out products, drafts, pictures) and leads (lead counts). This module
 * writes no table; it exists so that neither shop nor orders has to import the other.
 */

/** The provider dashboard's counters (spec 01 §3 "Provider offer counts"). */
export async function providerOfferCount(db: Executor, providerId: number) {
  const [totalCents, leads] = await Promise.all([providerOrderTotalCents(db, providerId), leadCounts(db, providerId)]);
  return {
    ...leads,
    total_order_value: euros(totalCents),
  };
}

/** Vendor order statuses that wait for the provider: to confirm, then to ship or hand over. */
const TO_HANDLE = ['pending', 'confirmed'] as const;
/** Days of revenue the dashboard's chart shows. */
export const REVENUE_DAYS = 30;
const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (Europe/Berlin) of a moment as `YYYY-MM-DD`. */
export function berlinDate(moment: Date): string {
  return berlinDay.format(moment);
}

/**
 * The provider's start page: the orders waiting for them (to confirm, to ship or hand over), the revenue of the
 * last 30 days per day (Europe/Berlin; cancelled orders left out), the active products that are sold out, and
 * the to-dos that follow from them. The order figures come from the orders module (`providerOrderFigures`). Beside
 * them the tiles of the provider's other activities (activities.ts): food orders open, new requests, appointment
 * requests, the balance.
 */
export async function providerDashboard(
  db: Executor,
  providerId: number,
  holdDays: number,
  now = new Date(),
): Promise<ProviderDashboardAnswer> {
  const days: string[] = [];
  for (let back = REVENUE_DAYS - 1; back >= 0; back -= 1) days.push(berlinDate(new Date(now.getTime() - back * 86_400_000)));
  const since = new Date(now.getTime() - (REVENUE_DAYS + 1) * 86_400_000);

  const { waiting, recent } = await providerOrderFigures(db, providerId, [...TO_HANDLE], since);
  const catalogue = await providerCatalogueFigures(db, providerId);
  const [activities, figures] = await Promise.all([providerActivities(db, providerId), activityFigures(db, providerId, holdDays, now)]);
  const { soldOut } = catalogue;
  const food = catalogue.isFood;

  const perDay = new Map(days.map((day) => [day, { cents: 0, orders: 0 }]));
  for (const order of recent) {
    const entry = perDay.get(berlinDate(order.createdAt));
    if (!entry) continue;
    entry.cents += order.totalCents;
    entry.orders += 1;
  }
  const revenueCents = [...perDay.values()].reduce((total, day) => total + day.cents, 0);
  const toConfirm = waiting.filter((order) => order.status === 'pending').length;
  const toShip = waiting.length - toConfirm;

  const candidates: { key: TodoKey; count: number }[] = [
    { key: 'confirm_orders', count: toConfirm },
    { key: 'ship_orders', count: toShip },
    { key: 'restock', count: soldOut.length },
    { key: 'add_images', count: catalogue.withoutImage },
    { key: 'publish_drafts', count: catalogue.drafts },
  ];
  const todos = candidates.filter((todo) => todo.count > 0);

  return {
    is_food_provider: food,
    activities,
    ...figures,
    orders_to_handle: {
      count: waiting.length,
      to_confirm: toConfirm,
      to_ship: toShip,
      latest: waiting.slice(0, 5).map((order) => ({
        id: order.id,
        vendor_order_number: order.number,
        status: order.status,
        delivery_mode: order.deliveryMode,
        total: euros(order.totalCents),
        created_at: order.createdAt.toISOString(),
      })),
    },
    revenue: {
      days: REVENUE_DAYS,
      total: euros(revenueCents),
      total_cents: revenueCents,
      orders: recent.filter((order) => perDay.has(berlinDate(order.createdAt))).length,
      per_day: [...perDay.entries()].map(([date, day]) => ({ date, total: euros(day.cents), total_cents: day.cents, orders: day.orders })),
    },
    stock_outs: {
      count: soldOut.length,
      products: soldOut
        .slice(0, 5)
        .map((product) => ({ id: product.id, name: product.name, slug: product.slug, product_type: product.productType })),
    },
    todos,
  };
}
