import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import {
  type BillingInvoiceKind,
  type BillingInvoiceLine,
  type BillingParty,
  type BillingPaymentMethod,
  billingInvoices,
  billingPackages,
  billingSubscriptions,
  type SubscriptionStatus,
} from '../../db/schema/billing';
import { accountProviderProfiles, accountUsers } from '../account/public';
import { NotFoundError, ValidationError } from '../../http/errors';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { euros, formatEuro } from '../../lib/money';
import { debitBalance } from '../ledger/public';
import { Outbox } from '../outbox/public';
import { addDays, addMonth, berlinMidnight, berlinToday, daysBetween, germanDate } from './dates';

export type PackageRow = typeof billingPackages.$inferSelect;
export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type BillingInvoiceRow = typeof billingInvoices.$inferSelect;

export const VAT_RATE = 19;
export const PACKAGE_NOT_FOUND = 'Das Paket wurde nicht gefunden.';
export const SUBSCRIPTION_NOT_FOUND = 'Sie haben derzeit kein Abonnement.';
export const BILLING_INVOICE_NOT_FOUND = 'Die Rechnung wurde nicht gefunden.';
export const INSUFFICIENT_BALANCE =
  'Ihr verfügbares Guthaben reicht für diese Rechnung nicht aus. Bitte wählen Sie eine andere Zahlungsart.';
/** Days an invoice paid by transfer is due; days until a direct debit is collected (after the pre-notification). */
export const INVOICE_DUE_DAYS = 14;
export const SEPA_PRENOTIFICATION_DAYS = 5;

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Aktiv',
  past_due: 'Zahlung überfällig',
  cancelled: 'Gekündigt zum Laufzeitende',
  expired: 'Abgelaufen',
};

export const PAYMENT_METHOD_LABELS: Record<BillingPaymentMethod, string> = {
  balance: 'Verrechnung mit Ihrem Guthaben',
  sepa: 'SEPA-Lastschrift',
  invoice: 'Rechnung (Überweisung)',
};

export const KIND_LABELS: Record<BillingInvoiceKind, string> = {
  purchase: 'Paketkauf',
  renewal: 'Verlängerung',
  upgrade: 'Paketwechsel (anteilig)',
};

/** Lock space of the billing run's per-subscription advisory lock (first key; the second is the subscription id). */
const SUBSCRIPTION_LOCK_SPACE = 4202;

export interface PaymentInput {
  payment_method: BillingPaymentMethod;
  account_holder?: string | null | undefined;
  iban?: string | null | undefined;
  sepa_mandate?: boolean | undefined;
}

export interface BillingSettings {
  config: AppConfig;
  now?: Date;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

// ---------------------------------------------------------------------------------------------------------------
// Packages

export function presentPackage(row: PackageRow) {
  const grossCents = row.monthlyNetCents + vatOf(row.monthlyNetCents);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    price: euros(grossCents),
    price_cents: grossCents,
    net_price: euros(row.monthlyNetCents),
    net_price_cents: row.monthlyNetCents,
    vat_rate: VAT_RATE,
    interval: 'month' as const,
    is_premium: row.isPremium,
    max_active_products: row.maxActiveProducts,
    max_lead_routes: row.maxLeadRoutes,
    max_store_locations: row.maxStoreLocations,
  };
}

export async function listPackages(db: Executor) {
  const rows = await db.select().from(billingPackages).where(eq(billingPackages.active, true)).orderBy(asc(billingPackages.position));
  return rows.map(presentPackage);
}

async function packageById(db: Executor, id: number): Promise<PackageRow> {
  const [row] = await db
    .select()
    .from(billingPackages)
    .where(and(eq(billingPackages.id, id), eq(billingPackages.active, true)))
    .limit(1);
  if (!row) throw new NotFoundError(PACKAGE_NOT_FOUND);
  return row;
}

