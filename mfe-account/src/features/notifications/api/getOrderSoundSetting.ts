import { httpApi, type Envelope } from '@marktplatz/shared';
import type { NotificationSetting } from './types';

/** `GET api/getOrderSoundSetting`. */
export async function getOrderSoundSetting(signal?: AbortSignal): Promise<NotificationSetting> {
  const response = await httpApi.get<Envelope<NotificationSetting>>('getOrderSoundSetting', { signal });
  return response.data.data;
}
