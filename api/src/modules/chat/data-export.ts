import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chatAttachments, chatConversations, chatMessages, contactSubmissions } from '../../db/schema/chat';
import { exportRows } from '../../lib/export-rows';
import type { ErasedUser } from '../types';

/**
 * The chat's part of the data export (DSGVO Art. 15/20): the person's conversations (with whom, about what), the
 * messages the person wrote, their attachments (name, type, size — not the files) and contact form submissions.
 * The other side's messages are that person's data and not included.
 */
export async function exportUserChat(db: Executor, user: ErasedUser): Promise<Record<string, unknown>> {
  const conversations = await db
    .select()
    .from(chatConversations)
    .where(or(eq(chatConversations.userLow, user.id), eq(chatConversations.userHigh, user.id)))
    .orderBy(asc(chatConversations.id));
  const messages = await db
    .select({
      id: chatMessages.id,
      conversationId: chatMessages.conversationId,
      body: chatMessages.body,
      createdAt: chatMessages.createdAt,
      editedAt: chatMessages.editedAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.senderId, user.id))
    .orderBy(asc(chatMessages.id));
  const attachments = messages.length
    ? await db
        .select({
          messageId: chatAttachments.messageId,
          fileName: chatAttachments.fileName,
          mimeType: chatAttachments.mimeType,
          size: chatAttachments.size,
        })
        .from(chatAttachments)
        .where(
          inArray(
            chatAttachments.messageId,
            messages.map((message) => message.id),
          ),
        )
    : [];
  const contacts = await db
    .select()
    .from(contactSubmissions)
    .where(eq(contactSubmissions.userId, user.id))
    .orderBy(asc(contactSubmissions.id));
  return {
    conversations: conversations.map((conversation) => ({
      id: conversation.id,
      with_user_id: conversation.userLow === user.id ? conversation.userHigh : conversation.userLow,
      context_type: conversation.contextType,
      context_id: conversation.contextId,
      created_at: conversation.createdAt.toISOString(),
    })),
    messages_sent: exportRows(messages),
    attachments: exportRows(attachments),
    contact_submissions: exportRows(contacts, ['userId']),
  };
}
