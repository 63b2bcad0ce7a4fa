import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { foodSettings } from '../../db/schema/food';
import { formatEuro } from '../../lib/money';
import { publicLocations } from '../stores/public';
import { slotProblem } from './slots';
import { type FoodSettingsRow, settingsOf } from './settings';
import { deliversTo, providerOpen } from './menu';
import { activeFoodProvider, chosenSlots, slotRules } from './slot-choices';

// --- checkout checks (called from the checkout's transaction through public.ts) ---------------------------------

export interface FoodGroupInput {
  providerId: number;
  providerName: string;
  itemsCents: number;
  deliveryMode: 'shipping' | 'pickup';
}

/**
 * The payment methods a food group allows: cash on delivery or pickup, or a voucher (with the rest in cash). Nothing
 * is paid in advance for food (no prepayment, invoice or SEPA debit). The cart answers them per group
 * (`payment_methods`), so the checkout offers only these; `foodGroupRefusals` refuses any other.
 */
export const FOOD_PAYMENT_METHODS = ['cash', 'voucher'] as const;

/** The food providers among the cart's groups (those with active food settings and food products in the group). */
export async function foodProviderIds(db: Executor, providerIds: number[]): Promise<Set<number>> {
  if (providerIds.length === 0) return new Set();
  const rows = await db
    .select({ id: foodSettings.providerId })
    .from(foodSettings)
    .where(and(inArray(foodSettings.providerId, providerIds), eq(foodSettings.isActive, true)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Refusals per food group: ordering paused, closed now (Europe/Berlin, the stores' opening hours), below the minimum
 * order value, outside the delivery area, pickup or delivery not offered. Answers the German message per provider.
 */
export async function foodGroupRefusals(
  db: Executor,
  groups: FoodGroupInput[],
  input: { postalCode: string | null; paymentMethod: string; cartKey?: string | undefined },
  now = new Date(),
): Promise<Map<number, string>> {
  const refusals = new Map<number, string>();
  const slots = await chosenSlots(db, input.cartKey);
  for (const group of groups) {
    const settings = await settingsOf(db, group.providerId);
    const name = `„${group.providerName}“`;
    if (!(FOOD_PAYMENT_METHODS as readonly string[]).includes(input.paymentMethod)) {
      refusals.set(
        group.providerId,
        `Essen von ${name} bezahlen Sie bar bei Lieferung oder Abholung oder mit Gutschein; Vorkasse ist nicht möglich.`,
      );
      continue;
    }
    if (settings.orderingPaused) {
      refusals.set(group.providerId, `${name} nimmt gerade keine Bestellungen an. Bitte versuchen Sie es später erneut.`);
      continue;
    }
    const { open, main } = await providerOpen(db, group.providerId, now);
    const slot = slots.get(group.providerId);
    if (slot) {
      // A chosen slot: the restaurant may be closed now; the slot must fit its hours (Europe/Berlin).
      const mode = group.deliveryMode === 'pickup' ? 'pickup' : 'delivery';
      const rules = await slotRules(db, settings, group.providerName, mode, input.postalCode, now);
      const problem = rules ? slotProblem(rules, slot, now) : `${name} hat keine Öffnungszeiten hinterlegt.`;
      if (problem) {
        refusals.set(group.providerId, problem);
        continue;
      }
    } else if (!open) {
      refusals.set(
        group.providerId,
        `${name} hat gerade geschlossen (${main?.state_now.text ?? 'keine Öffnungszeiten'}). Sie können auf der Speisekarte eine spätere Liefer- oder Abholzeit wählen.`,
      );
      continue;
    }
    if (group.itemsCents < settings.minimumOrderCents) {
      refusals.set(
        group.providerId,
        `Der Mindestbestellwert von ${name} beträgt ${formatEuro(settings.minimumOrderCents)}; es fehlen noch ${formatEuro(settings.minimumOrderCents - group.itemsCents)}.`,
      );
      continue;
    }
    if (group.deliveryMode === 'pickup') {
      if (!settings.pickup) refusals.set(group.providerId, `${name} bietet keine Abholung an.`);
      continue;
    }
    const outside = deliveryAreaProblem(settings, name, input.postalCode, main);
    if (outside) refusals.set(group.providerId, outside);
  }
  return refusals;
}

/** Why a restaurant (`name` quoted) does not deliver to a postal code, or null when it does. */
function deliveryAreaProblem(
  settings: FoodSettingsRow,
  name: string,
  postalCode: string | null,
  main: { latitude: number | null; longitude: number | null } | undefined,
): string | null {
  if (!settings.delivery) return `${name} liefert nicht; bitte wählen Sie Abholung.`;
  if (!postalCode || !deliversTo(settings, postalCode, main)) return `${name} liefert nicht an die Postleitzahl ${postalCode ?? '–'}.`;
  return null;
}

/**
 * The delivery area check of the checkout (`GET /food/delivery-area`), made when the customer chooses a shipping
 * address: for each of the given providers that is an active restaurant, whether it delivers to the postal code,
 * with the checkout's own German refusal when not. Providers that sell no food are left out (no food rule applies).
 */
export async function deliveryAreaCheck(db: Executor, providerIds: number[], postalCode: string) {
  const restaurants = await foodProviderIds(db, providerIds);
  const answers = [];
  for (const providerId of [...restaurants].sort((a, b) => a - b)) {
    const { settings, name } = await activeFoodProvider(db, providerId);
    const [main] = await publicLocations(db, providerId, new Date());
    const problem = deliveryAreaProblem(settings, `„${name}“`, postalCode, main);
    answers.push({ provider_id: providerId, provider_name: name, delivers: problem === null, message: problem });
  }
  return answers;
}
