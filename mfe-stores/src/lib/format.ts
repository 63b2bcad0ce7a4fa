import { berlinClock, germanCalendarDay } from '@marktplatz/shared';
import { messages } from '../messages';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A closed day or range as a German text: `24.12.2026` or `24.12.2026 – 02.01.2027`. */
export function germanRange(start: string, end: string | null | undefined): string {
  return end && end !== start ? `${germanCalendarDay(start)} – ${germanCalendarDay(end)}` : germanCalendarDay(start);
}

/** Whether a text is a time `HH:MM` between 00:00 and 23:59. */
export function isTime(value: string): boolean {
  return TIME.test(value);
}

/** Today's weekday in Europe/Berlin as the API counts it (1 = Montag … 7 = Sonntag). */
export function berlinWeekday(now: Date = new Date()): number {
  return berlinClock(now).weekday;
}

/** Shifts of a day as a German text: `09:00–12:30, 14:00–18:00 Uhr` or `geschlossen`. */
export function shiftsText(day: {
  status: boolean;
  from_time: string | null;
  untill_time: string | null;
  after_from_time: string | null;
  after_untill_time: string | null;
}): string {
  if (!day.status || !day.from_time || !day.untill_time) return messages.page.closedDay;
  const shifts = [`${day.from_time}–${day.untill_time}`];
  if (day.after_from_time && day.after_untill_time) shifts.push(`${day.after_from_time}–${day.after_untill_time}`);
  return `${shifts.join(', ')} Uhr`;
}

/** A German date `24.12.2026` → `2026-12-24` (four-digit year); null when it is no real date. */
export function isoFromGerman(text: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
