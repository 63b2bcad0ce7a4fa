import type { AppConfig } from '../../config';
import { euros, legacyPaymentStatus, type OrderPayment, paymentStateText, presentVat } from '../../lib/money';
import type { VendorOrderStatus } from '../../db/schema/orders';
import { paymentOf } from './payment-state';
import {
  CASH_OPTION_LABELS,
  DELIVERY_MODE_LABELS,
  marketplaceBankAccount,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  paymentMethodText,
  PREPAYMENT_DAYS,
  VENDOR_ORDER_STATUS_LABELS,
} from './payment';
import { listRowOf, type ProviderOrderListRow, type ProviderVendorOrder } from './provider';
import { presentRevocation } from './revocations';
import { type OrderWithVendors, VENDOR_ORDER_TRANSITIONS } from './service';
import { presentTrack } from './tracks';

/** Links of the marketplace's legal pages (editorial pages of the content module). */
export function legalLinks(config: AppConfig) {
  return {
    terms_url: `${config.publicWebUrl}/page/agb`,
    withdrawal_url: `${config.publicWebUrl}/page/widerrufsbelehrung`,
  };
}

export function confirmationUrl(config: AppConfig, orderNumber: string): string {
  return `${config.publicWebUrl}/shop/order/${encodeURIComponent(orderNumber)}`;
}

function paymentMothod({ order, vendorOrders }: OrderWithVendors): string {
  return paymentMethodText(
    order.paymentMethod,
    order.voucherCents,
    vendorOrders.map((vendor) => vendor.cashOption),
  );
}

/**
 * The order's state as the customer reads it, from its vendor orders — the same for the list and the order page:
 * when all vendor orders that are not cancelled stand at one status (one vendor order: its status), that status
 * („Versandt“, „Abholbereit“, …); all cancelled → `cancelled`; else `processing` („In Bearbeitung“).
 */
export function orderState(statuses: readonly VendorOrderStatus[]): VendorOrderStatus | 'processing' {
  const active = statuses.filter((status) => status !== 'cancelled');
  if (active.length === 0) return 'cancelled';
  const [first] = active;
  return first !== undefined && active.every((status) => status === first) ? first : 'processing';
}

export function orderStateText(state: VendorOrderStatus | 'processing'): string {
  return state === 'processing' ? ORDER_STATUS_LABELS.processing : VENDOR_ORDER_STATUS_LABELS[state];
}

/** The payment state's amounts as the order answers them (`payment`: EUR and cents). */
export function presentPayment(payment: OrderPayment) {
  return {
    state: payment.state,
    state_text: paymentStateText(payment),
    total: euros(payment.totalCents),
    total_cents: payment.totalCents,
    credited: euros(payment.creditedCents),
    credited_cents: payment.creditedCents,
    owed: euros(payment.owedCents),
    owed_cents: payment.owedCents,
    paid: euros(payment.paidCents),
    paid_cents: payment.paidCents,
    refunded: euros(payment.refundedCents),
    refunded_cents: payment.refundedCents,
    due: euros(payment.dueCents),
    due_cents: payment.dueCents,
    to_refund: euros(payment.toRefundCents),
    to_refund_cents: payment.toRefundCents,
  };
}

/** An order of the customer's list (spec 02 §3 "Customer order"; `payment_mothod` spelled as the spec does). */
export function presentOrderListItem(full: OrderWithVendors) {
  const { order, vendorOrders } = full;
  const payment = paymentOf(full);
  const state = orderState(vendorOrders.map((vendor) => vendor.status));
  return {
    id: order.id,
    order_date: order.createdAt.toISOString(),
    order_status: order.status,
    order_status_text: orderStateText(state),
    order_state: state,
    order_amount: euros(order.totalCents),
    order_amount_cents: order.totalCents,
    order_number: order.orderNumber,
    product_names: vendorOrders.flatMap((vendor) => vendor.items.map((item) => item.productName)).join(', '),
    payment_mothod: paymentMothod(full),
    payment_method_code: order.paymentMethod,
    payment_status: legacyPaymentStatus(payment),
    payment_status_text: paymentStateText(payment),
    payment_state: payment.state,
    amount_due: euros(payment.dueCents),
    amount_due_cents: payment.dueCents,
    invoices: vendorOrders.map((vendor) => ({ order_number: vendor.vendorOrderNumber, provider_id: vendor.providerId })),
  };
}

