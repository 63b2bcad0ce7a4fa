import { httpApi, type PageEnvelope } from '@marktplatz/shared';
import type { NotificationEntry } from './types';

export const NOTIFICATIONS_PER_PAGE = 10;

/** `GET api/allNotifications?page=&per_page=`: newest first. */
export async function allNotifications(page: number, signal?: AbortSignal): Promise<PageEnvelope<NotificationEntry>> {
  const response = await httpApi.get<PageEnvelope<NotificationEntry>>('allNotifications', {
    params: { page, per_page: NOTIFICATIONS_PER_PAGE },
    signal,
  });
  return response.data;
}
