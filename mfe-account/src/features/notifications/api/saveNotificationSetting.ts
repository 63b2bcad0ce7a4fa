import { http, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';
import type { NotificationSetting } from './types';

/** `POST /notification-settings { notification_type, notification_value }` with the value as 1/0. */
export async function saveNotificationSetting(type: NotificationSetting['notification_type'], on: boolean): Promise<NotificationSetting> {
  const response = await http.post<ApiResponse<'/notification-settings', 'post'>>('notification-settings', {
    notification_type: type,
    notification_value: on ? 1 : 0,
  } satisfies ApiRequestBody<'/notification-settings', 'post'>);
  return response.data.data;
}