/** `/getPackageInfo`: one package and what buying it would mean for the provider (new, upgrade, downgrade, current). */
export async function packageInfo(db: Executor, providerId: number, packageId: number, now = new Date()) {
  const target = await packageById(db, packageId);
  const current = await currentSubscription(db, providerId);
  let change: 'new' | 'current' | 'upgrade' | 'downgrade' = 'new';
  let prorationCents: number | null = null;
  if (current) {
    const currentPackage = await packageById(db, current.packageId).catch(() => null);
    if (current.packageId === target.id) change = 'current';
    else if (currentPackage && target.monthlyNetCents > currentPackage.monthlyNetCents) {
      change = 'upgrade';
      const net = prorationNetCents(currentPackage.monthlyNetCents, target.monthlyNetCents, current, berlinToday(now));
      prorationCents = net + vatOf(net);
    } else change = 'downgrade';
  }
  return {
    package: presentPackage(target),
    change,
    proration: prorationCents === null ? null : euros(prorationCents),
    proration_cents: prorationCents,
    effective_date: change === 'downgrade' && current ? current.periodEnd : berlinToday(now),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Money

export function vatOf(netCents: number): number {
  return Math.round((netCents * VAT_RATE) / 100);
}

/**
 * What an upgrade costs for the rest of the period (net cents): the price difference times the remaining days over
 * the period's days, in integer arithmetic with one rounding at the end.
 */
export function prorationNetCents(
  oldNetCents: number,
  newNetCents: number,
  period: { periodStart: string; periodEnd: string },
  today: string,
) {
  const total = daysBetween(period.periodStart, period.periodEnd);
  const remaining = Math.max(0, Math.min(total, daysBetween(today, period.periodEnd)));
  if (total <= 0 || remaining === 0) return 0;
  const numerator = (newNetCents - oldNetCents) * remaining;
  return Math.floor((numerator + Math.floor(total / 2)) / total);
}

// ---------------------------------------------------------------------------------------------------------------
// Subscriptions

export async function currentSubscription(db: Executor, providerId: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.providerId, providerId), ne(billingSubscriptions.status, 'expired')))
    .limit(1);
  return row ?? null;
}

function mandateReference(providerId: number, at: Date): string {
  return `MP-ABO-${providerId}-${at.toISOString().slice(0, 10).replace(/-/g, '')}`;
}

/** The SEPA fields of a payment choice: checked (IBAN with ibantools, the mandate consent), or a German 422. */
function mandateOf(providerId: number, input: PaymentInput, at: Date) {
  if (input.payment_method !== 'sepa') return null;
  const errors: Record<string, string[]> = {};
  const holder = (input.account_holder ?? '').trim();
  const iban = electronicFormatIBAN(input.iban ?? '') ?? '';
  if (!holder) errors.account_holder = ['Bitte geben Sie den Kontoinhaber an.'];
  if (!isValidIBAN(iban)) errors.iban = ['Bitte geben Sie eine gültige IBAN ein (z. B. DE89 3704 0044 0532 0130 00).'];
  if (!input.sepa_mandate) errors.sepa_mandate = ['Bitte erteilen Sie das SEPA-Lastschriftmandat.'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { mandateReference: mandateReference(providerId, at), mandateAccountHolder: holder, mandateIban: iban, mandateSignedAt: at };
}

export async function buyerOf(db: Executor, providerId: number): Promise<BillingParty> {
  const [row] = await db
    .select({
      user: { firstName: accountUsers.firstName, lastName: accountUsers.lastName, email: accountUsers.email },
      profile: {
        companyName: accountProviderProfiles.companyName,
        street: accountProviderProfiles.street,
        houseNumber: accountProviderProfiles.houseNumber,
        zipCode: accountProviderProfiles.zipCode,
        city: accountProviderProfiles.city,
        vatNumber: accountProviderProfiles.vatNumber,
      },
    })
    .from(accountUsers)
    .leftJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, accountUsers.id))
    .where(eq(accountUsers.id, providerId))
    .limit(1);
  if (!row) throw new NotFoundError(SUBSCRIPTION_NOT_FOUND);
  const name = [row.user.firstName, row.user.lastName].filter(Boolean).join(' ');
  return {
    company: row.profile?.companyName || name,
    name,
    street: [row.profile?.street, row.profile?.houseNumber].filter(Boolean).join(' '),
    zip: row.profile?.zipCode ?? '',
    city: row.profile?.city ?? '',
    country: 'DE',
    vat_id: row.profile?.vatNumber || null,
    email: row.user.email,
  };
}

