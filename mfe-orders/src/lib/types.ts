/** Shapes of the orders API (api/src/modules/orders/README.md). */

export interface Envelope<T> {
  status: boolean;
  message?: string;
  data: T;
  meta?: PageMeta;
  summary?: { total_order_value: number; total_order_value_cents: number };
}

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface Page<T> {
  rows: T[];
  meta: PageMeta;
}

export type VendorOrderStatus = 'pending' | 'confirmed' | 'shipped' | 'ready_for_pickup' | 'completed' | 'cancelled';
export type PaymentStatus = 'pending' | 'partially_paid' | 'paid' | 'refunded';
export type DeliveryMode = 'shipping' | 'pickup';

export interface OrderListItem {
  id: number;
  order_date: string;
  order_status: string;
  order_status_text: string;
  order_amount: number;
  order_number: string;
  product_names: string;
  payment_mothod: string;
  payment_status: PaymentStatus;
  payment_status_text: string;
  invoices: { order_number: string; provider_id: number }[];
}

export interface Address {
  first_name: string;
  last_name: string;
  company: string;
  street: string;
  street_number: string;
  zip: string;
  city: string;
  country: string;
  email: string;
  phone: string;
}

export interface VatLine {
  rate: number;
  net: number;
  tax: number;
  gross: number;
}

export interface Track {
  id: number;
  shop_vendor_order_id: number;
  title: string;
  detail: string;
  carrier: string | null;
  carrier_name: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  status: VendorOrderStatus | null;
  status_text: string | null;
  created_at: string;
}

export interface WiderrufItem {
  item_id: number;
  product_name: string;
  variant_label: string;
  qty: number;
  qty_open: number;
  excluded: boolean;
  excluded_reason: string | null;
}

export interface WiderrufState {
  possible: boolean;
  reason: string | null;
  deadline: string | null;
  items: WiderrufItem[];
}

export interface Revocation {
  id: number;
  vendor_order_id: number;
  name: string;
  email: string;
  lines: { item_id: number; qty: number }[];
  refund_amount: number;
  channel: 'account' | 'public';
  received_at: string;
  received_at_text: string;
}

export interface OrderItem {
  id: number;
  product_name: string;
  variant_label: string;
  qty: number;
  unit_price: number;
  line_total: number;
  tax_rate: number;
}

export interface CustomerVendorOrder {
  id: number;
  vendor_order_number: string;
  provider_id: number;
  provider_name: string;
  status: VendorOrderStatus;
  status_text: string;
  delivery_mode: DeliveryMode;
  delivery_mode_text: string;
  shipping_method_name: string;
  pickup_address: string | null;
  items_total: number;
  shipping: number;
  total: number;
  voucher_amount: number;
  amount_due: number;
  vat: VatLine[];
  items: OrderItem[];
  invoices: Invoice[];
  tracks: Track[];
  widerruf: WiderrufState | null;
  revocations: Revocation[];
}

export interface OrderDetail extends OrderListItem {
  items_total: number;
  shipping_total: number;
  total: number;
  tax_total: number;
  vat: VatLine[];
  voucher_code: string | null;
  voucher_amount: number;
  amount_due: number;
  customer_email: string;
  billing_address: Address;
  shipping_address: Address | null;
  bank_transfer: { account_holder: string; iban: string; bic: string; amount: number; reference: string; due_date: string } | null;
  withdrawal_url: string;
  vendor_orders: CustomerVendorOrder[];
}

export interface ProviderOrderListItem {
  id: number;
  vendor_order_number: string;
  order_number: string;
  order_date: string;
  status: VendorOrderStatus;
  status_text: string;
  next_statuses: VendorOrderStatus[];
  customer_name: string;
  customer_email: string;
  customer_city: string;
  payment_status: PaymentStatus;
  payment_status_text: string;
  payment_mothod: string;
  delivery_mode: DeliveryMode;
  delivery_mode_text: string;
  items_count: number;
  product_names: string;
  total: number;
  amount_due: number;
  has_widerruf: boolean;
}

export interface ProviderOrderDetail extends ProviderOrderListItem {
  shipping_method_name: string;
  pickup_address: string | null;
  cash_option_text: string | null;
  items_total: number;
  shipping: number;
  voucher_amount: number;
  vat: VatLine[];
  billing_address: Address;
  shipping_address: Address | null;
  items: OrderItem[];
  invoices: Invoice[];
  tracks: Track[];
  revocations: Revocation[];
}

export interface ProviderOrderPage extends Page<ProviderOrderListItem> {
  totalOrderValue: number;
}

export interface ShippingOverview {
  queue: ProviderOrderListItem[];
  parcels: (Track & { vendor_order_number: string; vendor_order_status: VendorOrderStatus })[];
}

export interface WiderrufOrder {
  order_number: string;
  order_date: string;
  vendor_orders: {
    id: number;
    vendor_order_number: string;
    provider_name: string;
    status: VendorOrderStatus;
    widerruf: WiderrufState | null;
    revocations: Revocation[];
  }[];
}

export interface ProviderOrderFilters {
  status: string;
  payment: string;
  delivery: string;
  date_from: string;
  date_to: string;
  search: string;
}

export interface Invoice {
  id: number;
  invoice_number: string;
  kind: 'invoice' | 'correction';
  kind_text: string;
  vendor_order_id: number;
  vendor_order_number: string;
  total: number;
  issued_at: string;
}

export interface Refund {
  id: number;
  order_number: string;
  vendor_order_number: string;
  shop_vendor_order_id: number;
  provider_name: string;
  status: 'requested' | 'accepted' | 'refunded' | 'rejected' | 'cancelled';
  status_text: string;
  reason_text: string;
  comment: string;
  requested_amount: number;
  amount: number | null;
  rejection_reason: string | null;
  is_widerruf: boolean;
  created_at: string;
}

export interface RefundReason {
  code: string;
  label: string;
}

/** A provider's shipping method (`api/shippings`, `api/createShipping`, `api/updateShipping`). */
export interface ShippingMethod {
  id: number;
  name: string;
  price: number;
  price_cents: number;
  free_from: number | null;
  free_from_cents: number | null;
  delivery_time: string;
  is_pickup: boolean;
  is_active: boolean;
  position: number;
  countries: string[];
  country_names: string[];
}

export interface ShippingCountry {
  id: number;
  code: string;
  name: string;
}

/** `/getPayoutsinfo`. */
export interface PayoutInfo {
  available: number;
  available_cents: number;
  pending: number;
  pending_cents: number;
  balance: number;
  balance_cents: number;
  requested: number;
  paid_out: number;
  hold_days: number;
  commission_percent: number;
  account: { account_holder: string; iban: string; iban_masked: string; bic: string | null } | null;
  methods: { code: string; name: string }[];
}

/** A withdrawal request or payout (`/shop/provider/withdraws`, `/payoutsList`). */
export interface Withdrawal {
  id: number;
  method: string;
  method_text: string;
  amount: number;
  amount_cents: number;
  reference: string;
  status: 'requested' | 'paid' | 'failed';
  status_text: string;
  invoice_number: string | null;
  account_holder: string;
  iban_masked: string;
  failure_reason: string | null;
  created_at: string;
  paid_at: string | null;
}

/** A booking of the provider's balance (`/ledgerEntries`). */
export interface LedgerEntry {
  id: number;
  kind: string;
  kind_text: string;
  amount: number;
  amount_cents: number;
  vendor_order_number: string | null;
  invoice_number: string | null;
  note: string;
  created_at: string;
}
