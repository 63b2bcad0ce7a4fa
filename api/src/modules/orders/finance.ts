import { type AnyColumn, and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices, shopOrderItems, shopOrders, shopRefunds, shopVendorOrders } from '../../db/schema/orders';
import { commissionBookedSql, commissionGivenBackSql, commissionInPeriod, paidOutInPeriod } from '../ledger/public';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { smallBusinessProviderIds } from '../account/public';
import { percentText } from '../commission/public';
import { PAYMENT_STATUS_LABELS, paymentMethodText, VENDOR_ORDER_STATUS_LABELS } from './payment';
import { filterConditions, type ProviderOrderFilters } from './provider';

const euros = (cents: number) => cents / 100;

/** Gross refunded per vendor order (refunds marked `refunded`: the money went back). */
const refundedCents = sql<number>`coalesce((
  SELECT sum(coalesce(${shopRefunds.amountCents}, ${shopRefunds.requestedCents}))
  FROM ${shopRefunds}
  WHERE ${shopRefunds.vendorOrderId} = ${shopVendorOrders.id} AND ${shopRefunds.status} = 'refunded'
), 0)::int`;

/**
 * The vendor order's commission at the rates frozen on its lines and shipping at checkout (commission module README):
 * Σ round(line total × rate / 10,000) + round(shipping × shipping rate / 10,000), half up — what the ledger's
 * `commission` entry books with the sale.
 */
const frozenCommissionCents = sql<number>`(coalesce((
  SELECT sum(round(${shopOrderItems.lineTotalCents} * ${shopOrderItems.commissionBp} / 10000.0))
  FROM ${shopOrderItems}
  WHERE ${shopOrderItems.vendorOrderId} = ${shopVendorOrders.id}
), 0) + round(${shopVendorOrders.shippingCents} * ${shopVendorOrders.shippingCommissionBp} / 10000.0))::int`;

/**
 * The vendor order's commission as the provider's finance page shows it: the frozen commission less what refunds
 * gave back (`commission_refund` entries); for a cancelled vendor order what the ledger still holds (booked
 * `commission` less given back: 0 unless it was paid and not refunded yet).
 */
const commissionCents = sql<number>`(CASE WHEN ${shopVendorOrders.status} = 'cancelled' THEN ${commissionBookedSql(shopVendorOrders.id)} ELSE ${frozenCommissionCents} - ${commissionGivenBackSql(shopVendorOrders.id)} END)::int`;

/** The distinct frozen rates of the vendor order's lines (`'1000,1250'`), for its „Provisionssatz“. */
const lineRates = sql<string | null>`(
  SELECT string_agg(DISTINCT ${shopOrderItems.commissionBp}::text, ',')
  FROM ${shopOrderItems}
  WHERE ${shopOrderItems.vendorOrderId} = ${shopVendorOrders.id}
)`;

const reportColumns = {
  vendor: shopVendorOrders,
  order: {
    orderNumber: shopOrders.orderNumber,
    paymentStatus: shopOrders.paymentStatus,
    paymentMethod: shopOrders.paymentMethod,
    billingAddress: shopOrders.billingAddress,
    customerEmail: shopOrders.customerEmail,
  },
  refundedCents,
  commissionCents,
  frozenCommissionCents,
  lineRates,
};

export type TransactionRow = Awaited<ReturnType<typeof transactionRows>>[number];

async function transactionRows(db: Executor, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select(reportColumns)
    .from(shopVendorOrders)
    .innerJoin(shopOrders, eq(shopOrders.id, shopVendorOrders.orderId))
    .where(where)
    .orderBy(desc(shopVendorOrders.id))
    .limit(limit)
    .offset(offset);
}

/**
 * The provider's transactions (one per vendor order: its sale, VAT, commission, refunds and what remains), newest
 * first, with the filters of the provider order list, and the sums of all matches. `total_order_value` is the gross
 * of the matches less what was refunded of them.
 */
