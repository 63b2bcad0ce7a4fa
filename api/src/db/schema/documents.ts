import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';
import { inquiries } from './leads';

/** Kinds of an uploaded document (filter `type` of `api/documents`). */
export const DOCUMENT_TYPES = ['contract', 'invoice', 'offer', 'plan', 'photo', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * A user's own upload on the documents page, in private storage. Linked to an inquiry (`inquiry_id`, one the user
 * takes part in), `show` makes it visible to the other side of that inquiry.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inquiryId: integer('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    type: text('type', { enum: DOCUMENT_TYPES }).notNull().default('other'),
    show: boolean('show').notNull().default(false),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('documents_owner_idx').on(table.ownerId, table.id), index('documents_inquiry_idx').on(table.inquiryId)],
);
