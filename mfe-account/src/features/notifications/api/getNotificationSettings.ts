import { http, type ApiResponse } from '@marktplatz/shared';
import type { NotificationSetting } from './types';

/** `GET /getNotificationSettings`: one switch per type (1 on, 0 off). */
export async function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSetting[]> {
  const response = await http.get<ApiResponse<'/getNotificationSettings', 'get'>>('getNotificationSettings', { signal });
  return response.data.data;
}
