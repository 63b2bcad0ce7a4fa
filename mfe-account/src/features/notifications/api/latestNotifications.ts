import { httpApi, type Envelope } from '@marktplatz/shared';
import type { NotificationEntry } from './types';

export interface LatestNotifications {
  notifications: NotificationEntry[];
  unread_count: number;
}

/** `GET api/latestNotifications`: the five newest and the unread count. */
export async function latestNotifications(signal?: AbortSignal): Promise<LatestNotifications> {
  const response = await httpApi.get<Envelope<LatestNotifications>>('latestNotifications', { signal });
  return response.data.data;
}
