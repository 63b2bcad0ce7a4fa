import { asc, count, desc, eq, inArray, max, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  invoiceRetention,
  invoices,
  type OrderAddressSnapshot,
  shopOrderItems,
  shopOrderRevocations,
  shopOrders,
  shopRefundPhotos,
  shopRefunds,
  shopVendorOrders,
} from '../../db/schema/orders';
import { removePrivateUpload } from '../../http/uploads';
import { defineJob, enqueueJob } from '../../infra/queue';
import type { ErasedUser } from '../types';

/**
 * The orders module's part of erasing a customer (DSGVO Art. 17) and of the data export (Art. 15/20).
 *
 * Retention (decision, README „Erasure and retention“): orders and invoices are kept for ten years (§ 147 AO,
 * § 14b UStG) but pseudonymised — the buyer's name, address, e-mail and phone on the order, its revocations and its
 * invoices become the pseudonym „Kunde K-000123“ (the country stays: it decides the VAT); amounts, lines, numbers
 * and dates stay exactly as they were, so every total still adds up. The invoice *as issued* (its original snapshot
 * and, when one was rendered, its PDF) moves to `invoice_retention` with the end of its retention period (the end of
 * the tenth calendar year after the issue, § 147 Abs. 4 AO); no route reads it — it is there for the tax audit.
 */

const REFUND_PHOTOS_JOB = 'orders.remove-refund-photos';

defineJob<{ keys: string[] }>(REFUND_PHOTOS_JOB, async (job, _tx, { config }) => {
  for (const key of job.payload.keys) await removePrivateUpload(config, key);
});

/** The pseudonym that replaces an erased customer's name on orders and invoices. */
export function customerPseudonym(userId: number): string {
  return `K-${String(userId).padStart(6, '0')}`;
}

/** The e-mail address an erased account's orders carry (the same as the account stub's). */
export function erasedEmail(userId: number): string {
  return `geloescht-${userId}@anonymisiert.invalid`;
}

function pseudonymousAddress(userId: number, original: OrderAddressSnapshot | null): OrderAddressSnapshot {
  return {
    gender: '',
    first_name: 'Kunde',
    last_name: customerPseudonym(userId),
    company: '',
    street: '',
    street_number: '',
    zip: '',
    city: '',
    country: original?.country ?? '',
    email: '',
    phone: '',
    vat_id: null,
  };
}

/** The last day an invoice must be kept: 31 December of the tenth year after the year of its issue. */
export function retentionEnd(invoiceYear: number): string {
  return `${invoiceYear + 10}-12-31`;
}

export async function pseudonymiseCustomerOrders(tx: Executor, user: ErasedUser): Promise<void> {
  const orders = await tx
    .select({ id: shopOrders.id, billing: shopOrders.billingAddress, shipping: shopOrders.shippingAddress })
    .from(shopOrders)
    .where(eq(shopOrders.userId, user.id));
  if (orders.length === 0) return;
  const orderIds = orders.map((order) => order.id);

  // The invoices as issued go to the retention store first (a second erasure finds them there and keeps the first).
  const issued = await tx.select().from(invoices).where(inArray(invoices.orderId, orderIds)).orderBy(asc(invoices.id));
  if (issued.length > 0) {
    await tx
      .insert(invoiceRetention)
      .values(
        issued.map((invoice) => ({
          invoiceId: invoice.id,
          userId: user.id,
          originalSnapshot: invoice.snapshot,
          pdfKey: invoice.pdfKey,
          retainUntil: retentionEnd(invoice.year),
        })),
      )
      .onConflictDoNothing();
    for (const invoice of issued) {
      await tx
        .update(invoices)
        // The PDF of the pseudonymised invoice is rendered anew at the next download; the original file stays
        // under the retention row's key.
        .set({ snapshot: { ...invoice.snapshot, buyer: pseudonymousAddress(user.id, invoice.snapshot.buyer) }, pdfKey: null })
        .where(eq(invoices.id, invoice.id));
    }
  }

  for (const order of orders) {
    await tx
      .update(shopOrders)
      .set({
        customerEmail: erasedEmail(user.id),
        billingAddress: pseudonymousAddress(user.id, order.billing),
        shippingAddress: order.shipping ? pseudonymousAddress(user.id, order.shipping) : null,
        updatedAt: new Date(),
      })
      .where(eq(shopOrders.id, order.id));
  }
  await tx
    .update(shopOrderRevocations)
    .set({ name: `Kunde ${customerPseudonym(user.id)}`, email: erasedEmail(user.id) })
    .where(inArray(shopOrderRevocations.orderId, orderIds));
  // The refund's free text may name the person; amounts, lines and states stay. Its photos go (files by a job).
  const refunds = await tx
    .update(shopRefunds)
    .set({ comment: '' })
    .where(eq(shopRefunds.userId, user.id))
    .returning({ id: shopRefunds.id });
  if (refunds.length > 0) {
    const photos = await tx
      .delete(shopRefundPhotos)
      .where(
        inArray(
          shopRefundPhotos.refundId,
          refunds.map((refund) => refund.id),
        ),
      )
      .returning({ key: shopRefundPhotos.storageKey });
    if (photos.length > 0) await enqueueJob(tx, REFUND_PHOTOS_JOB, { keys: photos.map((photo) => photo.key) });
  }
}

