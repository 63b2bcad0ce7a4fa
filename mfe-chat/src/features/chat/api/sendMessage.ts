import { http, type ApiResponse } from '@marktplatz/shared';
import type { ChatMessage, SendInput } from '../types';

export async function sendMessage(input: SendInput): Promise<ChatMessage> {
  const response = await http.post<ApiResponse<'/sendMessage', 'post'>>('sendMessage', input);
  return response.data.data;
}
