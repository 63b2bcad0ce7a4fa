import { and, asc, count, desc, eq, inArray, ne, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type CashOption,
  type DeliveryMode,
  type OrderAddressSnapshot,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  shopOrderItems,
  shopOrders,
  shopVendorOrders,
  type VendorOrderStatus,
} from '../../db/schema/orders';
import { ConflictError, NotFoundError } from '../../http/errors';
import { countedPage, type PageRequest } from '../../http/pagination';
import { allocate, legacyPaymentStatus, sumVat, vatBreakdown } from '../../lib/money';
import { returnStock } from '../shop/public';
import { issueCorrection, issueInvoices } from './invoices';
import { smallBusinessProviderIds } from '../account/public';
import { recordSales } from './settlement';
import { loadOrderPayment, type RefundFactRow, refundFactsOf, syncPaymentStatus } from './payment-state';
import { forgetProviderTotals } from './provider-totals';

export type OrderRow = typeof shopOrders.$inferSelect;
export type VendorOrderRow = typeof shopVendorOrders.$inferSelect;
export type OrderItemRow = typeof shopOrderItems.$inferSelect;

export const ORDER_NOT_FOUND = 'Die Bestellung wurde nicht gefunden.';

export interface OrderLineInput {
  productId: number;
  variantId: number;
  bundleId: number | null;
  productName: string;
  variantLabel: string;
  qty: number;
  /** Gross unit price the customer pays (after bulk tier, wholesale discount or bundle price). */
  unitPriceCents: number;
  /** VAT rate in percent. */
  taxRate: number;
  /** Commission rate of the line in basis points, as the checkout determined it (commission module); frozen. */
  commissionBp?: number | undefined;
}

export interface VendorOrderInput {
  providerId: number;
  providerName: string;
  deliveryMode: DeliveryMode;
  shippingMethodId: number | null;
  shippingMethodName: string;
  shippingCents: number;
  pickupAddress: string | null;
  cashOption: CashOption | null;
  /** Commission rate on the shipping in basis points (the provider's rate for its type); frozen. */
  shippingCommissionBp?: number | undefined;
  lines: OrderLineInput[];
}

export interface CreateOrdersInput {
  cartKey: string;
  userId: number;
  customerEmail: string;
  /** How the rest after the voucher is paid; `voucher` when the voucher pays everything. */
  paymentMethod: PaymentMethod;
  voucher: { code: string; cents: number } | null;
  billingAddress: OrderAddressSnapshot;
  shippingAddress: OrderAddressSnapshot | null;
  termsAcceptedAt: Date;
  vendors: VendorOrderInput[];
  /**
   * Commission rate (1/100 %) of lines and shipping that bring none of their own (`commissionBp`,
   * `shippingCommissionBp`): the seeds' orders; the checkout gives every line its rate. Default 0.
   */
  commissionBasisPoints?: number;
}

export interface VendorOrderWithItems extends VendorOrderRow {
  items: OrderItemRow[];
}

export interface OrderWithVendors {
  order: OrderRow;
  vendorOrders: VendorOrderWithItems[];
  /** The order's refunds as payment facts (`payment-state.ts`); absent = none (a fresh order). */
  refunds?: RefundFactRow[];
}

/** `MP-2026-000123`: the year (Berlin time) and a number from the order sequence. */
export function formatOrderNumber(sequence: number, at: Date): string {
  const year = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(at);
  return `MP-${year}-${String(sequence).padStart(6, '0')}`;
}

function initialPaymentStatus(amountDueCents: number, voucherCents: number): PaymentStatus {
  if (amountDueCents === 0) return 'paid';
  return voucherCents > 0 ? 'partially_paid' : 'pending';
}

/**
 * One customer order split into one vendor order per provider, each with its items, shipping, totals and VAT per
 * rate. Call inside the checkout transaction (after the stock was taken). The order's `cart_key` is unique: a
 * second order for the same cart fails with a unique violation, which rolls the caller's transaction back.
 * A voucher is spread over the vendor orders in proportion to their totals (it is a means of payment and does not
 * reduce the VAT).
 */
