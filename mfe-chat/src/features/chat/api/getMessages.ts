import { http, type ApiResponse } from '@marktplatz/shared';
import type { ChatMessagesPage } from '../types';

export async function getMessages(
  conversationId: number,
  options: { beforeId?: number; afterId?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<ChatMessagesPage> {
  const response = await http.get<ApiResponse<'/getConversationMessages', 'get'>>('getConversationMessages', {
    params: {
      conversation_id: conversationId,
      ...(options.beforeId ? { before_id: options.beforeId } : {}),
      ...(options.afterId !== undefined ? { after_id: options.afterId } : {}),
      ...(options.limit ? { limit: options.limit } : {}),
    },
    signal,
  });
  return response.data.data;
}
