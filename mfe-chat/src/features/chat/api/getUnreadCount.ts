import { http, type ApiResponse } from '@marktplatz/shared';

export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const response = await http.get<ApiResponse<'/chat/unreadCount', 'get'>>('chat/unreadCount', { signal });
  return response.data.data.unread;
}
