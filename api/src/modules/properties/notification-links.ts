import { and, eq, inArray } from 'drizzle-orm';
import { properties } from '../../db/schema/properties';
import type { NotificationLinkResolvers } from '../types';

/** Where a viewing request leads (`DomainModule.notificationLinks`): the provider's own property page. */
export const propertyNotificationLinks: NotificationLinkResolvers = {
  property: async (db, userId, keys) => {
    const ids = keys.filter((key): key is number => typeof key === 'number');
    const rows = await db
      .select({ key: properties.id, slug: properties.slug })
      .from(properties)
      .where(and(inArray(properties.id, ids), eq(properties.providerId, userId)));
    return new Map(rows.map((row) => [row.key, `/property-detail/${encodeURIComponent(row.slug)}`]));
  },
};
