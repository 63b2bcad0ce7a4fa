import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopOrders, shopRefunds, shopVendorOrders } from '../../db/schema/orders';
import { legacyPaymentStatus, type OrderPayment, orderPayment, type PaymentFacts } from '../../lib/money';

/**
 * The order's money facts read from its rows and handed to the one pure function `orderPayment` (`lib/money`):
 * received money (`shop_orders.paid_cents`), the vendor orders (total, voucher share, cancelled) and the refunds
 * (status, requested and accepted amount, Widerruf or not). README „Payment state“.
 */

export interface RefundFactRow {
  orderId: number;
  vendorOrderId: number;
  status: (typeof shopRefunds.$inferSelect)['status'];
  requestedCents: number;
  amountCents: number | null;
  revocationId: number | null;
}

interface OrderFactsInput {
  order: { paidCents: number };
  vendorOrders: { id: number; totalCents: number; voucherCents: number; status: string }[];
  refunds?: RefundFactRow[];
}

export function paymentFactsOf(full: OrderFactsInput): PaymentFacts {
  return {
    paidCents: full.order.paidCents,
    vendors: full.vendorOrders.map((vendor) => ({
      id: vendor.id,
      totalCents: vendor.totalCents,
      voucherCents: vendor.voucherCents,
      cancelled: vendor.status === 'cancelled',
    })),
    refunds: (full.refunds ?? []).map((refund) => ({
      vendorOrderId: refund.vendorOrderId,
      status: refund.status,
      requestedCents: refund.requestedCents,
      amountCents: refund.amountCents,
      withdrawal: refund.revocationId !== null,
    })),
  };
}

/** The payment state of an order loaded with its vendor orders (and refunds; none = a fresh order). */
export function paymentOf(full: OrderFactsInput): OrderPayment {
  return orderPayment(paymentFactsOf(full));
}

/** The refunds of the orders (all statuses; the function decides what counts). */
export async function refundFactsOf(db: Executor, orderIds: number[]): Promise<RefundFactRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: shopRefunds.orderId,
      vendorOrderId: shopRefunds.vendorOrderId,
      status: shopRefunds.status,
      requestedCents: shopRefunds.requestedCents,
      amountCents: shopRefunds.amountCents,
      revocationId: shopRefunds.revocationId,
    })
    .from(shopRefunds)
    .where(inArray(shopRefunds.orderId, orderIds))
    .orderBy(asc(shopRefunds.id));
}

/** The payment state of one order read fresh from the tables (inside the caller's transaction when given one). */
export async function loadOrderPayment(db: Executor, orderId: number): Promise<{ payment: OrderPayment; paidCents: number } | null> {
  const [order] = await db.select({ paidCents: shopOrders.paidCents }).from(shopOrders).where(eq(shopOrders.id, orderId)).limit(1);
  if (!order) return null;
  const vendorOrders = await db
    .select({
      id: shopVendorOrders.id,
      totalCents: shopVendorOrders.totalCents,
      voucherCents: shopVendorOrders.voucherCents,
      status: shopVendorOrders.status,
    })
    .from(shopVendorOrders)
    .where(eq(shopVendorOrders.orderId, orderId));
  const refunds = await refundFactsOf(db, [orderId]);
  return { payment: paymentOf({ order, vendorOrders, refunds }), paidCents: order.paidCents };
}

/**
 * After a fact changed (payment received, refund decided, Widerruf declared, vendor order cancelled): the stored
 * `payment_status` (the providers' payment filter and list) follows the computed state. Returns the state.
 */
export async function syncPaymentStatus(tx: Executor, orderId: number): Promise<OrderPayment | null> {
  const loaded = await loadOrderPayment(tx, orderId);
  if (!loaded) return null;
  await tx
    .update(shopOrders)
    .set({ paymentStatus: legacyPaymentStatus(loaded.payment), updatedAt: new Date() })
    .where(eq(shopOrders.id, orderId));
  return loaded.payment;
}
