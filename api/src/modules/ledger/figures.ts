import { type AnyColumn, and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerEntries, providerWithdrawals } from '../../db/schema/ledger';

/**
 * Figures read from the entries for the orders' finance screens and the marketplace's figures. The caller says how
 * a period or a bucket is cut (`period(column)`, `bucket(column)`: SQL over the ledger's timestamp column), so both
 * screens keep one definition of „Berlin days from … to“.
 */

/** SQL: the commission the ledger still holds for the vendor order with this id (booked less given back, positive). */
export function commissionBookedSql(vendorOrderId: SQLWrapper): SQL<number> {
  return sql<number>`coalesce((
  SELECT -sum(${ledgerEntries.amountCents})
  FROM ${ledgerEntries}
  WHERE ${ledgerEntries.vendorOrderId} = ${vendorOrderId} AND ${ledgerEntries.kind} IN ('commission', 'commission_refund')
), 0)`;
}

/** SQL: the commission refunds of the vendor order with this id gave back (positive). */
export function commissionGivenBackSql(vendorOrderId: SQLWrapper): SQL<number> {
  return sql<number>`coalesce((
  SELECT sum(${ledgerEntries.amountCents})
  FROM ${ledgerEntries}
  WHERE ${ledgerEntries.vendorOrderId} = ${vendorOrderId} AND ${ledgerEntries.kind} = 'commission_refund'
), 0)`;
}

/** A provider's commission booked in the period less what refunds gave back in it (positive). */
export async function commissionInPeriod(db: Executor, providerId: number, period: (column: AnyColumn) => SQL): Promise<number> {
  const [commission] = await db
    .select({ cents: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}), 0)::int` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.providerId, providerId),
        inArray(ledgerEntries.kind, ['commission', 'commission_refund']),
        period(ledgerEntries.createdAt),
      ),
    );
  return Number(commission?.cents ?? 0);
}

/** What was paid out to the provider in the period (withdrawals `paid`, by their payout time). */
export async function paidOutInPeriod(db: Executor, providerId: number, period: (column: AnyColumn) => SQL): Promise<number> {
  const [payouts] = await db
    .select({ cents: sql<number>`coalesce(sum(${providerWithdrawals.amountCents}), 0)::int` })
    .from(providerWithdrawals)
    .where(
      and(
        eq(providerWithdrawals.providerId, providerId),
        inArray(providerWithdrawals.status, ['paid']),
        period(providerWithdrawals.paidAt),
      ),
    );
  return Number(payouts?.cents ?? 0);
}

type Row = Record<string, string | number | null>;

/**
 * The marketplace's commission per bucket and in total (the bucket `null`): `commission` entries booked in the period
 * less the `commission_refund` entries booked in it.
 */
export async function commissionByBucket(
  db: Executor,
  period: (column: AnyColumn) => SQL,
  bucket: (column: AnyColumn) => SQL<string>,
): Promise<{ bucket: string | null; commissionCents: number }[]> {
  const commissionBucket = bucket(ledgerEntries.createdAt);
  const result = await db.execute<Row>(
    sql`SELECT ${commissionBucket} AS bucket, coalesce(-sum(${ledgerEntries.amountCents}), 0)::bigint AS commission
      FROM ${ledgerEntries}
      WHERE ${ledgerEntries.kind} IN ('commission', 'commission_refund') AND ${period(ledgerEntries.createdAt)}
      GROUP BY GROUPING SETS ((${commissionBucket}), ())`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
  return rows.map((row) => ({
    bucket: row.bucket === null || row.bucket === undefined ? null : String(row.bucket),
    commissionCents: Number(row.commission ?? 0),
  }));
}