/** The marketplace's number of the year: the counter row is locked by the upsert until the transaction ends (gapless). */
async function nextNumber(tx: Executor, year: number): Promise<string> {
  const result = await tx.execute(sql`
    INSERT INTO billing_invoice_counters (year, last_number) VALUES (${year}, 1)
    ON CONFLICT (year) DO UPDATE SET last_number = billing_invoice_counters.last_number + 1
    RETURNING last_number`);
  const value = rowsOf<{ last_number: number }>(result)[0]?.last_number;
  if (value === undefined) throw new Error('Der Rechnungszähler hat keine Nummer geliefert.');
  return `MP-${year}-${String(value).padStart(5, '0')}`;
}

interface IssueInput {
  subscription: SubscriptionRow;
  kind: BillingInvoiceKind;
  periodStart: string;
  periodEnd: string;
  lines: BillingInvoiceLine[];
  /** Settles by this method instead of the subscription's (a renewal the balance did not cover goes by transfer). */
  method?: BillingPaymentMethod;
}

/**
 * Issues one invoice and settles it by the subscription's payment method: the balance is debited at once (paid, or
 * `false` when it does not cover it — nothing is issued then), a direct debit is announced (pre-notification e-mail)
 * for collection in five days, an invoice is due in 14 days. The e-mail goes through the outbox with the transaction.
 */
async function issueInvoice(tx: Executor, settings: BillingSettings, input: IssueInput): Promise<BillingInvoiceRow | false> {
  const now = settings.now ?? new Date();
  const today = berlinToday(now);
  const netCents = input.lines.reduce((sum, line) => sum + line.net_cents, 0);
  const vatCents = vatOf(netCents);
  const grossCents = netCents + vatCents;
  const method = input.method ?? input.subscription.paymentMethod;
  const buyer = await buyerOf(tx, input.subscription.providerId);
  let paid = false;
  if (method === 'balance') {
    // Debited before the number is taken: a refused debit leaves the series untouched (no gap).
    const note = `${KIND_LABELS[input.kind]} ${germanDate(input.periodStart)}–${germanDate(addDays(input.periodEnd, -1))}`;
    paid = await debitBalance(tx, settings.config.payouts.holdDays, input.subscription.providerId, grossCents, note);
    if (!paid) return false;
  }
  const number = await nextNumber(tx, Number(today.slice(0, 4)));
  const [invoice] = await tx
    .insert(billingInvoices)
    .values({
      providerId: input.subscription.providerId,
      subscriptionId: input.subscription.id,
      kind: input.kind,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      invoiceNumber: number,
      netCents,
      vatCents,
      grossCents,
      vatRate: VAT_RATE,
      paymentMethod: method,
      status: paid ? 'paid' : 'open',
      lines: input.lines,
      buyer,
      dueDate:
        method === 'sepa' ? addDays(today, SEPA_PRENOTIFICATION_DAYS) : method === 'invoice' ? addDays(today, INVOICE_DUE_DAYS) : today,
      collectionDate: method === 'sepa' ? addDays(today, SEPA_PRENOTIFICATION_DAYS) : null,
      issuedAt: now,
      paidAt: paid ? now : null,
    })
    .returning();
  if (!invoice) throw new Error('Die Rechnung wurde nicht angelegt.');
  await new Outbox(tx, settings.config).sendEmail({
    to: buyer.email,
    userId: input.subscription.providerId,
    subject: method === 'sepa' ? `Vorabankündigung der SEPA-Lastschrift zu Rechnung ${number}` : `Ihre Rechnung ${number}`,
    text: invoiceMailText(settings.config, invoice, input.subscription),
    links: [`${settings.config.publicWebUrl}/account/subscription`],
  });
  return invoice;
}

