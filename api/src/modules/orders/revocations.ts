import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { type RevocationLine, shopOrderItems, shopOrderRevocations, shopOrders, shopVendorOrders } from '../../db/schema/orders';
import { foodProductIds } from '../shop/public';
import { accountUsers } from '../account/public';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { formatEuro, type OrderPayment } from '../../lib/money';
import { loadOrderPayment, syncPaymentStatus } from './payment-state';
import { notify } from '../notification/public';
import type { EmailMessage, Outbox } from '../outbox/public';
import type { ProviderVendorOrder, RevocationRow } from './provider';
import { requestRefund, WIDERRUF_REASON } from './refunds';
import type { OrderItemRow, OrderRow, VendorOrderRow } from './service';

/** Days of the statutory withdrawal period (§ 355 Abs. 2 BGB), counted from delivery (completion). */
export const WIDERRUF_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export const WIDERRUF_NOT_FOUND = 'Wir haben keine Bestellung mit dieser Bestellnummer und E-Mail-Adresse gefunden.';
export const FOOD_EXCLUDED =
  'Frisch zubereitete Speisen und Getränke sind vom Widerrufsrecht ausgeschlossen (§ 312g Abs. 2 Nr. 2 BGB: schnell verderbliche Waren).';

export interface ItemWiderruf {
  item_id: number;
  product_name: string;
  variant_label: string;
  qty: number;
  /** Pieces not yet revoked. */
  qty_open: number;
  excluded: boolean;
  excluded_reason: string | null;
}

/** Whether and for what a vendor order may still be revoked. */
export interface VendorWiderruf {
  possible: boolean;
  /** Why not (German), when `possible` is false. */
  reason: string | null;
  /** The last day of the period (ISO) once the goods are delivered; null before delivery. */
  deadline: string | null;
  items: ItemWiderruf[];
}

function berlinDateTime(at: Date): string {
  return at.toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'long', timeStyle: 'medium' });
}

