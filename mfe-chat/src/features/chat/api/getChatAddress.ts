import { http, type ApiResponse } from '@marktplatz/shared';
import type { ChatAddress } from '../types';

export async function getChatAddress(): Promise<ChatAddress> {
  const response = await http.get<ApiResponse<'/getChatAddress', 'get'>>('getChatAddress');
  return response.data.data;
}
