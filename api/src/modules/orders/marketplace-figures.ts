import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopOrders, shopRefunds, shopVendorOrders } from '../../db/schema/orders';
import { commissionByBucket } from '../ledger/public';

/**
 * The marketplace's figures across all providers (the back office's „Kennzahlen“, issue 40 §6), read with the same
 * definitions as a provider's finance figures (`periodFigures` in `finance.ts`), so the sum over all providers of
 * what their finance screens show equals the operator's figures:
 *
 * - sales (GMV) = gross of the vendor orders placed in the bucket and not cancelled (their `created_at`);
 * - commission = the ledger's `commission` entries booked in the bucket less the `commission_refund` entries (the
 *   commission refunds gave back) booked in it (positive: what the marketplace earned, net of VAT);
 * - refunds = refunds marked `refunded` in the bucket (`refunded_at`), gross, and how many.
 *
 * Buckets are Berlin calendar days, ISO weeks (Monday) or calendar months; a bucket's key is its first day
 * (`JJJJ-MM-TT`, not cut to the period). The totals are computed over the whole period in the same statements
 * (grouping sets), so the distinct counts (providers, customers, orders) are exact and not sums of buckets.
 */

export const FIGURE_GRANULARITIES = ['day', 'week', 'month'] as const;
export type FigureGranularity = (typeof FIGURE_GRANULARITIES)[number];

export interface MarketplaceFigure {
  /** Vendor orders not cancelled: gross. */
  gmvCents: number;
  /** Customer orders with at least one vendor order not cancelled. */
  orders: number;
  /** Vendor orders not cancelled (what the providers' screens count as their orders). */
  vendorOrders: number;
  commissionCents: number;
  refundsCents: number;
  refunds: number;
  /** Providers with at least one vendor order not cancelled. */
  activeProviders: number;
  /** Customers with at least one order (a vendor order not cancelled). */
  activeCustomers: number;
}

export interface MarketplaceFigures {
  /** Per bucket key (first day of the bucket); buckets without any activity are missing. */
  buckets: Map<string, MarketplaceFigure>;
  totals: MarketplaceFigure;
}

/** The figure of a bucket without any activity. */
export const EMPTY_MARKETPLACE_FIGURE: Readonly<MarketplaceFigure> = {
  gmvCents: 0,
  orders: 0,
  vendorOrders: 0,
  commissionCents: 0,
  refundsCents: 0,
  refunds: 0,
  activeProviders: 0,
  activeCustomers: 0,
};

/** Berlin calendar days `from`…`to` (inclusive) as a timestamp range on `column` (as `finance.ts`). */
function inPeriod(column: AnyColumn, from: string, to: string): SQL {
  return sql`${column} >= (${from}::date)::timestamp AT TIME ZONE 'Europe/Berlin' AND ${column} < ((${to}::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin')`;
}

/**
 * The bucket of `column` (its Berlin day, week or month) as `JJJJ-MM-TT`. The granularity is one of three fixed
 * words and written into the statement, so the expression in SELECT and GROUP BY is the same text.
 */
function bucketOf(column: AnyColumn, granularity: FigureGranularity): SQL<string> {
  if (!FIGURE_GRANULARITIES.includes(granularity)) throw new Error(`Unbekannte Einteilung: ${String(granularity)}`);
  return sql<string>`to_char(date_trunc('${sql.raw(granularity)}', ${column} AT TIME ZONE 'Europe/Berlin'), 'YYYY-MM-DD')`;
}

type Row = Record<string, string | number | null>;

async function rowsOf(db: Executor, query: SQL): Promise<Row[]> {
  const result = await db.execute<Row>(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/** The figures of Berlin days `from`…`to` (inclusive) per bucket and in total. */
export async function marketplaceFigures(
  db: Executor,
  from: string,
  to: string,
  granularity: FigureGranularity,
): Promise<MarketplaceFigures> {
  const salesBucket = bucketOf(shopVendorOrders.createdAt, granularity);
  const sales = await rowsOf(
    db,
    sql`SELECT ${salesBucket} AS bucket,
        coalesce(sum(${shopVendorOrders.totalCents}), 0)::bigint AS gmv,
        count(*)::int AS vendor_orders,
        count(DISTINCT ${shopVendorOrders.orderId})::int AS orders,
        count(DISTINCT ${shopVendorOrders.providerId})::int AS providers,
        count(DISTINCT ${shopOrders.userId})::int AS customers
      FROM ${shopVendorOrders}
      INNER JOIN ${shopOrders} ON ${shopOrders.id} = ${shopVendorOrders.orderId}
      WHERE ${shopVendorOrders.status} <> 'cancelled' AND ${inPeriod(shopVendorOrders.createdAt, from, to)}
      GROUP BY GROUPING SETS ((${salesBucket}), ())`,
  );
  const commission = await commissionByBucket(
    db,
    (column) => inPeriod(column, from, to),
    (column) => bucketOf(column, granularity),
  );
  const refundBucket = bucketOf(shopRefunds.refundedAt, granularity);
  const refunds = await rowsOf(
    db,
    sql`SELECT ${refundBucket} AS bucket,
        coalesce(sum(coalesce(${shopRefunds.amountCents}, ${shopRefunds.requestedCents})), 0)::bigint AS refunded,
        count(*)::int AS refunds
      FROM ${shopRefunds}
      WHERE ${shopRefunds.status} = 'refunded' AND ${inPeriod(shopRefunds.refundedAt, from, to)}
      GROUP BY GROUPING SETS ((${refundBucket}), ())`,
  );

  const buckets = new Map<string, MarketplaceFigure>();
  let totals: MarketplaceFigure = { ...EMPTY_MARKETPLACE_FIGURE };
  const update = (bucket: string | number | null | undefined, change: Partial<MarketplaceFigure>) => {
    if (bucket === null || bucket === undefined) {
      totals = { ...totals, ...change };
      return;
    }
    const key = String(bucket);
    buckets.set(key, { ...(buckets.get(key) ?? EMPTY_MARKETPLACE_FIGURE), ...change });
  };
  for (const row of sales) {
    update(row.bucket, {
      gmvCents: Number(row.gmv ?? 0),
      vendorOrders: Number(row.vendor_orders ?? 0),
      orders: Number(row.orders ?? 0),
      activeProviders: Number(row.providers ?? 0),
      activeCustomers: Number(row.customers ?? 0),
    });
  }
  for (const row of commission) update(row.bucket, { commissionCents: row.commissionCents });
  for (const row of refunds) update(row.bucket, { refundsCents: Number(row.refunded ?? 0), refunds: Number(row.refunds ?? 0) });
  return { buckets, totals };
}
