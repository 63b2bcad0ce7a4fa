/** What other modules may use of the notifications: notifying a user (rule `api-module-internals`). */
export { notify, type NotificationInput, saveSetting, setting } from './service';
export type { NotificationType } from './types';
