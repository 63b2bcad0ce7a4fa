/**
 * Payment on account: purchase on invoice („Rechnung“) and SEPA direct debit („SEPA-Lastschrift“). Both need no
 * outside service: the invoice is paid by transfer to the marketplace's account by its due date; for the debit the
 * customer gives a mandate (reference, account holder, IBAN) and is told the amount and day in advance by e-mail
 * (pre-notification). Card and wallet providers need an outside service: see `PaymentProvider` in the README.
 */
import { eq, inArray } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { orderPaymentTerms, providerInvoiceLimits, type DeferredPaymentMethod } from '../../db/schema/checkout';
import { ValidationError } from '../../http/errors';
import { marketplaceBankAccount, type OrderWithVendors, paymentOf } from '../orders/public';
import type { Outbox } from '../outbox/public';
import { euros, formatEuro } from '../../lib/money';
import type { CartView } from './view';
import type { PaymentTermsAnswer } from './schemas';

/** Days from the order to the due date of an invoice. */
export const INVOICE_DUE_DAYS = 14;
/** A provider's limit for purchase on invoice per order when they set none. */
export const DEFAULT_INVOICE_LIMIT_CENTS = 500_00;
/** Days from the order to the debit; the pre-notification goes out at once, well before. */
export const SEPA_DEBIT_DAYS = 5;
/** The marketplace's creditor identifier for SEPA direct debits (the Bundesbank's test identifier in the demo). */
export const SEPA_CREDITOR_ID = 'DE98ZZZ09999999999';

/** The mandate the customer gives by ticking the box (SEPA core direct debit). */
export const SEPA_MANDATE_TEXT =
  `Ich ermächtige die Marktplatz-Betreiberin (Gläubiger-Identifikationsnummer ${SEPA_CREDITOR_ID}), Zahlungen von meinem Konto mittels Lastschrift einzuziehen. ` +
  'Zugleich weise ich mein Kreditinstitut an, die auf mein Konto gezogenen Lastschriften einzulösen. Hinweis: Ich kann innerhalb von acht Wochen, ' +
  'beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen.';

export const INVOICE_OVER_LIMIT = (provider: string, limit: string) =>
  `Kauf auf Rechnung ist bei „${provider}“ bis ${limit} je Bestellung möglich. Bitte wählen Sie eine andere Zahlungsart.`;
export const IBAN_INVALID = 'Bitte geben Sie eine gültige IBAN ein (z. B. DE89 3704 0044 0532 0130 00).';
export const IBAN_NOT_SEPA = 'Lastschriften sind nur von Konten im SEPA-Raum möglich.';
export const ACCOUNT_HOLDER_MISSING = 'Bitte geben Sie den Namen des Kontoinhabers ein.';
export const MANDATE_MISSING = 'Bitte erteilen Sie das SEPA-Lastschriftmandat.';

/** IBAN lengths of the SEPA countries (ISO 13616 registry). */
const SEPA_IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** The IBAN without spaces, upper case. */
export function normalizeIban(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

/** Whether the check digits are right (ISO 7064 mod 97-10). */
export function ibanChecksumValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** The IBAN, checked: a German 422 on `iban` when it is malformed, its check digits are wrong or it is outside SEPA. */
export function checkedIban(text: string | undefined): string {
  const iban = normalizeIban(text ?? '');
  if (!ibanChecksumValid(iban)) throw ValidationError.field('iban', IBAN_INVALID);
  const length = SEPA_IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) throw ValidationError.field('iban', IBAN_NOT_SEPA);
  if (iban.length !== length) throw ValidationError.field('iban', IBAN_INVALID);
  return iban;
}

/** `DE89 3704 •••• •••• •••3 00`-style: country, check digits, bank code start and the last digits only. */
export function maskIban(iban: string): string {
  const visible = iban.slice(0, 8) + '•'.repeat(Math.max(iban.length - 11, 0)) + iban.slice(-3);
  return visible.replace(/(.{4})/g, '$1 ').trim();
}

