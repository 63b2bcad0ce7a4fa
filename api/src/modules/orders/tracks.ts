import { and, asc, eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { shopOrders, shopOrderTracks, shopVendorOrders, type VendorOrderStatus } from '../../db/schema/orders';
import { NotFoundError } from '../../http/errors';
import { notify } from '../notification/public';
import type { EmailMessage } from '../outbox/public';
import { VENDOR_ORDER_STATUS_LABELS } from './payment';
import type { TrackRow } from './provider';
import { refundCancelledVendorOrder } from './refunds';
import { changeVendorOrderStatus, ORDER_NOT_FOUND, type OrderRow, type VendorOrderRow } from './service';

/** Parcel carriers with their public tracking pages (`{n}` = tracking number). */
export const CARRIERS = {
  dhl: { name: 'DHL', url: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode={n}' },
  deutsche_post: { name: 'Deutsche Post', url: 'https://www.deutschepost.de/de/s/sendungsverfolgung.html?piececode={n}' },
  dpd: { name: 'DPD', url: 'https://tracking.dpd.de/status/de_DE/parcel/{n}' },
  hermes: { name: 'Hermes', url: 'https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#{n}' },
  gls: { name: 'GLS', url: 'https://gls-group.com/DE/de/paketverfolgung?match={n}' },
  ups: { name: 'UPS', url: 'https://www.ups.com/track?loc=de_DE&tracknum={n}' },
  other: { name: 'Andere', url: null },
} as const satisfies Record<string, { name: string; url: string | null }>;
export type Carrier = keyof typeof CARRIERS;
export const CARRIER_CODES = Object.keys(CARRIERS) as [Carrier, ...Carrier[]];

export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber || !(carrier in CARRIERS)) return null;
  const template = CARRIERS[carrier as Carrier].url;
  return template ? template.replace('{n}', encodeURIComponent(trackingNumber)) : null;
}

export function presentTrack(track: TrackRow) {
  return {
    id: track.id,
    order_id: track.orderId,
    shop_vendor_order_id: track.vendorOrderId,
    title: track.title,
    detail: track.detail,
    carrier: track.carrier,
    carrier_name: track.carrier && track.carrier in CARRIERS ? CARRIERS[track.carrier as Carrier].name : null,
    tracking_number: track.trackingNumber,
    tracking_url: trackingUrl(track.carrier, track.trackingNumber),
    status: track.status,
    status_text: track.status ? VENDOR_ORDER_STATUS_LABELS[track.status] : null,
    created_at: track.createdAt.toISOString(),
  };
}

export interface TrackInput {
  vendorOrderId: number;
  title: string | null;
  detail: string | null;
  carrier: Carrier | null;
  trackingNumber: string | null;
  status: VendorOrderStatus | null;
}

export interface TrackResult {
  track: TrackRow;
  vendor: VendorOrderRow;
  order: OrderRow;
}

/**
 * Adds a track to the provider's vendor order and, when `status` is given, moves the vendor order on
 * (`changeVendorOrderStatus`) in the same transaction; the customer gets an in-app notice (type `order_status`).
 * The e-mail goes out after the commit (`trackEmail`). Another provider's vendor order → 404.
 */
export async function addTrack(db: Executor, providerId: number, input: TrackInput): Promise<TrackResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(shopVendorOrders)
      .where(and(eq(shopVendorOrders.id, input.vendorOrderId), eq(shopVendorOrders.providerId, providerId)))
      .limit(1);
    if (!current) throw new NotFoundError(ORDER_NOT_FOUND);
    const vendor = input.status ? await changeVendorOrderStatus(tx, providerId, current.id, input.status) : current;
    // Cancelling a paid vendor order refunds what was paid for it.
    if (input.status === 'cancelled') await refundCancelledVendorOrder(tx, current.id);
    const title = input.title ?? (input.status ? VENDOR_ORDER_STATUS_LABELS[input.status] : 'Neuigkeit zur Bestellung');
    const [track] = await tx
      .insert(shopOrderTracks)
      .values({
        orderId: current.orderId,
        vendorOrderId: current.id,
        title,
        detail: input.detail ?? '',
        carrier: input.carrier,
        trackingNumber: input.trackingNumber,
        status: input.status,
      })
      .returning();
    if (!track) throw new Error('Der Sendungsschritt wurde nicht gespeichert.');
    const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.id, current.orderId)).limit(1);
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    await notify(tx, order.userId, {
      type: 'order_status',
      title: input.status
        ? `Bestellung ${vendor.vendorOrderNumber}: ${VENDOR_ORDER_STATUS_LABELS[input.status]}`
        : `Bestellung ${vendor.vendorOrderNumber}`,
      body: [title, input.detail].filter(Boolean).join(' – '),
      data: { order_number: order.orderNumber, vendor_order_id: vendor.id, track_id: track.id },
    });
    return { track, vendor, order };
  });
}

/** The customer's e-mail about a track (status change, parcel handed over). */
export function trackEmail(config: AppConfig, result: TrackResult): EmailMessage {
  const { track, vendor, order } = result;
  const url = `${config.publicWebUrl}/orders/${encodeURIComponent(order.orderNumber)}`;
  const link = trackingUrl(track.carrier, track.trackingNumber);
  const lines = [
    'Guten Tag,',
    '',
    `es gibt Neuigkeiten zu Ihrer Bestellung ${vendor.vendorOrderNumber} bei ${vendor.providerName}:`,
    '',
    `  ${track.title}`,
    ...(track.detail ? [`  ${track.detail}`] : []),
    ...(track.status ? [`  Neuer Status: ${VENDOR_ORDER_STATUS_LABELS[track.status]}`] : []),
    ...(track.trackingNumber
      ? [
          `  Sendungsnummer: ${track.trackingNumber}${track.carrier ? ` (${CARRIERS[track.carrier as Carrier]?.name ?? track.carrier})` : ''}`,
        ]
      : []),
    ...(link ? [`  Sendung verfolgen: ${link}`] : []),
    '',
    `Ihre Bestellung ansehen: ${url}`,
    '',
    'Ihr Marktplatz-Team',
  ];
  return {
    to: order.customerEmail,
    subject: `Ihre Bestellung ${vendor.vendorOrderNumber}: ${track.status ? VENDOR_ORDER_STATUS_LABELS[track.status] : track.title}`,
    text: lines.join('\n'),
    links: link ? [url, link] : [url],
    userId: order.userId,
  };
}

/** Tracks of a vendor order for its customer or its provider; anyone else → 404. */
export async function tracksFor(db: Executor, user: { id: number; role: string }, vendorOrderId: number): Promise<TrackRow[]> {
  const [vendor] = await db
    .select({ providerId: shopVendorOrders.providerId, userId: shopOrders.userId })
    .from(shopVendorOrders)
    .innerJoin(shopOrders, eq(shopOrders.id, shopVendorOrders.orderId))
    .where(eq(shopVendorOrders.id, vendorOrderId))
    .limit(1);
  const allowed = vendor && (user.role === 'Company' ? vendor.providerId === user.id : vendor.userId === user.id);
  if (!allowed) throw new NotFoundError(ORDER_NOT_FOUND);
  return db.select().from(shopOrderTracks).where(eq(shopOrderTracks.vendorOrderId, vendorOrderId)).orderBy(asc(shopOrderTracks.id));
}
