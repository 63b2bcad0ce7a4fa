import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { billingInvoices, billingPackages, billingSubscriptions, type SubscriptionStatus } from '../../db/schema/billing';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { containsPattern } from '../../lib/like-pattern';
import { auditEntries } from '../staff/public';
import { addDays, berlinToday, daysBetween } from './dates';
import type { ADMIN_INVOICE_FILTERS, ADMIN_SUBSCRIPTION_STATES } from './schemas';
import type { BillingRunResult } from './billing-run';
import { type BillingInvoiceRow, KIND_LABELS, PAYMENT_METHOD_LABELS, STATUS_LABELS } from './terms';

/**
 * The finance back office's reading side (`/admin/billing/invoices`, `/subscriptions`, `/runs`; README „Back office“).
 * Reads only billing's own tables; the provider's name is the buyer frozen on its invoices (billing reads no other
 * module's tables for it).
 */

type InvoiceFilter = (typeof ADMIN_INVOICE_FILTERS)[number];
type SubscriptionState = (typeof ADMIN_SUBSCRIPTION_STATES)[number];

const STATE_STATUS: Record<SubscriptionState, SubscriptionStatus> = {
  overdue: 'past_due',
  active: 'active',
  cancelled: 'cancelled',
};

function overdueDays(dueDate: string, today: string): number {
  return Math.max(0, daysBetween(dueDate, today));
}

export function presentAdminInvoice(row: BillingInvoiceRow, today: string) {
  return {
    id: row.id,
    invoice_number: row.invoiceNumber,
    kind: row.kind,
    kind_text: KIND_LABELS[row.kind],
    provider_id: row.providerId,
    provider: row.buyer.company || row.buyer.name,
    provider_email: row.buyer.email,
    period_start: row.periodStart,
    period_last_day: addDays(row.periodEnd, -1),
    total_cents: row.grossCents,
    payment_method: row.paymentMethod,
    payment_method_text: PAYMENT_METHOD_LABELS[row.paymentMethod],
    status: row.status,
    status_text: row.status === 'paid' ? 'Bezahlt' : row.dueDate < today ? 'Überfällig' : 'Offen',
    due_date: row.dueDate,
    issued_at: row.issuedAt.toISOString(),
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
    overdue_days: row.status === 'open' ? overdueDays(row.dueDate, today) : 0,
  };
}

/**
 * The marketplace's invoices to providers. `open`: every unpaid one (overdue included), `overdue`: unpaid past the
 * due date (oldest due first), `paid`: settled (newest payment first); without a status all, newest first. `q`
 * matches the invoice number, the provider's company or e-mail (part, case-insensitive).
 */
export async function adminInvoices(
  db: Executor,
  filter: { status?: InvoiceFilter | undefined; q?: string | null | undefined },
  page: PageRequest,
  now = new Date(),
) {
  const today = berlinToday(now);
  const conditions: SQL[] = [];
  if (filter.status === 'open' || filter.status === 'overdue') conditions.push(eq(billingInvoices.status, 'open'));
  if (filter.status === 'overdue') conditions.push(lt(billingInvoices.dueDate, today));
  if (filter.status === 'paid') conditions.push(eq(billingInvoices.status, 'paid'));
  const q = filter.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    const match = or(
      ilike(billingInvoices.invoiceNumber, pattern),
      sql`${billingInvoices.buyer}->>'company' ilike ${pattern}`,
      sql`${billingInvoices.buyer}->>'email' ilike ${pattern}`,
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order =
    filter.status === 'overdue'
      ? [asc(billingInvoices.dueDate), asc(billingInvoices.id)]
      : filter.status === 'paid'
        ? [desc(billingInvoices.paidAt), desc(billingInvoices.id)]
        : [desc(billingInvoices.id)];
  const { limit, offset } = pageOffset(page);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(billingInvoices)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(billingInvoices).where(where),
  ]);
  return { rows: rows.map((row) => presentAdminInvoice(row, today)), total: Number(total?.value ?? 0) };
}

/**
 * Subscriptions by state: `overdue` (past due; the oldest overdue invoice first), `active`, `cancelled` (to the period
 * end), each with what is open and since when it is overdue.
 */
