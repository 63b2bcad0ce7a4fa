import type { Cart, CashOption, DeliveryMode, VatLine } from '../../entities/cart';

export interface Address {
  id: number;
  type: 'shipping' | 'billing';
  gender?: string;
  first_name: string;
  last_name?: string;
  company?: string;
  street: string;
  street_number?: string;
  zip: string;
  city: string;
  country?: string;
  is_default: number | boolean;
  is_shipping?: number | boolean;
}

export interface PaymentMethod {
  code: 'prepayment' | 'cash' | 'voucher' | 'invoice' | 'sepa_debit';
  /** SEPA direct debit: the mandate text the customer agrees to. */
  mandate_text?: string;
  name: string;
  description: string;
  call: string;
  options?: { value: CashOption; label: string }[];
}

export interface Voucher {
  code: string;
  description?: string | null;
  value: number;
  balance: number;
  valid_until?: string | null;
  valid: boolean;
}

export interface CartTerms {
  terms_url: string;
  withdrawal_url: string;
  terms_text: string;
  accept_label: string;
  providers: {
    provider_id: number;
    provider_name: string;
    item_names: string[];
    withdrawal_notice: string;
    has_own_withdrawal_notice: boolean;
  }[];
}

export interface CashInformation {
  providers: {
    provider_id: number;
    provider_name: string;
    delivery_mode: DeliveryMode;
    cash_payment: CashOption;
    cash_payment_text: string;
    amount: number;
    fits: boolean;
    instructions: string;
  }[];
  total: number;
}

export interface CashPreview {
  cash: CashInformation;
  ready: boolean;
  /** Field → messages of what still stands in the way (addresses, shipping choice, stock, cash option). */
  problems: Record<string, string[]>;
}

export interface RemainingItems {
  orderable_count: number;
  remaining_count: number;
  items: { cart_item_id: number; product_name: string; qty: number; available_qty: number; problem_text: string | null }[];
}

export interface CheckoutSummary {
  cart: Cart;
  billing_address: Address | null;
  shipping_address: Address | null;
  ready: boolean;
}

export interface BankTransfer {
  account_holder?: string;
  iban?: string;
  bic?: string;
  bank_name?: string;
  amount: number;
  reference: string;
  due_date: string;
}

export interface VendorOrder {
  id: number;
  vendor_order_number: string;
  provider_id: number;
  provider_name: string;
  status_text: string;
  delivery_mode: DeliveryMode;
  delivery_mode_text: string;
  shipping_method_name: string | null;
  pickup_address: string | null;
  cash_option: CashOption | null;
  cash_option_text: string | null;
  items_total: number;
  shipping: number;
  total: number;
  amount_due: number;
  items: { id: number; product_name: string; variant_label: string | null; qty: number; unit_price: number; line_total: number }[];
}

export interface OrderDetail {
  order_number: string;
  order_date: string;
  order_status_text?: string;
  payment_mothod: string;
  payment_method_code: PaymentMethod['code'];
  payment_status_text?: string;
  items_total: number;
  shipping_total: number;
  total: number;
  tax_total: number;
  vat: VatLine[];
  voucher_code: string | null;
  voucher_amount: number;
  amount_due: number;
  customer_email: string;
  bank_transfer: BankTransfer | null;
  vendor_orders: VendorOrder[];
  /** Purchase on invoice or SEPA direct debit: due date and account, or the mandate and the day of the debit. */
  payment_terms?: PaymentTerms | null;
}

export type PaymentTerms =
  | {
      method: 'invoice';
      due_date: string;
      due_date_text: string;
      amount: number;
      reference: string;
      bank_account: { account_holder: string; iban: string; bic: string; bank_name: string };
    }
  | {
      method: 'sepa_debit';
      debit_date: string;
      debit_date_text: string;
      amount: number;
      mandate_reference: string;
      creditor_id: string;
      account_holder: string;
      iban_masked: string;
    };

export interface PlacedOrder {
  order: OrderDetail;
  order_number: string;
  bank_transfer: BankTransfer | null;
  payment_terms?: PaymentTerms | null;
}
