import { and, asc, desc, eq, gt, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import {
  chatAttachments,
  chatConversations,
  chatMessages,
  chatParticipants,
  chatReports,
  inquiries,
  leads,
  offers,
  providerPages,
  shopOrders,
  shopVendorOrders,
  type ChatContextType,
} from '../../db/schema';
import { accountProviderProfiles, accountUsers, providerDisplayName } from '../account/public';
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, ValidationError } from '../../http/errors';
import { privateUploadUrl, uploadUrl } from '../../http/uploads';
import type { Bus } from '../../infra/bus';
import { enqueueJob } from '../../infra/queue';
import { notify } from '../notification/public';
import { Outbox } from '../outbox/public';
import { receiveChatReport } from '../moderation/public';
import { CHAT_TEXT } from './messages';
import type { ChatState } from './state';

export const MESSAGE_MAX_LENGTH = 2000;
export const EDIT_WINDOW_MS = 15 * 60 * 1000;
export const SEND_LIMIT_PER_MINUTE = 30;
export const MAX_ATTACHMENTS_PER_MESSAGE = 5;

/** The bus channel of one user's chat events (every socket of the user on every instance listens). */
export const userChannel = (userId: number) => `chat-user:${userId}`;

export interface ChatUserDto {
  id: number;
  name: string;
  avatar: string | null;
  role: 'User' | 'Company';
  online_status: boolean;
}

export interface AttachmentDto {
  id: number;
  file_name: string;
  kind: 'image' | 'audio' | 'video' | 'document';
  mime_type: string;
  size: number;
  url: string;
}

export interface MessageDto {
  message_id: number;
  conversation_id: number;
  sender_id: number;
  sender_name: string;
  message: string;
  client_message_id: string | null;
  created_at: string;
  edited_at: string | null;
  is_edited: boolean;
  attachments: AttachmentDto[];
}

export interface ConversationDto {
  conversation_id: number;
  user: ChatUserDto;
  last_message: MessageDto | null;
  unread_count: number;
  partner_last_read_id: number;
  context: { type: ChatContextType; id: number } | null;
  blocked: boolean;
  blocked_by_me: boolean;
  updated_at: string;
}

type ConversationRow = typeof chatConversations.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

/** Events on a user's channel (and over the socket). */
export type ChatEvent =
  | { type: 'message'; message: MessageDto }
  | { type: 'message_updated'; message: MessageDto }
  | { type: 'typing'; conversation_id: number; user_id: number }
  | { type: 'read'; conversation_id: number; user_id: number; message_id: number }
  | { type: 'conversation'; conversation_id: number }
  | { type: 'erased'; user_id: number };

const partnerOf = (conversation: ConversationRow, me: number) =>
  conversation.userLow === me ? conversation.userHigh : conversation.userLow;

/** The name the chat shows: the provider's display name, or the person's first and last name. */
function chatName(row: { role: 'User' | 'Company'; firstName: string; lastName: string; companyName: string | null }): string {
  return row.role === 'Company'
    ? providerDisplayName(row.companyName, row.firstName, row.lastName)
    : `${row.firstName} ${row.lastName}`.trim();
}

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

export class ChatService {
  constructor(
    private readonly db: Database,
    private readonly config: AppConfig,
    private readonly state: ChatState,
    private readonly bus: Bus,
  ) {}

  // --- people ---------------------------------------------------------------------------------------------

