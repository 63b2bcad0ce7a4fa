import { z } from 'zod';
import { CHAT_ATTACHMENT_KINDS, CHAT_CONTEXT_TYPES } from '../../db/schema/chat';
import { wireSchema } from '../../http/contract';

export const chatUserSchema = wireSchema(
  'ChatUser',
  z.object({
    id: z.number().int(),
    name: z.string(),
    avatar: z.string().nullable(),
    role: z.enum(['User', 'Company']),
    online_status: z.boolean(),
  }),
);

export const chatAttachmentSchema = wireSchema(
  'ChatAttachment',
  z.object({
    id: z.number().int(),
    file_name: z.string(),
    kind: z.enum(CHAT_ATTACHMENT_KINDS),
    mime_type: z.string(),
    size: z.number().int(),
    /** A short-lived download link (private storage). */
    url: z.string(),
  }),
);

export const chatMessageSchema = wireSchema(
  'ChatMessage',
  z.object({
    message_id: z.number().int(),
    conversation_id: z.number().int(),
    sender_id: z.number().int(),
    sender_name: z.string(),
    message: z.string(),
    client_message_id: z.string().nullable(),
    created_at: z.string(),
    edited_at: z.string().nullable(),
    is_edited: z.boolean(),
    attachments: z.array(chatAttachmentSchema),
  }),
);

export const chatConversationSchema = wireSchema(
  'ChatConversation',
  z.object({
    conversation_id: z.number().int(),
    user: chatUserSchema,
    last_message: chatMessageSchema.nullable(),
    unread_count: z.number().int(),
    partner_last_read_id: z.number().int(),
    context: z.object({ type: z.enum(CHAT_CONTEXT_TYPES), id: z.number().int() }).nullable(),
    blocked: z.boolean(),
    blocked_by_me: z.boolean(),
    updated_at: z.string(),
  }),
);

export const chatMessagesPageSchema = wireSchema(
  'ChatMessagesPage',
  z.object({
    conversation_id: z.number().int(),
    user: chatUserSchema,
    messages: z.array(chatMessageSchema),
    has_more: z.boolean(),
    partner_last_read_id: z.number().int(),
    my_last_read_id: z.number().int(),
    blocked: z.boolean(),
    blocked_by_me: z.boolean(),
  }),
);

export const chatAddressSchema = wireSchema(
  'ChatAddress',
  z.object({
    /** The WebSocket endpoint; open it with `?ticket=<ticket>`. */
    url: z.string(),
    ticket: z.string(),
    expires_at: z.string(),
    /** Heartbeat interval the client keeps (seconds). */
    heartbeat_seconds: z.number().int(),
  }),
);

export const chatTypingStatusSchema = wireSchema(
  'ChatTypingStatus',
  z.object({ user_id: z.number().int(), conversation_id: z.number().int(), typing: z.boolean(), online_status: z.boolean() }),
);

export const chatReadSchema = z.object({ conversation_id: z.number().int(), last_read_message_id: z.number().int() });
export const chatBlockSchema = z.object({ conversation_id: z.number().int(), blocked: z.boolean() });
