import type { WireShape } from '@marktplatz/shared';

/** A notification (spec 02 §7 "Notifications"). */
export type NotificationEntry = WireShape<'Notification'>;

/** A switchable notification type with its label and the user's value (1 on, 0 off). */
export type NotificationSetting = WireShape<'NotificationSetting'>;
