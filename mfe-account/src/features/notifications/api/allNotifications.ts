import { httpApi, type ApiResponse } from '@marktplatz/shared';

export const NOTIFICATIONS_PER_PAGE = 10;

/** `GET api/allNotifications?page=&per_page=`: newest first. */
export async function allNotifications(page: number, signal?: AbortSignal): Promise<ApiResponse<'/api/allNotifications', 'get'>> {
  const response = await httpApi.get<ApiResponse<'/api/allNotifications', 'get'>>('allNotifications', {
    params: { page, per_page: NOTIFICATIONS_PER_PAGE },
    signal,
  });
  return response.data;
}
