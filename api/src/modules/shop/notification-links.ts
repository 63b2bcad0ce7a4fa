import { and, inArray, isNull } from 'drizzle-orm';
import { shopProducts } from '../../db/schema/shop';
import type { NotificationLinkResolvers } from '../types';

/** Where a notification about a review leads (`DomainModule.notificationLinks`): the product, while it exists. */
export const shopNotificationLinks: NotificationLinkResolvers = {
  product: async (db, _userId, keys) => {
    const ids = keys.filter((key): key is number => typeof key === 'number');
    const rows = await db
      .select({ key: shopProducts.id })
      .from(shopProducts)
      .where(and(inArray(shopProducts.id, ids), isNull(shopProducts.deletedAt)));
    return new Map(rows.map((row) => [row.key, `/product/${row.key}`]));
  },
};
