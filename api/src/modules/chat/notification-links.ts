import { and, eq, inArray, or } from 'drizzle-orm';
import { chatConversations } from '../../db/schema/chat';
import type { NotificationLinkResolvers } from '../types';

/** Where a notification about a chat message leads (`DomainModule.notificationLinks`): the reader's conversation. */
export const chatNotificationLinks: NotificationLinkResolvers = {
  conversation: async (db, userId, keys) => {
    const ids = keys.filter((key): key is number => typeof key === 'number');
    const rows = await db
      .select({ key: chatConversations.id })
      .from(chatConversations)
      .where(and(inArray(chatConversations.id, ids), or(eq(chatConversations.userLow, userId), eq(chatConversations.userHigh, userId))));
    return new Map(rows.map((row) => [row.key, `/chat/${row.key}`]));
  },
};
