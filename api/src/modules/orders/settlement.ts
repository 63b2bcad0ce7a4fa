import { and, asc, eq, inArray, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopOrderItems, shopOrders, shopRefunds, shopVendorOrders } from '../../db/schema/orders';
import {
  bookEntries,
  type LedgerEntryInsert,
  linkVendorOrders,
  recordCommissionRefund,
  recordRefund as bookRefund,
} from '../ledger/public';
import { loadOrderPayment } from './payment-state';

/**
 * What the orders book in the provider's balance (ledger module): the sale of a paid vendor order with its commission
 * and cash wash, and refunds paid back. The ledger keeps the entries; what an order is worth and what was paid comes
 * from here. The ledger reads the vendor orders and refunds its entries point at through the links registered below.
 */

linkVendorOrders({
  completedAt: (id: SQLWrapper) =>
    sql`(select ${shopVendorOrders.completedAt} from ${shopVendorOrders} where ${shopVendorOrders.id} = ${id})`,
  number: (id: SQLWrapper) =>
    sql<string | null>`(select ${shopVendorOrders.vendorOrderNumber} from ${shopVendorOrders} where ${shopVendorOrders.id} = ${id})`,
  async facts(db, ids) {
    const rows = await db
      .select({
        id: shopVendorOrders.id,
        number: shopVendorOrders.vendorOrderNumber,
        totalCents: shopVendorOrders.totalCents,
        createdAt: shopVendorOrders.createdAt,
      })
      .from(shopVendorOrders)
      .where(inArray(shopVendorOrders.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row]));
  },
  async refundCents(db, ids) {
    const rows = await db
      .select({ id: shopRefunds.id, amountCents: shopRefunds.amountCents, requestedCents: shopRefunds.requestedCents })
      .from(shopRefunds)
      .where(inArray(shopRefunds.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.amountCents ?? row.requestedCents]));
  },
});

/**
 * The commission of a vendor order from the rates frozen at checkout (commission module README): Σ over its lines
 * round(line total × line rate / 10,000) + round(shipping × shipping rate / 10,000), each rounded half up.
 */
export async function vendorOrderCommissionCents(tx: Executor, vendorOrderId: number): Promise<number> {
  const [vendor] = await tx
    .select({ shippingCents: shopVendorOrders.shippingCents, shippingBp: shopVendorOrders.shippingCommissionBp })
    .from(shopVendorOrders)
    .where(eq(shopVendorOrders.id, vendorOrderId))
    .limit(1);
  if (!vendor) return 0;
  const lines = await tx
    .select({ totalCents: shopOrderItems.lineTotalCents, bp: shopOrderItems.commissionBp })
    .from(shopOrderItems)
    .where(eq(shopOrderItems.vendorOrderId, vendorOrderId));
  return commissionOf(lines, vendor.shippingCents, vendor.shippingBp);
}

/** The commission of lines and shipping at their rates (basis points), each part rounded half up. */
export function commissionOf(lines: readonly { totalCents: number; bp: number }[], shippingCents: number, shippingBp: number): number {
  const part = (cents: number, bp: number) => Math.round((cents * bp) / 10_000);
  return lines.reduce((total, line) => total + part(line.totalCents, line.bp), 0) + part(shippingCents, shippingBp);
}

/**
 * The money of an order is in (`recordPaymentReceived`, or a voucher paid it all at checkout; a food order when it
 * is completed — the provider collected the cash): per vendor order that is not cancelled a `sale` of its total,
 * the `commission` at the rates frozen on its lines at checkout and — for cash — the `cash` the provider collected
 * itself (a wash: what was still owed for it after credits, less its voucher part). Refunds of the vendor order
 * already marked refunded before the money came in (credits on the unpaid part) are booked with the sale, each with
 * the commission it gives back. Each only once per vendor order or refund (unique indexes), so a repeated call
 * adds nothing. `vendorOrderId`: only that vendor order of the order (a completed food order).
 */
