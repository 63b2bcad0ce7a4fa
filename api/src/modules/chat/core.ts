import { and, eq, or } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import { chatConversations, type ChatContextType, type chatMessages } from '../../db/schema/chat';
import { NotFoundError } from '../../http/errors';
import type { Bus } from '../../infra/bus';
import { CHAT_TEXT } from './messages';
import type { ChatState } from './state';

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

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** Events on a user's channel (and over the socket). */
export type ChatEvent =
  | { type: 'message'; message: MessageDto }
  | { type: 'message_updated'; message: MessageDto }
  | { type: 'typing'; conversation_id: number; user_id: number }
  | { type: 'read'; conversation_id: number; user_id: number; message_id: number }
  | { type: 'conversation'; conversation_id: number }
  | { type: 'erased'; user_id: number };

/** What every chat step works with: the database, the config, the realtime state and the bus of this instance. */
export interface ChatContext {
  readonly db: Database;
  readonly config: AppConfig;
  readonly state: ChatState;
  readonly bus: Bus;
}

export const partnerOf = (conversation: ConversationRow, me: number) =>
  conversation.userLow === me ? conversation.userHigh : conversation.userLow;

export async function conversationBetween(db: Executor, a: number, b: number): Promise<ConversationRow | null> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.userLow, low), eq(chatConversations.userHigh, high)))
    .limit(1);
  return row ?? null;
}

/** The conversation when `me` takes part in it; 404 otherwise (a stranger learns nothing). */
export async function conversationOf(db: Executor, me: number, conversationId: number): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, conversationId), or(eq(chatConversations.userLow, me), eq(chatConversations.userHigh, me))))
    .limit(1);
  if (!row) throw new NotFoundError(CHAT_TEXT.notFound);
  return row;
}

export async function publish(ctx: ChatContext, userIds: number[], event: ChatEvent): Promise<void> {
  await Promise.all([...new Set(userIds)].map((id) => ctx.bus.publish(userChannel(id), event).catch(() => undefined)));
}