export async function createOrders(tx: Executor, input: CreateOrdersInput): Promise<OrderWithVendors> {
  if (input.vendors.length === 0 || input.vendors.some((vendor) => vendor.lines.length === 0)) {
    throw new ConflictError('Der Warenkorb ist leer.');
  }
  // § 19 UStG small businesses charge no VAT: their vendor orders carry no VAT lines.
  const smallBusinesses = await smallBusinessProviderIds(
    tx,
    input.vendors.map((vendor) => vendor.providerId),
  );
  const vendors = input.vendors.map((vendor) => {
    const lines = vendor.lines.map((line) => ({ ...line, lineTotalCents: line.unitPriceCents * line.qty }));
    const itemsCents = lines.reduce((total, line) => total + line.lineTotalCents, 0);
    const smallBusiness = smallBusinesses.has(vendor.providerId);
    const vat = smallBusiness
      ? []
      : vatBreakdown(
          lines.map((line) => ({ rate: line.taxRate, grossCents: line.lineTotalCents })),
          vendor.shippingCents,
        );
    return { ...vendor, lines, itemsCents, totalCents: itemsCents + vendor.shippingCents, vat };
  });
  const itemsCents = vendors.reduce((total, vendor) => total + vendor.itemsCents, 0);
  const shippingCents = vendors.reduce((total, vendor) => total + vendor.shippingCents, 0);
  const totalCents = itemsCents + shippingCents;
  const voucherCents = Math.min(input.voucher?.cents ?? 0, totalCents);
  const voucherShares = allocate(
    voucherCents,
    vendors.map((vendor) => vendor.totalCents),
  );
  const vat = sumVat(vendors.map((vendor) => vendor.vat));
  const taxCents = vat.reduce((total, line) => total + line.tax_cents, 0);
  const amountDueCents = totalCents - voucherCents;

  // The number comes from the sequence (schema/orders.ts, `shopOrderNumberSeq`): never repeated, even across years.
  const [sequence] = await tx.select({ value: sql<string>`nextval('shop_order_number_seq')` }).from(sql`(select 1) as one`);
  if (!sequence) throw new Error('Die Bestellnummernfolge hat keine Nummer geliefert.');
  const now = new Date();
  const orderNumber = formatOrderNumber(Number(sequence.value), now);
  const [order] = await tx
    .insert(shopOrders)
    .values({
      orderNumber,
      cartKey: input.cartKey,
      userId: input.userId,
      status: 'pending',
      paymentMethod: input.paymentMethod,
      paymentStatus: initialPaymentStatus(amountDueCents, voucherCents),
      paymentReference: orderNumber,
      itemsCents,
      shippingCents,
      totalCents,
      taxCents,
      vat,
      voucherCode: input.voucher && voucherCents > 0 ? input.voucher.code : null,
      voucherCents,
      amountDueCents,
      // The voucher is money received at once; the rest when the payment arrives (`recordPaymentReceived`).
      paidCents: amountDueCents === 0 ? totalCents : voucherCents,
      customerEmail: input.customerEmail,
      billingAddress: input.billingAddress,
      shippingAddress: input.shippingAddress,
      termsAcceptedAt: input.termsAcceptedAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!order) throw new Error('Die Bestellung wurde nicht angelegt.');

  // The providers' list totals change with this order (the checkout's transaction commits it; see provider-totals.ts).
  forgetProviderTotals(vendors.map((vendor) => vendor.providerId));
  const vendorOrders: VendorOrderWithItems[] = [];
  for (const [index, vendor] of vendors.entries()) {
    const vendorVoucherCents = voucherShares[index] ?? 0;
    const [vendorOrder] = await tx
      .insert(shopVendorOrders)
      .values({
        orderId: order.id,
        vendorOrderNumber: `${orderNumber}-${index + 1}`,
        providerId: vendor.providerId,
        providerName: vendor.providerName,
        status: 'pending',
        deliveryMode: vendor.deliveryMode,
        shippingMethodId: vendor.shippingMethodId,
        shippingMethodName: vendor.shippingMethodName,
        pickupAddress: vendor.pickupAddress,
        cashOption: vendor.cashOption,
        itemsCents: vendor.itemsCents,
        shippingCents: vendor.shippingCents,
        totalCents: vendor.totalCents,
        taxCents: vendor.vat.reduce((total, line) => total + line.tax_cents, 0),
        vat: vendor.vat,
        voucherCents: vendorVoucherCents,
        amountDueCents: vendor.totalCents - vendorVoucherCents,
        shippingCommissionBp: vendor.shippingCommissionBp ?? input.commissionBasisPoints ?? 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!vendorOrder) throw new Error('Die Anbieterbestellung wurde nicht angelegt.');
    const items = await tx
      .insert(shopOrderItems)
      .values(
        vendor.lines.map((line) => {
          const lineVat = smallBusinesses.has(vendor.providerId)
            ? { net_cents: line.lineTotalCents, tax_cents: 0 }
            : vatBreakdown([{ rate: line.taxRate, grossCents: line.lineTotalCents }], 0)[0];
          return {
            orderId: order.id,
            vendorOrderId: vendorOrder.id,
            productId: line.productId,
            variantId: line.variantId,
            bundleId: line.bundleId,
            productName: line.productName,
            variantLabel: line.variantLabel,
            qty: line.qty,
            unitPriceCents: line.unitPriceCents,
            lineTotalCents: line.lineTotalCents,
            taxRate: line.taxRate,
            lineNetCents: lineVat?.net_cents ?? line.lineTotalCents,
            lineTaxCents: lineVat?.tax_cents ?? 0,
            commissionBp: line.commissionBp ?? input.commissionBasisPoints ?? 0,
          };
        }),
      )
      .returning();
    vendorOrders.push({ ...vendorOrder, items });
  }
  // § 14 UStG: each provider's invoice, issued in this (the checkout's) transaction from a frozen snapshot.
  await issueInvoices(tx, { order, vendorOrders });
  // A voucher that paid everything: the providers' sales are in at once.
  if (order.paymentStatus === 'paid') await recordSales(tx, order.id);
  return { order, vendorOrders };
}

async function withVendorOrders(db: Executor, orders: OrderRow[]): Promise<OrderWithVendors[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  // Sequential: the executor may be a transaction (one connection, one query at a time).
  const vendorRows = await db
    .select()
    .from(shopVendorOrders)
    .where(inArray(shopVendorOrders.orderId, ids))
    .orderBy(asc(shopVendorOrders.id));
  const itemRows = await db.select().from(shopOrderItems).where(inArray(shopOrderItems.orderId, ids)).orderBy(asc(shopOrderItems.id));
  const refundRows = await refundFactsOf(db, ids);
  return orders.map((order) => ({
    order,
    vendorOrders: vendorRows
      .filter((vendor) => vendor.orderId === order.id)
      .map((vendor) => ({ ...vendor, items: itemRows.filter((item) => item.vendorOrderId === vendor.id) })),
    refunds: refundRows.filter((refund) => refund.orderId === order.id),
  }));
}

/** The order placed from a cart, if any (idempotent checkout answers it again). */
export async function orderByCartKey(db: Executor, cartKey: string): Promise<OrderWithVendors | null> {
  const [order] = await db.select().from(shopOrders).where(eq(shopOrders.cartKey, cartKey)).limit(1);
  if (!order) return null;
  const [full] = await withVendorOrders(db, [order]);
  return full ?? null;
}

/** One of the customer's own orders by its number; anyone else's is "not found". */
export async function customerOrderByNumber(db: Executor, userId: number, orderNumber: string): Promise<OrderWithVendors> {
  const [order] = await db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.orderNumber, orderNumber), eq(shopOrders.userId, userId)))
    .limit(1);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  const [full] = await withVendorOrders(db, [order]);
  if (!full) throw new NotFoundError(ORDER_NOT_FOUND);
  return full;
}

