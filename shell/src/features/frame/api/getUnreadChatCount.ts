import { http } from '@marktplatz/shared';

/** `GET chat/unreadCount`: the signed-in user's unread chat messages (0 when the answer has none). */
export async function getUnreadChatCount(): Promise<number> {
  const response = await http.get<{ data?: { unread?: number } }>('chat/unreadCount');
  return Number(response.data.data?.unread ?? 0);
}
