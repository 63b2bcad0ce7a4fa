import { and, desc, eq, inArray, ne, notInArray, sum } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { type RefundStatus, shopOrderItems, shopOrders, shopRefundItems, shopRefunds, shopVendorOrders } from '../../db/schema/orders';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { formatEuro, type OrderPayment } from '../../lib/money';
import { issueRefundCorrection } from './invoices';
import { recordRefund } from './settlement';
import { syncPaymentStatus } from './payment-state';
import { refundPhotos } from './refund-photos';
import { presentRefundDetail, REFUND_NOT_FOUND, REFUND_STATUS_LABELS, refundDetail, refundRows, type RefundRow } from './refunds';
import { ORDER_NOT_FOUND } from './service';

/**
 * What the disputes module needs of refunds (disputes README „Money flow“): the customer's refunds of a vendor
 * order with the facts a dispute depends on, a refund as support sees it, and the refund a decision makes. The
 * refund, its Rechnungskorrektur, the ledger entry and the payment state stay the orders module's.
 */

export interface DisputableRefund {
  id: number;
  status: RefundStatus;
  statusText: string;
  requestedCents: number;
  amountCents: number | null;
  isWiderruf: boolean;
  createdAt: Date;
  decidedAt: Date | null;
  orderId: number;
  orderNumber: string;
  vendorOrderId: number;
  vendorOrderNumber: string;
  providerId: number;
  providerName: string;
  userId: number;
}

/**
 * The customer's refunds, newest first: one (`refundId`) or all of a vendor order (`vendorOrderId`). Another
 * customer's refund → 404 `Die Erstattung wurde nicht gefunden.`, another customer's vendor order → 404
 * `Die Bestellung wurde nicht gefunden.` (ids reveal nothing).
 */
export async function customerRefundsForDispute(
  db: Executor,
  userId: number,
  target: { refundId: number } | { vendorOrderId: number },
): Promise<DisputableRefund[]> {
  if ('vendorOrderId' in target) {
    const [vendor] = await db
      .select({ id: shopVendorOrders.id })
      .from(shopVendorOrders)
      .innerJoin(shopOrders, eq(shopOrders.id, shopVendorOrders.orderId))
      .where(and(eq(shopVendorOrders.id, target.vendorOrderId), eq(shopOrders.userId, userId)))
      .limit(1);
    if (!vendor) throw new NotFoundError(ORDER_NOT_FOUND);
  }
  const rows = await refundRows(db)
    .where(
      and(
        eq(shopRefunds.userId, userId),
        'refundId' in target ? eq(shopRefunds.id, target.refundId) : eq(shopRefunds.vendorOrderId, target.vendorOrderId),
      ),
    )
    .orderBy(desc(shopRefunds.id));
  if ('refundId' in target && rows.length === 0) throw new NotFoundError(REFUND_NOT_FOUND);
  return rows.map(({ refund, orderNumber, vendorOrderNumber, providerName }) => ({
    id: refund.id,
    status: refund.status,
    statusText: REFUND_STATUS_LABELS[refund.status],
    requestedCents: refund.requestedCents,
    amountCents: refund.amountCents,
    isWiderruf: refund.revocationId !== null,
    createdAt: refund.createdAt,
    decidedAt: refund.decidedAt,
    orderId: refund.orderId,
    orderNumber,
    vendorOrderId: refund.vendorOrderId,
    vendorOrderNumber,
    providerId: refund.providerId,
    providerName,
    userId: refund.userId,
  }));
}

/** A refund with its lines and photos as support reads it for a dispute (the caller checked the staff role). */
export async function refundForDispute(db: Executor, config: AppConfig, refundId: number) {
  const [row] = await db.select({ providerId: shopRefunds.providerId }).from(shopRefunds).where(eq(shopRefunds.id, refundId)).limit(1);
  if (!row) throw new NotFoundError(REFUND_NOT_FOUND);
  const detail = presentRefundDetail(await refundDetail(db, { id: row.providerId, role: 'Company' }, refundId));
  return { ...detail, photos: await refundPhotos(db, config, refundId) };
}

