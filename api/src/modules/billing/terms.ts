/** The billing module's rows, texts, rates and money rules (shared by packages, subscriptions, invoices and the run). */
import type { AppConfig } from '../../config';
import type {
  BillingInvoiceKind,
  BillingPaymentMethod,
  billingInvoices,
  billingPackages,
  billingSubscriptions,
  SubscriptionStatus,
} from '../../db/schema/billing';
import { daysBetween } from './dates';

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
export const SUBSCRIPTION_LOCK_SPACE = 4202;

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
