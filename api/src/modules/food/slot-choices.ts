import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { foodSlotChoices } from '../../db/schema/food';
import { NotFoundError, ValidationError } from '../../http/errors';
import { berlinClock, type OpeningSetup } from '../../lib/opening-hours';
import { listHolidays, locationHours, publicLocations } from '../stores/public';
import { providerDisplayName, accountProviderProfiles, accountUsers, providerNameFields } from '../account/public';
import { DEFAULT_DELIVERY_MINUTES, type FoodMode, slotLabel, slotOptions, slotProblem, type SlotRules } from './slots';
import { FOOD_PROVIDER_NOT_FOUND } from './constants';
import { type FoodSettingsRow, listDeliveryTimes, settingsOf } from './settings';
import { providerOpen } from './menu';

// --- delivery and pickup slots ------------------------------------------------------------------------------------

/** The delivery zone of a postal code: the zone whose name names it, else the slowest zone (the safe guess). */
function zoneFor(zones: Awaited<ReturnType<typeof listDeliveryTimes>>, postalCode: string | null | undefined) {
  const named = postalCode ? zones.find((zone) => zone.zone.includes(postalCode)) : undefined;
  if (named) return named;
  return [...zones].sort((a, b) => b.preparation_minutes + b.delivery_minutes - (a.preparation_minutes + a.delivery_minutes))[0];
}

/**
 * The slot rules of a restaurant for a mode: pickup within the main store's opening hours after the preparation
 * time; delivery within its delivery hours (`/getDeliveryTimings`; without any, the opening hours) after the zone's
 * preparation and delivery duration, the zone's last order time, and neither on a closed day of either kind nor on
 * a public holiday of the store's federal state. Null when the restaurant has no store.
 */
export async function slotRules(
  db: Executor,
  settings: FoodSettingsRow,
  name: string,
  mode: FoodMode,
  postalCode: string | null | undefined,
  now: Date,
): Promise<SlotRules | null> {
  const [main] = await publicLocations(db, settings.providerId, now);
  if (!main) return null;
  const opening: OpeningSetup = { always_open: main.always_open, state: main.state, hours: main.times, holidays: main.holidays };
  if (mode === 'pickup') return { mode, name, setup: opening, leadMinutes: settings.preparationMinutes, lastOrderTime: null };
  const [hours, closed, zones] = await Promise.all([
    locationHours(db, main.id, 'delivery'),
    listHolidays(db, main.id, 'delivery', berlinClock(now).date),
    listDeliveryTimes(db, settings.providerId),
  ]);
  const holidays = [...main.holidays, ...closed];
  const setup: OpeningSetup = hours.some((day) => day.status)
    ? { always_open: false, state: main.state, hours, holidays }
    : { ...opening, holidays };
  const zone = zoneFor(zones, postalCode);
  return {
    mode,
    name,
    setup,
    leadMinutes: zone ? zone.preparation_minutes + zone.delivery_minutes : settings.preparationMinutes + DEFAULT_DELIVERY_MINUTES,
    lastOrderTime: zone?.last_order_time ?? null,
  };
}

export async function activeFoodProvider(db: Executor, providerId: number) {
  const settings = await settingsOf(db, providerId);
  if (!settings.isActive) throw new NotFoundError(FOOD_PROVIDER_NOT_FOUND);
  const [profile] = await db
    .select({ name: accountProviderProfiles.companyName })
    .from(accountProviderProfiles)
    .where(eq(accountProviderProfiles.userId, providerId))
    .limit(1);
  return { settings, name: profile?.name ?? '' };
}

export interface SlotQuery {
  providerId: number;
  mode: FoodMode;
  postalCode?: string | undefined;
  cartKey?: string | undefined;
}

/**
 * The times a customer may choose for a restaurant (`GET /food/slots`): „as soon as possible“ when it is open and
 * takes orders, and the quarter hours of today and tomorrow the slot rules allow; `selected` is the cart's choice.
 */
