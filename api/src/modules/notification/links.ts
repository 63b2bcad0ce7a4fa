/**
 * Where a notification leads (its `link`, a site path): derived from its type and data, then checked against the
 * reader's own rows — a target that no longer exists (or is not the reader's) leads to the notification list.
 * The paths are the areas' routes: mfe-orders (`/orders/…`), mfe-leads (`/leads/…`, `/property-detail/…`), mfe-chat
 * (`/chat/…`), mfe-shop (`/product/…`), mfe-account (`/account/…`). This module only reads the other domains' tables.
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  chatConversations,
  inquiries,
  leads,
  offers,
  properties,
  shopOrders,
  shopProducts,
  shopRefunds,
  shopVendorOrders,
} from '../../db/schema';

/** The notification list: where a notification leads whose target is unknown or gone. */
export const NOTIFICATION_LIST_PATH = '/account/notifications';

/** What a notification is about, read from its type and data (before checking that it still exists). */
export type NotificationTarget =
  | { kind: 'path'; path: string }
  | { kind: 'order'; orderNumber: string }
  | { kind: 'vendorOrder'; id: number }
  | { kind: 'providerRefund'; id: number }
  | { kind: 'customerRefund'; id: number }
  | { kind: 'conversation'; id: number }
  | { kind: 'offer'; id: number }
  /** The inquiry behind a lead: the provider's lead page, or the customer's inquiries when the reader asked. */
  | { kind: 'inquiry'; id: number }
  | { kind: 'product'; id: number }
  | { kind: 'property'; id: number };

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
      return vendorOrderId ? { kind: 'vendorOrder', id: vendorOrderId } : null;
    }
    case 'order_status': {
      const orderNumber = textOf(data, 'order_number');
      if (orderNumber) return { kind: 'order', orderNumber };
      const refundId = idOf(data, 'refund_id');
      const vendorOrderId = idOf(data, 'vendor_order_id');
      if (refundId) return vendorOrderId ? { kind: 'providerRefund', id: refundId } : { kind: 'customerRefund', id: refundId };
      return vendorOrderId ? { kind: 'vendorOrder', id: vendorOrderId } : null;
    }
    case 'new_message': {
      const conversationId = idOf(data, 'conversation_id');
      return conversationId ? { kind: 'conversation', id: conversationId } : { kind: 'path', path: '/chat' };
    }
    case 'new_inquiry': {
      const inquiryId = idOf(data, 'inquiry_id');
      if (inquiryId) return { kind: 'inquiry', id: inquiryId };
      const propertyId = idOf(data, 'property_id');
      return propertyId ? { kind: 'property', id: propertyId } : null;
    }
    case 'new_offer': {
      const offerId = idOf(data, 'offer_id');
      if (offerId) return { kind: 'offer', id: offerId };
      const inquiryId = idOf(data, 'inquiry_id');
      return inquiryId ? { kind: 'inquiry', id: inquiryId } : null;
    }
    case 'offer_accepted': {
      const inquiryId = idOf(data, 'inquiry_id');
      return inquiryId ? { kind: 'inquiry', id: inquiryId } : null;
    }
    case 'new_review': {
      const productId = idOf(data, 'product_id');
      return productId ? { kind: 'product', id: productId } : null;
    }
    case 'account':
      return { kind: 'path', path: data?.topic === 'password' ? '/account/security' : '/account' };
    case 'newsletter':
      return { kind: 'path', path: '/account/newsletter' };
    default:
      return null;
  }
}

/** What the reader's rows say about the targets (only rows of the reader are found). */
export interface Found {
  orders: Set<string>;
  vendorOrders: Set<number>;
  providerRefunds: Set<number>;
  customerRefunds: Set<number>;
  conversations: Set<number>;
  offers: Set<number>;
  /** inquiry id → the reader's lead id (provider). */
  leadsByInquiry: Map<number, number>;
  /** Inquiries the reader asked (customer). */
  ownInquiries: Set<number>;
  products: Set<number>;
  /** property id → slug. */
  propertySlugs: Map<number, string>;
}

/** The site path of a target, given what was found; the list when the target is gone or not the reader's. */
export function targetPath(target: NotificationTarget | null, found: Found): string {
  if (!target) return NOTIFICATION_LIST_PATH;
  switch (target.kind) {
    case 'path':
      return target.path;
    case 'order':
      return found.orders.has(target.orderNumber) ? `/orders/${encodeURIComponent(target.orderNumber)}` : NOTIFICATION_LIST_PATH;
    case 'vendorOrder':
      return found.vendorOrders.has(target.id) ? `/orders/provider/${target.id}` : NOTIFICATION_LIST_PATH;
    case 'providerRefund':
      return found.providerRefunds.has(target.id) ? '/orders/provider/refunds' : NOTIFICATION_LIST_PATH;
    case 'customerRefund':
      return found.customerRefunds.has(target.id) ? '/orders/refunds' : NOTIFICATION_LIST_PATH;
    case 'conversation':
      return found.conversations.has(target.id) ? `/chat/${target.id}` : NOTIFICATION_LIST_PATH;
    case 'offer':
      return found.offers.has(target.id) ? `/leads/offers/${target.id}` : NOTIFICATION_LIST_PATH;
    case 'inquiry': {
      const leadId = found.leadsByInquiry.get(target.id);
      if (leadId) return `/leads/provider/${leadId}`;
      return found.ownInquiries.has(target.id) ? '/leads' : NOTIFICATION_LIST_PATH;
    }
    case 'product':
      return found.products.has(target.id) ? `/product/${target.id}` : NOTIFICATION_LIST_PATH;
    case 'property': {
      const slug = found.propertySlugs.get(target.id);
      return slug ? `/property-detail/${encodeURIComponent(slug)}` : NOTIFICATION_LIST_PATH;
    }
  }
}

