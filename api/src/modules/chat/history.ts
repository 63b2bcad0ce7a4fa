import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chatAttachments, chatConversations, chatMessages, chatParticipants } from '../../db/schema/chat';
import { NotFoundError } from '../../http/errors';
import { privateUploadUrl } from '../../http/uploads';
import { type AttachmentDto, type ChatContext, conversationOf, type MessageDto, type MessageRow, partnerOf } from './core';
import { CHAT_TEXT } from './messages';
import { people } from './people';

export async function messageDtos(ctx: ChatContext, rows: MessageRow[], db: Executor = ctx.db): Promise<MessageDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [senders, files] = await Promise.all([
    people(
      ctx,
      rows.map((row) => row.senderId),
      db,
    ),
    db.select().from(chatAttachments).where(inArray(chatAttachments.messageId, ids)).orderBy(asc(chatAttachments.id)),
  ]);
  const byMessage = new Map<number, AttachmentDto[]>();
  for (const file of files) {
    const list = byMessage.get(file.messageId!) ?? [];
    list.push({
      id: file.id,
      file_name: file.fileName,
      kind: file.kind,
      mime_type: file.mimeType,
      size: file.size,
      url: await privateUploadUrl(ctx.config, file.storageKey),
    });
    byMessage.set(file.messageId!, list);
  }
  return rows.map((row) => ({
    message_id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    sender_name: senders.get(row.senderId)?.name ?? CHAT_TEXT.deletedAccount,
    message: row.body,
    client_message_id: row.clientMessageId,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    is_edited: row.editedAt !== null,
    attachments: byMessage.get(row.id) ?? [],
  }));
}

/** Messages of one conversation, oldest first: the newest page, older ones with `before_id`, newer (catch-up) with `after_id`. */
export async function messages(
  ctx: ChatContext,
  me: number,
  input: { conversation_id: number; before_id?: number | undefined; after_id?: number | undefined; limit: number },
) {
  const conversation = await conversationOf(ctx.db, me, input.conversation_id);
  const partner = partnerOf(conversation, me);
  const where = [eq(chatMessages.conversationId, conversation.id)];
  if (input.before_id !== undefined) where.push(lt(chatMessages.id, input.before_id));
  if (input.after_id !== undefined) where.push(gt(chatMessages.id, input.after_id));
  const ascending = input.after_id !== undefined;
  const rows = await ctx.db
    .select()
    .from(chatMessages)
    .where(and(...where))
    .orderBy(ascending ? asc(chatMessages.id) : desc(chatMessages.id))
    .limit(input.limit + 1);
  const hasMore = rows.length > input.limit;
  const page = rows.slice(0, input.limit);
  if (!ascending) page.reverse();
  const [partners, markers] = await Promise.all([
    people(ctx, [partner]),
    ctx.db.select().from(chatParticipants).where(eq(chatParticipants.conversationId, conversation.id)),
  ]);
  return {
    conversation_id: conversation.id,
    user: partners.get(partner) ?? {
      id: partner,
      name: CHAT_TEXT.deletedAccount,
      avatar: null,
      role: 'User' as const,
      online_status: false,
    },
    messages: await messageDtos(ctx, page),
    has_more: hasMore,
    partner_last_read_id: markers.find((m) => m.userId === partner)?.lastReadMessageId ?? 0,
    my_last_read_id: markers.find((m) => m.userId === me)?.lastReadMessageId ?? 0,
    blocked: conversation.blockedBy !== null,
    blocked_by_me: conversation.blockedBy === me,
  };
}

/** A short-lived download link of an attachment, for participants of its conversation (and its uploader). */
export async function attachmentUrl(ctx: ChatContext, me: number, attachmentId: number): Promise<AttachmentDto> {
  const [row] = await ctx.db
    .select({ file: chatAttachments, low: chatConversations.userLow, high: chatConversations.userHigh })
    .from(chatAttachments)
    .leftJoin(chatMessages, eq(chatMessages.id, chatAttachments.messageId))
    .leftJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(eq(chatAttachments.id, attachmentId))
    .limit(1);
  const allowed = row && (row.file.messageId === null ? row.file.uploaderId === me : row.low === me || row.high === me);
  if (!row || !allowed) throw new NotFoundError(CHAT_TEXT.attachmentNotFound);
  return {
    id: row.file.id,
    file_name: row.file.fileName,
    kind: row.file.kind,
    mime_type: row.file.mimeType,
    size: row.file.size,
    url: await privateUploadUrl(ctx.config, row.file.storageKey),
  };
}
