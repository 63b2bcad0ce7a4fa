/** The marketplace's invoices to providers: issued (numbered, settled, announced by e-mail) and paid. */
import { and, count, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import {
  type BillingInvoiceKind,
  type BillingInvoiceLine,
  type BillingParty,
  type BillingPaymentMethod,
  billingInvoices,
  billingSubscriptions,
} from '../../db/schema/billing';
import { accountProviderProfiles, accountUsers } from '../account/public';
import { NotFoundError, ValidationError } from '../../http/errors';
import { formatEuro } from '../../lib/money';
import { debitBalance } from '../ledger/public';
import { Outbox } from '../outbox/public';
import { addDays, berlinToday, germanDate } from './dates';
import {
  BILLING_INVOICE_NOT_FOUND,
  type BillingInvoiceRow,
  type BillingSettings,
  INSUFFICIENT_BALANCE,
  INVOICE_DUE_DAYS,
  KIND_LABELS,
  SEPA_PRENOTIFICATION_DAYS,
  SUBSCRIPTION_NOT_FOUND,
  type SubscriptionRow,
  VAT_RATE,
  vatOf,
} from './terms';

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
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
export async function issueInvoice(tx: Executor, settings: BillingSettings, input: IssueInput): Promise<BillingInvoiceRow | false> {
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