/** The customer's orders, newest first. */
export async function pageCustomerOrders(
  db: Executor,
  userId: number,
  page: PageRequest,
): Promise<{ rows: OrderWithVendors[]; total: number }> {
  const { rows, total } = await countedPage(
    page,
    () => db.select({ total: count() }).from(shopOrders).where(eq(shopOrders.userId, userId)),
    db.select().from(shopOrders).where(eq(shopOrders.userId, userId)).orderBy(desc(shopOrders.id)).$dynamic(),
  );
  return { rows: await withVendorOrders(db, rows), total };
}

/** Whether the user bought the product in an order that was not cancelled (reviews may then be marked „verified“). */
export async function hasPurchased(db: Executor, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: shopOrderItems.id })
    .from(shopOrderItems)
    .innerJoin(shopOrders, eq(shopOrders.id, shopOrderItems.orderId))
    .innerJoin(shopVendorOrders, eq(shopVendorOrders.id, shopOrderItems.vendorOrderId))
    .where(and(eq(shopOrders.userId, userId), eq(shopOrderItems.productId, productId), ne(shopVendorOrders.status, 'cancelled')))
    .limit(1);
  return row !== undefined;
}

/** Gross sales of a provider in cents: its vendor orders' totals (goods and shipping), cancelled ones left out. */
export async function providerOrderTotalCents(db: Executor, providerId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(shopVendorOrders.totalCents) })
    .from(shopVendorOrders)
    .where(and(eq(shopVendorOrders.providerId, providerId), ne(shopVendorOrders.status, 'cancelled')));
  return Number(row?.total ?? 0);
}

