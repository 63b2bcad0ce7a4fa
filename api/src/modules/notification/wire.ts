/**
 * Wire shapes of the notification calls (`schema.response` of `routes.ts`; `npm run contract` turns them into the
 * front end's types). A response schema serializes strictly: a field a presenter returns but the schema lacks
 * disappears from the answer — the presenters of `service.ts` declare their return types from these schemas.
 */
import { z } from 'zod';
import { wireSchema } from '../../http/contract';
import { pageSuccessSchema, successSchema } from '../../http/envelope';
import { NOTIFICATION_SETTING_TYPES } from './types';

const id = z.number().int();

/**
 * A notification (spec 02 §7 "Notifications"); `data` is what its creator stored (order id, conversation id, …),
 * `link` the site path it opens (derived per type, `links.ts`; the notification list when its target is gone).
 */
export const notificationSchema = wireSchema(
  'Notification',
  z.object({
    id,
    type: z.string(),
    title: z.string(),
    body: z.string(),
    data: z.record(z.string(), z.unknown()).nullable(),
    link: z.string(),
    read_at: z.string().nullable(),
    created_at: z.string(),
  }),
);
export type WireNotification = z.infer<typeof notificationSchema>;

/** A switchable notification type with its German label and the user's value (1 on, 0 off). */
export const notificationSettingSchema = wireSchema(
  'NotificationSetting',
  z.object({
    notification_type: z.enum(NOTIFICATION_SETTING_TYPES),
    label: z.string(),
    notification_value: z.literal([0, 1]),
  }),
);
export type WireNotificationSetting = z.infer<typeof notificationSettingSchema>;

export const latestNotificationsResponse = successSchema(
  wireSchema('LatestNotifications', z.object({ notifications: z.array(notificationSchema), unread_count: z.number().int() })),
);
export const notificationPageResponse = pageSuccessSchema(notificationSchema);
export const markAllResponse = successSchema(z.object({ updated: z.number().int(), unread_count: z.number().int() }));
export const readSingleResponse = successSchema(z.object({ notification: notificationSchema, unread_count: z.number().int() }));
export const settingsResponse = successSchema(z.array(notificationSettingSchema));
export const settingResponse = successSchema(notificationSettingSchema);
