import { http, type ApiResponse } from '@marktplatz/shared';
import type { ChatAttachment } from '../types';

export async function uploadAttachment(file: File): Promise<ChatAttachment> {
  const form = new FormData();
  form.append('file', file);
  const response = await http.post<ApiResponse<'/chat/attachment', 'post'>>('chat/attachment', form);
  return response.data.data;
}