export async function transactionReport(db: Executor, providerId: number, filters: ProviderOrderFilters, page: PageRequest | 'all') {
  const where = and(...filterConditions(providerId, filters));
  const window = page === 'all' ? { limit: 100_000, offset: 0 } : pageOffset(page);
  const rows = await transactionRows(db, where, window.limit, window.offset);
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      gross: sql<number>`coalesce(sum(${shopVendorOrders.totalCents}) FILTER (WHERE ${shopVendorOrders.status} <> 'cancelled'), 0)::int`,
      vat: sql<number>`coalesce(sum(${shopVendorOrders.taxCents}) FILTER (WHERE ${shopVendorOrders.status} <> 'cancelled'), 0)::int`,
      refunded: sql<number>`coalesce(sum(${refundedCents}), 0)::int`,
      commission: sql<number>`coalesce(sum(${commissionCents}), 0)::int`,
    })
    .from(shopVendorOrders)
    .innerJoin(shopOrders, eq(shopOrders.id, shopVendorOrders.orderId))
    .where(where);
  const sums = {
    count: Number(totals?.count ?? 0),
    grossCents: Number(totals?.gross ?? 0),
    vatCents: Number(totals?.vat ?? 0),
    refundedCents: Number(totals?.refunded ?? 0),
    commissionCents: Number(totals?.commission ?? 0),
  };
  return { rows, sums };
}

function customerName(row: TransactionRow): string {
  const address = row.order.billingAddress;
  return [address.first_name, address.last_name].filter(Boolean).join(' ') || address.company || row.order.customerEmail;
}

/**
 * The vendor order's commission rate as German text: the single rate when its lines and its shipping (if any) share
 * one, else the effective rate (frozen commission / gross, to 1/100 %).
 */
function commissionPercent(row: TransactionRow): string {
  const rates = new Set((row.lineRates ?? '').split(',').filter(Boolean).map(Number));
  if (row.vendor.shippingCents > 0) rates.add(row.vendor.shippingCommissionBp);
  if (rates.size <= 1) return percentText([...rates][0] ?? 0);
  const gross = row.vendor.totalCents;
  return percentText(gross > 0 ? Math.round((Number(row.frozenCommissionCents) * 10_000) / gross) : 0);
}

/** One transaction as the API answers it (EUR and cents). Cancelled vendor orders count 0. */
export function presentTransaction(row: TransactionRow) {
  const vendor = row.vendor;
  const cancelled = vendor.status === 'cancelled';
  const gross = cancelled ? 0 : vendor.totalCents;
  const vat = cancelled ? 0 : vendor.taxCents;
  const refunded = Number(row.refundedCents);
  const commission = Number(row.commissionCents);
  const orderValue = gross - refunded;
  const payoutShare = orderValue - commission;
  return {
    id: vendor.id,
    vendor_order_number: vendor.vendorOrderNumber,
    order_number: row.order.orderNumber,
    order_date: vendor.createdAt.toISOString(),
    customer_name: customerName(row),
    status: vendor.status,
    status_text: VENDOR_ORDER_STATUS_LABELS[vendor.status],
    payment_status: row.order.paymentStatus,
    payment_status_text: PAYMENT_STATUS_LABELS[row.order.paymentStatus],
    payment_method: paymentMethodText(row.order.paymentMethod, vendor.voucherCents, [vendor.cashOption]),
    gross: euros(gross),
    gross_cents: gross,
    net: euros(gross - vat),
    net_cents: gross - vat,
    vat: euros(vat),
    vat_cents: vat,
    commission: euros(commission),
    commission_cents: commission,
    commission_percent: commissionPercent(row),
    refunded: euros(refunded),
    refunded_cents: refunded,
    order_value: euros(orderValue),
    order_value_cents: orderValue,
    payout_share: euros(payoutShare),
    payout_share_cents: payoutShare,
  };
}

export function presentTransactionSummary(sums: Awaited<ReturnType<typeof transactionReport>>['sums']) {
  const orderValue = sums.grossCents - sums.refundedCents;
  return {
    count: sums.count,
    gross: euros(sums.grossCents),
    gross_cents: sums.grossCents,
    vat: euros(sums.vatCents),
    vat_cents: sums.vatCents,
    commission: euros(sums.commissionCents),
    commission_cents: sums.commissionCents,
    refunded: euros(sums.refundedCents),
    refunded_cents: sums.refundedCents,
    total_order_value: euros(orderValue),
    total_order_value_cents: orderValue,
  };
}

