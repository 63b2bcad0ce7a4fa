import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * Notice and action (Art. 16, 17 DSA; writer: `src/modules/moderation/service.ts`). Anyone may report hosted
 * content (a product, a provider page, a review); the operator decides and the affected user gets a statement
 * of reasons when action is taken.
 */

export const MODERATION_TARGET_TYPES = ['product', 'provider', 'review'] as const;
export type ModerationTargetType = (typeof MODERATION_TARGET_TYPES)[number];

/** Reason categories (German labels in the moderation module); `child_sexual_abuse` may be reported anonymously. */
export const MODERATION_CATEGORIES = [
  'unsafe_product',
  'intellectual_property',
  'fraud',
  'illegal_hate_speech',
  'privacy',
  'protection_of_minors',
  'child_sexual_abuse',
  'other_illegal',
] as const;
export type ModerationCategory = (typeof MODERATION_CATEGORIES)[number];

/** `received → in_review → action_taken | no_action`. */
export const MODERATION_STATUSES = ['received', 'in_review', 'action_taken', 'no_action'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** What the operator did when taking action. */
export const MODERATION_ACTIONS = ['content_removed', 'content_disabled', 'visibility_restricted'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Legal ground of a decision: illegal content (Art. 17 (3) d) or incompatible with the terms (Art. 17 (3) e). */
export const MODERATION_GROUNDS = ['illegal', 'terms'] as const;
export type ModerationGround = (typeof MODERATION_GROUNDS)[number];

export const moderationReports = pgTable(
  'moderation_reports',
  {
    id: serial('id').primaryKey(),
    targetType: text('target_type', { enum: MODERATION_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    /** A readable label of the content when it was reported (product name, provider name, review title). */
    targetLabel: text('target_label').notNull(),
    /** Who provided the content (the provider, or the review's author): receives the statement of reasons. */
    affectedUserId: integer('affected_user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category', { enum: MODERATION_CATEGORIES }).notNull(),
    explanation: text('explanation').notNull(),
    reporterName: text('reporter_name'),
    reporterEmail: text('reporter_email'),
    reporterUserId: integer('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the client address (rate limit); the address itself is not stored. */
    reporterAddressHash: text('reporter_address_hash').notNull(),
    goodFaith: boolean('good_faith').notNull(),
    status: text('status', { enum: MODERATION_STATUSES }).notNull().default('received'),
    action: text('action', { enum: MODERATION_ACTIONS }),
    ground: text('ground', { enum: MODERATION_GROUNDS }),
    /** The facts and reasoning given to the affected user (Art. 17 (3) b–e). */
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('moderation_reports_status_idx').on(table.status, table.createdAt),
    index('moderation_reports_target_idx').on(table.targetType, table.targetId),
    index('moderation_reports_address_idx').on(table.reporterAddressHash, table.createdAt),
  ],
);

/** Every change of a report's state: who, when, from and to (audit trail of the decision). */
export const moderationReportEvents = pgTable(
  'moderation_report_events',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => moderationReports.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: MODERATION_STATUSES }),
    toStatus: text('to_status', { enum: MODERATION_STATUSES }).notNull(),
    actor: text('actor').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('moderation_report_events_report_idx').on(table.reportId, table.createdAt),
    check('moderation_report_events_actor_check', sql`length(${table.actor}) > 0`),
  ],
);