/** Allowed next statuses of a vendor order. */
export const VENDOR_ORDER_TRANSITIONS: Record<VendorOrderStatus, readonly VendorOrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'ready_for_pickup', 'cancelled'],
  shipped: ['completed'],
  ready_for_pickup: ['completed'],
  completed: [],
  cancelled: [],
};

/**
 * Records that the rest of an order's amount has been received (the customer's transfer arrived, or the provider
 * collected the cash): `paid_cents` grows by what was due at that moment (the payment state, `payment-state.ts`:
 * refunds and Widerrufe of the unpaid part already lowered it), `payment_status` follows. Nothing due → 409.
 * Payment reconciliation and the provider screens call it; the demo seed uses it too.
 */
export async function recordPaymentReceived(
  db: Executor,
  orderId: number,
  /** @deprecated Ignored: the commission comes from the rates frozen on the order's lines at checkout. */
  _options: { commissionBasisPoints?: number } = {},
): Promise<OrderRow> {
  let providerIds: number[] = [];
  const updated = await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: shopOrders.id }).from(shopOrders).where(eq(shopOrders.id, orderId)).for('update').limit(1);
    if (!locked) throw new NotFoundError(ORDER_NOT_FOUND);
    const loaded = await loadOrderPayment(tx, orderId);
    if (!loaded) throw new NotFoundError(ORDER_NOT_FOUND);
    const { payment } = loaded;
    if (payment.dueCents === 0) {
      throw new ConflictError(
        payment.state === 'refunded' || payment.state === 'to_refund'
          ? 'Für eine erstattete Bestellung kann keine Zahlung verbucht werden.'
          : payment.state === 'nothing_due'
            ? 'Für diese Bestellung ist nichts mehr zu zahlen.'
            : 'Die Zahlung dieser Bestellung ist bereits verbucht.',
      );
    }
    const paidCents = loaded.paidCents + payment.dueCents;
    const [row] = await tx
      .update(shopOrders)
      .set({
        paidCents,
        paymentStatus: legacyPaymentStatus({ state: 'paid', owedCents: payment.owedCents }),
        updatedAt: new Date(),
      })
      .where(eq(shopOrders.id, orderId))
      .returning();
    if (!row) throw new NotFoundError(ORDER_NOT_FOUND);
    // The payment filter of the providers' lists sees the new status: their totals are dropped now and after the commit.
    const providers = await tx
      .select({ providerId: shopVendorOrders.providerId })
      .from(shopVendorOrders)
      .where(eq(shopVendorOrders.orderId, row.id));
    providerIds = providers.map((provider) => provider.providerId);
    forgetProviderTotals(providerIds);
    // The providers' sales go into their balances (ledger) with the payment.
    await recordSales(tx, row.id);
    return row;
  });
  forgetProviderTotals(providerIds);
  return updated;
}

