import { http, type ApiResponse } from '@marktplatz/shared';
import type { ChatConversation } from '../types';

export async function getConversations(signal?: AbortSignal): Promise<ChatConversation[]> {
  const response = await http.get<ApiResponse<'/chat/allUsers', 'get'>>('chat/allUsers', { signal });
  return response.data.data;
}
