/**
 * Where a notification leads (its `link`, a site path): derived from its type and data, then checked by the module
 * that keeps the target (`DomainModule.notificationLinks`) — a target that no longer exists (or is not the reader's)
 * leads to the notification list. The owners answer the areas' routes: mfe-orders (`/orders/…`), mfe-leads
 * (`/leads/…`, `/property-detail/…`), mfe-chat (`/chat/…`), mfe-shop (`/product/…`); the account's own pages
 * (`/account/…`) are known here. This module reads no other module's tables.
 */
import type { Executor } from '../../db/client';
import type { NotificationLinkKey, NotificationLinkKind, NotificationLinkResolvers } from '../types';

/** The notification list: where a notification leads whose target is unknown or gone. */
export const NOTIFICATION_LIST_PATH = '/account/notifications';

/**
 * What a notification is about, read from its type and data (before its owner checks that it still exists): a fixed
 * path, or a record of another module (`inquiry`: the inquiry behind a lead — the provider's lead page, or the
 * customer's inquiries when the reader asked).
 */
export type NotificationTarget = { kind: 'path'; path: string } | { kind: NotificationLinkKind; key: NotificationLinkKey };

type Data = Record<string, unknown> | null | undefined;

function idOf(data: Data, key: string): number | null {
  const value = data?.[key];
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

function textOf(data: Data, key: string): string | null {
  const value = data?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The target of a notification by type, from the data its creator stores (see the `notify` calls of the modules):
 * - `new_order` (provider): `vendor_order_id` → the provider's order.
 * - `order_status`: `order_number` → the customer's order (shipping steps); `refund_id` with `vendor_order_id` →
 *   the provider's refunds (requested), `refund_id` alone → the customer's refunds (decided); `vendor_order_id`
 *   (Widerruf) → the provider's order.
 * - `new_message`: `conversation_id` → the conversation, else the chat.
 * - `new_inquiry`: `inquiry_id` → the provider's lead; `property_id` → the property (viewing request).
 * - `new_offer`: `offer_id` → the customer's offer; `inquiry_id` → the lead (provider: offer declined) or the
 *   customer's inquiries (provider no longer available).
 * - `offer_accepted`: `inquiry_id` → the provider's lead.
 * - `new_review`: `product_id` → the product (its reviews).
 * - `account`: `topic: 'password'` → security settings, else the account overview.
 * - `newsletter` → the newsletter settings.
 * Null: nothing to link (the list).
 */
export function notificationTarget(type: string, data: Data): NotificationTarget | null {
  switch (type) {
    case 'new_order': {
      const vendorOrderId = idOf(data, 'vendor_order_id');
      return vendorOrderId ? { kind: 'vendorOrder', key: vendorOrderId } : null;
    }
    case 'order_status': {
      const orderNumber = textOf(data, 'order_number');
      if (orderNumber) return { kind: 'order', key: orderNumber };
      const refundId = idOf(data, 'refund_id');
      const vendorOrderId = idOf(data, 'vendor_order_id');
      if (refundId) return vendorOrderId ? { kind: 'providerRefund', key: refundId } : { kind: 'customerRefund', key: refundId };
      return vendorOrderId ? { kind: 'vendorOrder', key: vendorOrderId } : null;
    }
    case 'new_message': {
      const conversationId = idOf(data, 'conversation_id');
      return conversationId ? { kind: 'conversation', key: conversationId } : { kind: 'path', path: '/chat' };
    }
    case 'new_inquiry': {
      const inquiryId = idOf(data, 'inquiry_id');
      if (inquiryId) return { kind: 'inquiry', key: inquiryId };
      const propertyId = idOf(data, 'property_id');
      return propertyId ? { kind: 'property', key: propertyId } : null;
    }
    case 'new_offer': {
      const offerId = idOf(data, 'offer_id');
      if (offerId) return { kind: 'offer', key: offerId };
      const inquiryId = idOf(data, 'inquiry_id');
      return inquiryId ? { kind: 'inquiry', key: inquiryId } : null;
    }
    case 'offer_accepted': {
      const inquiryId = idOf(data, 'inquiry_id');
      return inquiryId ? { kind: 'inquiry', key: inquiryId } : null;
    }
    case 'new_review': {
      const productId = idOf(data, 'product_id');
      return productId ? { kind: 'product', key: productId } : null;
    }
    case 'account':
      return { kind: 'path', path: data?.topic === 'password' ? '/account/security' : '/account' };
    case 'newsletter':
      return { kind: 'path', path: '/account/newsletter' };
    default:
      return null;
  }
}

/** What the owners found for the reader: per kind, the site path of each target that exists and is the reader's. */
export type Found = Partial<Record<NotificationLinkKind, ReadonlyMap<NotificationLinkKey, string>>>;

/** Nothing found (every record target leads to the list). */
export const EMPTY: Found = {};

/** The site path of a target, given what was found; the list when the target is gone or not the reader's. */
export function targetPath(target: NotificationTarget | null, found: Found): string {
  if (!target) return NOTIFICATION_LIST_PATH;
  if (target.kind === 'path') return target.path;
  return found[target.kind]?.get(target.key) ?? NOTIFICATION_LIST_PATH;
}

/** Asks each target's owner, in one lookup per kind, which targets still exist and belong to the reader. */
async function findTargets(
  db: Executor,
  resolvers: NotificationLinkResolvers,
  userId: number,
  targets: (NotificationTarget | null)[],
): Promise<Found> {
  const keys = new Map<NotificationLinkKind, Set<NotificationLinkKey>>();
  for (const target of targets) {
    if (!target || target.kind === 'path') continue;
    const ofKind = keys.get(target.kind) ?? new Set<NotificationLinkKey>();
    ofKind.add(target.key);
    keys.set(target.kind, ofKind);
  }
  const found = await Promise.all(
    [...keys].map(async ([kind, ofKind]) => {
      const resolve = resolvers[kind];
      return [kind, resolve ? await resolve(db, userId, [...ofKind]) : new Map<NotificationLinkKey, string>()] as const;
    }),
  );
  return Object.fromEntries(found);
}

/**
 * The link of each notification (same order as given), checked by the targets' owners (`resolvers`: every module's
 * `DomainModule.notificationLinks`, `app.notificationLinks`).
 */
export async function notificationLinks(
  db: Executor,
  resolvers: NotificationLinkResolvers,
  userId: number,
  rows: { type: string; data: Data }[],
): Promise<string[]> {
  const targets = rows.map((row) => notificationTarget(row.type, row.data));
  if (targets.every((target) => !target || target.kind === 'path')) return targets.map((target) => targetPath(target, EMPTY));
  const found = await findTargets(db, resolvers, userId, targets);
  return targets.map((target) => targetPath(target, found));
}
