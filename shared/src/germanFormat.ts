/**
 * German numbers and dates without `Intl` (no dependencies; the server's first views use it too).
 *
 * Why not `Intl.NumberFormat` / `toLocaleString('de-DE')`: the first `Intl` call of a page initialises ICU in the
 * browser's JavaScript engine, 25–50 ms of main-thread work in one piece on a desktop machine (four times that on
 * the phones Lighthouse simulates), right when a page renders its first prices and counts. The de-DE rules the
 * marketplace needs are few: decimal comma, a dot between groups of three digits, `€` after the amount, dates as
 * `TT.MM.JJJJ`, month names, and Berlin time (CET/CEST by the EU rule). The outputs equal `Intl`'s for de-DE
 * (format.test.ts compares them on many values).
 */

export interface GermanNumberOptions {
  /** Decimals always shown (default 0). */
  minimumFractionDigits?: number;
  /** Decimals at most, rounded half away from zero like Intl (default: the larger of 3 and the minimum). */
  maximumFractionDigits?: number;
  /** Dots between groups of three digits (default true). */
  useGrouping?: boolean;
}

/** The decimal digits of a non-negative finite number, as the shortest text that reads back as the same number. */
function decimalParts(abs: number): [string, string] {
  const text = String(abs);
  const exponent = text.indexOf('e');
  if (exponent < 0) {
    const point = text.indexOf('.');
    return point < 0 ? [text, ''] : [text.slice(0, point), text.slice(point + 1)];
  }
  const mantissa = text.slice(0, exponent);
  const power = Number(text.slice(exponent + 1));
  const dot = mantissa.indexOf('.');
  const lead = dot < 0 ? mantissa : mantissa.slice(0, dot);
  const digits = lead + (dot < 0 ? '' : mantissa.slice(dot + 1));
  const point = lead.length + power;
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** Adds one to a string of decimal digits (`'199'` → `'200'`, `'99'` → `'100'`). */
function incremented(digits: string): string {
  const chars = digits.split('');
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    if (chars[index] !== '9') {
      chars[index] = String(Number(chars[index]) + 1);
      return chars.join('');
    }
    chars[index] = '0';
  }
  return `1${chars.join('')}`;
}

function grouped(whole: string): string {
  let out = '';
  for (let end = whole.length; end > 0; end -= 3) out = whole.slice(Math.max(0, end - 3), end) + (out ? `.${out}` : '');
  return out;
}

/** `1234.5` → `'1.234,5'`; as `value.toLocaleString('de-DE', options)`. */
export function formatGermanNumber(value: number, options: GermanNumberOptions = {}): string {
  if (Number.isNaN(value)) return 'NaN';
  const negative = value < 0 || Object.is(value, -0);
  if (!Number.isFinite(value)) return negative ? '-∞' : '∞';
  const minimum = options.minimumFractionDigits ?? 0;
  const maximum = options.maximumFractionDigits ?? Math.max(minimum, 3);
  let [whole, fraction] = decimalParts(Math.abs(value));
  if (fraction.length > maximum) {
    const roundUp = fraction.charCodeAt(maximum) >= 53; // '5'
    const kept = whole + fraction.slice(0, maximum);
    const rounded = roundUp ? incremented(kept) : kept;
    whole = rounded.slice(0, rounded.length - maximum) || '0';
    fraction = rounded.slice(rounded.length - maximum);
  }
  fraction = fraction.replace(/0+$/, '');
  if (fraction.length < minimum) fraction = fraction.padEnd(minimum, '0');
  const integer = options.useGrouping === false ? whole : grouped(whole);
  return `${negative ? '-' : ''}${integer}${fraction ? `,${fraction}` : ''}`;
}

/** `12.5` → `'12,50 €'` (no-break space before the sign, as Intl writes it). */
export function formatGermanEuro(value: number): string {
  return `${formatGermanNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0€`;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The wall clock of a moment: year, month (1–12), day, hour, minute. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 1 = Montag … 7 = Sonntag (ISO 8601, as the API counts weekdays). */
  weekday: number;
}

const isoWeekday = (sundayFirst: number) => ((sundayFirst + 6) % 7) + 1;

/** The clock fields of a Date through one set of getters (the device's time zone, or UTC of a shifted moment). */
function clockOf(date: Date, utc: boolean): WallClock {
  return {
    year: utc ? date.getUTCFullYear() : date.getFullYear(),
    month: (utc ? date.getUTCMonth() : date.getMonth()) + 1,
    day: utc ? date.getUTCDate() : date.getDate(),
    hour: utc ? date.getUTCHours() : date.getHours(),
    minute: utc ? date.getUTCMinutes() : date.getMinutes(),
    weekday: isoWeekday(utc ? date.getUTCDay() : date.getDay()),
  };
}

/** The visitor's own clock (the device's time zone), as `Intl.DateTimeFormat` without `timeZone` shows it. */
export function localClock(date: Date): WallClock {
  return clockOf(date, false);
}

/** The last Sunday of a month at 01:00 UTC (the EU's summer-time switch), in milliseconds. */
function lastSundayOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
}

/**
 * Berlin's clock for a moment: CET (UTC+1), CEST (UTC+2) from the last Sunday of March to the last Sunday of
 * October, 01:00 UTC each (the EU rule, in force since 1996 — older dates do not occur in the marketplace).
 */
export function berlinClock(date: Date): WallClock {
  const time = date.getTime();
  const year = date.getUTCFullYear();
  const summer = time >= lastSundayOneUtc(year, 2) && time < lastSundayOneUtc(year, 9);
  return clockOf(new Date(time + (summer ? 2 : 1) * 3_600_000), true);
}

const WEEKDAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];

/** The German name of a weekday as the API and {@link WallClock} count it: 1 = `Montag` … 7 = `Sonntag`; `''` for any other number. */
export const germanWeekday = (day: number): string => WEEKDAYS[day - 1] ?? '';

const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** `24.12.2024`. */
export const germanDay = (clock: WallClock) => `${two(clock.day)}.${two(clock.month)}.${clock.year}`;
/** `24.12.2024, 18:30`. */
export const germanDayTime = (clock: WallClock) => `${germanDay(clock)}, ${germanTime(clock)}`;
/** `18:30`. */
export const germanTime = (clock: WallClock) => `${two(clock.hour)}:${two(clock.minute)}`;
/** `24. Dezember 2024`. */
export const germanLongDay = (clock: WallClock) => `${clock.day}. ${MONTHS[clock.month - 1]} ${clock.year}`;

/**
 * A calendar day as the API sends it (`2026-12-24`, no time, no zone) → `24.12.2026`; any other text is returned
 * unchanged. No Date in between: a day stays the day it is in every time zone.
 */
export function germanCalendarDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDay;
}
