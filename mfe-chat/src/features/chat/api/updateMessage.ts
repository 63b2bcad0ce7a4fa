import { http, type ApiResponse } from '@marktplatz/shared';
import type { ChatMessage } from '../types';

export async function updateMessage(messageId: number, message: string): Promise<ChatMessage> {
  const response = await http.post<ApiResponse<'/chat/messageUpdate', 'post'>>('chat/messageUpdate', { message_id: messageId, message });
  return response.data.data;
}