/**
 * What the customer transfers for a prepayment: the marketplace's account, what is due now (payment state) and the
 * reference. Null when nothing is due or the order is not paid by transfer.
 */
export function bankTransferDetails(config: AppConfig, full: OrderWithVendors, payment: OrderPayment = paymentOf(full)) {
  const { order } = full;
  if (order.paymentMethod !== 'prepayment' || payment.dueCents <= 0) return null;
  const due = new Date(order.createdAt.getTime() + PREPAYMENT_DAYS * 24 * 60 * 60 * 1000);
  return {
    ...marketplaceBankAccount(config),
    amount: euros(payment.dueCents),
    amount_cents: payment.dueCents,
    reference: order.paymentReference,
    due_date: due.toISOString().slice(0, 10),
  };
}

/** The whole order for the confirmation page and the customer's order detail. */
export function presentOrderDetail(config: AppConfig, full: OrderWithVendors) {
  const { order, vendorOrders } = full;
  const payment = paymentOf(full);
  return {
    ...presentOrderListItem(full),
    cart_key: order.cartKey,
    items_total: euros(order.itemsCents),
    items_total_cents: order.itemsCents,
    shipping_total: euros(order.shippingCents),
    shipping_total_cents: order.shippingCents,
    total: euros(order.totalCents),
    total_cents: order.totalCents,
    tax_total: euros(order.taxCents),
    tax_total_cents: order.taxCents,
    vat: order.vat.map(presentVat),
    voucher_code: order.voucherCode,
    voucher_amount: euros(order.voucherCents),
    voucher_amount_cents: order.voucherCents,
    customer_email: order.customerEmail,
    billing_address: order.billingAddress,
    shipping_address: order.shippingAddress,
    payment: presentPayment(payment),
    bank_transfer: bankTransferDetails(config, full, payment),
    ...legalLinks(config),
    vendor_orders: vendorOrders.map((vendor) => ({
      id: vendor.id,
      vendor_order_number: vendor.vendorOrderNumber,
      provider_id: vendor.providerId,
      provider_name: vendor.providerName,
      status: vendor.status,
      status_text: VENDOR_ORDER_STATUS_LABELS[vendor.status],
      delivery_mode: vendor.deliveryMode,
      delivery_mode_text: DELIVERY_MODE_LABELS[vendor.deliveryMode],
      shipping_method_id: vendor.shippingMethodId,
      shipping_method_name: vendor.shippingMethodName,
      pickup_address: vendor.pickupAddress,
      cash_option: vendor.cashOption,
      cash_option_text: vendor.cashOption ? CASH_OPTION_LABELS[vendor.cashOption] : null,
      items_total: euros(vendor.itemsCents),
      items_total_cents: vendor.itemsCents,
      shipping: euros(vendor.shippingCents),
      shipping_cents: vendor.shippingCents,
      total: euros(vendor.totalCents),
      total_cents: vendor.totalCents,
      voucher_amount: euros(vendor.voucherCents),
      voucher_amount_cents: vendor.voucherCents,
      amount_due: euros(vendorDue(payment, vendor.id)),
      amount_due_cents: vendorDue(payment, vendor.id),
      vat: vendor.vat.map(presentVat),
      items: vendor.items.map((item) => ({
        id: item.id,
        product_id: item.productId,
        variant_id: item.variantId,
        bundle_id: item.bundleId,
        product_name: item.productName,
        variant_label: item.variantLabel,
        qty: item.qty,
        unit_price: euros(item.unitPriceCents),
        unit_price_cents: item.unitPriceCents,
        line_total: euros(item.lineTotalCents),
        line_total_cents: item.lineTotalCents,
        tax_rate: item.taxRate,
        line_net_cents: item.lineNetCents,
        line_tax_cents: item.lineTaxCents,
      })),
    })),
  };
}

export type OrderDetail = ReturnType<typeof presentOrderDetail>;

