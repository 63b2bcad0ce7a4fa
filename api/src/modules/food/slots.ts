import { formatInTimeZone } from 'date-fns-tz';
import { berlinClock, minutesOf, openState, STORE_TIME_ZONE, type OpeningSetup } from '../../lib/opening-hours';

/** Slots lie on a quarter-hour grid of the Berlin clock (its offsets are whole hours, so UTC's grid is the same). */
export const SLOT_STEP_MINUTES = 15;
/** The delivery duration when a restaurant has set no delivery zone. */
export const DEFAULT_DELIVERY_MINUTES = 30;

export type FoodMode = 'delivery' | 'pickup';

/** When a restaurant can hand out a chosen slot. */
export interface SlotRules {
  mode: FoodMode;
  /** Restaurant name for the messages. */
  name: string;
  /** The hours the slot must lie in (Europe/Berlin): delivery hours for delivery, opening hours for pickup. */
  setup: OpeningSetup;
  /** From the order to the slot: preparation (and, for delivery, the zone's delivery duration). */
  leadMinutes: number;
  /** `HH:MM`: the kitchen starts (slot − lead) no later than this on the slot's day (the zone's last order time). */
  lastOrderTime: string | null;
}

export interface SlotOption {
  /** ISO instant (UTC). */
  value: string;
  /** e.g. „heute, 19:30 Uhr“. */
  label: string;
  day: 'today' | 'tomorrow';
}

const STEP_MS = SLOT_STEP_MINUTES * 60_000;

function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

function clock(instant: Date): string {
  return formatInTimeZone(instant, STORE_TIME_ZONE, 'HH:mm');
}

/** „heute, 19:30 Uhr“ / „morgen, 12:00 Uhr“ / „Sonntag, 25.10., 02:30 Uhr“ (Berlin wall clock). */
export function slotLabel(instant: Date, now: Date): string {
  const today = berlinClock(now).date;
  const date = berlinClock(instant).date;
  const day = date === today ? 'heute' : date === nextDate(today) ? 'morgen' : formatInTimeZone(instant, STORE_TIME_ZONE, 'dd.MM.');
  return `${day}, ${clock(instant)} Uhr`;
}

/** The earliest instant the restaurant can meet: now plus the lead time. */
function earliest(rules: SlotRules, now: Date): number {
  return now.getTime() + rules.leadMinutes * 60_000;
}

/**
 * Why a slot cannot be met, as a German sentence, or null: it must be at least the lead time away, today or
 * tomorrow (Berlin), inside the delivery (pickup: opening) hours of that day, not on a closed day or public holiday
 * of the store's federal state, and the kitchen must start before the zone's last order time.
 */
export function slotProblem(rules: SlotRules, slot: Date, now: Date): string | null {
  const name = `„${rules.name}“`;
  const what = rules.mode === 'delivery' ? 'Lieferung' : 'Abholung';
  if (slot.getTime() < earliest(rules, now)) {
    return `Eine ${what} um ${clock(slot)} Uhr schafft ${name} nicht mehr (etwa ${rules.leadMinutes} Minuten Vorlauf). Bitte wählen Sie eine spätere Zeit.`;
  }
  const { date } = berlinClock(slot);
  if (date > nextDate(berlinClock(now).date)) return 'Vorbestellen können Sie für heute und morgen.';
  const state = openState(rules.setup, slot);
  if (!state.open_now) {
    if (state.closed_reason) {
      return `Am ${formatInTimeZone(slot, STORE_TIME_ZONE, 'dd.MM.')} ist bei ${name} keine ${what} möglich (${state.closed_reason}).`;
    }
    return rules.mode === 'delivery'
      ? `Um ${clock(slot)} Uhr liefert ${name} nicht. Bitte wählen Sie eine Zeit innerhalb der Lieferzeiten.`
      : `Um ${clock(slot)} Uhr hat ${name} geschlossen. Bitte wählen Sie eine Zeit innerhalb der Öffnungszeiten.`;
  }
  if (rules.lastOrderTime) {
    const start = new Date(slot.getTime() - rules.leadMinutes * 60_000);
    const kitchen = berlinClock(start);
    if (kitchen.date === date && kitchen.minute > minutesOf(rules.lastOrderTime)) {
      return `Für eine ${what} um ${clock(slot)} Uhr ist die letzte Bestellzeit von ${name} (${rules.lastOrderTime} Uhr) vorbei. Bitte wählen Sie eine frühere Zeit.`;
    }
  }
  return null;
}

/** Every slot from the earliest possible one to the end of tomorrow (Berlin) that `slotProblem` accepts. */
export function slotOptions(rules: SlotRules, now: Date): SlotOption[] {
  const today = berlinClock(now).date;
  const tomorrow = nextDate(today);
  const options: SlotOption[] = [];
  for (let at = Math.ceil(earliest(rules, now) / STEP_MS) * STEP_MS; ; at += STEP_MS) {
    const slot = new Date(at);
    const { date } = berlinClock(slot);
    if (date > tomorrow) break;
    if (slotProblem(rules, slot, now) === null) {
      options.push({ value: slot.toISOString(), label: slotLabel(slot, now), day: date === today ? 'today' : 'tomorrow' });
    }
  }
  return options;
}
