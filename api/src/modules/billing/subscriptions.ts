/** A provider's subscription: bought, changed, cancelled or resumed, its payment method, and its end with the account. */
import { and, eq, ne, sql } from 'drizzle-orm';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { Executor } from '../../db/client';
import { billingSubscriptions } from '../../db/schema/billing';
import { NotFoundError, ValidationError } from '../../http/errors';
import { euros } from '../../lib/money';
import { addMonth, berlinToday, daysBetween } from './dates';
import { issueInvoice } from './invoicing';
import { packageById, presentPackage } from './packages';
import {
  type BillingInvoiceRow,
  type BillingSettings,
  INSUFFICIENT_BALANCE,
  type PaymentInput,
  prorationNetCents,
  SUBSCRIPTION_LOCK_SPACE,
  SUBSCRIPTION_NOT_FOUND,
  type SubscriptionRow,
  vatOf,
} from './terms';

export async function currentSubscription(db: Executor, providerId: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.providerId, providerId), ne(billingSubscriptions.status, 'expired')))
    .limit(1);
  return row ?? null;
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

/** Account deletion: the running subscription ends at once; invoices stay (§ 147 AO, § 257 HGB, with their own buyer copy). */
export async function endSubscriptionsOf(tx: Executor, providerId: number): Promise<void> {
  await tx
    .update(billingSubscriptions)
    .set({ status: 'expired', mandateIban: null, mandateAccountHolder: null, updatedAt: new Date() })
    .where(eq(billingSubscriptions.providerId, providerId));
}
