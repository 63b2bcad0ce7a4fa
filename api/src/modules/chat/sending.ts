import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chatAttachments, chatConversations, type ChatContextType, chatMessages, chatParticipants } from '../../db/schema/chat';
import { accountProviderProfiles, accountUsers } from '../account/public';
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, ValidationError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { notify } from '../notification/public';
import {
  type ChatContext,
  conversationBetween,
  type ConversationRow,
  conversationOf,
  type MessageDto,
  type MessageRow,
  partnerOf,
  publish,
} from './core';
import { messageDtos } from './history';
import { CHAT_TEXT } from './messages';
import { activeUser, chatName, mayStart } from './people';

export const MESSAGE_MAX_LENGTH = 2000;
export const EDIT_WINDOW_MS = 15 * 60 * 1000;
export const SEND_LIMIT_PER_MINUTE = 30;
export const MAX_ATTACHMENTS_PER_MESSAGE = 5;

/** The row of a sender's earlier message with the same client message id (one prepared statement per database). */
const clientMessageQueries = new WeakMap<Executor, ReturnType<typeof prepareClientMessageQuery>>();

function prepareClientMessageQuery(db: Executor) {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, sql.placeholder('senderId')), eq(chatMessages.clientMessageId, sql.placeholder('clientId'))))
    .limit(1)
    .prepare('marktplatz_chat_client_message');
}

async function messageByClientId(db: Executor, senderId: number, clientId: string): Promise<MessageRow | null> {
  let query = clientMessageQueries.get(db);
  if (!query) {
    query = prepareClientMessageQuery(db);
    clientMessageQueries.set(db, query);
  }
  const [row] = await query.execute({ senderId, clientId });
  return row ?? null;
}

/** What the one-statement send answers (ISO time formatted by the database, the same on both drivers). */
interface StoredMessage {
  id: number;
  partner: number;
  created_at: string;
  role: 'User' | 'Company';
  first_name: string;
  last_name: string;
  company_name: string | null;
  /** The client message id was used before: `id` is that message. */
  repeated: boolean;
}

/**
 * Stores a message (creating the conversation with `receiver_id` when needed), then tells both participants'
 * sockets on every instance. A repeated `client_message_id` answers the message stored the first time.
 */
export async function send(
  ctx: ChatContext,
  me: { id: number; role: 'User' | 'Company' },
  input: {
    conversation_id?: number | undefined;
    receiver_id?: number | undefined;
    message: string;
    client_message_id?: string | undefined;
    attachment_ids?: number[] | undefined;
    context_type?: ChatContextType | undefined;
    context_id?: number | undefined;
  },
): Promise<{ message: MessageDto; created: boolean }> {
  const text = input.message.trim();
  const attachmentIds = [...new Set(input.attachment_ids ?? [])];
  if (text.length > MESSAGE_MAX_LENGTH) throw ValidationError.field('message', CHAT_TEXT.tooLong);
  if (!text && attachmentIds.length === 0) throw ValidationError.field('message', CHAT_TEXT.emptyMessage);
  if (attachmentIds.length > MAX_ATTACHMENTS_PER_MESSAGE) throw ValidationError.field('attachment_ids', CHAT_TEXT.tooManyAttachments);
  // Text into an existing conversation takes the one-statement path, which also answers a repeated client
  // message id; everything else looks for the repeat first.
  const textOnly = input.conversation_id !== undefined && attachmentIds.length === 0;
  if (input.client_message_id && !textOnly) {
    const repeated = await repeatedMessage(ctx, me.id, input.client_message_id);
    if (repeated) return repeated;
  }
  if ((await ctx.state.count(`send:${me.id}:${Math.floor(Date.now() / 60_000)}`, 60)) > SEND_LIMIT_PER_MINUTE) {
    // A repeat is answered even over the limit (the client only retries what it sent before).
    const repeated = textOnly && input.client_message_id ? await repeatedMessage(ctx, me.id, input.client_message_id) : null;
    if (repeated) return repeated;
    throw new TooManyRequestsError(CHAT_TEXT.rateLimited, 60);
  }
  if (textOnly) {
    const fast = await sendText(ctx, me.id, input.conversation_id!, text, input.client_message_id ?? null);
    if (fast) return fast;
    // Nothing stored: not a participant, blocked or the partner's account is gone — the full path says which.
  }
  let conversation: ConversationRow;
  let createdConversation = false;
  if (input.conversation_id !== undefined) {
    conversation = await conversationOf(ctx.db, me.id, input.conversation_id);
  } else if (input.receiver_id !== undefined) {
    if (input.receiver_id === me.id) throw ValidationError.field('receiver_id', CHAT_TEXT.self);
    const existing = await conversationBetween(ctx.db, me.id, input.receiver_id);
    if (existing) conversation = existing;
    else {
      if (!(await activeUser(ctx.db, input.receiver_id))) throw new NotFoundError(CHAT_TEXT.userNotFound);
      if (!(await mayStart(ctx.db, me, input.receiver_id))) throw new ForbiddenError(CHAT_TEXT.notAllowed);
      conversation = await openConversation(ctx, me.id, input.receiver_id, input.context_type, input.context_id);
      createdConversation = true;
    }
  } else {
    throw ValidationError.field('receiver_id', CHAT_TEXT.receiverMissing);
  }
  if (conversation.blockedBy !== null) throw new ForbiddenError(CHAT_TEXT.blocked);
  const partner = partnerOf(conversation, me.id);
  if (!(await activeUser(ctx.db, partner))) throw new ForbiddenError(CHAT_TEXT.blocked);

  let row: MessageRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const [message] = await tx
        .insert(chatMessages)
        .values({ conversationId: conversation.id, senderId: me.id, body: text, clientMessageId: input.client_message_id ?? null })
        .returning();
      if (attachmentIds.length) {
        const claimed = await tx
          .update(chatAttachments)
          .set({ messageId: message!.id })
          .where(and(inArray(chatAttachments.id, attachmentIds), eq(chatAttachments.uploaderId, me.id), isNull(chatAttachments.messageId)))
          .returning({ id: chatAttachments.id });
        if (claimed.length !== attachmentIds.length) throw ValidationError.field('attachment_ids', CHAT_TEXT.attachmentTaken);
      }
      await tx
        .update(chatConversations)
        .set({ lastMessageId: message!.id, updatedAt: new Date() })
        .where(eq(chatConversations.id, conversation.id));
      // The sender has read everything up to their own message.
      await tx
        .update(chatParticipants)
        .set({ lastReadMessageId: message!.id })
        .where(and(eq(chatParticipants.conversationId, conversation.id), eq(chatParticipants.userId, me.id)));
      return message!;
    });
  } catch (error) {
    // Two sends racing with one client message id: the second loses the unique index and answers the first.
    const existing = input.client_message_id ? await racedClientMessage(ctx, error, me.id, input.client_message_id) : null;
    if (existing) return existing;
    throw error;
  }
  const [dto] = await messageDtos(ctx, [row]);
  await delivered(ctx, me.id, partner, dto!, createdConversation);
  return { message: dto!, created: true };
}

