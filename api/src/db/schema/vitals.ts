import { index, integer, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The page types real-user figures are grouped by (the shell maps each URL to one). */
export const VITAL_PAGE_TYPES = [
  'home',
  'news',
  'news-article',
  'content',
  'become-provider',
  'product-list',
  'product-search',
  'product',
  'login',
  'register',
  'provider',
  'food',
  'property',
  'other',
] as const;
export type VitalPageType = (typeof VITAL_PAGE_TYPES)[number];

/**
 * Core Web Vitals of one page view, sent by the shell after the visitor allowed statistics. Anonymous by design:
 * no user, no address, no session, no URL — the page type and the three figures only.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: serial('id').primaryKey(),
    pageType: text('page_type', { enum: VITAL_PAGE_TYPES }).notNull(),
    lcpMs: integer('lcp_ms'),
    inpMs: integer('inp_ms'),
    cls: real('cls'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('web_vitals_page_type_recorded_idx').on(table.pageType, table.recordedAt)],
);