  async people(ids: number[], db: Executor = this.db): Promise<Map<number, ChatUserDto>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const [rows, online] = await Promise.all([
      db
        .select({
          id: accountUsers.id,
          role: accountUsers.role,
          firstName: accountUsers.firstName,
          lastName: accountUsers.lastName,
          avatar: accountUsers.avatar,
          deletedAt: accountUsers.deletedAt,
          companyName: accountProviderProfiles.companyName,
        })
        .from(accountUsers)
        .leftJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, accountUsers.id))
        .where(inArray(accountUsers.id, unique)),
      this.state.onlineUsers(unique),
    ]);
    return new Map(
      rows.map((row) => [
        row.id,
        row.deletedAt
          ? { id: row.id, name: CHAT_TEXT.deletedAccount, avatar: null, role: row.role, online_status: false }
          : {
              id: row.id,
              name: chatName(row),
              avatar: uploadUrl(this.config, row.avatar),
              role: row.role,
              online_status: online.has(row.id),
            },
      ]),
    );
  }

  private async activeUser(id: number, db: Executor = this.db) {
    const [row] = await db
      .select({ id: accountUsers.id, role: accountUsers.role })
      .from(accountUsers)
      .where(and(eq(accountUsers.id, id), isNull(accountUsers.deletedAt)))
      .limit(1);
    return row ?? null;
  }

  /**
   * Whether `me` may start a conversation with `other`: a customer with a provider whose page shows the chat; a
   * provider with a customer it has an order, lead or offer with; providers with each other. An existing
   * conversation is always continued (unless blocked).
   */
  async mayStart(me: { id: number; role: 'User' | 'Company' }, otherId: number, db: Executor = this.db): Promise<boolean> {
    if (otherId === me.id) return false;
    const other = await this.activeUser(otherId, db);
    if (!other) return false;
    if (await this.conversationBetween(me.id, otherId, db)) return true;
    if (me.role === 'User' && other.role === 'Company') {
      const [page] = await db.select({ showChat: providerPages.showChat }).from(providerPages).where(eq(providerPages.providerId, otherId));
      return page ? page.showChat : true;
    }
    if (me.role === 'Company' && other.role === 'Company') return true;
    if (me.role === 'Company' && other.role === 'User') return (await this.customerIdsOf(me.id, [otherId], db)).has(otherId);
    return false;
  }

  /** Of `candidates` (or all, when null), the customers the provider has an order, a lead or an offer with. */
  private async customerIdsOf(providerId: number, candidates: number[] | null, db: Executor = this.db): Promise<Set<number>> {
    const limit = (column: typeof shopOrders.userId | typeof inquiries.customerId | typeof offers.customerId) =>
      candidates ? inArray(column, candidates.length ? candidates : [0]) : undefined;
    const [ordered, leaded, offered] = await Promise.all([
      db
        .selectDistinct({ id: shopOrders.userId })
        .from(shopVendorOrders)
        .innerJoin(shopOrders, eq(shopOrders.id, shopVendorOrders.orderId))
        .where(and(eq(shopVendorOrders.providerId, providerId), limit(shopOrders.userId)))
        .limit(500),
      db
        .selectDistinct({ id: inquiries.customerId })
        .from(leads)
        .innerJoin(inquiries, eq(inquiries.id, leads.inquiryId))
        .where(and(eq(leads.providerId, providerId), limit(inquiries.customerId)))
        .limit(500),
      db
        .selectDistinct({ id: offers.customerId })
        .from(offers)
        .where(and(eq(offers.providerId, providerId), limit(offers.customerId)))
        .limit(500),
    ]);
    return new Set([...ordered, ...leaded, ...offered].map((row) => row.id).filter((id): id is number => typeof id === 'number'));
  }

  async conversationBetween(a: number, b: number, db: Executor = this.db): Promise<ConversationRow | null> {
    const [low, high] = a < b ? [a, b] : [b, a];
    const [row] = await db
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.userLow, low), eq(chatConversations.userHigh, high)))
      .limit(1);
    return row ?? null;
  }

  /** The conversation when `me` takes part in it; 404 otherwise (a stranger learns nothing). */
  async conversationOf(me: number, conversationId: number, db: Executor = this.db): Promise<ConversationRow> {
    const [row] = await db
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.id, conversationId), or(eq(chatConversations.userLow, me), eq(chatConversations.userHigh, me))))
      .limit(1);
    if (!row) throw new NotFoundError(CHAT_TEXT.notFound);
    return row;
  }

  // --- messages ---------------------------------------------------------------------------------------------

  async messageDtos(rows: MessageRow[], db: Executor = this.db): Promise<MessageDto[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [people, files] = await Promise.all([
      this.people(
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
        url: await privateUploadUrl(this.config, file.storageKey),
      });
      byMessage.set(file.messageId!, list);
    }
    return rows.map((row) => ({
      message_id: row.id,
      conversation_id: row.conversationId,
      sender_id: row.senderId,
      sender_name: people.get(row.senderId)?.name ?? CHAT_TEXT.deletedAccount,
      message: row.body,
      client_message_id: row.clientMessageId,
      created_at: row.createdAt.toISOString(),
      edited_at: row.editedAt?.toISOString() ?? null,
      is_edited: row.editedAt !== null,
      attachments: byMessage.get(row.id) ?? [],
    }));
  }

  /** The conversation list of `/chat/allUsers`, newest activity first. */
  async conversations(me: number): Promise<ConversationDto[]> {
    void this.state.touchPresence(me);
    const rows = await this.db
      .select()
      .from(chatConversations)
      .where(or(eq(chatConversations.userLow, me), eq(chatConversations.userHigh, me)))
      .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
      .limit(200);
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const lastIds = rows.map((row) => row.lastMessageId).filter((id): id is number => id !== null);
    const [people, markers, lastRows, unread] = await Promise.all([
      this.people(rows.map((row) => partnerOf(row, me))),
      this.db.select().from(chatParticipants).where(inArray(chatParticipants.conversationId, ids)),
      lastIds.length ? this.db.select().from(chatMessages).where(inArray(chatMessages.id, lastIds)) : Promise.resolve([]),
      this.db
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
    const last = new Map((await this.messageDtos(lastRows)).map((dto) => [dto.conversation_id, dto]));
    const unreadBy = new Map(unread.map((row) => [row.conversationId, Number(row.count)]));
    return rows.map((row) => {
      const partner = partnerOf(row, me);
      return {
        conversation_id: row.id,
        user: people.get(partner) ?? { id: partner, name: CHAT_TEXT.deletedAccount, avatar: null, role: 'User', online_status: false },
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
  async unreadTotal(me: number): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(chatMessages)
      .innerJoin(chatParticipants, and(eq(chatParticipants.conversationId, chatMessages.conversationId), eq(chatParticipants.userId, me)))
      .where(and(ne(chatMessages.senderId, me), gt(chatMessages.id, chatParticipants.lastReadMessageId)));
    return Number(row?.count ?? 0);
  }

  /** Messages of one conversation, oldest first: the newest page, older ones with `before_id`, newer (catch-up) with `after_id`. */
  async messages(
    me: number,
    input: { conversation_id: number; before_id?: number | undefined; after_id?: number | undefined; limit: number },
  ) {
    const conversation = await this.conversationOf(me, input.conversation_id);
    const partner = partnerOf(conversation, me);
    const where = [eq(chatMessages.conversationId, conversation.id)];
    if (input.before_id !== undefined) where.push(lt(chatMessages.id, input.before_id));
    if (input.after_id !== undefined) where.push(gt(chatMessages.id, input.after_id));
    const ascending = input.after_id !== undefined;
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(and(...where))
      .orderBy(ascending ? asc(chatMessages.id) : desc(chatMessages.id))
      .limit(input.limit + 1);
    const hasMore = rows.length > input.limit;
    const page = rows.slice(0, input.limit);
    if (!ascending) page.reverse();
    const [people, markers] = await Promise.all([
      this.people([partner]),
      this.db.select().from(chatParticipants).where(eq(chatParticipants.conversationId, conversation.id)),
    ]);
    return {
      conversation_id: conversation.id,
      user: people.get(partner) ?? {
        id: partner,
        name: CHAT_TEXT.deletedAccount,
        avatar: null,
        role: 'User' as const,
        online_status: false,
      },
      messages: await this.messageDtos(page),
      has_more: hasMore,
      partner_last_read_id: markers.find((m) => m.userId === partner)?.lastReadMessageId ?? 0,
      my_last_read_id: markers.find((m) => m.userId === me)?.lastReadMessageId ?? 0,
      blocked: conversation.blockedBy !== null,
      blocked_by_me: conversation.blockedBy === me,
    };
  }

  /**
   * Stores a message (creating the conversation with `receiver_id` when needed), then tells both participants'
   * sockets on every instance. A repeated `client_message_id` answers the message stored the first time.
   */
  async send(
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
      const repeated = await this.repeated(me.id, input.client_message_id);
      if (repeated) return repeated;
    }
    if ((await this.state.count(`send:${me.id}:${Math.floor(Date.now() / 60_000)}`, 60)) > SEND_LIMIT_PER_MINUTE) {
      // A repeat is answered even over the limit (the client only retries what it sent before).
      const repeated = textOnly && input.client_message_id ? await this.repeated(me.id, input.client_message_id) : null;
      if (repeated) return repeated;
      throw new TooManyRequestsError(CHAT_TEXT.rateLimited, 60);
    }
    if (textOnly) {
      const fast = await this.sendText(me.id, input.conversation_id!, text, input.client_message_id ?? null);
      if (fast) return fast;
      // Nothing stored: not a participant, blocked or the partner's account is gone — the full path says which.
    }
    let conversation: ConversationRow;
    let createdConversation = false;
    if (input.conversation_id !== undefined) {
      conversation = await this.conversationOf(me.id, input.conversation_id);
    } else if (input.receiver_id !== undefined) {
      if (input.receiver_id === me.id) throw ValidationError.field('receiver_id', CHAT_TEXT.self);
      const existing = await this.conversationBetween(me.id, input.receiver_id);
      if (existing) conversation = existing;
      else {
        if (!(await this.activeUser(input.receiver_id))) throw new NotFoundError(CHAT_TEXT.userNotFound);
        if (!(await this.mayStart(me, input.receiver_id))) throw new ForbiddenError(CHAT_TEXT.notAllowed);
        conversation = await this.openConversation(me.id, input.receiver_id, input.context_type, input.context_id);
        createdConversation = true;
      }
    } else {
      throw ValidationError.field('receiver_id', CHAT_TEXT.receiverMissing);
    }
    if (conversation.blockedBy !== null) throw new ForbiddenError(CHAT_TEXT.blocked);
    const partner = partnerOf(conversation, me.id);
    if (!(await this.activeUser(partner))) throw new ForbiddenError(CHAT_TEXT.blocked);

    let row: MessageRow;
    try {
      row = await this.db.transaction(async (tx) => {
        const [message] = await tx
          .insert(chatMessages)
          .values({ conversationId: conversation.id, senderId: me.id, body: text, clientMessageId: input.client_message_id ?? null })
          .returning();
        if (attachmentIds.length) {
          const claimed = await tx
            .update(chatAttachments)
            .set({ messageId: message!.id })
            .where(
              and(inArray(chatAttachments.id, attachmentIds), eq(chatAttachments.uploaderId, me.id), isNull(chatAttachments.messageId)),
            )
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
      const existing = input.client_message_id ? await this.racedClientMessage(error, me.id, input.client_message_id) : null;
      if (existing) return existing;
      throw error;
    }
    const [dto] = await this.messageDtos([row]);
    await this.delivered(me.id, partner, dto!, createdConversation);
    return { message: dto!, created: true };
  }

  /** The message the sender stored before under this client message id (answered again, with 200). */
  private async repeated(me: number, clientId: string, id?: number): Promise<{ message: MessageDto; created: false } | null> {
    const existing =
      id === undefined
        ? await messageByClientId(this.db, me, clientId)
        : (await this.db.select().from(chatMessages).where(eq(chatMessages.id, id)))[0];
    if (!existing) return null;
    await this.conversationOf(me, existing.conversationId);
    return { message: (await this.messageDtos([existing]))[0]!, created: false };
  }

  /** After two sends raced with one client message id: the loser answers the winner's message. */
  private async racedClientMessage(error: unknown, me: number, clientId: string): Promise<{ message: MessageDto; created: false } | null> {
    return isUniqueViolation(error) ? this.repeated(me, clientId) : null;
  }

  /**
   * The common send — text into an existing conversation — in one statement and one round trip: a repeated client
   * message id answers the earlier message; otherwise it stores the message only when the sender takes part, the
   * conversation is not blocked and the partner's account exists, moves the conversation's last message and the
   * sender's read marker, and answers the sender's name. Answers null when it stored nothing.
   */
  private async sendText(
    me: number,
    conversationId: number,
    text: string,
    clientId: string | null,
  ): Promise<{ message: MessageDto; created: boolean } | null> {
    let stored: StoredMessage | undefined;
    try {
      const result = (await this.db.execute(sql`
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
      const existing = clientId ? await this.racedClientMessage(error, me, clientId) : null;
      if (existing) return existing;
      throw error;
    }
    if (!stored) return null;
    if (stored.repeated) return clientId ? this.repeated(me, clientId, stored.id) : null;
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
    await this.delivered(me, stored.partner, dto, false);
    return { message: dto, created: true };
  }

  /** A stored message goes to every socket of both people; the partner gets a notification when not online. */
  private async delivered(me: number, partner: number, dto: MessageDto, createdConversation: boolean): Promise<void> {
    const [, online] = await Promise.all([
      this.publish([me, partner], { type: 'message', message: dto }),
      this.state.onlineUsers([partner]),
    ]);
    if (createdConversation) await this.publish([me, partner], { type: 'conversation', conversation_id: dto.conversation_id });
    if (online.has(partner)) return;
    const text = dto.message;
    const snippet = text ? (text.length > 80 ? `${text.slice(0, 79)}…` : text) : 'Anhang';
    await notify(this.db, partner, {
      type: 'new_message',
      title: CHAT_TEXT.newMessageTitle,
      body: `${dto.sender_name}: ${snippet}`,
      data: { conversation_id: dto.conversation_id, message_id: dto.message_id },
    }).catch(() => null);
  }

  private async openConversation(me: number, other: number, contextType?: ChatContextType, contextId?: number): Promise<ConversationRow> {
    const [low, high] = me < other ? [me, other] : [other, me];
    return this.db.transaction(async (tx) => {
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
        const existing = await this.conversationBetween(me, other, tx);
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
  async update(me: number, messageId: number, text: string): Promise<MessageDto> {
    const body = text.trim();
    if (!body) throw ValidationError.field('message', CHAT_TEXT.emptyMessage);
    if (body.length > MESSAGE_MAX_LENGTH) throw ValidationError.field('message', CHAT_TEXT.tooLong);
    const [row] = await this.db.select().from(chatMessages).where(eq(chatMessages.id, messageId)).limit(1);
    if (!row) throw new NotFoundError(CHAT_TEXT.messageNotFound);
    const conversation = await this.conversationOf(me, row.conversationId).catch(() => {
      throw new NotFoundError(CHAT_TEXT.messageNotFound);
    });
    if (row.senderId !== me) throw new ForbiddenError(CHAT_TEXT.editOwnOnly);
    if (Date.now() - row.createdAt.getTime() > EDIT_WINDOW_MS) throw new ForbiddenError(CHAT_TEXT.editTooLate);
    const [updated] = await this.db.update(chatMessages).set({ body, editedAt: new Date() }).where(eq(chatMessages.id, row.id)).returning();
    const [dto] = await this.messageDtos([updated!]);
    await this.publish([conversation.userLow, conversation.userHigh], { type: 'message_updated', message: dto! });
    return dto!;
  }

  /** Moves the caller's read marker forward (never back) and tells the partner. */
  async markRead(
    me: number,
    conversationId: number,
    messageId?: number,
  ): Promise<{ conversation_id: number; last_read_message_id: number }> {
    const conversation = await this.conversationOf(me, conversationId);
    const target = messageId ?? conversation.lastMessageId ?? 0;
    const [marker] = await this.db
      .update(chatParticipants)
      .set({
        lastReadMessageId: sql`greatest(${chatParticipants.lastReadMessageId}, ${Math.min(target, conversation.lastMessageId ?? 0)})`,
      })
      .where(and(eq(chatParticipants.conversationId, conversation.id), eq(chatParticipants.userId, me)))
      .returning();
    const last = marker?.lastReadMessageId ?? 0;
    await this.publish([partnerOf(conversation, me), me], {
      type: 'read',
      conversation_id: conversation.id,
      user_id: me,
      message_id: last,
    });
    return { conversation_id: conversation.id, last_read_message_id: last };
  }

  /** `/chat/searchUser`: by id or by name, only people the caller may write to. */
  async search(
    me: { id: number; role: 'User' | 'Company' },
    input: { id?: number | undefined; search?: string | undefined },
  ): Promise<ChatUserDto[]> {
    if (input.id !== undefined) {
      if (!(await this.mayStart(me, input.id))) return [];
      const person = (await this.people([input.id])).get(input.id);
      return person ? [person] : [];
    }
    const term = (input.search ?? '').trim();
    if (term.length < 2) return [];
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const nameMatch = or(
      ilike(accountUsers.firstName, like),
      ilike(accountUsers.lastName, like),
      ilike(accountProviderProfiles.companyName, like),
    );
    const candidates = await this.db
      .select({ id: accountUsers.id, role: accountUsers.role, showChat: providerPages.showChat })
      .from(accountUsers)
      .leftJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, accountUsers.id))
      .leftJoin(providerPages, eq(providerPages.providerId, accountUsers.id))
      .where(and(isNull(accountUsers.deletedAt), ne(accountUsers.id, me.id), nameMatch))
      .orderBy(asc(accountUsers.id))
      .limit(200);
    const customers = candidates.filter((row) => row.role === 'User').map((row) => row.id);
    const reachableCustomers = me.role === 'Company' ? await this.customerIdsOf(me.id, customers) : new Set<number>();
    const partnerRows = await this.db
      .select({ low: chatConversations.userLow, high: chatConversations.userHigh })
      .from(chatConversations)
      .where(or(eq(chatConversations.userLow, me.id), eq(chatConversations.userHigh, me.id)));
    const partners = new Set(partnerRows.map((row) => (row.low === me.id ? row.high : row.low)));
    const allowed = candidates
      .filter((row) => {
        if (partners.has(row.id)) return true;
        if (row.role === 'Company') return me.role === 'Company' || row.showChat !== false;
        return me.role === 'Company' && reachableCustomers.has(row.id);
      })
      .slice(0, 20)
      .map((row) => row.id);
    const people = await this.people(allowed);
    return allowed.map((id) => people.get(id)).filter((person): person is ChatUserDto => person !== undefined);
  }

  /** The typing status of `userId` in the conversation with the caller (the REST fallback of the socket event). */
  async typingStatus(me: number, userId: number) {
    const conversation = await this.conversationBetween(me, userId);
    if (!conversation || userId === me) throw new NotFoundError(CHAT_TEXT.notFound);
    const [typing, online] = await Promise.all([this.state.isTyping(conversation.id, userId), this.state.onlineUsers([userId])]);
    return { user_id: userId, conversation_id: conversation.id, typing, online_status: online.has(userId) };
  }

  /** Records that the caller types in a conversation (5 s) and tells the partner's sockets. */
  async typing(me: number, conversationId: number): Promise<void> {
    const conversation = await this.conversationOf(me, conversationId);
    if (conversation.blockedBy !== null) return;
    await this.state.setTyping(conversation.id, me);
    await this.publish([partnerOf(conversation, me)], { type: 'typing', conversation_id: conversation.id, user_id: me });
  }

  async setBlocked(me: number, conversationId: number, blocked: boolean): Promise<{ conversation_id: number; blocked: boolean }> {
    const conversation = await this.conversationOf(me, conversationId);
    if (blocked && conversation.blockedBy === null) {
      await this.db.update(chatConversations).set({ blockedBy: me }).where(eq(chatConversations.id, conversation.id));
    } else if (!blocked && conversation.blockedBy === me) {
      await this.db.update(chatConversations).set({ blockedBy: null }).where(eq(chatConversations.id, conversation.id));
    } else if (!blocked && conversation.blockedBy !== null) {
      throw new ForbiddenError('Nur wer blockiert hat, kann die Blockierung aufheben.');
    }
    await this.publish([conversation.userLow, conversation.userHigh], { type: 'conversation', conversation_id: conversation.id });
    return { conversation_id: conversation.id, blocked };
  }

  /** Reports a conversation: stored and e-mailed (with the last messages) to MODERATION_EMAIL in one transaction. */
  async report(me: number, conversationId: number, reason: string): Promise<void> {
    const conversation = await this.conversationOf(me, conversationId);
    const recent = await this.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversation.id))
      .orderBy(desc(chatMessages.id))
      .limit(20);
    const people = await this.people([conversation.userLow, conversation.userHigh]);
    const transcript = recent
      .reverse()
      .map((m) => `[${m.createdAt.toISOString()}] ${people.get(m.senderId)?.name ?? CHAT_TEXT.deletedAccount} (#${m.senderId}): ${m.body}`)
      .join('\n');
    await this.db.transaction(async (tx) => {
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
          author_name: people.get(m.senderId)?.name ?? CHAT_TEXT.deletedAccount,
          text: m.body,
          sent_at: m.createdAt.toISOString(),
        })),
      });
      await new Outbox(tx, this.config).sendEmail({
        to: this.config.moderationEmail,
        subject: `Gemeldete Unterhaltung #${conversation.id} (Meldung ${row!.id}, Fall ${queued.caseNumber})`,
        text: `Nutzer #${me} hat die Unterhaltung #${conversation.id} gemeldet.\n\nGrund:\n${reason}\n\nLetzte Nachrichten:\n${transcript || '(keine)'}\n\nIm Backoffice: ${this.config.publicWebUrl}/admin/meldungen/${queued.caseId}\n`,
      });
    });
  }

  /** A short-lived download link of an attachment, for participants of its conversation (and its uploader). */
  async attachmentUrl(me: number, attachmentId: number): Promise<AttachmentDto> {
    const [row] = await this.db
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
      url: await privateUploadUrl(this.config, row.file.storageKey),
    };
  }

  async publish(userIds: number[], event: ChatEvent): Promise<void> {
    await Promise.all([...new Set(userIds)].map((id) => this.bus.publish(userChannel(id), event).catch(() => undefined)));
  }
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

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
