import { http, type ApiResponse } from '@marktplatz/shared';

export async function reportConversation(conversationId: number, reason: string): Promise<string | undefined> {
  const response = await http.post<ApiResponse<'/chat/report', 'post'>>('chat/report', { conversation_id: conversationId, reason });
  return response.data.message;
}
