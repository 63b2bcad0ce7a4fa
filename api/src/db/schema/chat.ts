import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';

/** What a conversation may be about (optional): a product, an order, an offer or a lead. */
export const CHAT_CONTEXT_TYPES = ['product', 'order', 'offer', 'lead'] as const;
export type ChatContextType = (typeof CHAT_CONTEXT_TYPES)[number];

/** The families of files a message may carry (spec 01 §5). */
export const CHAT_ATTACHMENT_KINDS = ['image', 'audio', 'video', 'document'] as const;
export type ChatAttachmentKind = (typeof CHAT_ATTACHMENT_KINDS)[number];

/**
 * One conversation between two people (writer: `src/modules/chat/service.ts`). One per pair: `user_low` is the
 * smaller of the two user ids, so the pair is unique whichever side starts.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    userLow: integer('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: integer('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contextType: text('context_type', { enum: CHAT_CONTEXT_TYPES }),
    contextId: integer('context_id'),
    /** The participant who blocked the other; nobody writes while it is set. */
    blockedBy: integer('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    lastMessageId: integer('last_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('chat_conversations_pair_idx').on(table.userLow, table.userHigh)],
);

/** The two participants of a conversation with their read marker (the last message id they have seen). */
export const chatParticipants = pgTable(
  'chat_participants',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.userId] }), index('chat_participants_user_idx').on(table.userId)],
);

/** Messages; the id orders them within the conversation. `client_message_id` makes a send idempotent per sender. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull().default(''),
    clientMessageId: text('client_message_id'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_conversation_idx').on(table.conversationId, table.id),
    uniqueIndex('chat_messages_client_idx')
      .on(table.senderId, table.clientMessageId)
      .where(sql`${table.clientMessageId} is not null`),
  ],
);

/** Files of messages, in private storage. Uploaded first (`message_id` null), attached when the message is sent. */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: serial('id').primaryKey(),
    uploaderId: integer('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => chatMessages.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    kind: text('kind', { enum: CHAT_ATTACHMENT_KINDS }).notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_attachments_message_idx').on(table.messageId), index('chat_attachments_uploader_idx').on(table.uploaderId)],
);

/** Conversations reported to the operator's moderation mailbox. */
export const chatReports = pgTable('chat_reports', {
  id: serial('id').primaryKey(),
  conversationId: integer('conversation_id')
    .notNull()
    .references(() => chatConversations.id, { onDelete: 'cascade' }),
  reporterId: integer('reporter_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages sent through the contact form (`/contactformsubmit`). */
export const contactSubmissions = pgTable('contact_submissions', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id'),
  categoryName: text('category_name').notNull().default(''),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  privacyConsent: boolean('privacy_consent').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
