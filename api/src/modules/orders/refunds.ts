import { and, asc, count, desc, eq, inArray, notInArray, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type RefundStatus, shopOrderItems, shopOrders, shopRefundItems, shopRefunds, shopVendorOrders } from '../../db/schema/orders';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { countedPage, type PageRequest } from '../../http/pagination';
import { formatEuro } from '../../lib/money';
import { notify } from '../notification/public';
import { issueRefundCorrection } from './invoices';
import { recordRefund } from './settlement';
import { refundCreditCents } from '../../lib/money';
import { loadOrderPayment, syncPaymentStatus } from './payment-state';
import { ORDER_NOT_FOUND } from './service';

export type RefundRow = typeof shopRefunds.$inferSelect;
export type RefundItemRow = typeof shopRefundItems.$inferSelect;

export const REFUND_NOT_FOUND = 'Die Erstattung wurde nicht gefunden.';

/** Reasons a customer can give (`/refundTypeReasons`); `widerruf` is set by the Widerruf only. */
export const REFUND_REASONS = {
  damaged: 'Ware beschädigt angekommen',
  defective: 'Ware ist mangelhaft',
  wrong_item: 'Falscher Artikel geliefert',
  missing: 'Artikel fehlt in der Lieferung',
  not_as_described: 'Ware entspricht nicht der Beschreibung',
  other: 'Anderer Grund',
} as const;
export type RefundReason = keyof typeof REFUND_REASONS;
export const REFUND_REASON_CODES = Object.keys(REFUND_REASONS) as [RefundReason, ...RefundReason[]];
export const WIDERRUF_REASON = 'widerruf';

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  requested: 'Beantragt',
  accepted: 'Angenommen',
  refunded: 'Erstattet',
  rejected: 'Abgelehnt',
  cancelled: 'Zurückgezogen',
};

/** The state machine: `requested → accepted → refunded`, `requested → rejected | cancelled`. */
export const REFUND_TRANSITIONS: Record<RefundStatus, readonly RefundStatus[]> = {
  requested: ['accepted', 'rejected', 'cancelled'],
  accepted: ['refunded'],
  refunded: [],
  rejected: [],
  cancelled: [],
};

const CLOSED: RefundStatus[] = ['rejected', 'cancelled'];

function reasonText(reason: string): string {
  if (reason === WIDERRUF_REASON) return 'Widerruf';
  if (reason === 'cancellation') return 'Stornierung';
  return REFUND_REASONS[reason as RefundReason] ?? reason;
}

/** Pieces and cents of each order item already taken by refunds that are not rejected or cancelled. */
async function takenPerItem(db: Executor, itemIds: number[]): Promise<Map<number, { qty: number; cents: number }>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: shopRefundItems.orderItemId, qty: sum(shopRefundItems.qty), cents: sum(shopRefundItems.amountCents) })
    .from(shopRefundItems)
    .innerJoin(shopRefunds, eq(shopRefunds.id, shopRefundItems.refundId))
    .where(and(inArray(shopRefundItems.orderItemId, itemIds), notInArray(shopRefunds.status, CLOSED)))
    .groupBy(shopRefundItems.orderItemId);
  return new Map(rows.map((row) => [row.itemId, { qty: Number(row.qty ?? 0), cents: Number(row.cents ?? 0) }]));
}

/** The customer's order lines with what can still be refunded (`/refundProductsList`). */
export async function refundableLines(db: Executor, userId: number, orderNumber: string) {
  const [order] = await db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.orderNumber, orderNumber), eq(shopOrders.userId, userId)))
    .limit(1);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  const vendors = await db.select().from(shopVendorOrders).where(eq(shopVendorOrders.orderId, order.id)).orderBy(asc(shopVendorOrders.id));
  const items = await db.select().from(shopOrderItems).where(eq(shopOrderItems.orderId, order.id)).orderBy(asc(shopOrderItems.id));
  const taken = await takenPerItem(
    db,
    items.map((item) => item.id),
  );
  return {
    order_number: order.orderNumber,
    vendor_orders: vendors.map((vendor) => ({
      id: vendor.id,
      vendor_order_number: vendor.vendorOrderNumber,
      provider_name: vendor.providerName,
      status: vendor.status,
      items: items
        .filter((item) => item.vendorOrderId === vendor.id)
        .map((item) => {
          const used = taken.get(item.id) ?? { qty: 0, cents: 0 };
          return {
            item_id: item.id,
            product_name: item.productName,
            variant_label: item.variantLabel,
            qty: item.qty,
            unit_price: item.unitPriceCents / 100,
            refundable_qty: Math.max(0, item.qty - used.qty),
            refundable_amount: Math.max(0, item.lineTotalCents - used.cents) / 100,
          };
        }),
    })),
  };
}

