import { fromZonedTime } from 'date-fns-tz';

/**
 * Calendar days of billing periods, as `YYYY-MM-DD` in Europe/Berlin (a period runs from `start` up to, not
 * including, `end`). Pure string/UTC arithmetic: no time of day, no daylight-saving surprises.
 */

export const BILLING_TIME_ZONE = 'Europe/Berlin';

export function berlinToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: BILLING_TIME_ZONE }).format(now);
}

function toUtc(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** One month later; the 31st becomes the last day of a shorter month (31 Jan → 28/29 Feb). */
export function addMonth(day: string): string {
  const date = toUtc(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return fromUtc(target);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** The instant a Berlin calendar day begins (00:00 there: 23:00 or 22:00 UTC the day before). */
export function berlinMidnight(day: string): Date {
  return fromZonedTime(`${day}T00:00:00`, BILLING_TIME_ZONE);
}

/** The instant of the next 00:00 in Berlin after `now` (when the next billing run is due). */
export function nextBerlinMidnight(now: Date = new Date()): Date {
  return berlinMidnight(addDays(berlinToday(now), 1));
}

/** `27.11.2026`. */
export function germanDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}