// --- CSV for German spreadsheets ----------------------------------------------------------------------------------

const CSV_HEADER = [
  'Datum',
  'Teilbestellung',
  'Bestellung',
  'Kunde',
  'Status',
  'Zahlungsstatus',
  'Zahlungsart',
  'Brutto (EUR)',
  'Netto (EUR)',
  'USt. (EUR)',
  'Provision (EUR)',
  'Provisionssatz',
  'Erstattet (EUR)',
  'Bestellwert (EUR)',
  'Auszahlungsanteil (EUR)',
];

/** `1234,5` style: decimal comma, no thousands separator (spreadsheets read it as a number). */
function csvNumber(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** Quotes a text cell; a leading `=`, `+`, `-`, `@` gets a `'` so spreadsheets do not run it as a formula. */
function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function berlinDate(iso: string): string {
  return new Date(iso).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** The report as CSV for German Excel/LibreOffice: UTF-8 with BOM, `;` between cells, decimal comma, CRLF lines. */
export function transactionCsv(rows: ReturnType<typeof presentTransaction>[]): Buffer {
  const lines = [CSV_HEADER.join(';')];
  for (const row of rows) {
    lines.push(
      [
        berlinDate(row.order_date),
        csvText(row.vendor_order_number),
        csvText(row.order_number),
        csvText(row.customer_name),
        csvText(row.status_text),
        csvText(row.payment_status_text),
        csvText(row.payment_method),
        csvNumber(row.gross_cents),
        csvNumber(row.net_cents),
        csvNumber(row.vat_cents),
        csvNumber(row.commission_cents),
        csvText(row.commission_percent),
        csvNumber(row.refunded_cents),
        csvNumber(row.order_value_cents),
        csvNumber(row.payout_share_cents),
      ].join(';'),
    );
  }
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}

// --- finance calculator --------------------------------------------------------------------------------------------

/** Berlin calendar days `from`…`to` (inclusive) as a timestamp range condition on `column`. */
function inPeriod(column: AnyColumn, from: string, to: string): SQL {
  return sql`${column} >= (${from}::date)::timestamp AT TIME ZONE 'Europe/Berlin' AND ${column} < ((${to}::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin')`;
}

function berlinMonth(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} AT TIME ZONE 'Europe/Berlin', 'YYYY-MM')`;
}

export interface PeriodFigures {
  turnoverCents: number;
  vatCents: number;
  commissionCents: number;
  refundsCents: number;
  payoutsCents: number;
  orders: number;
  months: { month: string; turnoverCents: number; refundsCents: number }[];
}

/**
 * A period's figures (Berlin calendar days, both inclusive): turnover = gross of the vendor orders placed in it and
 * not cancelled; VAT = the VAT of the invoices and Rechnungskorrekturen issued in it (corrections count negative);
 * commission = the commission entries booked in it less the commission refunds gave back in it; refunds = refunds marked refunded in it; payouts = payouts paid
 * in it.
 */
export async function periodFigures(db: Executor, providerId: number, from: string, to: string): Promise<PeriodFigures> {
  const ordersWhere = and(
    eq(shopVendorOrders.providerId, providerId),
    ne(shopVendorOrders.status, 'cancelled'),
    inPeriod(shopVendorOrders.createdAt, from, to),
  );
  const [sales] = await db
    .select({ cents: sql<number>`coalesce(sum(${shopVendorOrders.totalCents}), 0)::int`, orders: sql<number>`count(*)::int` })
    .from(shopVendorOrders)
    .where(ordersWhere);
  const [vat] = await db
    .select({
      cents: sql<number>`coalesce(sum((SELECT coalesce(sum((line->>'tax_cents')::int), 0) FROM jsonb_array_elements(${invoices.snapshot}->'vat') AS line)), 0)::int`,
    })
    .from(invoices)
    .where(and(eq(invoices.providerId, providerId), inPeriod(invoices.issuedAt, from, to)));
  const commissionCents = await commissionInPeriod(db, providerId, (column) => inPeriod(column, from, to));
  const refundWhere = and(
    eq(shopRefunds.providerId, providerId),
    eq(shopRefunds.status, 'refunded'),
    inPeriod(shopRefunds.refundedAt, from, to),
  );
  const [refunds] = await db
    .select({ cents: sql<number>`coalesce(sum(coalesce(${shopRefunds.amountCents}, ${shopRefunds.requestedCents})), 0)::int` })
    .from(shopRefunds)
    .where(refundWhere);
  const payoutsCents = await paidOutInPeriod(db, providerId, (column) => inPeriod(column, from, to));
  const salesByMonth = await db
    .select({ month: berlinMonth(shopVendorOrders.createdAt), cents: sql<number>`sum(${shopVendorOrders.totalCents})::int` })
    .from(shopVendorOrders)
    .where(ordersWhere)
    .groupBy(berlinMonth(shopVendorOrders.createdAt));
  const refundsByMonth = await db
    .select({
      month: berlinMonth(shopRefunds.refundedAt),
      cents: sql<number>`sum(coalesce(${shopRefunds.amountCents}, ${shopRefunds.requestedCents}))::int`,
    })
    .from(shopRefunds)
    .where(refundWhere)
    .groupBy(berlinMonth(shopRefunds.refundedAt));
  const months = [...new Set([...salesByMonth, ...refundsByMonth].map((row) => row.month))].sort().map((month) => ({
    month,
    turnoverCents: Number(salesByMonth.find((row) => row.month === month)?.cents ?? 0),
    refundsCents: Number(refundsByMonth.find((row) => row.month === month)?.cents ?? 0),
  }));
  return {
    turnoverCents: Number(sales?.cents ?? 0),
    orders: Number(sales?.orders ?? 0),
    vatCents: Number(vat?.cents ?? 0),
    commissionCents,
    refundsCents: Number(refunds?.cents ?? 0),
    payoutsCents,
    months,
  };
}

export function presentPeriod(from: string, to: string, figures: PeriodFigures) {
  const orderValue = figures.turnoverCents - figures.refundsCents;
  const remains = orderValue - figures.vatCents - figures.commissionCents;
  return {
    date_from: from,
    date_to: to,
    orders: figures.orders,
    turnover: euros(figures.turnoverCents),
    turnover_cents: figures.turnoverCents,
    vat: euros(figures.vatCents),
    vat_cents: figures.vatCents,
    commission: euros(figures.commissionCents),
    commission_cents: figures.commissionCents,
    refunds: euros(figures.refundsCents),
    refunds_cents: figures.refundsCents,
    payouts: euros(figures.payoutsCents),
    payouts_cents: figures.payoutsCents,
    total_order_value: euros(orderValue),
    total_order_value_cents: orderValue,
    remains: euros(remains),
    remains_cents: remains,
    months: figures.months.map((month) => ({
      month: month.month,
      turnover: euros(month.turnoverCents),
      turnover_cents: month.turnoverCents,
      refunds: euros(month.refundsCents),
      refunds_cents: month.refundsCents,
    })),
  };
}

/**
 * What a sale of `grossCents` leaves the provider: the VAT it owes (none for a § 19 UStG small business), the
 * marketplace commission (`commissionBasisPoints`: the provider's current rate for products, commission module; of
 * the gross, rounded half up) and the rest.
 */
export async function saleFigures(db: Executor, providerId: number, grossCents: number, taxRate: number, commissionBasisPoints: number) {
  const smallBusiness = (await smallBusinessProviderIds(db, [providerId])).has(providerId);
  const rate = smallBusiness ? 0 : taxRate;
  const netCents = Math.round(grossCents / (1 + rate / 100));
  const vatCents = grossCents - netCents;
  const commissionCents = Math.round((grossCents * commissionBasisPoints) / 10_000);
  const remainsCents = grossCents - vatCents - commissionCents;
  return {
    small_business: smallBusiness,
    tax_rate: rate,
    gross: euros(grossCents),
    gross_cents: grossCents,
    net: euros(netCents),
    net_cents: netCents,
    vat: euros(vatCents),
    vat_cents: vatCents,
    commission_percent: commissionBasisPoints / 100,
    commission: euros(commissionCents),
    commission_cents: commissionCents,
    remains: euros(remainsCents),
    remains_cents: remainsCents,
  };
}