/** The message the sender stored before under this client message id (answered again, with 200). */
async function repeatedMessage(
  ctx: ChatContext,
  me: number,
  clientId: string,
  id?: number,
): Promise<{ message: MessageDto; created: false } | null> {
  const existing =
    id === undefined
      ? await messageByClientId(ctx.db, me, clientId)
      : (await ctx.db.select().from(chatMessages).where(eq(chatMessages.id, id)))[0];
  if (!existing) return null;
  await conversationOf(ctx.db, me, existing.conversationId);
  return { message: (await messageDtos(ctx, [existing]))[0]!, created: false };
}

/** After two sends raced with one client message id: the loser answers the winner's message. */
async function racedClientMessage(
  ctx: ChatContext,
  error: unknown,
  me: number,
  clientId: string,
): Promise<{ message: MessageDto; created: false } | null> {
  return isUniqueViolation(error) ? repeatedMessage(ctx, me, clientId) : null;
}

/**
 * The common send — text into an existing conversation — in one statement and one round trip: a repeated client
 * message id answers the earlier message; otherwise it stores the message only when the sender takes part, the
 * conversation is not blocked and the partner's account exists, moves the conversation's last message and the
 * sender's read marker, and answers the sender's name. Answers null when it stored nothing.
 */
async function sendText(
  ctx: ChatContext,
  me: number,
  conversationId: number,
  text: string,
  clientId: string | null,
): Promise<{ message: MessageDto; created: boolean } | null> {
  let stored: StoredMessage | undefined;
  try {
    const result = (await ctx.db.execute(sql`
      with earlier as (
        select id from ${chatMessages} where sender_id = ${me} and client_message_id = ${clientId}
      ),
      target as (
        select c.id, case when c.user_low = ${me} then c.user_high else c.user_low end as partner
        from ${chatConversations} c
        where c.id = ${conversationId} and (c.user_low = ${me} or c.user_high = ${me}) and c.blocked_by is null
          and not exists (select 1 from earlier)
      ),
      allowed as (
        select target.id, target.partner from target
        join ${accountUsers} p on p.id = target.partner and p.deleted_at is null
      ),
      m as (
        insert into ${chatMessages} (conversation_id, sender_id, body, client_message_id)
        select allowed.id, ${me}, ${text}, ${clientId} from allowed
        returning id, conversation_id, created_at
      ),
      moved as (
        update ${chatConversations} c set last_message_id = greatest(coalesce(c.last_message_id, 0), m.id), updated_at = now()
        from m where c.id = m.conversation_id
      ),
      seen as (
        update ${chatParticipants} p set last_read_message_id = greatest(p.last_read_message_id, m.id)
        from m where p.conversation_id = m.conversation_id and p.user_id = ${me}
      )
      select m.id, allowed.partner, to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
        u.role, u.first_name, u.last_name, pp.company_name, false as repeated
      from m
      cross join allowed
      join ${accountUsers} u on u.id = ${me}
      left join ${accountProviderProfiles} pp on pp.user_id = u.id
      union all
      select id, 0, null, null, null, null, null, true from earlier
    `)) as unknown as { rows: StoredMessage[] };
    stored = result.rows[0];
  } catch (error) {
    const existing = clientId ? await racedClientMessage(ctx, error, me, clientId) : null;
    if (existing) return existing;
    throw error;
  }
  if (!stored) return null;
  if (stored.repeated) return clientId ? repeatedMessage(ctx, me, clientId, stored.id) : null;
  const dto: MessageDto = {
    message_id: stored.id,
    conversation_id: conversationId,
    sender_id: me,
    sender_name: chatName({
      role: stored.role,
      firstName: stored.first_name,
      lastName: stored.last_name,
      companyName: stored.company_name,
    }),
    message: text,
    client_message_id: clientId,
    created_at: stored.created_at,
    edited_at: null,
    is_edited: false,
    attachments: [],
  };
  await delivered(ctx, me, stored.partner, dto, false);
  return { message: dto, created: true };
}