export interface RefundRequestInput {
  userId: number;
  vendorOrderId: number;
  reason: string;
  comment: string;
  lines: { item_id: number; qty: number }[];
  /** Added to the amount (standard shipping of a complete Widerruf). */
  shippingCents?: number;
  revocationId?: number | null;
}

/**
 * A refund request for lines of the customer's vendor order. The vendor order row is locked while the lines are
 * checked, so two requests at once can never take more pieces or cents than were paid per line.
 */
export async function requestRefund(db: Executor, input: RefundRequestInput): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const [vendor] = await tx
      .select({ vendor: shopVendorOrders, userId: shopOrders.userId })
      .from(shopVendorOrders)
      .innerJoin(shopOrders, eq(shopOrders.id, shopVendorOrders.orderId))
      .where(eq(shopVendorOrders.id, input.vendorOrderId))
      .for('update', { of: shopVendorOrders })
      .limit(1);
    if (!vendor || vendor.userId !== input.userId) throw new NotFoundError(ORDER_NOT_FOUND);
    if (vendor.vendor.status === 'cancelled')
      throw new ConflictError('Für eine stornierte Bestellung kann keine Erstattung beantragt werden.');
    const items = await tx.select().from(shopOrderItems).where(eq(shopOrderItems.vendorOrderId, vendor.vendor.id));
    const taken = await takenPerItem(
      tx,
      items.map((item) => item.id),
    );
    const errors: Record<string, string[]> = {};
    const lines: { itemId: number; qty: number; cents: number }[] = [];
    for (const [index, line] of input.lines.entries()) {
      const item = items.find((candidate) => candidate.id === line.item_id);
      if (!item) {
        errors[`lines.${index}.item_id`] = ['Diese Position gehört nicht zur Bestellung.'];
        continue;
      }
      const used = taken.get(item.id) ?? { qty: 0, cents: 0 };
      const open = item.qty - used.qty;
      if (line.qty > open) {
        errors[`lines.${index}.qty`] = [
          open > 0
            ? `Höchstens ${open} Stück können noch erstattet werden.`
            : 'Diese Position ist bereits vollständig erstattet oder beantragt.',
        ];
        continue;
      }
      // The last pieces take the rest of the line, so rounding never refunds more than was paid.
      const cents = line.qty === open ? item.lineTotalCents - used.cents : item.unitPriceCents * line.qty;
      lines.push({ itemId: item.id, qty: line.qty, cents });
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    if (lines.length === 0) throw ValidationError.field('lines', 'Bitte wählen Sie mindestens einen Artikel.');
    const requestedCents = lines.reduce((total, line) => total + line.cents, 0) + (input.shippingCents ?? 0);
    const [refund] = await tx
      .insert(shopRefunds)
      .values({
        orderId: vendor.vendor.orderId,
        vendorOrderId: vendor.vendor.id,
        providerId: vendor.vendor.providerId,
        userId: input.userId,
        reason: input.reason,
        comment: input.comment,
        requestedCents,
        shippingCents: input.shippingCents ?? 0,
        revocationId: input.revocationId ?? null,
      })
      .returning();
    if (!refund) throw new Error('Die Erstattung wurde nicht gespeichert.');
    await tx
      .insert(shopRefundItems)
      .values(lines.map((line) => ({ refundId: refund.id, orderItemId: line.itemId, qty: line.qty, amountCents: line.cents })));
    await notify(tx, vendor.vendor.providerId, {
      type: 'order_status',
      title: 'Erstattung beantragt',
      body: `Zur Bestellung ${vendor.vendor.vendorOrderNumber} wurde eine Erstattung über ${formatEuro(requestedCents)} beantragt (${reasonText(input.reason)}).`,
      data: { refund_id: refund.id, vendor_order_id: vendor.vendor.id },
    });
    return refund;
  });
}

