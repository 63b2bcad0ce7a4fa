import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The order of a start page's sections (`home`, `marketplace`) as an editor saved it: the section keys from top to
 * bottom (`modules/content/landing/sections.ts` names them). A page without a row shows its sections in their first
 * order. Written by the content module's landing service alone.
 */
export const landingSections = pgTable('landing_sections', {
  page: text('page').primaryKey(),
  sections: jsonb('sections').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
