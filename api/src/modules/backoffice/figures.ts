import type { Executor } from '../../db/client';
import { ValidationError } from '../../http/errors';
import { EMPTY_MARKETPLACE_FIGURE, type FigureGranularity, type MarketplaceFigure, marketplaceFigures } from '../orders/public';

/**
 * The operator's figures (issue 40 §6, README „Figures“): GMV, orders, commission, take rate, refunds, active
 * providers and customers per day, week or month of a period, read from orders and the ledger through
 * `orders/public.ts`. Money in integer cents; the take rate in basis points (commission ÷ GMV × 10,000, rounded half
 * up; `null` without GMV).
 */

export const FIGURES_MESSAGES = {
  order: 'Das Enddatum darf nicht vor dem Anfangsdatum liegen.',
  tooLong: 'Der Zeitraum darf höchstens zwei Jahre umfassen. Bitte wählen Sie einen kürzeren Zeitraum.',
  date: 'Bitte geben Sie das Datum als JJJJ-MM-TT an.',
  granularity: 'Bitte wählen Sie die Einteilung „day“ (Tag), „week“ (Woche) oder „month“ (Monat).',
} as const;

/** The default period: the last 30 Berlin days up to today. */
export const DEFAULT_DAYS = 30;

export interface FigureValues {
  gmv_cents: number;
  orders: number;
  vendor_orders: number;
  commission_cents: number;
  take_rate_basis_points: number | null;
  refunds_cents: number;
  refunds: number;
  active_providers: number;
  active_customers: number;
}

export interface FigureBucket extends FigureValues {
  /** First day of the day/week/month (`JJJJ-MM-TT`), also when the period starts later. */
  key: string;
  /** The bucket's days inside the period (both inclusive). */
  date_from: string;
  date_to: string;
  /** German: „05.03.2026“, „KW 10/2026“, „März 2026“. */
  label: string;
}

export interface OperatorFigures {
  date_from: string;
  date_to: string;
  granularity: FigureGranularity;
  buckets: FigureBucket[];
  totals: FigureValues;
}

const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

const DAY_MS = 86_400_000;
const parse = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => iso(new Date(parse(day).getTime() + days * DAY_MS));
const german = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

function addMonths(day: string, months: number): string {
  const date = parse(day);
  return iso(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate())));
}

/** Today in Berlin (`JJJJ-MM-TT`). */
export function berlinToday(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(now);
}

/** ISO 8601 week number and its year of a Monday (`JJJJ-MM-TT`). */
export function isoWeek(monday: string): { week: number; year: number } {
  const thursday = parse(addDays(monday, 3));
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return { week, year };
}

/** The first day of the bucket `day` belongs to. */
export function bucketStart(day: string, granularity: FigureGranularity): string {
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  if (granularity === 'week') return addDays(day, -((parse(day).getUTCDay() + 6) % 7));
  return day;
}

function nextBucket(key: string, granularity: FigureGranularity): string {
  if (granularity === 'month') return addMonths(key, 1);
  return addDays(key, granularity === 'week' ? 7 : 1);
}

function bucketLabel(key: string, granularity: FigureGranularity): string {
  if (granularity === 'month') return `${MONTHS[Number(key.slice(5, 7)) - 1] ?? ''} ${key.slice(0, 4)}`;
  if (granularity === 'week') {
    const { week, year } = isoWeek(key);
    return `KW ${week}/${year}`;
  }
  return german(key);
}

/** Every bucket of the period (also those without activity), cut to the period. */
export function periodBuckets(from: string, to: string, granularity: FigureGranularity) {
  const buckets: { key: string; date_from: string; date_to: string; label: string }[] = [];
  for (let key = bucketStart(from, granularity); key <= to; key = nextBucket(key, granularity)) {
    const last = addDays(nextBucket(key, granularity), -1);
    buckets.push({
      key,
      date_from: key < from ? from : key,
      date_to: last > to ? to : last,
      label: bucketLabel(key, granularity),
    });
  }
  return buckets;
}

/**
 * The period of the query: defaults (the last 30 days up to Berlin today), then the checks — not backwards, at most
 * two years (`date_to` before the same day two years after `date_from`). German 422 otherwise.
 */
export function figuresPeriod(query: { date_from?: string | undefined; date_to?: string | undefined }, now = new Date()) {
  const to = query.date_to ?? berlinToday(now);
  const from = query.date_from ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (from > to) throw ValidationError.field('date_to', FIGURES_MESSAGES.order);
  if (to >= addMonths(from, 24)) throw ValidationError.field('date_to', FIGURES_MESSAGES.tooLong);
  return { from, to };
}

/** Commission ÷ GMV in basis points, rounded half up; null without GMV. */
export function takeRateBasisPoints(commissionCents: number, gmvCents: number): number | null {
  if (gmvCents <= 0) return null;
  return Math.round((commissionCents * 10_000) / gmvCents);
}

function values(figure: MarketplaceFigure): FigureValues {
  return {
    gmv_cents: figure.gmvCents,
    orders: figure.orders,
    vendor_orders: figure.vendorOrders,
    commission_cents: figure.commissionCents,
    take_rate_basis_points: takeRateBasisPoints(figure.commissionCents, figure.gmvCents),
    refunds_cents: figure.refundsCents,
    refunds: figure.refunds,
    active_providers: figure.activeProviders,
    active_customers: figure.activeCustomers,
  };
}

/** The figures of Berlin days `from`…`to` (inclusive): every bucket (zero when quiet) and the totals. */
export async function operatorFigures(db: Executor, from: string, to: string, granularity: FigureGranularity): Promise<OperatorFigures> {
  const figures = await marketplaceFigures(db, from, to, granularity);
  return {
    date_from: from,
    date_to: to,
    granularity,
    buckets: periodBuckets(from, to, granularity).map((bucket) => ({
      ...bucket,
      ...values(figures.buckets.get(bucket.key) ?? EMPTY_MARKETPLACE_FIGURE),
    })),
    totals: values(figures.totals),
  };
}

// --- CSV for German spreadsheets ----------------------------------------------------------------------------------

const CSV_HEADER = [
  'Zeitraum',
  'Von',
  'Bis',
  'Umsatz brutto (GMV, EUR)',
  'Bestellungen',
  'Teilbestellungen',
  'Provision (EUR)',
  'Take Rate (%)',
  'Erstattungen (EUR)',
  'Erstattungen (Anzahl)',
  'Aktive Anbieter',
  'Aktive Kunden',
];

/** `1234,5` style: decimal comma, no thousands separator (spreadsheets read it as a number). */
const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const percent = (basisPoints: number | null) => (basisPoints === null ? '' : (basisPoints / 100).toFixed(2).replace('.', ','));

function csvLine(label: string, from: string, to: string, row: FigureValues): string {
  return [
    label,
    german(from),
    german(to),
    euros(row.gmv_cents),
    String(row.orders),
    String(row.vendor_orders),
    euros(row.commission_cents),
    percent(row.take_rate_basis_points),
    euros(row.refunds_cents),
    String(row.refunds),
    String(row.active_providers),
    String(row.active_customers),
  ].join(';');
}

/** The figures as CSV (UTF-8 with BOM, `;`, CRLF, decimal comma): one line per bucket, then „Summe“. */
export function figuresCsv(figures: OperatorFigures): Buffer {
  const lines = [CSV_HEADER.join(';')];
  for (const bucket of figures.buckets) lines.push(csvLine(bucket.label, bucket.date_from, bucket.date_to, bucket));
  lines.push(csvLine('Summe', figures.date_from, figures.date_to, figures.totals));
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}
