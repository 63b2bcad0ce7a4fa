/**
 * Wire shapes of the orders area's answers (`schema.response` of its routes; `npm run contract` turns them into the
 * front end's types). A response schema serializes strictly: a field the presenter returns but the schema lacks
 * disappears from the answer — keep them in step with `presenters.ts`, `tracks.ts`, `invoices.ts`, `refunds.ts`,
 * `revocations.ts` and `ledger.ts`.
 */
import { z } from 'zod';
import { wireSchema } from '../../http/contract';
import { pageSuccessSchema } from '../../http/envelope';
import { postalAddressFields } from '../../http/postal-address';
import {
  CASH_OPTIONS,
  DELIVERY_MODES,
  INVOICE_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  VENDOR_ORDER_STATUSES,
} from '../../db/schema/orders';
import { PAYMENT_STATES } from '../../lib/money';

const euros = z.number();
const cents = z.number().int();
const isoDateTime = z.string();
const vendorOrderStatus = z.enum(VENDOR_ORDER_STATUSES);

export const orderAddressSchema = wireSchema(
  'OrderAddress',
  z.object({
    gender: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    ...postalAddressFields,
    email: z.string(),
    phone: z.string(),
    vat_id: z.string().nullable().optional(),
  }),
);

export const vatLineSchema = wireSchema(
  'VatLine',
  z.object({ rate: z.number(), net: euros, tax: euros, gross: euros, net_cents: cents, tax_cents: cents, gross_cents: cents }),
);

export const trackSchema = wireSchema(
  'OrderTrack',
  z.object({
    id: z.number().int(),
    order_id: z.number().int(),
    shop_vendor_order_id: z.number().int(),
    title: z.string(),
    detail: z.string(),
    carrier: z.string().nullable(),
    carrier_name: z.string().nullable(),
    tracking_number: z.string().nullable(),
    tracking_url: z.string().nullable(),
    status: vendorOrderStatus.nullable(),
    status_text: z.string().nullable(),
    created_at: isoDateTime,
  }),
);

export const invoiceSchema = wireSchema(
  'OrderInvoice',
  z.object({
    id: z.number().int(),
    invoice_number: z.string(),
    kind: z.enum(INVOICE_KINDS),
    kind_text: z.string(),
    vendor_order_id: z.number().int(),
    vendor_order_number: z.string(),
    order_number: z.string(),
    total: euros,
    total_cents: cents,
    issued_at: isoDateTime,
    buyer_name: z.string(),
  }),
);

export const revocationSchema = wireSchema(
  'Revocation',
  z.object({
    id: z.number().int(),
    vendor_order_id: z.number().int(),
    name: z.string(),
    email: z.string(),
    lines: z.array(z.object({ item_id: z.number().int(), qty: z.number().int() })),
    refund_amount: euros,
    refund_amount_cents: cents,
    channel: z.enum(['account', 'public']),
    received_at: isoDateTime,
    received_at_text: z.string(),
  }),
);

export const widerrufStateSchema = wireSchema(
  'WiderrufState',
  z.object({
    possible: z.boolean(),
    reason: z.string().nullable(),
    deadline: isoDateTime.nullable(),
    items: z.array(
      z.object({
        item_id: z.number().int(),
        product_name: z.string(),
        variant_label: z.string(),
        qty: z.number().int(),
        qty_open: z.number().int(),
        excluded: z.boolean(),
        excluded_reason: z.string().nullable(),
      }),
    ),
  }),
);

// --- The customer's orders -----------------------------------------------------------------------------------------

const orderListItemShape = {
  id: z.number().int(),
  order_date: isoDateTime,
  order_status: z.enum(ORDER_STATUSES),
  /** The order's state as shown („Versandt“ when its only vendor order is shipped): README „Payment state“. */
  order_status_text: z.string(),
  /** The vendor orders' common status (all that are not cancelled stand at it), else `processing`. */
  order_state: z.enum([...VENDOR_ORDER_STATUSES, 'processing']),
  order_amount: euros,
  order_amount_cents: cents,
  order_number: z.string(),
  product_names: z.string(),
  /** Spelled as the spec does. */
  payment_mothod: z.string(),
  payment_method_code: z.enum(PAYMENT_METHODS),
  /** The coarse status (kept for the spec; from the payment state). */
  payment_status: z.enum(PAYMENT_STATUSES),
  /** The payment state's text (`payment_state`). */
  payment_status_text: z.string(),
  /** paid · partly_paid · due · to_refund · refunded · nothing_due (README „Payment state“). */
  payment_state: z.enum(PAYMENT_STATES),
  /** What is still to pay now (after credits, cancellations and payments). */
  amount_due: euros,
  amount_due_cents: cents,
  invoices: z.array(z.object({ order_number: z.string(), provider_id: z.number().int() })),
};