function invoiceMailText(config: AppConfig, invoice: BillingInvoiceRow, subscription: SubscriptionRow): string {
  const amount = formatEuro(invoice.grossCents);
  const head = `Guten Tag,\n\nanbei Ihre Rechnung ${invoice.invoiceNumber} über ${amount} (${KIND_LABELS[invoice.kind]}, Zeitraum ${germanDate(invoice.periodStart)} bis ${germanDate(addDays(invoice.periodEnd, -1))}).`;
  const payment =
    invoice.paymentMethod === 'balance'
      ? `Der Betrag wurde mit Ihrem Guthaben verrechnet.`
      : invoice.paymentMethod === 'sepa'
        ? `Wir ziehen den Betrag von ${amount} am ${germanDate(invoice.collectionDate ?? invoice.dueDate)} per SEPA-Lastschrift von Ihrem Konto ${subscription.mandateIban ? `…${subscription.mandateIban.slice(-4)}` : ''} ein. Mandatsreferenz: ${subscription.mandateReference ?? ''}, Gläubiger-ID: ${config.sepaCreditorId}.`
        : `Bitte überweisen Sie ${amount} bis zum ${germanDate(invoice.dueDate)} auf ${config.paymentAccount.iban} (${config.paymentAccount.accountHolder}), Verwendungszweck ${invoice.invoiceNumber}.`;
  return `${head}\n\n${payment}\n\nDie Rechnung (PDF mit ZUGFeRD-Daten) finden Sie unter „Mein Abonnement“.\n\nIhr Marktplatz-Team`;
}