export type RefundDecision =
  { action: 'accept'; amountCents: number | null } | { action: 'reject'; reason: string } | { action: 'refunded' };

/**
 * The provider decides (`/acceptRefundItem`): accept (the requested amount or less), reject with a reason, or — once
 * the money went back — mark it refunded, which issues a Rechnungskorrektur. The refund row is locked; a move the
 * state machine does not allow → 409. Another provider's refund → 404.
 */
export async function decideRefund(db: Executor, providerId: number, refundId: number, decision: RefundDecision): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const [refund] = await tx
      .select()
      .from(shopRefunds)
      .where(and(eq(shopRefunds.id, refundId), eq(shopRefunds.providerId, providerId)))
      .for('update')
      .limit(1);
    if (!refund) throw new NotFoundError(REFUND_NOT_FOUND);
    const next: RefundStatus = decision.action === 'accept' ? 'accepted' : decision.action === 'reject' ? 'rejected' : 'refunded';
    if (!REFUND_TRANSITIONS[refund.status].includes(next)) {
      throw new ConflictError(
        `Die Erstattung kann nicht von „${REFUND_STATUS_LABELS[refund.status]}“ auf „${REFUND_STATUS_LABELS[next]}“ gesetzt werden.`,
      );
    }
    const now = new Date();
    let values: Partial<RefundRow>;
    if (decision.action === 'accept') {
      const amount = decision.amountCents ?? refund.requestedCents;
      if (amount > refund.requestedCents) {
        throw ValidationError.field(
          'amount',
          `Höchstens ${formatEuro(refund.requestedCents)} (der beantragte Betrag) können erstattet werden.`,
        );
      }
      values = { status: 'accepted', amountCents: amount, decidedAt: now };
    } else if (decision.action === 'reject') {
      values = { status: 'rejected', rejectionReason: decision.reason, decidedAt: now };
    } else {
      values = { status: 'refunded', refundedAt: now };
    }
    const [updated] = await tx.update(shopRefunds).set(values).where(eq(shopRefunds.id, refund.id)).returning();
    if (!updated) throw new NotFoundError(REFUND_NOT_FOUND);
    if (next === 'refunded') {
      const items = await tx.select().from(shopRefundItems).where(eq(shopRefundItems.refundId, refund.id));
      await issueRefundCorrection(tx, updated, items);
      await recordRefund(tx, {
        id: updated.id,
        providerId: updated.providerId,
        vendorOrderId: updated.vendorOrderId,
        amountCents: updated.amountCents ?? updated.requestedCents,
      });
    }
    // The order's payment state follows (an agreed refund of an unpaid part lowers what is due).
    const payment = await syncPaymentStatus(tx, updated.orderId);
    const amount = formatEuro(updated.amountCents ?? updated.requestedCents);
    // Nothing was overpaid: the refund only lowered what the customer still owes — no money goes back.
    const credit = payment !== null && payment.toRefundCents + payment.refundedCents === 0;
    await notify(tx, refund.userId, {
      type: 'order_status',
      title: next !== 'rejected' && credit ? 'Gutschrift verbucht' : `Erstattung ${REFUND_STATUS_LABELS[next].toLowerCase()}`,
      body:
        next === 'rejected'
          ? `Ihre Erstattung wurde abgelehnt: ${decision.action === 'reject' ? decision.reason : ''}`
          : credit
            ? `Der Anbieter hat ${amount} gutgeschrieben. ${payment.dueCents > 0 ? `Noch zu zahlen: ${formatEuro(payment.dueCents)}.` : 'Es ist nichts mehr zu zahlen.'}`
            : `Ihre Erstattung über ${amount} wurde ${REFUND_STATUS_LABELS[next].toLowerCase()}.`,
      data: { refund_id: refund.id },
    });
    return updated;
  });
}