/** The customer order's status from its vendor orders. */
export function derivedOrderStatus(statuses: readonly VendorOrderStatus[]): OrderStatus {
  if (statuses.every((status) => status === 'cancelled')) return 'cancelled';
  if (statuses.every((status) => status === 'completed' || status === 'cancelled')) return 'completed';
  if (statuses.every((status) => status === 'pending' || status === 'cancelled')) return 'pending';
  return 'processing';
}

/**
 * Moves a provider's vendor order to `next` when the transition table allows it; a cancellation puts the items
 * back into stock. The customer order's status follows. Call with a transaction when it must be atomic with more.
 */
export async function changeVendorOrderStatus(
  db: Executor,
  providerId: number,
  vendorOrderId: number,
  next: VendorOrderStatus,
): Promise<VendorOrderRow> {
  // The provider's list totals (status filter) change: dropped at the write and again after the commit.
  const changed = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(shopVendorOrders)
      .where(and(eq(shopVendorOrders.id, vendorOrderId), eq(shopVendorOrders.providerId, providerId)))
      .for('update')
      .limit(1);
    if (!current) throw new NotFoundError(ORDER_NOT_FOUND);
    if (!VENDOR_ORDER_TRANSITIONS[current.status].includes(next)) {
      throw new ConflictError(`Der Status kann nicht von „${current.status}“ auf „${next}“ geändert werden.`);
    }
    if (next === 'ready_for_pickup' && current.deliveryMode !== 'pickup') {
      throw new ConflictError('Nur Bestellungen zur Abholung können als abholbereit markiert werden.');
    }
    if (next === 'shipped' && current.deliveryMode !== 'shipping') {
      throw new ConflictError('Bestellungen zur Abholung werden nicht versandt.');
    }
    const [updated] = await tx
      .update(shopVendorOrders)
      .set({
        status: next,
        updatedAt: new Date(),
        ...(next === 'shipped' || next === 'ready_for_pickup' ? { shippedAt: new Date() } : {}),
        ...(next === 'completed' ? { completedAt: new Date() } : {}),
      })
      .where(eq(shopVendorOrders.id, vendorOrderId))
      .returning();
    if (!updated) throw new NotFoundError(ORDER_NOT_FOUND);
    forgetProviderTotals([providerId]);
    if (next === 'cancelled') {
      const items = await tx
        .select({ variantId: shopOrderItems.variantId, qty: shopOrderItems.qty })
        .from(shopOrderItems)
        .where(eq(shopOrderItems.vendorOrderId, vendorOrderId));
      await returnStock(tx, items);
      await issueCorrection(tx, updated, 'Stornierung');
    }
    // What is due or to refund changes with a cancellation.
    if (next === 'cancelled') await syncPaymentStatus(tx, current.orderId);
    const siblings = await tx
      .select({ status: shopVendorOrders.status })
      .from(shopVendorOrders)
      .where(eq(shopVendorOrders.orderId, current.orderId));
    await tx
      .update(shopOrders)
      .set({ status: derivedOrderStatus(siblings.map((row) => row.status)), updatedAt: new Date() })
      .where(eq(shopOrders.id, current.orderId));
    return updated;
  });
  forgetProviderTotals([providerId]);
  return changed;
}

/**
 * The order figures of a provider's dashboard: the vendor orders waiting in one of `waitingStatuses` (oldest
 * first) and the not-cancelled ones created since `since` (total and time), for the revenue chart.
 */
