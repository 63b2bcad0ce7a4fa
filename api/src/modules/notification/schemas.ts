/**
 * The notification calls' schemas: what each call takes and, below, the wire shapes of its answers
 * (`schema.response` of `routes.ts`; `npm run contract` turns them into the front end's types). A response schema
 * serializes strictly: a field a presenter returns but the schema lacks disappears from the answer — the presenters
 * of `service.ts` declare their return types from these schemas (`z.infer`), so the compiler keeps both in step.
 */
import { z } from 'zod';
import { pageQuery } from '../../http/pagination';
import { NOTIFICATION_SETTING_TYPES } from './types';
import { wireId as id, wireSchema } from '../../http/contract';

export const settingBody = z.object({
  notification_type: z.enum(NOTIFICATION_SETTING_TYPES, {
    error: `Unbekannte Benachrichtigungsart. Erlaubt: ${NOTIFICATION_SETTING_TYPES.join(', ')}.`,
  }),
  notification_value: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], {
      error: 'Der Wert muss 1 (an) oder 0 (aus) sein.',
    })
    .transform((value) => value === 1 || value === '1' || value === true),
});

export const readSingleBody = z.object({
  notification_id: z.coerce
    .number({ error: 'Bitte geben Sie eine Benachrichtigung an.' })
    .int('Die Benachrichtigungs-ID muss eine ganze Zahl sein.')
    .positive('Die Benachrichtigungs-ID muss positiv sein.')
    .max(2_147_483_647, 'Die Benachrichtigungs-ID ist zu groß.'),
});

export const notificationPageQuery = pageQuery(10);

// Answers

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
export type NotificationAnswer = z.infer<typeof notificationSchema>;

/** A switchable notification type with its German label and the user's value (1 on, 0 off). */
export const notificationSettingSchema = wireSchema(
  'NotificationSetting',
  z.object({
    notification_type: z.enum(NOTIFICATION_SETTING_TYPES),
    label: z.string(),
    notification_value: z.literal([0, 1]),
  }),
);
export type NotificationSettingAnswer = z.infer<typeof notificationSettingSchema>;

export const latestNotificationsSchema = wireSchema(
  'LatestNotifications',
  z.object({ notifications: z.array(notificationSchema), unread_count: z.number().int() }),
);
export type LatestNotificationsAnswer = z.infer<typeof latestNotificationsSchema>;

export const markAllSchema = z.object({ updated: z.number().int(), unread_count: z.number().int() });
export const readSingleSchema = z.object({ notification: notificationSchema, unread_count: z.number().int() });
