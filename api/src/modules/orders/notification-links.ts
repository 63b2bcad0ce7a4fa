import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopOrders, shopRefunds, shopVendorOrders } from '../../db/schema/orders';
import type { NotificationLinkKey, NotificationLinkResolvers } from '../types';

const numbers = (keys: readonly NotificationLinkKey[]) => keys.filter((key): key is number => typeof key === 'number');
const texts = (keys: readonly NotificationLinkKey[]) => keys.filter((key): key is string => typeof key === 'string');

/**
 * Where notifications about orders lead (`DomainModule.notificationLinks`), only for the reader's own records:
 * the customer's order (mfe-orders `/orders/<number>`), the provider's vendor order, the provider's or the
 * customer's refunds.
 */
export const orderNotificationLinks: NotificationLinkResolvers = {
  order: async (db: Executor, userId, keys) => {
    const rows = await db
      .select({ key: shopOrders.orderNumber })
      .from(shopOrders)
      .where(and(inArray(shopOrders.orderNumber, texts(keys)), eq(shopOrders.userId, userId)));
    return new Map(rows.map((row) => [row.key, `/orders/${encodeURIComponent(row.key)}`]));
  },
  vendorOrder: async (db, userId, keys) => {
    const rows = await db
      .select({ key: shopVendorOrders.id })
      .from(shopVendorOrders)
      .where(and(inArray(shopVendorOrders.id, numbers(keys)), eq(shopVendorOrders.providerId, userId)));
    return new Map(rows.map((row) => [row.key, `/orders/provider/${row.key}`]));
  },
  providerRefund: async (db, userId, keys) => {
    const rows = await db
      .select({ key: shopRefunds.id })
      .from(shopRefunds)
      .where(and(inArray(shopRefunds.id, numbers(keys)), eq(shopRefunds.providerId, userId)));
    return new Map(rows.map((row) => [row.key, '/orders/provider/refunds']));
  },
  customerRefund: async (db, userId, keys) => {
    const rows = await db
      .select({ key: shopRefunds.id })
      .from(shopRefunds)
      .where(and(inArray(shopRefunds.id, numbers(keys)), eq(shopRefunds.userId, userId)));
    return new Map(rows.map((row) => [row.key, '/orders/refunds']));
  },
};