/** The order's payment state with its amounts (one function of the order's facts, `orderPayment`). */
export const orderPaymentSchema = wireSchema(
  'OrderPayment',
  z.object({
    state: z.enum(PAYMENT_STATES),
    state_text: z.string(),
    total: euros,
    total_cents: cents,
    /** Cancelled vendor orders plus agreed refunds and declared Widerrufe. */
    credited: euros,
    credited_cents: cents,
    /** total − credited: what the customer pays for what they keep. */
    owed: euros,
    owed_cents: cents,
    /** Money received (voucher included). */
    paid: euros,
    paid_cents: cents,
    /** Money that went back. */
    refunded: euros,
    refunded_cents: cents,
    due: euros,
    due_cents: cents,
    to_refund: euros,
    to_refund_cents: cents,
  }),
);

export const orderListItemSchema = wireSchema('OrderListItem', z.object(orderListItemShape));

const orderItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  bundle_id: z.number().int().nullable(),
  product_name: z.string(),
  variant_label: z.string(),
  qty: z.number().int(),
  unit_price: euros,
  unit_price_cents: cents,
  line_total: euros,
  line_total_cents: cents,
  tax_rate: z.number(),
  line_net_cents: cents,
  line_tax_cents: cents,
});

/** A vendor order as `presentOrderDetail` answers it. */
const orderVendorShape = {
  id: z.number().int(),
  vendor_order_number: z.string(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  status: vendorOrderStatus,
  status_text: z.string(),
  delivery_mode: z.enum(DELIVERY_MODES),
  delivery_mode_text: z.string(),
  shipping_method_id: z.number().int().nullable(),
  shipping_method_name: z.string(),
  pickup_address: z.string().nullable(),
  cash_option: z.enum(CASH_OPTIONS).nullable(),
  cash_option_text: z.string().nullable(),
  items_total: euros,
  items_total_cents: cents,
  shipping: euros,
  shipping_cents: cents,
  total: euros,
  total_cents: cents,
  voucher_amount: euros,
  voucher_amount_cents: cents,
  amount_due: euros,
  amount_due_cents: cents,
  vat: z.array(vatLineSchema),
  items: z.array(orderItemSchema),
};

const customerVendorOrderSchema = z.object({
  ...orderVendorShape,
  invoices: z.array(invoiceSchema),
  tracks: z.array(trackSchema),
  widerruf: widerrufStateSchema.nullable(),
  revocations: z.array(revocationSchema),
});

const orderDetailShape = {
  ...orderListItemShape,
  cart_key: z.string(),
  items_total: euros,
  items_total_cents: cents,
  shipping_total: euros,
  shipping_total_cents: cents,
  total: euros,
  total_cents: cents,
  tax_total: euros,
  tax_total_cents: cents,
  vat: z.array(vatLineSchema),
  voucher_code: z.string().nullable(),
  voucher_amount: euros,
  voucher_amount_cents: cents,
  customer_email: z.string(),
  billing_address: orderAddressSchema,
  shipping_address: orderAddressSchema.nullable(),
  payment: orderPaymentSchema,
  bank_transfer: z
    .object({
      account_holder: z.string(),
      iban: z.string(),
      bic: z.string(),
      bank_name: z.string(),
      amount: euros,
      amount_cents: cents,
      reference: z.string(),
      due_date: z.string(),
    })
    .nullable(),
  terms_url: z.string(),
  withdrawal_url: z.string(),
};

/** The order as `presentOrderDetail` answers it (the checkout's placing calls and `orderConfirmed`). */
export const orderDetailSchema = wireSchema(
  'OrderDetail',
  z.object({ ...orderDetailShape, vendor_orders: z.array(z.object(orderVendorShape)) }),
);

/** `GET /shop/order/{order_number}`: the confirmation page's and the customer's order page's order. */
export const customerOrderSchema = wireSchema(
  'CustomerOrder',
  z.object({ ...orderDetailShape, vendor_orders: z.array(customerVendorOrderSchema) }),
);

// --- The provider's vendor orders ----------------------------------------------------------------------------------

const providerOrderListItemShape = {
  id: z.number().int(),
  vendor_order_number: z.string(),
  order_id: z.number().int(),
  order_number: z.string(),
  order_date: isoDateTime,
  status: vendorOrderStatus,
  status_text: z.string(),
  next_statuses: z.array(vendorOrderStatus),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_city: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_status_text: z.string(),
  payment_mothod: z.string(),
  delivery_mode: z.enum(DELIVERY_MODES),
  delivery_mode_text: z.string(),
  items_count: z.number().int(),
  product_names: z.string(),
  total: euros,
  total_cents: cents,
  amount_due: euros,
  amount_due_cents: cents,
  has_widerruf: z.boolean(),
};

export const providerOrderListItemSchema = wireSchema('ProviderOrderListItem', z.object(providerOrderListItemShape));

/** `api/providerOrders` and its twins: the page plus `summary.total_order_value` of every match. */
export const providerOrderSummarySchema = z.object({ total_order_value: euros, total_order_value_cents: cents });

/** The answer of `api/providerOrders` (and its twins): a page of list items plus the summary of every match. */
export const providerOrderPageSchema = pageSuccessSchema(providerOrderListItemSchema).extend({ summary: providerOrderSummarySchema });

const providerOrderDetailShape = {
  ...providerOrderListItemShape,
  shipping_method_name: z.string(),
  pickup_address: z.string().nullable(),
  cash_option: z.enum(CASH_OPTIONS).nullable(),
  cash_option_text: z.string().nullable(),
  items_total: euros,
  items_total_cents: cents,
  shipping: euros,
  shipping_cents: cents,
  voucher_amount: euros,
  voucher_amount_cents: cents,
  vat: z.array(vatLineSchema),
  billing_address: orderAddressSchema,
  shipping_address: orderAddressSchema.nullable(),
  shipped_at: isoDateTime.nullable(),
  completed_at: isoDateTime.nullable(),
  items: z.array(
    z.object({
      id: z.number().int(),
      product_id: z.number().int(),
      variant_id: z.number().int(),
      product_name: z.string(),
      variant_label: z.string(),
      qty: z.number().int(),
      unit_price: euros,
      unit_price_cents: cents,
      line_total: euros,
      line_total_cents: cents,
      tax_rate: z.number(),
    }),
  ),
  tracks: z.array(trackSchema),
  revocations: z.array(revocationSchema),
};

/** `/customerOrderDetailsByProvider`: one vendor order of the provider. */
export const providerOrderDetailSchema = wireSchema('ProviderOrderDetail', z.object(providerOrderDetailShape));

/** `api/shop/providerOrderView/{id}`: the same with the vendor order's invoices. */
export const providerOrderViewSchema = wireSchema(
  'ProviderOrderView',
  z.object({ ...providerOrderDetailShape, invoices: z.array(invoiceSchema) }),
);

/** `api/shop/order-shippings`: the queue to ship and the parcels sent. */
export const orderShippingsSchema = z.object({
  queue: z.array(providerOrderListItemSchema),
  parcels: z.array(trackSchema.extend({ vendor_order_number: z.string(), vendor_order_status: vendorOrderStatus })),
});

export const latestOrdersSchema = z.union([
  z.object({ role: z.literal('provider'), orders: z.array(providerOrderListItemSchema) }),
  z.object({ role: z.literal('customer'), orders: z.array(orderListItemSchema) }),
]);

// --- Widerruf ------------------------------------------------------------------------------------------------------

export const widerrufOrderSchema = wireSchema(
  'WiderrufOrder',
  z.object({
    order_number: z.string(),
    order_date: isoDateTime,
    vendor_orders: z.array(
      z.object({
        id: z.number().int(),
        vendor_order_number: z.string(),
        provider_name: z.string(),
        status: vendorOrderStatus,
        widerruf: widerrufStateSchema.nullable(),
        revocations: z.array(revocationSchema),
      }),
    ),
  }),
);

// --- Refunds -------------------------------------------------------------------------------------------------------

const refundShape = {
  id: z.number().int(),
  order_number: z.string(),
  vendor_order_number: z.string(),
  shop_vendor_order_id: z.number().int(),
  provider_name: z.string(),
  status: z.enum(REFUND_STATUSES),
  status_text: z.string(),
  next_statuses: z.array(z.enum(REFUND_STATUSES)),
  reason: z.string(),
  reason_text: z.string(),
  comment: z.string(),
  requested_amount: euros,
  requested_amount_cents: cents,
  shipping_amount: euros,
  amount: euros.nullable(),
  amount_cents: cents.nullable(),
  rejection_reason: z.string().nullable(),
  is_widerruf: z.boolean(),
  created_at: isoDateTime,
  decided_at: isoDateTime.nullable(),
  refunded_at: isoDateTime.nullable(),
};

export const refundSchema = wireSchema('Refund', z.object(refundShape));

export const refundDetailSchema = wireSchema(
  'RefundDetail',
  z.object({
    ...refundShape,
    items: z.array(
      z.object({
        id: z.number().int(),
        item_id: z.number().int(),
        product_name: z.string(),
        variant_label: z.string(),
        qty: z.number().int(),
        amount: euros,
        amount_cents: cents,
      }),
    ),
    /** The customer's photos, each with a short-lived signed URL (only the refund's customer and provider). */
    photos: z
      .array(
        z.object({
          id: z.number().int(),
          file_name: z.string(),
          content_type: z.string(),
          size: z.number().int(),
          url: z.string(),
        }),
      )
      .optional(),
  }),
);

export const refundReasonSchema = z.object({ code: z.string(), label: z.string() });
