import { and, eq, inArray } from 'drizzle-orm';
import { inquiries, leads, offers } from '../../db/schema/leads';
import type { NotificationLinkKey, NotificationLinkResolvers } from '../types';

const numbers = (keys: readonly NotificationLinkKey[]) => keys.filter((key): key is number => typeof key === 'number');

/**
 * Where notifications about requests lead (`DomainModule.notificationLinks`), only for the reader's own records:
 * the customer's offer; for an inquiry the provider's lead, else the customer's inquiries when the reader asked.
 */
export const leadNotificationLinks: NotificationLinkResolvers = {
  offer: async (db, userId, keys) => {
    const rows = await db
      .select({ key: offers.id })
      .from(offers)
      .where(and(inArray(offers.id, numbers(keys)), eq(offers.customerId, userId)));
    return new Map(rows.map((row) => [row.key, `/leads/offers/${row.key}`]));
  },
  inquiry: async (db, userId, keys) => {
    const ids = numbers(keys);
    const [leadRows, inquiryRows] = await Promise.all([
      db
        .select({ key: leads.inquiryId, lead: leads.id })
        .from(leads)
        .where(and(inArray(leads.inquiryId, ids), eq(leads.providerId, userId))),
      db
        .select({ key: inquiries.id })
        .from(inquiries)
        .where(and(inArray(inquiries.id, ids), eq(inquiries.customerId, userId))),
    ]);
    const paths = new Map<NotificationLinkKey, string>(inquiryRows.map((row) => [row.key, '/leads']));
    for (const row of leadRows) paths.set(row.key, `/leads/provider/${row.lead}`);
    return paths;
  },
};
