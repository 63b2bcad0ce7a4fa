import { and, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { chatConversations, chatMessages, chatParticipants, chatReports } from '../../db/schema/chat';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { Outbox } from '../outbox/public';
import { receiveChatReport } from '../moderation/public';
import { type ChatContext, conversationBetween, type ConversationDto, conversationOf, partnerOf, publish } from './core';
import { messageDtos } from './history';
import { CHAT_TEXT } from './messages';
import { people } from './people';

/** The conversation list of `/chat/allUsers`, newest activity first. */
export async function conversations(ctx: ChatContext, me: number): Promise<ConversationDto[]> {
  void ctx.state.touchPresence(me);
  const rows = await ctx.db
    .select()
    .from(chatConversations)
    .where(or(eq(chatConversations.userLow, me), eq(chatConversations.userHigh, me)))
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
    .limit(200);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lastIds = rows.map((row) => row.lastMessageId).filter((id): id is number => id !== null);
  const [partners, markers, lastRows, unread] = await Promise.all([
    people(
      ctx,
      rows.map((row) => partnerOf(row, me)),
    ),
    ctx.db.select().from(chatParticipants).where(inArray(chatParticipants.conversationId, ids)),
    lastIds.length ? ctx.db.select().from(chatMessages).where(inArray(chatMessages.id, lastIds)) : Promise.resolve([]),
    ctx.db
      .select({ conversationId: chatMessages.conversationId, count: sql<number>`count(*)::int` })
      .from(chatMessages)
      .innerJoin(chatParticipants, and(eq(chatParticipants.conversationId, chatMessages.conversationId), eq(chatParticipants.userId, me)))
      .where(
        and(
          inArray(chatMessages.conversationId, ids),
          ne(chatMessages.senderId, me),
          gt(chatMessages.id, chatParticipants.lastReadMessageId),
        ),
      )
      .groupBy(chatMessages.conversationId),
  ]);
  const last = new Map((await messageDtos(ctx, lastRows)).map((dto) => [dto.conversation_id, dto]));
  const unreadBy = new Map(unread.map((row) => [row.conversationId, Number(row.count)]));
  return rows.map((row) => {
    const partner = partnerOf(row, me);
    return {
      conversation_id: row.id,
      user: partners.get(partner) ?? { id: partner, name: CHAT_TEXT.deletedAccount, avatar: null, role: 'User', online_status: false },
      last_message: last.get(row.id) ?? null,
      unread_count: unreadBy.get(row.id) ?? 0,
      partner_last_read_id: markers.find((m) => m.conversationId === row.id && m.userId === partner)?.lastReadMessageId ?? 0,
      context: row.contextType && row.contextId ? { type: row.contextType, id: row.contextId } : null,
      blocked: row.blockedBy !== null,
      blocked_by_me: row.blockedBy === me,
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** Unread messages over all conversations (the launcher's badge: one light request). */
export async function unreadTotal(ctx: ChatContext, me: number): Promise<number> {
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(chatParticipants, and(eq(chatParticipants.conversationId, chatMessages.conversationId), eq(chatParticipants.userId, me)))
    .where(and(ne(chatMessages.senderId, me), gt(chatMessages.id, chatParticipants.lastReadMessageId)));
  return Number(row?.count ?? 0);
}

/** Moves the caller's read marker forward (never back) and tells the partner. */
export async function markRead(
  ctx: ChatContext,
  me: number,
  conversationId: number,
  messageId?: number,
): Promise<{ conversation_id: number; last_read_message_id: number }> {
  const conversation = await conversationOf(ctx.db, me, conversationId);
  const target = messageId ?? conversation.lastMessageId ?? 0;
  const [marker] = await ctx.db
    .update(chatParticipants)
    .set({
      lastReadMessageId: sql`greatest(${chatParticipants.lastReadMessageId}, ${Math.min(target, conversation.lastMessageId ?? 0)})`,
    })
    .where(and(eq(chatParticipants.conversationId, conversation.id), eq(chatParticipants.userId, me)))
    .returning();
  const last = marker?.lastReadMessageId ?? 0;
  await publish(ctx, [partnerOf(conversation, me), me], {
    type: 'read',
    conversation_id: conversation.id,
    user_id: me,
    message_id: last,
  });
  return { conversation_id: conversation.id, last_read_message_id: last };
}

/** The typing status of `userId` in the conversation with the caller (the REST fallback of the socket event). */
export async function typingStatus(ctx: ChatContext, me: number, userId: number) {
  const conversation = await conversationBetween(ctx.db, me, userId);
  if (!conversation || userId === me) throw new NotFoundError(CHAT_TEXT.notFound);
  const [typing, online] = await Promise.all([ctx.state.isTyping(conversation.id, userId), ctx.state.onlineUsers([userId])]);
  return { user_id: userId, conversation_id: conversation.id, typing, online_status: online.has(userId) };
}

/** Records that the caller types in a conversation (5 s) and tells the partner's sockets. */
export async function typing(ctx: ChatContext, me: number, conversationId: number): Promise<void> {
  const conversation = await conversationOf(ctx.db, me, conversationId);
  if (conversation.blockedBy !== null) return;
  await ctx.state.setTyping(conversation.id, me);
  await publish(ctx, [partnerOf(conversation, me)], { type: 'typing', conversation_id: conversation.id, user_id: me });
}

export async function setBlocked(
  ctx: ChatContext,
  me: number,
  conversationId: number,
  blocked: boolean,
): Promise<{ conversation_id: number; blocked: boolean }> {
  const conversation = await conversationOf(ctx.db, me, conversationId);
  if (blocked && conversation.blockedBy === null) {
    await ctx.db.update(chatConversations).set({ blockedBy: me }).where(eq(chatConversations.id, conversation.id));
  } else if (!blocked && conversation.blockedBy === me) {
    await ctx.db.update(chatConversations).set({ blockedBy: null }).where(eq(chatConversations.id, conversation.id));
  } else if (!blocked && conversation.blockedBy !== null) {
    throw new ForbiddenError('Nur wer blockiert hat, kann die Blockierung aufheben.');
  }
  await publish(ctx, [conversation.userLow, conversation.userHigh], { type: 'conversation', conversation_id: conversation.id });
  return { conversation_id: conversation.id, blocked };
}

/** Reports a conversation: stored and e-mailed (with the last messages) to MODERATION_EMAIL in one transaction. */
export async function report(ctx: ChatContext, me: number, conversationId: number, reason: string): Promise<void> {
  const { config } = ctx;
  const conversation = await conversationOf(ctx.db, me, conversationId);
  const recent = await ctx.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversation.id))
    .orderBy(desc(chatMessages.id))
    .limit(20);
  const names = await people(ctx, [conversation.userLow, conversation.userHigh]);
  const transcript = recent
    .reverse()
    .map((m) => `[${m.createdAt.toISOString()}] ${names.get(m.senderId)?.name ?? CHAT_TEXT.deletedAccount} (#${m.senderId}): ${m.body}`)
    .join('\n');
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(chatReports).values({ conversationId: conversation.id, reporterId: me, reason }).returning();
    // The report lands in the back office's queue (moderation, `source = chat_report`) with the last messages.
    const queued = await receiveChatReport(tx, {
      chatReportId: row!.id,
      conversationId: conversation.id,
      reporterUserId: me,
      reportedUserId: partnerOf(conversation, me),
      reason,
      messages: recent.map((m) => ({
        author_id: m.senderId,
        author_name: names.get(m.senderId)?.name ?? CHAT_TEXT.deletedAccount,
        text: m.body,
        sent_at: m.createdAt.toISOString(),
      })),
    });
    await new Outbox(tx, config).sendEmail({
      to: config.moderationEmail,
      subject: `Gemeldete Unterhaltung #${conversation.id} (Meldung ${row!.id}, Fall ${queued.caseNumber})`,
      text: `Nutzer #${me} hat die Unterhaltung #${conversation.id} gemeldet.\n\nGrund:\n${reason}\n\nLetzte Nachrichten:\n${transcript || '(keine)'}\n\nIm Backoffice: ${config.publicWebUrl}/admin/meldungen/${queued.caseId}\n`,
    });
  });
}
