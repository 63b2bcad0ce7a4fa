import type { AppConfig } from '../../config';
import type { CashOption, DeliveryMode, OrderStatus, PaymentMethod, PaymentStatus, VendorOrderStatus } from '../../db/schema/orders';

/**
 * The marketplace's account for prepayment („Vorkasse“): the customer transfers the whole amount to the
 * marketplace, which pays the providers out (payouts). From the API config (`PAYMENT_ACCOUNT_HOLDER`, `PAYMENT_IBAN`,
 * `PAYMENT_BIC`, `PAYMENT_BANK_NAME`; demo defaults).
 */
export function marketplaceBankAccount(config: AppConfig) {
  const account = config.paymentAccount;
  return { account_holder: account.accountHolder, iban: account.iban, bic: account.bic, bank_name: account.bankName };
}

/** Days the customer has to transfer a prepayment before the order may be cancelled. */
export const PREPAYMENT_DAYS = 7;

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  prepayment: 'Vorkasse (Überweisung)',
  cash: 'Barzahlung',
  voucher: 'Gutschein',
  invoice: 'Kauf auf Rechnung',
  sepa_debit: 'SEPA-Lastschrift',
};

export const CASH_OPTION_LABELS: Record<CashOption, string> = {
  on_pickup: 'Barzahlung bei Abholung',
  on_delivery: 'Barzahlung bei Lieferung',
};

export const DELIVERY_MODE_LABELS: Record<DeliveryMode, string> = {
  shipping: 'Versand',
  pickup: 'Abholung',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Zahlung ausstehend',
  partially_paid: 'Teilweise bezahlt',
  paid: 'Bezahlt',
  refunded: 'Erstattet',
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Eingegangen',
  processing: 'In Bearbeitung',
  completed: 'Abgeschlossen',
  cancelled: 'Storniert',
};

export const VENDOR_ORDER_STATUS_LABELS: Record<VendorOrderStatus, string> = {
  pending: 'Eingegangen',
  confirmed: 'Bestätigt',
  shipped: 'Versandt',
  ready_for_pickup: 'Abholbereit',
  completed: 'Abgeschlossen',
  cancelled: 'Storniert',
};

/**
 * The payment method as the customer reads it (`payment_mothod` of the order list): a voucher with a rest
 * reads „Gutschein + Vorkasse (Überweisung)“; cash names how (on pickup, on delivery).
 */
export function paymentMethodText(method: PaymentMethod, voucherCents: number, cashOptions: (CashOption | null)[]): string {
  let base = PAYMENT_METHOD_LABELS[method];
  if (method === 'cash') {
    const options = [...new Set(cashOptions.filter((option): option is CashOption => option !== null))];
    if (options.length > 0) base = options.map((option) => CASH_OPTION_LABELS[option]).join(' / ');
  }
  return method !== 'voucher' && voucherCents > 0 ? `Gutschein + ${base}` : base;
}