export async function slotChoice(db: Executor, query: SlotQuery, now = new Date()) {
  const { settings, name } = await activeFoodProvider(db, query.providerId);
  const rules = await slotRules(db, settings, name, query.mode, query.postalCode, now);
  const { open, main } = await providerOpen(db, query.providerId, now);
  let selected: Date | null = null;
  if (query.cartKey) {
    const [row] = await db
      .select({ slotAt: foodSlotChoices.slotAt })
      .from(foodSlotChoices)
      .where(and(eq(foodSlotChoices.cartKey, query.cartKey), eq(foodSlotChoices.providerId, query.providerId)))
      .limit(1);
    selected = row?.slotAt ?? null;
  }
  const lead = rules?.leadMinutes ?? settings.preparationMinutes;
  return {
    asap: open && !settings.orderingPaused,
    asap_text: open
      ? `So bald wie möglich (etwa ${lead} Minuten)`
      : `Jetzt geschlossen – ${main?.state_now.text ?? 'keine Öffnungszeiten hinterlegt'}`,
    lead_minutes: lead,
    options: rules && !settings.orderingPaused ? slotOptions(rules, now) : [],
    selected: selected ? selected.toISOString() : null,
    selected_label: selected ? slotLabel(selected, now) : null,
    selected_problem: selected && rules ? slotProblem(rules, selected, now) : null,
  };
}

/** Stores the cart's chosen time for a restaurant (null: as soon as possible); a time the rules refuse → 422. */
export async function chooseSlot(db: Executor, query: SlotQuery & { cartKey: string; slotAt: Date | null }, now = new Date()) {
  if (query.slotAt === null) {
    await db
      .delete(foodSlotChoices)
      .where(and(eq(foodSlotChoices.cartKey, query.cartKey), eq(foodSlotChoices.providerId, query.providerId)));
    return slotChoice(db, query, now);
  }
  const { settings, name } = await activeFoodProvider(db, query.providerId);
  const rules = await slotRules(db, settings, name, query.mode, query.postalCode, now);
  const problem = rules ? slotProblem(rules, query.slotAt, now) : `„${name}“ hat keine Öffnungszeiten hinterlegt.`;
  if (problem) throw ValidationError.field('slot_at', problem);
  await db
    .insert(foodSlotChoices)
    .values({ cartKey: query.cartKey, providerId: query.providerId, slotAt: query.slotAt, updatedAt: now })
    .onConflictDoUpdate({
      target: [foodSlotChoices.cartKey, foodSlotChoices.providerId],
      set: { slotAt: query.slotAt, updatedAt: now },
    });
  return slotChoice(db, query, now);
}

/**
 * A guest cart went into a customer's cart at login (a different cart key): the guest's chosen times go with its
 * dishes. The guest's choice is the newer one, so it replaces the customer cart's choice for the same restaurant.
 * Called from the cart merge's transaction through `public.ts`.
 */
export async function carryOverSlotChoices(tx: Executor, fromCartKey: string, toCartKey: string): Promise<void> {
  if (fromCartKey === toCartKey) return;
  const moved = await tx.delete(foodSlotChoices).where(eq(foodSlotChoices.cartKey, fromCartKey)).returning();
  if (moved.length === 0) return;
  const now = new Date();
  await tx
    .insert(foodSlotChoices)
    .values(moved.map((row) => ({ cartKey: toCartKey, providerId: row.providerId, slotAt: row.slotAt, updatedAt: now })))
    .onConflictDoUpdate({
      target: [foodSlotChoices.cartKey, foodSlotChoices.providerId],
      set: { slotAt: sql`excluded.slot_at`, updatedAt: now },
    });
}

/**
 * The times chosen in a cart, one per restaurant, for the checkout's summary (`GET /food/cart-slots`): the
 * restaurant's name and menu slug (to change the time there) and the time as „heute, 19:30 Uhr“. Empty for a cart
 * without a chosen time (as soon as possible everywhere) or without food.
 */
export async function cartSlotChoices(db: Executor, cartKey: string, now = new Date()) {
  const rows = await db
    .select({
      providerId: foodSlotChoices.providerId,
      slotAt: foodSlotChoices.slotAt,
      ...providerNameFields,
      slug: accountProviderProfiles.slug,
    })
    .from(foodSlotChoices)
    .innerJoin(accountUsers, eq(accountUsers.id, foodSlotChoices.providerId))
    .leftJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, foodSlotChoices.providerId))
    .where(eq(foodSlotChoices.cartKey, cartKey))
    .orderBy(asc(foodSlotChoices.providerId));
  return rows.map((row) => ({
    provider_id: row.providerId,
    provider_name: providerDisplayName(row.companyName, row.firstName, row.lastName),
    provider_slug: row.slug ?? null,
    slot_at: row.slotAt.toISOString(),
    slot_label: slotLabel(row.slotAt, now),
  }));
}

export async function chosenSlots(db: Executor, cartKey: string | undefined): Promise<Map<number, Date>> {
  if (!cartKey) return new Map();
  const rows = await db.select().from(foodSlotChoices).where(eq(foodSlotChoices.cartKey, cartKey));
  return new Map(rows.map((row) => [row.providerId, row.slotAt]));
}
