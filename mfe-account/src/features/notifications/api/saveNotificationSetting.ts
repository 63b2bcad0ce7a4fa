import { http, type Envelope } from '@marktplatz/shared';
import type { NotificationSetting } from './types';

/** `POST /notification-settings { notification_type, notification_value }` with the value as 1/0. */
export async function saveNotificationSetting(type: string, on: boolean): Promise<NotificationSetting> {
  const response = await http.post<Envelope<NotificationSetting>>('notification-settings', {
    notification_type: type,
    notification_value: on ? 1 : 0,
  });
  return response.data.data;
}