export async function providerOrderFigures(db: Executor, providerId: number, waitingStatuses: VendorOrderStatus[], since: Date) {
  const mine = eq(shopVendorOrders.providerId, providerId);
  const waiting = await db
    .select({
      id: shopVendorOrders.id,
      number: shopVendorOrders.vendorOrderNumber,
      status: shopVendorOrders.status,
      deliveryMode: shopVendorOrders.deliveryMode,
      totalCents: shopVendorOrders.totalCents,
      createdAt: shopVendorOrders.createdAt,
    })
    .from(shopVendorOrders)
    .where(and(mine, inArray(shopVendorOrders.status, waitingStatuses)))
    .orderBy(asc(shopVendorOrders.createdAt), asc(shopVendorOrders.id));
  const recent = await db
    .select({ totalCents: shopVendorOrders.totalCents, createdAt: shopVendorOrders.createdAt })
    .from(shopVendorOrders)
    .where(and(mine, ne(shopVendorOrders.status, 'cancelled'), sql`${shopVendorOrders.createdAt} >= ${since.toISOString()}::timestamptz`));
  return { waiting, recent };
}

/** The vendor order of a food order, as the food module's status change needs it (not there → undefined). */
export async function foodVendorOrder(
  tx: Executor,
  vendorOrderId: number,
): Promise<{ deliveryMode: DeliveryMode; orderId: number } | undefined> {
  const [vendor] = await tx
    .select({ deliveryMode: shopVendorOrders.deliveryMode, orderId: shopVendorOrders.orderId })
    .from(shopVendorOrders)
    .where(eq(shopVendorOrders.id, vendorOrderId))
    .limit(1);
  return vendor;
}

/**
 * A food order moved on (food module, `changeFoodOrderStatus`): its vendor order follows to the status the food
 * status stands for, inside the caller's transaction. Cancelled (`reason`: Ablehnung or Stornierung): stock back, a
 * correction invoice and the payment state; completed: the provider collected the cash — its balance gets the sale,
 * the cash wash and the commission at the food rate frozen at placement (commission module README, „Food orders“).
 * The customer order's status follows its vendor orders.
 */
export async function followFoodOrder(
  tx: Executor,
  input: { providerId: number; vendorOrderId: number; orderId: number; status: VendorOrderStatus; reason: string; at: Date },
): Promise<void> {
  const { providerId, vendorOrderId, status: vendorStatus, at: now } = input;
  const [updated] = await tx
    .update(shopVendorOrders)
    .set({
      status: vendorStatus,
      updatedAt: now,
      ...(vendorStatus === 'shipped' || vendorStatus === 'ready_for_pickup' ? { shippedAt: now } : {}),
      ...(vendorStatus === 'completed' ? { completedAt: now } : {}),
    })
    .where(eq(shopVendorOrders.id, vendorOrderId))
    .returning();
  if (!updated) throw new NotFoundError(ORDER_NOT_FOUND);
  if (vendorStatus === 'cancelled') {
    const items = await tx
      .select({ variantId: shopOrderItems.variantId, qty: shopOrderItems.qty })
      .from(shopOrderItems)
      .where(eq(shopOrderItems.vendorOrderId, vendorOrderId));
    await returnStock(tx, items);
    await issueCorrection(tx, updated, input.reason);
    await syncPaymentStatus(tx, input.orderId);
  }
  if (vendorStatus === 'completed') await recordSales(tx, input.orderId, vendorOrderId);
  const siblings = await tx
    .select({ status: shopVendorOrders.status })
    .from(shopVendorOrders)
    .where(eq(shopVendorOrders.orderId, input.orderId));
  await tx
    .update(shopOrders)
    .set({ status: derivedOrderStatus(siblings.map((row) => row.status)), updatedAt: now })
    .where(eq(shopOrders.id, input.orderId));
  forgetProviderTotals([providerId]);
}
