import { httpApi, type ApiResponse } from '@marktplatz/shared';
import type { NotificationSetting } from './types';

/** `GET api/getOrderSoundSetting`. */
export async function getOrderSoundSetting(signal?: AbortSignal): Promise<NotificationSetting> {
  const response = await httpApi.get<ApiResponse<'/api/getOrderSoundSetting', 'get'>>('getOrderSoundSetting', { signal });
  return response.data.data;
}
