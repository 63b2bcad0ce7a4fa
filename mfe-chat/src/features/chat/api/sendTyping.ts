import { http } from '@marktplatz/shared';

export async function sendTyping(conversationId: number): Promise<void> {
  await http.post('chat/typing', { conversation_id: conversationId });
}