function berlinDate(at: Date): string {
  return at.toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** The Widerruf state of a vendor order at `now`. */
export function widerrufState(
  vendor: VendorOrderRow,
  items: OrderItemRow[],
  revocations: Pick<RevocationRow, 'lines'>[],
  food: Set<number>,
  now: Date,
): VendorWiderruf {
  const revoked = new Map<number, number>();
  for (const revocation of revocations)
    for (const line of revocation.lines) revoked.set(line.item_id, (revoked.get(line.item_id) ?? 0) + line.qty);
  const lines: ItemWiderruf[] = items.map((item) => {
    const excluded = food.has(item.productId);
    return {
      item_id: item.id,
      product_name: item.productName,
      variant_label: item.variantLabel,
      qty: item.qty,
      qty_open: Math.max(0, item.qty - (revoked.get(item.id) ?? 0)),
      excluded,
      excluded_reason: excluded ? FOOD_EXCLUDED : null,
    };
  });
  const deadline = vendor.completedAt ? new Date(vendor.completedAt.getTime() + WIDERRUF_DAYS * DAY_MS) : null;
  let reason: string | null = null;
  if (vendor.status === 'cancelled') reason = 'Diese Teilbestellung wurde storniert; ein Widerruf ist nicht nötig.';
  else if (deadline && now.getTime() > deadline.getTime()) reason = `Die Widerrufsfrist ist am ${berlinDate(deadline)} abgelaufen.`;
  else if (lines.length > 0 && lines.every((line) => line.excluded)) reason = FOOD_EXCLUDED;
  else if (lines.every((line) => line.excluded || line.qty_open === 0)) reason = 'Für diese Teilbestellung liegt bereits ein Widerruf vor.';
  return { possible: reason === null, reason, deadline: deadline ? deadline.toISOString() : null, items: lines };
}

/** Widerruf states of several vendor orders (customer order page, public form). */
export async function widerrufStates(db: Executor, vendors: { vendor: VendorOrderRow; items: OrderItemRow[] }[], now = new Date()) {
  const ids = vendors.map((entry) => entry.vendor.id);
  const revocations = ids.length
    ? await db.select().from(shopOrderRevocations).where(inArray(shopOrderRevocations.vendorOrderId, ids))
    : [];
  const food = await foodProductIds(
    db,
    vendors.flatMap((entry) => entry.items.map((item) => item.productId)),
  );
  return new Map(
    vendors.map((entry) => [
      entry.vendor.id,
      {
        state: widerrufState(
          entry.vendor,
          entry.items,
          revocations.filter((revocation) => revocation.vendorOrderId === entry.vendor.id),
          food,
          now,
        ),
        revocations: revocations.filter((revocation) => revocation.vendorOrderId === entry.vendor.id),
      },
    ]),
  );
}

/** The order with its vendor orders, found by its number and the e-mail address it was placed with. */
export async function orderForWiderruf(db: Executor, orderNumber: string, email: string) {
  const [order] = await db
    .select()
    .from(shopOrders)
    .where(
      and(
        eq(shopOrders.orderNumber, orderNumber.trim().toUpperCase()),
        sql`lower(${shopOrders.customerEmail}) = ${email.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
  if (!order) throw new NotFoundError(WIDERRUF_NOT_FOUND);
  const vendors = await db.select().from(shopVendorOrders).where(eq(shopVendorOrders.orderId, order.id)).orderBy(shopVendorOrders.id);
  const items = await db.select().from(shopOrderItems).where(eq(shopOrderItems.orderId, order.id)).orderBy(shopOrderItems.id);
  const entries = vendors.map((vendor) => ({ vendor, items: items.filter((item) => item.vendorOrderId === vendor.id) }));
  const states = await widerrufStates(db, entries);
  return { order, entries, states };
}

export function presentRevocation(revocation: RevocationRow) {
  return {
    id: revocation.id,
    vendor_order_id: revocation.vendorOrderId,
    name: revocation.name,
    email: revocation.email,
    lines: revocation.lines,
    refund_amount: revocation.refundCents / 100,
    refund_amount_cents: revocation.refundCents,
    channel: revocation.channel,
    received_at: revocation.receivedAt.toISOString(),
    received_at_text: `${berlinDateTime(revocation.receivedAt)} (Europe/Berlin)`,
  };
}

/** What the public form and the order page show for a Widerruf: the order's vendor orders and what is open. */
export function presentWiderrufOrder(found: Awaited<ReturnType<typeof orderForWiderruf>>) {
  return {
    order_number: found.order.orderNumber,
    order_date: found.order.createdAt.toISOString(),
    vendor_orders: found.entries.map(({ vendor }) => {
      const entry = found.states.get(vendor.id);
      return {
        id: vendor.id,
        vendor_order_number: vendor.vendorOrderNumber,
        provider_name: vendor.providerName,
        status: vendor.status,
        widerruf: entry?.state ?? null,
        revocations: (entry?.revocations ?? []).map(presentRevocation),
      };
    }),
  };
}

export interface WiderrufInput {
  orderNumber: string;
  orderEmail: string;
  vendorOrderId: number;
  /** Lines and quantities; empty = everything still open in the vendor order. */
  lines: RevocationLine[];
  name: string;
  email: string;
  userId: number | null;
}

export interface WiderrufResult {
  revocation: RevocationRow;
  order: OrderRow;
  vendor: VendorOrderRow;
  items: OrderItemRow[];
  /** The order's payment state before and after the declaration (what is paid back, what is no longer due). */
  payment?: { before: OrderPayment; after: OrderPayment };
}

/**
 * What a Widerruf means for the money: the part to pay back (only what was paid) and the part by which the open
 * amount goes down (what was not paid yet). README „Payment state“.
 */
export function widerrufMoney(result: WiderrufResult) {
  const { before, after } = result.payment ?? {};
  if (!before || !after) return { toRefundCents: result.revocation.refundCents, dueLessCents: 0, dueCents: 0 };
  return {
    toRefundCents: Math.max(0, after.toRefundCents - before.toRefundCents),
    dueLessCents: Math.max(0, before.dueCents - after.dueCents),
    dueCents: after.dueCents,
  };
}

/** The money sentences of the Widerruf e-mails (customer: `you`; provider: about the customer). */
function widerrufMoneyLines(result: WiderrufResult, audience: 'customer' | 'provider'): string[] {
  const money = widerrufMoney(result);
  const lines: string[] = [];
  if (money.toRefundCents > 0) {
    lines.push(
      audience === 'customer'
        ? `Zu erstattender Betrag: ${formatEuro(money.toRefundCents)}. Der Anbieter erstattet ihn binnen 14 Tagen; er darf die Erstattung verweigern, bis er die Waren zurückerhalten hat oder Sie die Rücksendung nachweisen.`
        : `Zu erstatten: ${formatEuro(money.toRefundCents)}.`,
    );
  }
  if (money.dueLessCents > 0) {
    const rest = money.dueCents > 0 ? `Noch zu zahlen: ${formatEuro(money.dueCents)}.` : 'Es ist nichts mehr zu zahlen.';
    lines.push(
      audience === 'customer'
        ? `Die widerrufenen Waren waren noch nicht bezahlt: Ihr offener Betrag verringert sich um ${formatEuro(money.dueLessCents)}. ${rest}`
        : `Noch nicht bezahlt: der offene Betrag des Kunden verringert sich um ${formatEuro(money.dueLessCents)}; es ist nichts zu erstatten.`,
    );
  }
  if (lines.length === 0) lines.push(audience === 'customer' ? 'Es ist nichts zu erstatten.' : 'Zu erstatten: nichts.');
  return lines;
}

/**
 * Records a Widerruf declaration for one vendor order (whole or chosen lines). Checked under a lock on the vendor
 * order: period, excluded goods, pieces still open. The refund amount covers the revoked lines' gross and, when
 * nothing of the vendor order is left, its standard shipping (§ 357 Abs. 2 BGB). The provider gets an in-app notice.
 */
export async function declareWiderruf(db: Executor, input: WiderrufInput, now = new Date()): Promise<WiderrufResult> {
  return db.transaction(async (tx) => {
    const found = await orderForWiderruf(tx, input.orderNumber, input.orderEmail);
    const [vendor] = await tx
      .select()
      .from(shopVendorOrders)
      .where(and(eq(shopVendorOrders.id, input.vendorOrderId), eq(shopVendorOrders.orderId, found.order.id)))
      .for('update')
      .limit(1);
    if (!vendor) throw new NotFoundError(WIDERRUF_NOT_FOUND);
    const items = found.entries.find((entry) => entry.vendor.id === vendor.id)?.items ?? [];
    const existing = await tx.select().from(shopOrderRevocations).where(eq(shopOrderRevocations.vendorOrderId, vendor.id));
    const state = widerrufState(
      vendor,
      items,
      existing,
      await foodProductIds(
        tx,
        items.map((item) => item.productId),
      ),
      now,
    );
    if (!state.possible) throw new ConflictError(state.reason ?? 'Ein Widerruf ist nicht möglich.');

    const open = state.items.filter((line) => !line.excluded && line.qty_open > 0);
    let lines: RevocationLine[];
    if (input.lines.length === 0) {
      lines = open.map((line) => ({ item_id: line.item_id, qty: line.qty_open }));
    } else {
      const errors: Record<string, string[]> = {};
      lines = [];
      for (const [index, line] of input.lines.entries()) {
        const target = state.items.find((candidate) => candidate.item_id === line.item_id);
        if (!target) errors[`lines.${index}.item_id`] = ['Diese Position gehört nicht zur Teilbestellung.'];
        else if (target.excluded) errors[`lines.${index}.item_id`] = [FOOD_EXCLUDED];
        else if (line.qty > target.qty_open)
          errors[`lines.${index}.qty`] = [`Höchstens ${target.qty_open} Stück können noch widerrufen werden.`];
        else lines.push({ item_id: line.item_id, qty: line.qty });
      }
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    }
    if (lines.length === 0) throw new ConflictError('Für diese Teilbestellung liegt bereits ein Widerruf vor.');

    let refundCents = 0;
    for (const line of lines) {
      const item = items.find((candidate) => candidate.id === line.item_id);
      if (item) refundCents += item.unitPriceCents * line.qty;
    }
    const everything = state.items.every((line) => {
      const taken = lines.find((candidate) => candidate.item_id === line.item_id)?.qty ?? 0;
      return line.excluded ? false : line.qty_open - taken === 0;
    });
    const noEarlierRevocation = existing.length === 0;
    if (everything && noEarlierRevocation) refundCents += vendor.shippingCents;

    const [revocation] = await tx
      .insert(shopOrderRevocations)
      .values({
        orderId: found.order.id,
        vendorOrderId: vendor.id,
        userId: input.userId === found.order.userId ? input.userId : null,
        name: input.name,
        email: input.email,
        lines,
        refundCents,
        channel: input.userId === found.order.userId ? 'account' : 'public',
        receivedAt: now,
      })
      .returning();
    if (!revocation) throw new Error('Der Widerruf wurde nicht gespeichert.');
    const before = (await loadOrderPayment(tx, found.order.id))?.payment;
    // The Widerruf refund (with the standard shipping when nothing is left). Lines already under another refund
    // request keep that request; the declaration itself stands either way.
    try {
      await requestRefund(tx, {
        userId: found.order.userId,
        vendorOrderId: vendor.id,
        reason: WIDERRUF_REASON,
        comment: `Widerruf vom ${berlinDateTime(now)}`,
        lines,
        shippingCents: everything && noEarlierRevocation ? vendor.shippingCents : 0,
        revocationId: revocation.id,
      });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
    }
    // The declared Widerruf lowers what is due (unpaid part) or is money to pay back (paid part).
    const after = await syncPaymentStatus(tx, found.order.id);
    await notify(tx, vendor.providerId, {
      type: 'order_status',
      title: 'Widerruf eingegangen',
      body: `Für die Bestellung ${vendor.vendorOrderNumber} wurde der Widerruf erklärt (${formatEuro(refundCents)}).`,
      data: { vendor_order_id: vendor.id, revocation_id: revocation.id },
    });
    return { revocation, order: found.order, vendor, items, payment: before && after ? { before, after } : undefined };
  });
}

/** The customer's confirmation on a durable medium: the declaration with its time of receipt (Berlin time). */
export function widerrufConfirmationEmail(config: AppConfig, result: WiderrufResult, to: string): EmailMessage {
  const { revocation, vendor, items } = result;
  const lines = [
    `Guten Tag ${revocation.name},`,
    '',
    `wir bestätigen den Eingang Ihres Widerrufs am ${berlinDateTime(revocation.receivedAt)} (Europe/Berlin).`,
    '',
    'Ihre Erklärung:',
    `  „Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über den Kauf der folgenden Waren:“`,
    ...revocation.lines.map((line) => {
      const item = items.find((candidate) => candidate.id === line.item_id);
      return `  ${line.qty} × ${item ? item.productName + (item.variantLabel ? ` (${item.variantLabel})` : '') : `Position ${line.item_id}`}`;
    }),
    `  Bestellung: ${result.order.orderNumber}, Teilbestellung ${vendor.vendorOrderNumber} bei ${vendor.providerName}`,
    `  Bestellt am: ${berlinDate(result.order.createdAt)}`,
    `  Name: ${revocation.name}`,
    `  E-Mail: ${revocation.email}`,
    '',
    `Wert der widerrufenen Waren: ${formatEuro(revocation.refundCents)}.`,
    ...widerrufMoneyLines(result, 'customer'),
    'Bitte senden Sie die Waren binnen 14 Tagen an den Anbieter zurück.',
    '',
    `Widerrufsbelehrung: ${config.publicWebUrl}/page/widerrufsbelehrung`,
    '',
    'Ihr Marktplatz-Team',
  ];
  return {
    to,
    subject: `Eingangsbestätigung Ihres Widerrufs – Bestellung ${vendor.vendorOrderNumber}`,
    text: lines.join('\n'),
    links: [`${config.publicWebUrl}/page/widerrufsbelehrung`],
    userId: result.order.userId,
  };
}

/** E-mails after the commit: the confirmation to the declaring address (and the order's, if different), the provider's notice. */
export async function sendWiderrufEmails(db: Executor, outbox: Outbox, config: AppConfig, result: WiderrufResult): Promise<void> {
  const recipients = [...new Set([result.revocation.email.toLowerCase(), result.order.customerEmail.toLowerCase()])];
  for (const to of recipients) await outbox.sendEmail(widerrufConfirmationEmail(config, result, to));
  const [provider] = await db
    .select({ email: accountUsers.email })
    .from(accountUsers)
    .where(eq(accountUsers.id, result.vendor.providerId))
    .limit(1);
  if (provider) {
    await outbox.sendEmail({
      to: provider.email,
      subject: `Widerruf zur Bestellung ${result.vendor.vendorOrderNumber}`,
      text: [
        'Guten Tag,',
        '',
        `${result.revocation.name} hat am ${berlinDateTime(result.revocation.receivedAt)} den Widerruf für die Bestellung ${result.vendor.vendorOrderNumber} erklärt.`,
        `Wert der widerrufenen Waren: ${formatEuro(result.revocation.refundCents)}.`,
        ...widerrufMoneyLines(result, 'provider'),
        '',
        `Details: ${config.publicWebUrl}/orders/provider/${result.vendor.id}`,
        '',
        'Ihr Marktplatz-Team',
      ].join('\n'),
      userId: result.vendor.providerId,
    });
  }
}

/** Widerrufe as the provider's vendor order view shows them. */
export function presentProviderRevocations(full: ProviderVendorOrder) {
  return full.revocations.map(presentRevocation);
}
