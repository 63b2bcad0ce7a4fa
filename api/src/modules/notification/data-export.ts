import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications, notificationSettings } from '../../db/schema/notification';
import { exportRows } from '../../lib/export-rows';
import type { ErasedUser } from '../types';

/** The notifications' part of the data export (DSGVO Art. 15/20): the notices sent to the person and their settings. */
export async function exportUserNotifications(db: Executor, user: ErasedUser): Promise<Record<string, unknown>> {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, user.id)).orderBy(asc(notifications.id));
  const settings = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, user.id));
  return { notifications: exportRows(rows, ['userId']), settings: exportRows(settings, ['userId']) };
}
