/**
 * The provider's finance calls (issue 16 item 8): request and answer shapes of `GET api/vendor-transaction-report-list`
 * and `GET api/financeCalculator`, agreed between the screen `/orders/provider/finance` and the service. The routes
 * declare them as `querystring` and `response: { 200: … }`; until then the answers are named wire shapes
 * (`FinanceTransactionReport`, `FinanceCalculation`) so the front end reads them from the contract.
 *
 * Money travels twice, as euros (number, 2 decimals) and as integer cents (`*_cents`, the exact value). Dates are
 * `JJJJ-MM-TT` in Berlin time; a period includes both ends. `total_order_value` is the period's turnover (gross of
 * the sales of vendor orders that are not cancelled) minus its refunds.
 */
import { z } from 'zod';
import { wireSchema } from '../../http/contract';
import { pageMetaSchema } from '../../http/envelope';
import { pageQuery } from '../../http/pagination';
import { LEDGER_KINDS } from '../../db/schema';

/** An empty query value (`kind=`) means „no filter“. */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

const isoDate = z.iso.date({ error: 'Bitte geben Sie das Datum als JJJJ-MM-TT an.' });
const euros = z.number();
const cents = z.number().int();

/** Bookings a report row can be (the ledger's kinds). */
export const FINANCE_TRANSACTION_KINDS = LEDGER_KINDS;

/** How the calculator groups a period for the chart. */
export const FINANCE_GROUPS = ['day', 'week', 'month'] as const;

const periodQuery = z.object({
  date_from: z.preprocess(blankToUndefined, isoDate.optional()),
  date_to: z.preprocess(blankToUndefined, isoDate.optional()),
});

/**
 * `GET api/vendor-transaction-report-list` — the provider's bookings in a period, newest first (20 per page).
 * `format=csv` answers the whole filtered list (no paging) as `text/csv; charset=utf-8` with a BOM, `;` as
 * separator, decimal comma and dates as TT.MM.JJJJ (German spreadsheets), file name `umsaetze-<from>-<to>.csv`.
 */
export const financeReportQuerySchema = pageQuery(20)
  .extend(periodQuery.shape)
  .extend({
    kind: z.preprocess(
      blankToUndefined,
      z.enum(FINANCE_TRANSACTION_KINDS, { error: 'Bitte wählen Sie eine gültige Buchungsart.' }).optional(),
    ),
    search: z.preprocess(blankToUndefined, z.string().trim().max(100, 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.').optional()),
    format: z.preprocess(blankToUndefined, z.enum(['json', 'csv'], { error: 'Bitte wählen Sie „json“ oder „csv“.' }).default('json')),
  });

/** One booking of the report. `gross` is signed: sales positive; refunds, commission and payouts negative. */
export const financeTransactionSchema = wireSchema(
  'FinanceTransaction',
  z.object({
    id: z.number().int(),
    booked_at: z.string(),
    kind: z.enum(FINANCE_TRANSACTION_KINDS),
    kind_text: z.string(),
    vendor_order_number: z.string().nullable(),
    invoice_number: z.string().nullable(),
    description: z.string(),
    net: euros,
    net_cents: cents,
    vat: euros,
    vat_cents: cents,
    gross: euros,
    gross_cents: cents,
  }),
);

/** The period's sums over every matching booking (not only the page). */
export const financeReportSummarySchema = z.object({
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  count: z.number().int(),
  turnover: euros,
  turnover_cents: cents,
  refunds: euros,
  refunds_cents: cents,
  total_order_value: euros,
  total_order_value_cents: cents,
});

/** The JSON answer: `{ status, data: rows, meta, summary }`. */
export const financeReportResponseSchema = wireSchema(
  'FinanceTransactionReport',
  z.object({
    status: z.literal(true),
    message: z.string().optional(),
    data: z.array(financeTransactionSchema),
    meta: pageMetaSchema,
    summary: financeReportSummarySchema,
  }),
);

/**
 * `GET api/financeCalculator` — a period's figures (`date_from`/`date_to`, default: the current month; `group` for
 * the chart's buckets, default `month` for periods over 62 days, else `day`), and with `amount` (gross in euros,
 * German or English decimal) and `tax_rate` (0, 7 or 19; default 19) what one sale of that amount leaves the provider.
 */
export const financeCalculatorQuerySchema = periodQuery.extend({
  group: z.preprocess(blankToUndefined, z.enum(FINANCE_GROUPS, { error: 'Bitte wählen Sie Tag, Woche oder Monat.' }).optional()),
  amount: z.preprocess(blankToUndefined, z.string().trim().max(20).optional()),
  tax_rate: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(7), z.literal(19)]))
      .optional(),
  ),
});

const financeTotalsShape = {
  /** Gross of the period's sales. */
  turnover: euros,
  turnover_cents: cents,
  /** Net of the sales (turnover − VAT). */
  net: euros,
  net_cents: cents,
  vat: euros,
  vat_cents: cents,
  commission: euros,
  commission_cents: cents,
  refunds: euros,
  refunds_cents: cents,
  payouts: euros,
  payouts_cents: cents,
  /** Turnover minus refunds. */
  total_order_value: euros,
  total_order_value_cents: cents,
};

export const financeCalculationSchema = wireSchema(
  'FinanceCalculation',
  z.object({
    period: z.object({ date_from: z.string(), date_to: z.string(), group: z.enum(FINANCE_GROUPS) }),
    totals: z.object(financeTotalsShape),
    /** VAT of the period's sales per rate. */
    vat_by_rate: z.array(
      z.object({ rate: z.number(), net: euros, net_cents: cents, tax: euros, tax_cents: cents, gross: euros, gross_cents: cents }),
    ),
    /** The chart's buckets, oldest first; `label` German (`01.11.2026`, `KW 45/2026`, `November 2026`). */
    series: z.array(
      z.object({
        label: z.string(),
        date_from: z.string(),
        date_to: z.string(),
        turnover: euros,
        turnover_cents: cents,
        refunds: euros,
        refunds_cents: cents,
        commission: euros,
        commission_cents: cents,
        payouts: euros,
        payouts_cents: cents,
      }),
    ),
    /** What one sale of `amount` leaves: null without `amount`. */
    sale: z
      .object({
        gross: euros,
        gross_cents: cents,
        tax_rate: z.number(),
        net: euros,
        net_cents: cents,
        vat: euros,
        vat_cents: cents,
        commission_percent: z.number(),
        commission: euros,
        commission_cents: cents,
        payout: euros,
        payout_cents: cents,
      })
      .nullable(),
  }),
);

/** The calculator's JSON answer. */
export const financeCalculatorResponseSchema = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: financeCalculationSchema,
});
