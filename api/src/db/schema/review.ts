import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { shopProducts } from './shop';

/** `published` (listed, counted in the averages) or `hidden` (taken down by the operator after a report). */
export const REVIEW_STATUSES = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * Product reviews (writer: `src/modules/review/service.ts`): 1–5 stars with a text, one per customer and product.
 * `verified_purchase` records the purchase check made when the review was written.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title'),
    review: text('review').notNull(),
    anonym: boolean('anonym').notNull().default(false),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('product_reviews_product_user_unique').on(table.productId, table.userId),
    index('product_reviews_product_idx').on(table.productId, table.status, table.createdAt.desc(), table.id.desc()),
    index('product_reviews_user_idx').on(table.userId),
    check('product_reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

/** Why a review was reported (German labels in the review module). */
export const REVIEW_REPORT_REASONS = ['spam', 'offensive', 'false_facts', 'personal_data', 'not_about_product', 'other'] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

/** `open` until the operator decides: `upheld` (review hidden) or `dismissed` (review stays). */
export const REVIEW_REPORT_STATUSES = ['open', 'upheld', 'dismissed'] as const;
export type ReviewReportStatus = (typeof REVIEW_REPORT_STATUSES)[number];

/** Reports of reviews by logged-in users (notice and action); one per user and review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REVIEW_REPORT_REASONS }).notNull(),
    message: text('message'),
    status: text('status', { enum: REVIEW_REPORT_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('review_reports_review_reporter_unique').on(table.reviewId, table.reporterId),
    index('review_reports_status_idx').on(table.status, table.createdAt),
  ],
);