/** The mandate reference of an order: unique, at most 35 characters of A–Z, 0–9 and „-“ (SEPA rules). */
export function mandateReference(orderNumber: string): string {
  return `MP-${orderNumber.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 35).toUpperCase();
}

/** `YYYY-MM-DD` of a day `days` after `from` (Europe/Berlin calendar). */
export function dayAfter(from: Date, days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(from.getTime() + days * 86_400_000),
  );
}

/** `2026-12-09` → `09.12.2026` */
export function germanDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** The invoice limit of each provider of the cart (their own, else the default). */
export async function invoiceLimits(db: Executor, providerIds: number[]): Promise<Map<number, number>> {
  const rows =
    providerIds.length === 0
      ? []
      : await db.select().from(providerInvoiceLimits).where(inArray(providerInvoiceLimits.providerId, providerIds));
  return new Map(providerIds.map((id) => [id, rows.find((row) => row.providerId === id)?.limitCents ?? DEFAULT_INVOICE_LIMIT_CENTS]));
}

/** Refuses purchase on invoice (422 on `payment_method`) when a provider's share is above their limit. */
export async function assertInvoiceAllowed(db: Executor, view: CartView): Promise<void> {
  const limits = await invoiceLimits(
    db,
    view.groups.map((group) => group.providerId),
  );
  for (const group of view.groups) {
    const limit = limits.get(group.providerId) ?? DEFAULT_INVOICE_LIMIT_CENTS;
    if (group.totalCents > limit) throw ValidationError.field('payment_method', INVOICE_OVER_LIMIT(group.providerName, formatEuro(limit)));
  }
}

export interface SepaMandateInput {
  iban?: string | undefined;
  accountHolder?: string | undefined;
  mandateAccepted?: boolean | undefined;
}

/** The checked mandate: IBAN, holder and consent, or a German 422 naming the field. */
export function checkedMandate(input: SepaMandateInput): { iban: string; accountHolder: string } {
  const accountHolder = (input.accountHolder ?? '').trim();
  const iban = checkedIban(input.iban);
  if (accountHolder.length < 2) throw ValidationError.field('account_holder', ACCOUNT_HOLDER_MISSING);
  if (input.mandateAccepted !== true) throw ValidationError.field('mandate_accepted', MANDATE_MISSING);
  return { iban, accountHolder };
}

/** Writes the terms of an order on account (inside the order's transaction). */
export async function saveTerms(
  tx: Executor,
  full: OrderWithVendors,
  method: DeferredPaymentMethod,
  mandate: { iban: string; accountHolder: string } | null,
): Promise<void> {
  const now = full.order.createdAt;
  await tx.insert(orderPaymentTerms).values({
    orderId: full.order.id,
    method,
    dueDate: dayAfter(now, method === 'invoice' ? INVOICE_DUE_DAYS : SEPA_DEBIT_DAYS),
    mandateReference: mandate ? mandateReference(full.order.orderNumber) : null,
    accountHolder: mandate?.accountHolder ?? null,
    iban: mandate?.iban ?? null,
    mandateSignedAt: mandate ? now : null,
  });
}

export type TermsRow = typeof orderPaymentTerms.$inferSelect;

export async function termsOf(db: Executor, orderId: number): Promise<TermsRow | null> {
  const [row] = await db.select().from(orderPaymentTerms).where(eq(orderPaymentTerms.orderId, orderId));
  return row ?? null;
}

/** The terms as the customer reads them (confirmation page): due date and account, or the mandate and debit day. */
export function presentTerms(config: AppConfig, full: OrderWithVendors, terms: TermsRow | null): PaymentTermsAnswer | null {
  if (!terms) return null;
  // What is due now (payment state: refunds and Widerrufe of the unpaid part lower it).
  const amount = paymentOf(full).dueCents;
  if (terms.method === 'invoice') {
    return {
      method: terms.method,
      due_date: terms.dueDate,
      due_date_text: germanDate(terms.dueDate),
      amount: euros(amount),
      reference: full.order.orderNumber,
      bank_account: marketplaceBankAccount(config),
    };
  }
  return {
    method: terms.method,
    debit_date: terms.dueDate,
    debit_date_text: germanDate(terms.dueDate),
    amount: euros(amount),
    mandate_reference: terms.mandateReference,
    creditor_id: SEPA_CREDITOR_ID,
    account_holder: terms.accountHolder,
    iban_masked: terms.iban ? maskIban(terms.iban) : null,
    pre_notified: terms.preNotifiedAt !== null,
  };
}

/**
 * The pre-notification of a SEPA direct debit (amount, day, mandate reference, creditor id), sent after the order
 * is committed; the terms remember when.
 */
export async function sendPreNotification(db: Executor, outbox: Outbox, full: OrderWithVendors, terms: TermsRow): Promise<void> {
  if (terms.method !== 'sepa_debit' || !terms.iban || !terms.mandateReference) return;
  const name = [full.order.billingAddress.first_name, full.order.billingAddress.last_name].filter(Boolean).join(' ');
  await outbox.sendEmail({
    to: full.order.customerEmail,
    userId: full.order.userId,
    subject: `Vorabankündigung Ihrer SEPA-Lastschrift zur Bestellung ${full.order.orderNumber}`,
    text: [
      `Guten Tag ${name},`,
      '',
      `wir ziehen den Betrag von ${formatEuro(full.order.amountDueCents)} für Ihre Bestellung ${full.order.orderNumber} am ${germanDate(terms.dueDate)} per SEPA-Lastschrift von Ihrem Konto ein.`,
      '',
      `Kontoinhaber: ${terms.accountHolder ?? ''}`,
      `IBAN: ${maskIban(terms.iban)}`,
      `Mandatsreferenz: ${terms.mandateReference}`,
      `Gläubiger-Identifikationsnummer: ${SEPA_CREDITOR_ID}`,
      '',
      'Bitte sorgen Sie für ausreichende Deckung. Sie können innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit Ihrem Kreditinstitut vereinbarten Bedingungen.',
    ].join('\n'),
  });
  await db.update(orderPaymentTerms).set({ preNotifiedAt: new Date() }).where(eq(orderPaymentTerms.orderId, full.order.id));
}