export async function recordSales(tx: Executor, orderId: number, vendorOrderId?: number): Promise<void> {
  const [order] = await tx.select({ paymentMethod: shopOrders.paymentMethod }).from(shopOrders).where(eq(shopOrders.id, orderId)).limit(1);
  if (!order) return;
  const payment = (await loadOrderPayment(tx, orderId))?.payment;
  const settled = await tx
    .select({
      id: shopRefunds.id,
      vendorOrderId: shopRefunds.vendorOrderId,
      amountCents: shopRefunds.amountCents,
      requestedCents: shopRefunds.requestedCents,
    })
    .from(shopRefunds)
    .where(and(eq(shopRefunds.orderId, orderId), eq(shopRefunds.status, 'refunded')));
  const vendors = await tx
    .select()
    .from(shopVendorOrders)
    .where(
      and(
        eq(shopVendorOrders.orderId, orderId),
        ne(shopVendorOrders.status, 'cancelled'),
        vendorOrderId === undefined ? undefined : eq(shopVendorOrders.id, vendorOrderId),
      ),
    )
    .orderBy(asc(shopVendorOrders.id));
  for (const vendor of vendors) {
    const rows: LedgerEntryInsert[] = [
      {
        providerId: vendor.providerId,
        kind: 'sale',
        amountCents: vendor.totalCents,
        vendorOrderId: vendor.id,
        note: vendor.vendorOrderNumber,
      },
    ];
    const commission = await vendorOrderCommissionCents(tx, vendor.id);
    if (commission > 0)
      rows.push({
        providerId: vendor.providerId,
        kind: 'commission',
        amountCents: -commission,
        vendorOrderId: vendor.id,
        note: vendor.vendorOrderNumber,
      });
    const owed = payment?.vendors.find((entry) => entry.id === vendor.id)?.owedCents ?? vendor.totalCents;
    const collected = Math.max(0, owed - vendor.voucherCents);
    if (order.paymentMethod === 'cash' && collected > 0) {
      rows.push({
        providerId: vendor.providerId,
        kind: 'cash',
        amountCents: -collected,
        vendorOrderId: vendor.id,
        note: vendor.vendorOrderNumber,
      });
    }
    await bookEntries(tx, rows);
    for (const refund of settled.filter((entry) => entry.vendorOrderId === vendor.id)) {
      const cents = refund.amountCents ?? refund.requestedCents;
      if (cents <= 0) continue;
      await bookEntries(tx, [
        { providerId: vendor.providerId, kind: 'refund', amountCents: -cents, vendorOrderId: vendor.id, refundId: refund.id },
      ]);
      await bookRefundCommission(tx, { id: refund.id, providerId: vendor.providerId, vendorOrderId: vendor.id, amountCents: cents });
    }
  }
}

type RefundBooking = { id: number; providerId: number; vendorOrderId: number; amountCents: number };

async function refundedVendorOrder(tx: Executor, vendorOrderId: number) {
  const [vendor] = await tx
    .select({ totalCents: shopVendorOrders.totalCents, number: shopVendorOrders.vendorOrderNumber })
    .from(shopVendorOrders)
    .where(eq(shopVendorOrders.id, vendorOrderId))
    .limit(1);
  return vendor;
}

async function bookRefundCommission(tx: Executor, refund: RefundBooking): Promise<void> {
  const vendor = await refundedVendorOrder(tx, refund.vendorOrderId);
  if (vendor) await recordCommissionRefund(tx, refund, vendor);
}

/**
 * A refund was paid back to the customer: the provider's balance carries it — but only when the sale was booked
 * (money that never reached the balance is not taken from it) — and gets the commission on it back. Once per refund.
 */
export async function recordRefund(tx: Executor, refund: RefundBooking): Promise<void> {
  if (refund.amountCents <= 0) return;
  const vendor = await refundedVendorOrder(tx, refund.vendorOrderId);
  await bookRefund(tx, refund, vendor ?? { totalCents: 0, number: '' });
}