/** The customer withdraws a request that is not decided yet. */
export async function cancelRefund(db: Executor, userId: number, refundId: number): Promise<RefundRow> {
  const [updated] = await db
    .update(shopRefunds)
    .set({ status: 'cancelled', decidedAt: new Date() })
    .where(and(eq(shopRefunds.id, refundId), eq(shopRefunds.userId, userId), eq(shopRefunds.status, 'requested')))
    .returning();
  if (updated) {
    // A withdrawn Widerruf refund no longer lowers what is due.
    if (updated.revocationId !== null) await syncPaymentStatus(db, updated.orderId);
    return updated;
  }
  const [existing] = await db
    .select()
    .from(shopRefunds)
    .where(and(eq(shopRefunds.id, refundId), eq(shopRefunds.userId, userId)))
    .limit(1);
  if (!existing) throw new NotFoundError(REFUND_NOT_FOUND);
  throw new ConflictError(
    `Die Erstattung ist bereits „${REFUND_STATUS_LABELS[existing.status]}“ und kann nicht mehr zurückgezogen werden.`,
  );
}

function ownerCondition(user: { id: number; role: string }) {
  return user.role === 'Company' ? eq(shopRefunds.providerId, user.id) : eq(shopRefunds.userId, user.id);
}

/** A refund with its vendor order's number, the provider's name and the order's number (list, detail, disputes). */
export function refundRows(db: Executor) {
  return db
    .select({
      refund: shopRefunds,
      vendorOrderNumber: shopVendorOrders.vendorOrderNumber,
      providerName: shopVendorOrders.providerName,
      orderNumber: shopOrders.orderNumber,
    })
    .from(shopRefunds)
    .innerJoin(shopVendorOrders, eq(shopVendorOrders.id, shopRefunds.vendorOrderId))
    .innerJoin(shopOrders, eq(shopOrders.id, shopRefunds.orderId))
    .$dynamic();
}

/** Refunds of the caller, newest first: a customer's own requests or a provider's incoming ones. */
export async function pageRefunds(db: Executor, user: { id: number; role: string }, page: PageRequest) {
  return countedPage(
    page,
    () => db.select({ total: count() }).from(shopRefunds).where(ownerCondition(user)),
    refundRows(db).where(ownerCondition(user)).orderBy(desc(shopRefunds.id)),
  );
}

/** One refund with its lines, for its customer or its provider; anyone else → 404. */
export async function refundDetail(db: Executor, user: { id: number; role: string }, refundId: number) {
  const [row] = await refundRows(db)
    .where(and(eq(shopRefunds.id, refundId), ownerCondition(user)))
    .limit(1);
  if (!row) throw new NotFoundError(REFUND_NOT_FOUND);
  const items = await db
    .select({ line: shopRefundItems, productName: shopOrderItems.productName, variantLabel: shopOrderItems.variantLabel })
    .from(shopRefundItems)
    .innerJoin(shopOrderItems, eq(shopOrderItems.id, shopRefundItems.orderItemId))
    .where(eq(shopRefundItems.refundId, refundId))
    .orderBy(asc(shopRefundItems.id));
  return { ...row, items };
}

type ListRow = Awaited<ReturnType<typeof pageRefunds>>['rows'][number];

export function presentRefund(row: ListRow) {
  const { refund } = row;
  return {
    id: refund.id,
    order_number: row.orderNumber,
    vendor_order_number: row.vendorOrderNumber,
    shop_vendor_order_id: refund.vendorOrderId,
    provider_name: row.providerName,
    status: refund.status,
    status_text: REFUND_STATUS_LABELS[refund.status],
    next_statuses: [...REFUND_TRANSITIONS[refund.status]],
    reason: refund.reason,
    reason_text: reasonText(refund.reason),
    comment: refund.comment,
    requested_amount: refund.requestedCents / 100,
    requested_amount_cents: refund.requestedCents,
    shipping_amount: refund.shippingCents / 100,
    amount: refund.amountCents === null ? null : refund.amountCents / 100,
    amount_cents: refund.amountCents,
    rejection_reason: refund.rejectionReason,
    is_widerruf: refund.revocationId !== null,
    created_at: refund.createdAt.toISOString(),
    decided_at: refund.decidedAt?.toISOString() ?? null,
    refunded_at: refund.refundedAt?.toISOString() ?? null,
  };
}

