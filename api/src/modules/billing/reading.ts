/** What a provider reads of its subscriptions and invoices, as the screens show them. */
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { billingInvoices, billingSubscriptions } from '../../db/schema/billing';
import { NotFoundError } from '../../http/errors';
import { countedPage, type PageRequest } from '../../http/pagination';
import { euros } from '../../lib/money';
import { addDays, berlinMidnight } from './dates';
import { packagesById, presentPackage } from './packages';
import { currentSubscription } from './subscriptions';
import {
  BILLING_INVOICE_NOT_FOUND,
  type BillingInvoiceRow,
  KIND_LABELS,
  PACKAGE_NOT_FOUND,
  type PackageRow,
  PAYMENT_METHOD_LABELS,
  STATUS_LABELS,
  type SubscriptionRow,
} from './terms';

export function presentInvoice(row: BillingInvoiceRow) {
  return {
    id: row.id,
    invoice_number: row.invoiceNumber,
    kind: row.kind,
    kind_text: KIND_LABELS[row.kind],
    period_start: row.periodStart,
    period_end: row.periodEnd,
    net: euros(row.netCents),
    net_cents: row.netCents,
    vat: euros(row.vatCents),
    vat_cents: row.vatCents,
    total: euros(row.grossCents),
    total_cents: row.grossCents,
    vat_rate: row.vatRate,
    payment_method: row.paymentMethod,
    payment_method_text: PAYMENT_METHOD_LABELS[row.paymentMethod],
    status: row.status,
    status_text: row.status === 'paid' ? 'Bezahlt' : 'Offen',
    due_date: row.dueDate,
    issued_at: row.issuedAt.toISOString(),
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

export function presentSubscription(row: SubscriptionRow, pkg: PackageRow, pending: PackageRow | null) {
  return {
    id: row.id,
    status: row.status,
    status_text: STATUS_LABELS[row.status],
    package: presentPackage(pkg),
    pending_package: pending ? presentPackage(pending) : null,
    payment_method: row.paymentMethod,
    payment_method_text: PAYMENT_METHOD_LABELS[row.paymentMethod],
    start_date: row.periodStart,
    end_date: row.periodEnd,
    next_billing_date: row.status === 'active' ? row.periodEnd : null,
    mandate_reference: row.mandateReference,
    iban_last4: row.mandateIban ? row.mandateIban.slice(-4) : null,
    cancelled_at: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** `/subscriptionInfo`: the current subscription (null when none) with its open invoices. */
export async function subscriptionInfo(db: Executor, providerId: number) {
  const current = await currentSubscription(db, providerId);
  if (!current) return { subscription: null, open_invoices: [] };
  const packages = await packagesById(db, [current.packageId, ...(current.pendingPackageId ? [current.pendingPackageId] : [])]);
  const pkg = packages.get(current.packageId);
  if (!pkg) throw new NotFoundError(PACKAGE_NOT_FOUND);
  const open = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.providerId, providerId), eq(billingInvoices.status, 'open')))
    .orderBy(desc(billingInvoices.id));
  return {
    subscription: presentSubscription(current, pkg, current.pendingPackageId ? (packages.get(current.pendingPackageId) ?? null) : null),
    open_invoices: open.map(presentInvoice),
  };
}

/** `/subscriptionLists`: every subscription of the provider, newest first. */
export async function pageSubscriptions(db: Executor, providerId: number, page: PageRequest) {
  const { rows, total } = await countedPage(
    page,
    () => db.select({ total: count() }).from(billingSubscriptions).where(eq(billingSubscriptions.providerId, providerId)),
    db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.providerId, providerId))
      .orderBy(desc(billingSubscriptions.id))
      .$dynamic(),
  );
  const packages = await packagesById(db, [
    ...new Set(rows.flatMap((row) => [row.packageId, ...(row.pendingPackageId ? [row.pendingPackageId] : [])])),
  ]);
  return {
    rows: rows.flatMap((row) => {
      const pkg = packages.get(row.packageId);
      return pkg ? [presentSubscription(row, pkg, row.pendingPackageId ? (packages.get(row.pendingPackageId) ?? null) : null)] : [];
    }),
    total,
  };
}

/** `/getProviderSubscriptions`: the provider's package invoices, optionally issued between start_date and end_date. */
export async function providerInvoices(
  db: Executor,
  providerId: number,
  range: { start_date?: string | undefined; end_date?: string | undefined },
) {
  const conditions = [eq(billingInvoices.providerId, providerId)];
  // The days are the provider's calendar days in Berlin (an invoice issued at 23:30 UTC belongs to the next day there).
  if (range.start_date) conditions.push(gte(billingInvoices.issuedAt, berlinMidnight(range.start_date)));
  if (range.end_date) conditions.push(lt(billingInvoices.issuedAt, berlinMidnight(addDays(range.end_date, 1))));
  const rows = await db
    .select()
    .from(billingInvoices)
    .where(and(...conditions))
    .orderBy(desc(billingInvoices.id));
  return rows.map(presentInvoice);
}

export async function invoiceOfProvider(db: Executor, providerId: number, invoiceId: number): Promise<BillingInvoiceRow> {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.id, invoiceId), eq(billingInvoices.providerId, providerId)))
    .limit(1);
  if (!row) throw new NotFoundError(BILLING_INVOICE_NOT_FOUND);
  return row;
}
