import { httpApi, type ApiResponse, type WireShape } from '@marktplatz/shared';

/** The five newest notifications and the unread count (the bell). */
export type LatestNotifications = WireShape<'LatestNotifications'>;

/** `GET api/latestNotifications`: the five newest and the unread count. */
export async function latestNotifications(signal?: AbortSignal): Promise<LatestNotifications> {
  const response = await httpApi.get<ApiResponse<'/api/latestNotifications', 'get'>>('latestNotifications', { signal });
  return response.data.data;
}