export function presentRefundDetail(detail: Awaited<ReturnType<typeof refundDetail>>) {
  return {
    ...presentRefund(detail),
    items: detail.items.map(({ line, productName, variantLabel }) => ({
      id: line.id,
      item_id: line.orderItemId,
      product_name: productName,
      variant_label: variantLabel,
      qty: line.qty,
      amount: line.amountCents / 100,
      amount_cents: line.amountCents,
    })),
  };
}

/** Total cents refunded (status `refunded`) of a provider — for balances and finance. */
export async function refundedCents(db: Executor, providerId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(coalesce(${shopRefunds.amountCents}, ${shopRefunds.requestedCents})), 0)` })
    .from(shopRefunds)
    .where(and(eq(shopRefunds.providerId, providerId), eq(shopRefunds.status, 'refunded')));
  return Number(row?.total ?? 0);
}

export const CANCELLATION_REASON = 'cancellation';

/**
 * A vendor order was cancelled (its status already `cancelled`): what the customer now paid too much is refunded —
 * the order's money to pay back (payment state) less the refunds already agreed and not yet paid back — as a refund
 * of all its open lines and the shipping, already `accepted` (no decision to make); the provider marks it `refunded`
 * once the money went back, which issues the correction of the refund. Null when nothing is overpaid (an unpaid
 * order, or a voucher that still counts against the rest of the order).
 */
export async function refundCancelledVendorOrder(tx: Executor, vendorOrderId: number): Promise<RefundRow | null> {
  const [row] = await tx
    .select({ vendor: shopVendorOrders, order: shopOrders })
    .from(shopVendorOrders)
    .innerJoin(shopOrders, eq(shopOrders.id, shopVendorOrders.orderId))
    .where(eq(shopVendorOrders.id, vendorOrderId))
    .limit(1);
  if (!row) return null;
  const loaded = await loadOrderPayment(tx, row.order.id);
  if (!loaded) return null;
  const open = await tx
    .select({
      vendorOrderId: shopRefunds.vendorOrderId,
      status: shopRefunds.status,
      requestedCents: shopRefunds.requestedCents,
      amountCents: shopRefunds.amountCents,
      revocationId: shopRefunds.revocationId,
    })
    .from(shopRefunds)
    .where(and(eq(shopRefunds.orderId, row.order.id), inArray(shopRefunds.status, ['requested', 'accepted'])));
  const claimed = open.reduce((total, refund) => total + refundCreditCents({ ...refund, withdrawal: refund.revocationId !== null }), 0);
  const paidCents = Math.min(row.vendor.totalCents, Math.max(0, loaded.payment.toRefundCents - claimed));
  if (paidCents <= 0) return null;
  const items = await tx.select().from(shopOrderItems).where(eq(shopOrderItems.vendorOrderId, vendorOrderId));
  const taken = await takenPerItem(
    tx,
    items.map((item) => item.id),
  );
  const lines = items
    .map((item) => ({ item, used: taken.get(item.id) ?? { qty: 0, cents: 0 } }))
    .filter(({ item, used }) => item.qty - used.qty > 0)
    .map(({ item, used }) => ({ orderItemId: item.id, qty: item.qty - used.qty, amountCents: item.lineTotalCents - used.cents }));
  const [refund] = await tx
    .insert(shopRefunds)
    .values({
      orderId: row.order.id,
      vendorOrderId,
      providerId: row.vendor.providerId,
      userId: row.order.userId,
      status: 'accepted',
      reason: CANCELLATION_REASON,
      comment: 'Stornierung durch den Anbieter',
      requestedCents: paidCents,
      shippingCents: Math.min(row.vendor.shippingCents, paidCents),
      amountCents: paidCents,
      decidedAt: new Date(),
    })
    .returning();
  if (!refund) throw new Error('Die Erstattung wurde nicht gespeichert.');
  if (lines.length > 0) await tx.insert(shopRefundItems).values(lines.map((line) => ({ refundId: refund.id, ...line })));
  return refund;
}