/** A stored message goes to every socket of both people; the partner gets a notification when not online. */
async function delivered(ctx: ChatContext, me: number, partner: number, dto: MessageDto, createdConversation: boolean): Promise<void> {
  const [, online] = await Promise.all([publish(ctx, [me, partner], { type: 'message', message: dto }), ctx.state.onlineUsers([partner])]);
  if (createdConversation) await publish(ctx, [me, partner], { type: 'conversation', conversation_id: dto.conversation_id });
  if (online.has(partner)) return;
  const text = dto.message;
  const snippet = text ? (text.length > 80 ? `${text.slice(0, 79)}…` : text) : 'Anhang';
  await notify(ctx.db, partner, {
    type: 'new_message',
    title: CHAT_TEXT.newMessageTitle,
    body: `${dto.sender_name}: ${snippet}`,
    data: { conversation_id: dto.conversation_id, message_id: dto.message_id },
  }).catch(() => null);
}

async function openConversation(
  ctx: ChatContext,
  me: number,
  other: number,
  contextType?: ChatContextType,
  contextId?: number,
): Promise<ConversationRow> {
  const [low, high] = me < other ? [me, other] : [other, me];
  return ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(chatConversations)
      .values({
        userLow: low,
        userHigh: high,
        contextType: contextType && contextId ? contextType : null,
        contextId: contextType && contextId ? contextId : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const existing = await conversationBetween(tx, me, other);
      if (!existing) throw new ConflictError();
      return existing;
    }
    await tx.insert(chatParticipants).values([
      { conversationId: created.id, userId: low },
      { conversationId: created.id, userId: high },
    ]);
    return created;
  });
}

/** `/chat/messageUpdate`: own messages, within 15 minutes; shown as „bearbeitet“. */
export async function update(ctx: ChatContext, me: number, messageId: number, text: string): Promise<MessageDto> {
  const body = text.trim();
  if (!body) throw ValidationError.field('message', CHAT_TEXT.emptyMessage);
  if (body.length > MESSAGE_MAX_LENGTH) throw ValidationError.field('message', CHAT_TEXT.tooLong);
  const [row] = await ctx.db.select().from(chatMessages).where(eq(chatMessages.id, messageId)).limit(1);
  if (!row) throw new NotFoundError(CHAT_TEXT.messageNotFound);
  const conversation = await conversationOf(ctx.db, me, row.conversationId).catch(() => {
    throw new NotFoundError(CHAT_TEXT.messageNotFound);
  });
  if (row.senderId !== me) throw new ForbiddenError(CHAT_TEXT.editOwnOnly);
  if (Date.now() - row.createdAt.getTime() > EDIT_WINDOW_MS) throw new ForbiddenError(CHAT_TEXT.editTooLate);
  const [updated] = await ctx.db.update(chatMessages).set({ body, editedAt: new Date() }).where(eq(chatMessages.id, row.id)).returning();
  const [dto] = await messageDtos(ctx, [updated!]);
  await publish(ctx, [conversation.userLow, conversation.userHigh], { type: 'message_updated', message: dto! });
  return dto!;
}
