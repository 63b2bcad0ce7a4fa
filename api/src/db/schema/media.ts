import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staffMembers } from './staff';

/** One stored file of a picture: the original or a responsive size. */
export interface MediaVariant {
  /** Storage key of the file (public storage). */
  key: string;
  width: number;
  height: number;
  /** MIME type of the file (`image/webp`, or the original's). */
  type: string;
  size: number;
}

/**
 * The editors' media library: one row per uploaded picture. Its files lie in the public storage under `folder`
 * (`media/<uuid>/…`): the original and the WebP sizes in `variants`.
 */
export const mediaItems = pgTable(
  'media_items',
  {
    id: serial('id').primaryKey(),
    /** Storage folder of the picture's files; every address of the picture contains it (where-used search). */
    folder: text('folder').notNull(),
    fileName: text('file_name').notNull(),
    title: text('title'),
    altText: text('alt_text').notNull(),
    /** `image/jpeg`, `image/png` or `image/webp`. */
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    original: jsonb('original').$type<MediaVariant>().notNull(),
    /** The WebP sizes, narrowest first. */
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
    uploadedBy: integer('uploaded_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('media_items_folder_unique').on(table.folder), index('media_items_created_idx').on(table.createdAt)],
);
