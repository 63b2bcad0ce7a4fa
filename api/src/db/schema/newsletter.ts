import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';

/** `pending` until the double opt-in link is followed; only `confirmed` counts as subscribed. */
export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Lower case. */
    email: text('email').notNull(),
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('pending'),
    /** The account that asked for it, when a logged-in user subscribed. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the double opt-in secret; cleared once used. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    /** Random per subscription; the unsubscribe token is an HMAC over the e-mail and this salt. */
    unsubscribeSalt: text('unsubscribe_salt').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('newsletter_confirm_token_unique').on(table.confirmTokenHash),
    index('newsletter_user_idx').on(table.userId),
  ],
);