/**
 * Support decided a dispute with money (inside the decision's transaction): the disputed refund — rejected by the
 * provider or still requested — becomes `refunded` with the decided amount, through the same steps as the
 * provider's „erstattet“: a Rechnungskorrektur (a kept part as „Einbehalt“), the ledger's `refund` entry against
 * the provider's balance (when the sale was booked) and the order's payment state. 422 for more than the refund
 * asked; 409 when the refund moved meanwhile or its pieces were refunded by another request since.
 */
export async function refundByDispute(
  tx: Executor,
  input: { refundId: number; amountCents: number },
): Promise<{ refund: RefundRow; payment: OrderPayment | null }> {
  const [refund] = await tx.select().from(shopRefunds).where(eq(shopRefunds.id, input.refundId)).for('update').limit(1);
  if (!refund) throw new NotFoundError(REFUND_NOT_FOUND);
  if (refund.status !== 'rejected' && refund.status !== 'requested') {
    throw new ConflictError(
      `Die Erstattung ist inzwischen „${REFUND_STATUS_LABELS[refund.status]}“ und kann nicht mehr über den Fall erstattet werden.`,
    );
  }
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
    throw ValidationError.field('amount', 'Bitte geben Sie einen Betrag über 0,00 € an.');
  }
  if (input.amountCents > refund.requestedCents) {
    throw ValidationError.field(
      'amount',
      `Höchstens ${formatEuro(refund.requestedCents)} (der Betrag der Erstattung) können erstattet werden.`,
    );
  }
  // The vendor order row is locked like a new request locks it, so no request takes the same pieces meanwhile.
  await tx.select({ id: shopVendorOrders.id }).from(shopVendorOrders).where(eq(shopVendorOrders.id, refund.vendorOrderId)).for('update');
  const items = await tx.select().from(shopRefundItems).where(eq(shopRefundItems.refundId, refund.id));
  if (refund.status === 'rejected' && items.length > 0) {
    // A rejected refund freed its pieces: another request may have taken them since.
    const itemIds = items.map((item) => item.orderItemId);
    const ordered = await tx
      .select({ id: shopOrderItems.id, qty: shopOrderItems.qty })
      .from(shopOrderItems)
      .where(inArray(shopOrderItems.id, itemIds));
    const taken = await tx
      .select({ itemId: shopRefundItems.orderItemId, qty: sum(shopRefundItems.qty) })
      .from(shopRefundItems)
      .innerJoin(shopRefunds, eq(shopRefunds.id, shopRefundItems.refundId))
      .where(
        and(
          inArray(shopRefundItems.orderItemId, itemIds),
          ne(shopRefunds.id, refund.id),
          notInArray(shopRefunds.status, ['rejected', 'cancelled']),
        ),
      )
      .groupBy(shopRefundItems.orderItemId);
    for (const item of items) {
      const total = ordered.find((row) => row.id === item.orderItemId)?.qty ?? 0;
      const other = Number(taken.find((row) => row.itemId === item.orderItemId)?.qty ?? 0);
      if (other + item.qty > total)
        throw new ConflictError('Die Artikel dieser Erstattung wurden inzwischen mit einer anderen Erstattung erstattet.');
    }
  }
  const now = new Date();
  const [updated] = await tx
    .update(shopRefunds)
    .set({ status: 'refunded', amountCents: input.amountCents, decidedAt: now, refundedAt: now })
    .where(eq(shopRefunds.id, refund.id))
    .returning();
  if (!updated) throw new NotFoundError(REFUND_NOT_FOUND);
  await issueRefundCorrection(tx, updated, items);
  await recordRefund(tx, {
    id: updated.id,
    providerId: updated.providerId,
    vendorOrderId: updated.vendorOrderId,
    amountCents: input.amountCents,
  });
  const payment = await syncPaymentStatus(tx, updated.orderId);
  return { refund: updated, payment };
}
