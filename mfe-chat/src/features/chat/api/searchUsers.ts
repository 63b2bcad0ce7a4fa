import { http, type ApiResponse } from '@marktplatz/shared';
import type { ChatUser } from '../types';

export async function searchUsers(query: { id?: number; search?: string }, signal?: AbortSignal): Promise<ChatUser[]> {
  const response = await http.get<ApiResponse<'/chat/searchUser', 'get'>>('chat/searchUser', { params: query, signal });
  return response.data.data;
}