/** What a vendor order still collects (payment state). */
export function vendorDue(payment: OrderPayment, vendorOrderId: number): number {
  return payment.vendors.find((vendor) => vendor.id === vendorOrderId)?.dueCents ?? 0;
}

function customerName(address: { first_name: string; last_name: string; company: string }): string {
  return [address.first_name, address.last_name].filter(Boolean).join(' ') || address.company;
}

/** A vendor order in the provider's list (`api/providerOrders`, `api/shop/provider-orders`, `/ordersByProvider`). */
export function presentProviderOrderListItem(row: ProviderOrderListRow) {
  const { vendor, order } = row;
  return {
    id: vendor.id,
    vendor_order_number: vendor.vendorOrderNumber,
    order_id: order.id,
    order_number: order.orderNumber,
    order_date: vendor.createdAt.toISOString(),
    status: vendor.status,
    status_text: VENDOR_ORDER_STATUS_LABELS[vendor.status],
    next_statuses: VENDOR_ORDER_TRANSITIONS[vendor.status].filter((next) =>
      next === 'shipped' ? vendor.deliveryMode === 'shipping' : next === 'ready_for_pickup' ? vendor.deliveryMode === 'pickup' : true,
    ),
    customer_name: customerName(row.customer),
    customer_email: order.customerEmail,
    customer_city: row.customer.city,
    payment_status: order.paymentStatus,
    payment_status_text: PAYMENT_STATUS_LABELS[order.paymentStatus],
    payment_mothod: paymentMethodText(order.paymentMethod, vendor.voucherCents, [vendor.cashOption]),
    delivery_mode: vendor.deliveryMode,
    delivery_mode_text: DELIVERY_MODE_LABELS[vendor.deliveryMode],
    items_count: row.itemsCount,
    product_names: row.productNames,
    total: euros(vendor.totalCents),
    total_cents: vendor.totalCents,
    amount_due: euros(vendor.amountDueCents),
    amount_due_cents: vendor.amountDueCents,
    has_widerruf: row.hasWiderruf,
  };
}

/**
 * The provider's view of one vendor order (`api/shop/providerOrderView/{id}`, `/customerOrderDetailsByProvider`).
 * With the order's `payment` (payment state): the payment text and what this vendor order still collects from it.
 */
export function presentProviderOrderDetail(full: ProviderVendorOrder, payment?: OrderPayment) {
  const { vendor, order, items } = full;
  const due = payment ? vendorDue(payment, vendor.id) : vendor.amountDueCents;
  return {
    ...presentProviderOrderListItem(listRowOf(full)),
    ...(payment
      ? {
          payment_status: legacyPaymentStatus(payment),
          payment_status_text: paymentStateText(payment),
          amount_due: euros(due),
          amount_due_cents: due,
        }
      : {}),
    shipping_method_name: vendor.shippingMethodName,
    pickup_address: vendor.pickupAddress,
    cash_option: vendor.cashOption,
    cash_option_text: vendor.cashOption ? CASH_OPTION_LABELS[vendor.cashOption] : null,
    items_total: euros(vendor.itemsCents),
    items_total_cents: vendor.itemsCents,
    shipping: euros(vendor.shippingCents),
    shipping_cents: vendor.shippingCents,
    voucher_amount: euros(vendor.voucherCents),
    voucher_amount_cents: vendor.voucherCents,
    vat: vendor.vat.map(presentVat),
    billing_address: order.billingAddress,
    shipping_address: order.shippingAddress,
    shipped_at: vendor.shippedAt?.toISOString() ?? null,
    completed_at: vendor.completedAt?.toISOString() ?? null,
    items: items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      variant_id: item.variantId,
      product_name: item.productName,
      variant_label: item.variantLabel,
      qty: item.qty,
      unit_price: euros(item.unitPriceCents),
      unit_price_cents: item.unitPriceCents,
      line_total: euros(item.lineTotalCents),
      line_total_cents: item.lineTotalCents,
      tax_rate: item.taxRate,
    })),
    tracks: full.tracks.map(presentTrack),
    revocations: full.revocations.map(presentRevocation),
  };
}
