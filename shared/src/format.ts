/** Formatting and parsing in the German locale (de-DE, EUR), without `Intl` (see germanFormat.ts for why). */
import { formatGermanEuro, formatGermanNumber, germanDay, germanDayTime, localClock } from './germanFormat';

type NumberLike = number | string | null | undefined;

/** Intl uses a no-break space before the unit; the UI shows a plain space so texts compare predictably. */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

function toNumber(value: NumberLike): number {
  if (typeof value === 'number') return value;
  if (value === null || value === undefined) return Number.NaN;
  const trimmed = value.trim();
  if (trimmed === '') return Number.NaN;
  // Plain machine numbers such as "1234.5" from the API stay as they are; anything else is German input.
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : parseGermanNumber(trimmed);
}

/**
 * Parses German number input: dots (thousands) are removed, the comma becomes the decimal point.
 * `'1.234,56'` → 1234.56. Anything that is not a number afterwards gives NaN.
 */
export function parseGermanNumber(input: string | number | null | undefined): number {
  if (typeof input === 'number') return input;
  if (input === null || input === undefined) return Number.NaN;
  const normalised = input.trim().replace(/\s/g, '').replace(/\./g, '').replace(',', '.');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(normalised)) return Number.NaN;
  return Number(normalised);
}

/** `1234.56` → `1.234,56 €`; empty or invalid input gives an empty string. */
export function formatCurrency(value: NumberLike): string {
  const n = toNumber(value);
  return Number.isFinite(n) ? plainSpaces(formatGermanEuro(n)) : '';
}

/**
 * The one money formatter: integer cents → German euros with a plain space before the sign,
 * `123456` → `1.234,56 €`, `-5` → `-0,05 €`. Money travels as integer cents (`*_cents` fields) from the API to
 * this function; empty or invalid input gives an empty string, a fraction of a cent is rounded half away from zero.
 */
export function formatCents(cents: NumberLike): string {
  const n =
    typeof cents === 'number' ? cents : cents === null || cents === undefined || String(cents).trim() === '' ? Number.NaN : Number(cents);
  if (!Number.isFinite(n)) return '';
  const whole = Math.round(Math.abs(n));
  const euros = formatGermanNumber(Math.floor(whole / 100), { minimumFractionDigits: 0, maximumFractionDigits: 0 });
  const sign = n < 0 && whole !== 0 ? '-' : '';
  return `${sign}${euros},${String(whole % 100).padStart(2, '0')} €`;
}

/**
 * Whole euros without cents, for large amounts such as a property's price: `145000` → `145.000 €`,
 * `1234.5` → `1.235 €` (rounded half away from zero); empty or invalid input gives an empty string.
 */
export function formatEuroWhole(value: NumberLike): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return '';
  const whole = Math.sign(n) * Math.round(Math.abs(n));
  return `${formatGermanNumber(whole === 0 ? 0 : whole, { minimumFractionDigits: 0, maximumFractionDigits: 0 })} €`;
}

/** German number without unit, with the given number of decimals. */
export function formatNumber(value: NumberLike, decimals = 2): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return '';
  return formatGermanNumber(n, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** `85.5` → `85,50 m²`. */
export function formatArea(value: NumberLike): string {
  const n = toNumber(value);
  return Number.isFinite(n) ? `${formatGermanNumber(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} m²` : '';
}

/** `19` → `19,000 %` (three decimals, decimal comma; the value is already in percent). */
export function formatPercent(value: NumberLike): string {
  const n = toNumber(value);
  return Number.isFinite(n) ? `${formatGermanNumber(n, { minimumFractionDigits: 3, maximumFractionDigits: 3 })} %` : '';
}

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const german = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(value.trim());
    if (german) {
      const [, d, m, y] = german;
      const date = new Date(Number(y), Number(m) - 1, Number(d));
      return Number.isNaN(date.getTime()) ? null : date;
    }
    // A bare ISO date is a calendar day, not UTC midnight.
    const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (isoDay) {
      const [, y, m, d] = isoDay;
      return new Date(Number(y), Number(m) - 1, Number(d));
    }
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Date as `TT.MM.JJJJ`, e.g. `24.12.2024`; with `withTime` as `24.12.2024, 18:30`. Invalid input → ''. */
export function formatDate(value: Date | string | number | null | undefined, withTime = false): string {
  const date = toDate(value);
  if (!date) return '';
  return withTime ? germanDayTime(localClock(date)) : germanDay(localClock(date));
}

/** Date and time: `24.12.2024, 18:30`. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  return formatDate(value, true);
}