/** A customer's orders for the back office's detail: how many, their gross total and the last one's date. */
export async function customerOrderSummary(db: Executor, userId: number) {
  const [row] = await db
    .select({ count: count(), totalCents: sum(shopOrders.totalCents), lastAt: max(shopOrders.createdAt) })
    .from(shopOrders)
    .where(eq(shopOrders.userId, userId));
  return {
    count: row?.count ?? 0,
    total_cents: Number(row?.totalCents ?? 0),
    last_order_at: row?.lastAt ? new Date(row.lastAt).toISOString() : null,
  };
}

/** Everything the orders module keeps about a customer: orders with their lines, invoices, revocations, refunds. */
export async function exportCustomerOrders(db: Executor, user: ErasedUser): Promise<Record<string, unknown>> {
  const orders = await db.select().from(shopOrders).where(eq(shopOrders.userId, user.id)).orderBy(desc(shopOrders.id));
  const orderIds = orders.map((order) => order.id);
  if (orderIds.length === 0) return { orders: [], invoices: [], revocations: [], refunds: [] };
  const vendorOrders = await db
    .select()
    .from(shopVendorOrders)
    .where(inArray(shopVendorOrders.orderId, orderIds))
    .orderBy(asc(shopVendorOrders.id));
  const items = await db.select().from(shopOrderItems).where(inArray(shopOrderItems.orderId, orderIds)).orderBy(asc(shopOrderItems.id));
  const invoiceRows = await db.select().from(invoices).where(inArray(invoices.orderId, orderIds)).orderBy(asc(invoices.id));
  const revocations = await db.select().from(shopOrderRevocations).where(inArray(shopOrderRevocations.orderId, orderIds));
  const refunds = await db.select().from(shopRefunds).where(eq(shopRefunds.userId, user.id)).orderBy(asc(shopRefunds.id));
  const photos = refunds.length
    ? await db
        .select({
          refundId: shopRefundPhotos.refundId,
          fileName: shopRefundPhotos.fileName,
          contentType: shopRefundPhotos.contentType,
          sizeBytes: shopRefundPhotos.sizeBytes,
        })
        .from(shopRefundPhotos)
        .where(
          inArray(
            shopRefundPhotos.refundId,
            refunds.map((refund) => refund.id),
          ),
        )
    : [];
  return {
    orders: orders.map((order) => ({
      order_number: order.orderNumber,
      status: order.status,
      payment_method: order.paymentMethod,
      payment_status: order.paymentStatus,
      total_cents: order.totalCents,
      items_cents: order.itemsCents,
      shipping_cents: order.shippingCents,
      tax_cents: order.taxCents,
      voucher_code: order.voucherCode,
      voucher_cents: order.voucherCents,
      paid_cents: order.paidCents,
      customer_email: order.customerEmail,
      billing_address: order.billingAddress,
      shipping_address: order.shippingAddress,
      terms_accepted_at: order.termsAcceptedAt.toISOString(),
      created_at: order.createdAt.toISOString(),
      vendor_orders: vendorOrders
        .filter((vendor) => vendor.orderId === order.id)
        .map((vendor) => ({
          vendor_order_number: vendor.vendorOrderNumber,
          provider_name: vendor.providerName,
          status: vendor.status,
          delivery_mode: vendor.deliveryMode,
          shipping_method: vendor.shippingMethodName,
          total_cents: vendor.totalCents,
          shipped_at: vendor.shippedAt?.toISOString() ?? null,
          completed_at: vendor.completedAt?.toISOString() ?? null,
          items: items
            .filter((item) => item.vendorOrderId === vendor.id)
            .map((item) => ({
              product_name: item.productName,
              variant: item.variantLabel,
              qty: item.qty,
              unit_cents: item.unitPriceCents,
              total_cents: item.lineTotalCents,
            })),
        })),
    })),
    invoices: invoiceRows.map((invoice) => ({
      invoice_number: invoice.invoiceNumber,
      kind: invoice.kind,
      issued_at: invoice.issuedAt.toISOString(),
      total_cents: invoice.totalCents,
      seller: invoice.snapshot.seller.company,
      buyer: invoice.snapshot.buyer,
      order_number: invoice.snapshot.order_number,
    })),
    revocations: revocations.map((revocation) => ({
      order_id: revocation.orderId,
      name: revocation.name,
      email: revocation.email,
      lines: revocation.lines,
      refund_cents: revocation.refundCents,
      channel: revocation.channel,
      received_at: revocation.receivedAt.toISOString(),
    })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      status: refund.status,
      reason: refund.reason,
      comment: refund.comment,
      requested_cents: refund.requestedCents,
      amount_cents: refund.amountCents,
      created_at: refund.createdAt.toISOString(),
      refunded_at: refund.refundedAt?.toISOString() ?? null,
      photos: photos
        .filter((photo) => photo.refundId === refund.id)
        .map((photo) => ({ file_name: photo.fileName, content_type: photo.contentType, size_bytes: photo.sizeBytes })),
    })),
  };
}

/** How many invoices of an erased customer the retention store keeps (the back office's erasure answer). */
export async function retainedInvoiceCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(invoiceRetention).where(eq(invoiceRetention.userId, userId));
  return row?.value ?? 0;
}