/** `/buyPackage`: the first subscription of a provider (or a new one after the old expired), invoiced at once. */
export async function buyPackage(db: Executor, settings: BillingSettings, providerId: number, packageId: number, payment: PaymentInput) {
  const now = settings.now ?? new Date();
  const target = await packageById(db, packageId);
  const mandate = mandateOf(providerId, payment, now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SUBSCRIPTION_LOCK_SPACE}, ${-providerId})`);
    if (await currentSubscription(tx, providerId)) {
      throw ValidationError.field('package_id', 'Sie haben bereits ein Paket. Bitte wechseln Sie es unter „Mein Abonnement“.');
    }
    const today = berlinToday(now);
    const [subscription] = await tx
      .insert(billingSubscriptions)
      .values({
        providerId,
        packageId: target.id,
        paymentMethod: payment.payment_method,
        periodStart: today,
        periodEnd: addMonth(today),
        ...(mandate ?? {}),
      })
      .returning();
    if (!subscription) throw new Error('Das Abonnement wurde nicht angelegt.');
    const invoice = await issueInvoice(tx, settings, {
      subscription,
      kind: 'purchase',
      periodStart: subscription.periodStart,
      periodEnd: subscription.periodEnd,
      lines: [
        {
          name: `Paket ${target.name}`,
          period_start: subscription.periodStart,
          period_end: subscription.periodEnd,
          net_cents: target.monthlyNetCents,
        },
      ],
    });
    if (!invoice) throw ValidationError.field('payment_method', INSUFFICIENT_BALANCE);
    return { subscription, invoice };
  });
}

/**
 * `/storePackage`: changes the package of the current subscription. An upgrade applies at once and invoices the
 * prorated difference for the rest of the period; a downgrade waits for the period end (`pending_package_id`).
 */
export async function changePackage(db: Executor, settings: BillingSettings, providerId: number, packageId: number) {
  const now = settings.now ?? new Date();
  const target = await packageById(db, packageId);
  return db.transaction(async (tx) => {
    const current = await lockedCurrent(tx, providerId);
    if (current.status === 'past_due') throw ValidationError.field('package_id', 'Bitte begleichen Sie zuerst die offene Rechnung.');
    const currentPackage = await packageById(tx, current.packageId);
    if (target.id === current.packageId) {
      const [row] = await tx
        .update(billingSubscriptions)
        .set({ pendingPackageId: null, updatedAt: now })
        .where(eq(billingSubscriptions.id, current.id))
        .returning();
      return { subscription: row ?? current, invoice: null, change: 'current' as const };
    }
    if (target.monthlyNetCents < currentPackage.monthlyNetCents) {
      const [row] = await tx
        .update(billingSubscriptions)
        .set({ pendingPackageId: target.id, updatedAt: now })
        .where(eq(billingSubscriptions.id, current.id))
        .returning();
      return { subscription: row ?? current, invoice: null, change: 'downgrade' as const };
    }
    const today = berlinToday(now);
    const net = prorationNetCents(currentPackage.monthlyNetCents, target.monthlyNetCents, current, today);
    const [updated] = await tx
      .update(billingSubscriptions)
      .set({ packageId: target.id, pendingPackageId: null, status: 'active', cancelledAt: null, updatedAt: now })
      .where(eq(billingSubscriptions.id, current.id))
      .returning();
    if (!updated) throw new NotFoundError(SUBSCRIPTION_NOT_FOUND);
    let invoice: BillingInvoiceRow | null = null;
    if (net > 0) {
      const remaining = daysBetween(today, current.periodEnd);
      const total = daysBetween(current.periodStart, current.periodEnd);
      const issued = await issueInvoice(tx, settings, {
        subscription: updated,
        kind: 'upgrade',
        periodStart: today,
        periodEnd: current.periodEnd,
        lines: [
          {
            name: `Wechsel von ${currentPackage.name} auf ${target.name}, anteilig ${remaining} von ${total} Tagen`,
            period_start: today,
            period_end: current.periodEnd,
            net_cents: net,
          },
        ],
      });
      if (!issued) throw ValidationError.field('payment_method', INSUFFICIENT_BALANCE);
      invoice = issued;
    }
    return { subscription: updated, invoice, change: 'upgrade' as const };
  });
}

async function lockedCurrent(tx: Executor, providerId: number): Promise<SubscriptionRow> {
  const [row] = await tx
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.providerId, providerId), ne(billingSubscriptions.status, 'expired')))
    .for('update')
    .limit(1);
  if (!row) throw new NotFoundError(SUBSCRIPTION_NOT_FOUND);
  return row;
}

/** `/updateSubscription`: `cancel` (ends at the period end) or `resume` (takes a cancel back before then). */
export async function updateSubscription(db: Executor, providerId: number, action: 'cancel' | 'resume', now = new Date()) {
  return db.transaction(async (tx) => {
    const current = await lockedCurrent(tx, providerId);
    if (action === 'cancel') {
      if (current.status === 'cancelled') return current;
      const [row] = await tx
        .update(billingSubscriptions)
        .set({ status: 'cancelled', cancelledAt: now, pendingPackageId: null, updatedAt: now })
        .where(eq(billingSubscriptions.id, current.id))
        .returning();
      return row ?? current;
    }
    if (current.status !== 'cancelled') throw ValidationError.field('action', 'Ihr Abonnement ist nicht gekündigt.');
    const [row] = await tx
      .update(billingSubscriptions)
      .set({ status: 'active', cancelledAt: null, updatedAt: now })
      .where(eq(billingSubscriptions.id, current.id))
      .returning();
    return row ?? current;
  });
}

/** `/updatePaymentSubscription`: the payment method for the coming invoices (a new SEPA mandate when chosen). */
export async function updateSubscriptionPayment(db: Executor, providerId: number, payment: PaymentInput, now = new Date()) {
  const mandate = mandateOf(providerId, payment, now);
  return db.transaction(async (tx) => {
    const current = await lockedCurrent(tx, providerId);
    const [row] = await tx
      .update(billingSubscriptions)
      .set({
        paymentMethod: payment.payment_method,
        ...(mandate ?? { mandateReference: null, mandateAccountHolder: null, mandateIban: null, mandateSignedAt: null }),
        updatedAt: now,
      })
      .where(eq(billingSubscriptions.id, current.id))
      .returning();
    return row ?? current;
  });
}

/**
 * `/updatePaymentPackage`: pays an open invoice of the provider with its balance now (e.g. after a transfer did not
 * come). A past-due subscription becomes active again when nothing is left open.
 */
export async function payInvoiceFromBalance(db: Executor, settings: BillingSettings, providerId: number, invoiceId: number) {
  const now = settings.now ?? new Date();
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(billingInvoices)
      .where(and(eq(billingInvoices.id, invoiceId), eq(billingInvoices.providerId, providerId)))
      .for('update')
      .limit(1);
    if (!invoice) throw new NotFoundError(BILLING_INVOICE_NOT_FOUND);
    if (invoice.status === 'paid') throw ValidationError.field('invoice_id', 'Diese Rechnung ist bereits bezahlt.');
    const debited = await debitBalance(
      tx,
      settings.config.payouts.holdDays,
      providerId,
      invoice.grossCents,
      `Rechnung ${invoice.invoiceNumber}`,
    );
    if (!debited) throw ValidationError.field('payment_method', INSUFFICIENT_BALANCE);
    const [paid] = await tx
      .update(billingInvoices)
      .set({ status: 'paid', paidAt: now, paymentMethod: 'balance' })
      .where(eq(billingInvoices.id, invoice.id))
      .returning();
    const [open] = await tx
      .select({ value: count() })
      .from(billingInvoices)
      .where(and(eq(billingInvoices.subscriptionId, invoice.subscriptionId), eq(billingInvoices.status, 'open')));
    if ((open?.value ?? 0) === 0) {
      await tx
        .update(billingSubscriptions)
        .set({ status: 'active', updatedAt: now })
        .where(and(eq(billingSubscriptions.id, invoice.subscriptionId), eq(billingSubscriptions.status, 'past_due')));
    }
    return paid ?? invoice;
  });
}

/** Marks an invoice paid (operator: the transfer came in). */
export async function markInvoicePaid(db: Executor, invoiceNumber: string, now = new Date()) {
  const [row] = await db
    .update(billingInvoices)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(billingInvoices.invoiceNumber, invoiceNumber), eq(billingInvoices.status, 'open')))
    .returning();
  if (!row) throw new NotFoundError(BILLING_INVOICE_NOT_FOUND);
  await db
    .update(billingSubscriptions)
    .set({ status: 'active', updatedAt: now })
    .where(and(eq(billingSubscriptions.id, row.subscriptionId), eq(billingSubscriptions.status, 'past_due')));
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// Billing run

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

// ---------------------------------------------------------------------------------------------------------------
// Reading

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

async function packagesById(db: Executor, ids: number[]): Promise<Map<number, PackageRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(billingPackages).where(inArray(billingPackages.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
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
  const [total] = await db.select({ value: count() }).from(billingSubscriptions).where(eq(billingSubscriptions.providerId, providerId));
  const rows = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.providerId, providerId))
    .orderBy(desc(billingSubscriptions.id))
    .limit(pageOffset(page).limit)
    .offset(pageOffset(page).offset);
  const packages = await packagesById(db, [
    ...new Set(rows.flatMap((row) => [row.packageId, ...(row.pendingPackageId ? [row.pendingPackageId] : [])])),
  ]);
  return {
    rows: rows.flatMap((row) => {
      const pkg = packages.get(row.packageId);
      return pkg ? [presentSubscription(row, pkg, row.pendingPackageId ? (packages.get(row.pendingPackageId) ?? null) : null)] : [];
    }),
    total: total?.value ?? 0,
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

/** Account deletion: the running subscription ends at once; invoices stay (§ 147 AO, § 257 HGB, with their own buyer copy). */
export async function endSubscriptionsOf(tx: Executor, providerId: number): Promise<void> {
  await tx
    .update(billingSubscriptions)
    .set({ status: 'expired', mandateIban: null, mandateAccountHolder: null, updatedAt: new Date() })
    .where(eq(billingSubscriptions.providerId, providerId));
}
