import { http } from '@marktplatz/shared';

export async function markRead(conversationId: number, messageId?: number): Promise<void> {
  await http.post('chat/markRead', { conversation_id: conversationId, ...(messageId ? { message_id: messageId } : {}) });
}
