/** The nightly billing run: renewals, expiries and past-due subscriptions. */
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { billingInvoices, billingPackages, billingSubscriptions } from '../../db/schema/billing';
import { addDays, addMonth, berlinToday } from './dates';
import { issueInvoice } from './invoicing';
import { type BillingSettings, SUBSCRIPTION_LOCK_SPACE } from './terms';

export interface BillingRunResult {
  renewed: number;
  expired: number;
  past_due: number;
  invoices: string[];
}

/**
 * The nightly run (00:00 Europe/Berlin, job `billing.run`): every subscription whose period has ended is renewed
 * (a waiting downgrade applies; one invoice per period), expired (cancelled, or still past due at the period end),
 * and every subscription with an invoice open past its due date becomes past due. Idempotent per period: each
 * subscription is handled under an advisory lock and re-read; the unique index (subscription, period) backs it up —
 * two runs at once issue one invoice.
 */
export async function runBilling(db: Executor, settings: BillingSettings): Promise<BillingRunResult> {
  const now = settings.now ?? new Date();
  const today = berlinToday(now);
  const result: BillingRunResult = { renewed: 0, expired: 0, past_due: 0, invoices: [] };

  const overdue = await db
    .selectDistinct({ id: billingInvoices.subscriptionId })
    .from(billingInvoices)
    .innerJoin(billingSubscriptions, eq(billingSubscriptions.id, billingInvoices.subscriptionId))
    .where(
      and(eq(billingInvoices.status, 'open'), lte(billingInvoices.dueDate, addDays(today, -1)), eq(billingSubscriptions.status, 'active')),
    );
  if (overdue.length > 0) {
    const moved = await db
      .update(billingSubscriptions)
      .set({ status: 'past_due', updatedAt: now })
      .where(
        and(
          inArray(
            billingSubscriptions.id,
            overdue.map((row) => row.id),
          ),
          eq(billingSubscriptions.status, 'active'),
        ),
      )
      .returning({ id: billingSubscriptions.id });
    result.past_due += moved.length;
  }

  const due = await db
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .where(and(lte(billingSubscriptions.periodEnd, today), ne(billingSubscriptions.status, 'expired')))
    .orderBy(asc(billingSubscriptions.id));
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SUBSCRIPTION_LOCK_SPACE}, ${id})`);
      let [subscription] = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id)).for('update').limit(1);
      while (subscription && subscription.status !== 'expired' && subscription.periodEnd <= today) {
        if (subscription.status === 'cancelled' || subscription.status === 'past_due') {
          await tx.update(billingSubscriptions).set({ status: 'expired', updatedAt: now }).where(eq(billingSubscriptions.id, id));
          result.expired += 1;
          return;
        }
        const packageId = subscription.pendingPackageId ?? subscription.packageId;
        const [pkg] = await tx.select().from(billingPackages).where(eq(billingPackages.id, packageId)).limit(1);
        if (!pkg) return;
        const periodStart = subscription.periodEnd;
        const periodEnd = addMonth(periodStart);
        const [exists] = await tx
          .select({ id: billingInvoices.id })
          .from(billingInvoices)
          .where(
            and(
              eq(billingInvoices.subscriptionId, id),
              eq(billingInvoices.periodStart, periodStart),
              inArray(billingInvoices.kind, ['purchase', 'renewal']),
            ),
          )
          .limit(1);
        const [renewed] = await tx
          .update(billingSubscriptions)
          .set({ packageId, pendingPackageId: null, periodStart, periodEnd, updatedAt: now })
          .where(eq(billingSubscriptions.id, id))
          .returning();
        if (!renewed) return;
        subscription = renewed;
        if (exists) continue;
        const invoice = await issueInvoice(tx, settings, {
          subscription: renewed,
          kind: 'renewal',
          periodStart,
          periodEnd,
          lines: [{ name: `Paket ${pkg.name}`, period_start: periodStart, period_end: periodEnd, net_cents: pkg.monthlyNetCents }],
        });
        if (invoice) {
          result.renewed += 1;
          result.invoices.push(invoice.invoiceNumber);
        } else {
          // The balance did not cover the renewal: the period is invoiced for transfer and the subscription is past due.
          const [pastDue] = await tx
            .update(billingSubscriptions)
            .set({ status: 'past_due', updatedAt: now })
            .where(eq(billingSubscriptions.id, id))
            .returning();
          if (!pastDue) return;
          const issued = await issueInvoice(tx, settings, {
            subscription: pastDue,
            kind: 'renewal',
            periodStart,
            periodEnd,
            lines: [{ name: `Paket ${pkg.name}`, period_start: periodStart, period_end: periodEnd, net_cents: pkg.monthlyNetCents }],
            method: 'invoice',
          });
          if (issued) result.invoices.push(issued.invoiceNumber);
          result.past_due += 1;
          return;
        }
      }
    });
  }
  return result;
}