export async function adminSubscriptions(db: Executor, state: SubscriptionState, page: PageRequest, now = new Date()) {
  const today = berlinToday(now);
  const where = eq(billingSubscriptions.status, STATE_STATUS[state]);
  const oldestOpenDue = sql`(select min(i.due_date) from billing_invoices i where i.subscription_id = ${billingSubscriptions.id} and i.status = 'open')`;
  const { limit, offset } = pageOffset(page);
  const [rows, [total]] = await Promise.all([
    db
      .select({ subscription: billingSubscriptions, packageName: billingPackages.name })
      .from(billingSubscriptions)
      .innerJoin(billingPackages, eq(billingPackages.id, billingSubscriptions.packageId))
      .where(where)
      .orderBy(
        ...(state === 'overdue' ? [sql`${oldestOpenDue} asc nulls last`, asc(billingSubscriptions.id)] : [desc(billingSubscriptions.id)]),
      )
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(billingSubscriptions).where(where),
  ]);
  const ids = rows.map((row) => row.subscription.id);
  const invoices =
    ids.length === 0
      ? []
      : await db
          .select({
            subscriptionId: billingInvoices.subscriptionId,
            id: billingInvoices.id,
            status: billingInvoices.status,
            grossCents: billingInvoices.grossCents,
            dueDate: billingInvoices.dueDate,
            buyer: billingInvoices.buyer,
          })
          .from(billingInvoices)
          .where(inArray(billingInvoices.subscriptionId, ids))
          .orderBy(asc(billingInvoices.id));
  return {
    rows: rows.map(({ subscription, packageName }) => {
      const own = invoices.filter((invoice) => invoice.subscriptionId === subscription.id);
      const open = own.filter((invoice) => invoice.status === 'open');
      const overdue = open.filter((invoice) => invoice.dueDate < today).map((invoice) => invoice.dueDate);
      const since = overdue.length > 0 ? overdue.reduce((oldest, day) => (day < oldest ? day : oldest)) : null;
      const buyer = own.at(-1)?.buyer;
      return {
        id: subscription.id,
        provider_id: subscription.providerId,
        provider: buyer ? buyer.company || buyer.name : `Anbieter ${subscription.providerId}`,
        provider_email: buyer?.email ?? '',
        package: packageName,
        status: subscription.status,
        status_text: STATUS_LABELS[subscription.status],
        payment_method: subscription.paymentMethod,
        payment_method_text: PAYMENT_METHOD_LABELS[subscription.paymentMethod],
        period_start: subscription.periodStart,
        period_last_day: addDays(subscription.periodEnd, -1),
        open_invoices: open.length,
        open_cents: open.reduce((sum, invoice) => sum + invoice.grossCents, 0),
        overdue_since: since,
        overdue_days: since ? overdueDays(since, today) : 0,
      };
    }),
    total: Number(total?.value ?? 0),
  };
}

/** How many of these invoice numbers exist and their gross sum (cents): what a run issued. */
export async function invoiceTotals(db: Executor, numbers: string[]): Promise<{ invoice_count: number; total_cents: number }> {
  if (numbers.length === 0) return { invoice_count: 0, total_cents: 0 };
  const [row] = await db
    .select({ value: count(), sum: sql<string | number | null>`coalesce(sum(${billingInvoices.grossCents}), 0)` })
    .from(billingInvoices)
    .where(inArray(billingInvoices.invoiceNumber, numbers));
  return { invoice_count: Number(row?.value ?? 0), total_cents: Number(row?.sum ?? 0) };
}

/** A run's answer for the screen: the counts, the numbers, how many invoices and their sum. */
export async function runResult(db: Executor, run: BillingRunResult) {
  return { ...run, ...(await invoiceTotals(db, run.invoices)) };
}

/**
 * The billing runs finance started (`billing.run` entries of the audit log, newest first): when, who, the counts and
 * the sum of the invoices issued. The nightly job's runs are not recorded (no table for runs; their invoices are in
 * the invoice list) — README „Back office“.
 */
export async function adminRuns(db: Executor, page: PageRequest) {
  const entries = (await auditEntries(db, { action: 'billing.run' })).reverse();
  const { limit, offset } = pageOffset(page);
  const rows = await Promise.all(
    entries.slice(offset, offset + limit).map(async (entry) => {
      const after = (entry.after ?? {}) as Partial<BillingRunResult>;
      const invoices = Array.isArray(after.invoices) ? after.invoices.filter((value) => typeof value === 'string') : [];
      return {
        id: entry.seq,
        at: entry.at.toISOString(),
        actor: entry.actorEmail,
        renewed: Number(after.renewed ?? 0),
        expired: Number(after.expired ?? 0),
        past_due: Number(after.past_due ?? 0),
        ...(await invoiceTotals(db, invoices)),
      };
    }),
  );
  return { rows, total: entries.length };
}