function idsOf<K extends NotificationTarget['kind']>(targets: (NotificationTarget | null)[], kind: K): number[] {
  const ids = new Set<number>();
  for (const target of targets) if (target?.kind === kind && 'id' in target) ids.add(target.id);
  return [...ids];
}

/** Looks up, in one query per kind, which targets still exist and belong to the reader. */
async function findTargets(db: Executor, userId: number, targets: (NotificationTarget | null)[]): Promise<Found> {
  const orderNumbers = [...new Set(targets.flatMap((target) => (target?.kind === 'order' ? [target.orderNumber] : [])))];
  const vendorOrderIds = idsOf(targets, 'vendorOrder');
  const providerRefundIds = idsOf(targets, 'providerRefund');
  const customerRefundIds = idsOf(targets, 'customerRefund');
  const conversationIds = idsOf(targets, 'conversation');
  const offerIds = idsOf(targets, 'offer');
  const inquiryIds = idsOf(targets, 'inquiry');
  const productIds = idsOf(targets, 'product');
  const propertyIds = idsOf(targets, 'property');
  const none = Promise.resolve([]);
  const [
    orderRows,
    vendorRows,
    providerRefundRows,
    customerRefundRows,
    conversationRows,
    offerRows,
    leadRows,
    inquiryRows,
    productRows,
    propertyRows,
  ] = await Promise.all([
    orderNumbers.length
      ? db
          .select({ key: shopOrders.orderNumber })
          .from(shopOrders)
          .where(and(inArray(shopOrders.orderNumber, orderNumbers), eq(shopOrders.userId, userId)))
      : none,
    vendorOrderIds.length
      ? db
          .select({ key: shopVendorOrders.id })
          .from(shopVendorOrders)
          .where(and(inArray(shopVendorOrders.id, vendorOrderIds), eq(shopVendorOrders.providerId, userId)))
      : none,
    providerRefundIds.length
      ? db
          .select({ key: shopRefunds.id })
          .from(shopRefunds)
          .where(and(inArray(shopRefunds.id, providerRefundIds), eq(shopRefunds.providerId, userId)))
      : none,
    customerRefundIds.length
      ? db
          .select({ key: shopRefunds.id })
          .from(shopRefunds)
          .where(and(inArray(shopRefunds.id, customerRefundIds), eq(shopRefunds.userId, userId)))
      : none,
    conversationIds.length
      ? db
          .select({ key: chatConversations.id })
          .from(chatConversations)
          .where(
            and(
              inArray(chatConversations.id, conversationIds),
              or(eq(chatConversations.userLow, userId), eq(chatConversations.userHigh, userId)),
            ),
          )
      : none,
    offerIds.length
      ? db
          .select({ key: offers.id })
          .from(offers)
          .where(and(inArray(offers.id, offerIds), eq(offers.customerId, userId)))
      : none,
    inquiryIds.length
      ? db
          .select({ key: leads.inquiryId, lead: leads.id })
          .from(leads)
          .where(and(inArray(leads.inquiryId, inquiryIds), eq(leads.providerId, userId)))
      : Promise.resolve([] as { key: number; lead: number }[]),
    inquiryIds.length
      ? db
          .select({ key: inquiries.id })
          .from(inquiries)
          .where(and(inArray(inquiries.id, inquiryIds), eq(inquiries.customerId, userId)))
      : none,
    productIds.length
      ? db
          .select({ key: shopProducts.id })
          .from(shopProducts)
          .where(and(inArray(shopProducts.id, productIds), isNull(shopProducts.deletedAt)))
      : none,
    propertyIds.length
      ? db
          .select({ key: properties.id, slug: properties.slug })
          .from(properties)
          .where(and(inArray(properties.id, propertyIds), eq(properties.providerId, userId)))
      : Promise.resolve([] as { key: number; slug: string }[]),
  ]);
  const keys = <T>(rows: { key: T }[]) => new Set(rows.map((row) => row.key));
  return {
    orders: keys(orderRows as { key: string }[]),
    vendorOrders: keys(vendorRows as { key: number }[]),
    providerRefunds: keys(providerRefundRows as { key: number }[]),
    customerRefunds: keys(customerRefundRows as { key: number }[]),
    conversations: keys(conversationRows as { key: number }[]),
    offers: keys(offerRows as { key: number }[]),
    leadsByInquiry: new Map(leadRows.map((row) => [row.key, row.lead])),
    ownInquiries: keys(inquiryRows as { key: number }[]),
    products: keys(productRows as { key: number }[]),
    propertySlugs: new Map(propertyRows.map((row) => [row.key, row.slug])),
  };
}

/** The link of each notification (same order as given), checked against the reader's rows. */
export async function notificationLinks(db: Executor, userId: number, rows: { type: string; data: Data }[]): Promise<string[]> {
  const targets = rows.map((row) => notificationTarget(row.type, row.data));
  if (targets.every((target) => !target || target.kind === 'path')) return targets.map((target) => targetPath(target, EMPTY));
  const found = await findTargets(db, userId, targets);
  return targets.map((target) => targetPath(target, found));
}

export const EMPTY: Found = {
  orders: new Set(),
  vendorOrders: new Set(),
  providerRefunds: new Set(),
  customerRefunds: new Set(),
  conversations: new Set(),
  offers: new Set(),
  leadsByInquiry: new Map(),
  ownInquiries: new Set(),
  products: new Set(),
  propertySlugs: new Map(),
};
