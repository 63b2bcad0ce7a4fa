/** What other modules may use of the notifications: notifying a user and erasing theirs (rule `api-module-internals`). */
export { deleteUserNotifications, notify, type NotificationInput } from './service';
export type { NotificationType } from './types';
