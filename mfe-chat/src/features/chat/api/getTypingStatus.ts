import { http, type ApiResponse } from '@marktplatz/shared';
import type { ChatTypingStatus } from '../types';

export async function getTypingStatus(userId: number, signal?: AbortSignal): Promise<ChatTypingStatus> {
  const response = await http.get<ApiResponse<'/chat/userTypingStatus', 'get'>>('chat/userTypingStatus', {
    params: { user_id: userId },
    signal,
  });
  return response.data.data;
}
