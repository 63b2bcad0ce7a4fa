import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chatAttachments, chatMessages } from '../../db/schema/chat';
import { enqueueJob } from '../../infra/queue';

/**
 * Account deletion (inside its transaction): the user's messages stay for the partner under „Gelöschtes Konto“
 * (the name comes from `users.deleted_at`); their attachments' rows go now, the files and the presence data
 * through the `chat.erase-user` job (queued in the same transaction, so it runs exactly when the deletion
 * committed).
 */
export async function eraseChatUser(tx: Executor, userId: number): Promise<void> {
  const files = await tx
    .delete(chatAttachments)
    .where(eq(chatAttachments.uploaderId, userId))
    .returning({ key: chatAttachments.storageKey });
  await tx.update(chatMessages).set({ clientMessageId: null }).where(eq(chatMessages.senderId, userId));
  await enqueueJob(tx, 'chat.erase-user', { userId, keys: files.map((file) => file.key) }, { key: `chat-erase:${userId}` });
}
