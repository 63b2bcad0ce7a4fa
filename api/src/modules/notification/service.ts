import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { NotificationLinkResolvers } from '../types';
import { notifications, notificationSettings } from '../../db/schema/notification';
import { accountUsers } from '../account/public';
import { NotFoundError } from '../../http/errors';
import { countedPage, type PageRequest } from '../../http/pagination';
import { NOTIFICATION_LIST_PATH, notificationLinks } from './links';
import type { LatestNotificationsAnswer, NotificationAnswer, NotificationSettingAnswer } from './schemas';
import { ALWAYS_ON_TYPES, NOTIFICATION_SETTINGS, type NotificationSettingType, type NotificationType } from './types';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NotificationInput {
  type: NotificationType;
  title: string;
  body: string;
  /** Whatever the front end needs to link the notification (order id, conversation id, …). */
  data?: Record<string, unknown>;
}

/** How many notifications the header bell shows. */
export const LATEST_COUNT = 5;

export const NOTIFICATION_NOT_FOUND = 'Die Benachrichtigung wurde nicht gefunden.';

export function presentNotification(row: NotificationRow, link: string = NOTIFICATION_LIST_PATH): NotificationAnswer {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    data: row.data ?? null,
    link,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The user's notifications with the link of each (one lookup per kind of target, by its owner: `links`). */
export async function presentNotifications(
  db: Executor,
  links: NotificationLinkResolvers,
  userId: number,
  rows: NotificationRow[],
): Promise<NotificationAnswer[]> {
  const paths = await notificationLinks(db, links, userId, rows);
  return rows.map((row, index) => presentNotification(row, paths[index]));
}

/** Whether the user wants notifications of this type (no stored switch = on). */
export async function isEnabled(db: Executor, userId: number, type: NotificationSettingType): Promise<boolean> {
  const [row] = await db
    .select({ enabled: notificationSettings.enabled })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.notificationType, type)))
    .limit(1);
  return row?.enabled ?? true;
}

/**
 * Other modules call this when their events happen (pass their transaction to keep it atomic). Answers the
 * stored notification, or null when the user switched the type off or the account no longer exists.
 * `account` notices (registration confirmed, password changed) are always stored.
 */
export async function notify(db: Executor, userId: number, input: NotificationInput): Promise<NotificationRow | null> {
  const [user] = await db
    .select({ id: accountUsers.id })
    .from(accountUsers)
    .where(and(eq(accountUsers.id, userId), isNull(accountUsers.deletedAt)))
    .limit(1);
  if (!user) return null;
  if (!ALWAYS_ON_TYPES.has(input.type) && !(await isEnabled(db, userId, input.type as NotificationSettingType))) return null;
  const [row] = await db
    .insert(notifications)
    .values({ userId, type: input.type, title: input.title, body: input.body, data: input.data ?? null })
    .returning();
  return row ?? null;
}

export async function unreadCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.total ?? 0;
}

/** The header bell: the newest few and the unread count. */
export async function latestNotifications(
  db: Executor,
  links: NotificationLinkResolvers,
  userId: number,
): Promise<LatestNotificationsAnswer> {
  const [rows, unread] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id)).limit(LATEST_COUNT),
    unreadCount(db, userId),
  ]);
  return { notifications: await presentNotifications(db, links, userId, rows), unread_count: unread };
}

export async function pageNotifications(db: Executor, links: NotificationLinkResolvers, userId: number, page: PageRequest) {
  const { rows, total } = await countedPage(
    page,
    () => db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId)),
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id)).$dynamic(),
  );
  return { rows: await presentNotifications(db, links, userId, rows), total };
}

export async function markAllAsRead(db: Executor, userId: number): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}

/** Marks one of the user's notifications read (reading it again keeps the first time). */
export async function markAsRead(db: Executor, userId: number, id: number): Promise<NotificationRow> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
  return row;
}

export type PresentedSetting = NotificationSettingAnswer;

/** Every switchable type with the user's value (1 on, 0 off). */
export async function listSettings(db: Executor, userId: number): Promise<PresentedSetting[]> {
  const stored = await db
    .select({ type: notificationSettings.notificationType, enabled: notificationSettings.enabled })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const values = new Map(stored.map((row) => [row.type, row.enabled]));
  return NOTIFICATION_SETTINGS.map((setting) => ({
    notification_type: setting.type,
    label: setting.label,
    notification_value: (values.get(setting.type) ?? true) ? 1 : 0,
  }));
}

export async function setting(db: Executor, userId: number, type: NotificationSettingType): Promise<PresentedSetting> {
  const label = NOTIFICATION_SETTINGS.find((entry) => entry.type === type)?.label ?? type;
  return { notification_type: type, label, notification_value: (await isEnabled(db, userId, type)) ? 1 : 0 };
}

export async function saveSetting(
  db: Executor,
  userId: number,
  type: NotificationSettingType,
  enabled: boolean,
): Promise<PresentedSetting> {
  await db
    .insert(notificationSettings)
    .values({ userId, notificationType: type, enabled })
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.notificationType],
      set: { enabled, updatedAt: new Date() },
    });
  return setting(db, userId, type);
}

/** Removes a user's notifications and switches (account deletion); call it inside the deletion's transaction. */
export async function deleteUserNotifications(db: Executor, userId: number): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
  await db.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
}
