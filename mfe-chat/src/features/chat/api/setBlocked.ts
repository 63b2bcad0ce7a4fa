import { http } from '@marktplatz/shared';

export async function setBlocked(conversationId: number, blocked: boolean): Promise<void> {
  await http.post('chat/block', { conversation_id: conversationId, blocked });
}
