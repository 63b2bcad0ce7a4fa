import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { chatReports } from './chat';
import { staffMembers } from './staff';

/**
 * Notice and action (Art. 16, 17 DSA; writer: `src/modules/moderation/service.ts`). Anyone may report hosted
 * content (a product, a provider page, a review); the operator decides and the affected user gets a statement
 * of reasons when action is taken.
 */

export const MODERATION_TARGET_TYPES = ['product', 'provider', 'review', 'conversation'] as const;
export type ModerationTargetType = (typeof MODERATION_TARGET_TYPES)[number];

/** What the public notice form accepts (a conversation is reported from the chat, `source = chat_report`). */
export const MODERATION_REPORTABLE_TYPES = ['product', 'provider', 'review'] as const;

/**
 * How a case entered the queue: a notice of the public form (Art. 16 DSA), a conversation reported in the chat, or
 * the operator's own initiative (a provider suspension, Art. 17 DSA).
 */
export const MODERATION_SOURCES = ['notice', 'chat_report', 'own_initiative'] as const;
export type ModerationSource = (typeof MODERATION_SOURCES)[number];

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
export const MODERATION_ACTIONS = ['content_removed', 'content_disabled', 'visibility_restricted', 'account_suspended'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Legal ground of a decision: illegal content (Art. 17 (3) d) or incompatible with the terms (Art. 17 (3) e). */
export const MODERATION_GROUNDS = ['illegal', 'terms'] as const;
export type ModerationGround = (typeof MODERATION_GROUNDS)[number];

/** The concrete legal or contractual ground (a fixed list; German labels in the moderation module). */
export const MODERATION_GROUND_DETAILS = [
  'copyright',
  'trademark',
  'unfair_competition',
  'consumer_protection',
  'product_safety',
  'youth_protection',
  'personality_rights',
  'fraud',
  'other_statutory',
  'terms_prohibited_products',
  'terms_misleading',
  'terms_fake_reviews',
  'terms_spam',
  'terms_harassment',
  'terms_other',
] as const;
export type ModerationGroundDetail = (typeof MODERATION_GROUND_DETAILS)[number];

/** Internal complaint (Art. 20 DSA): who complains, its state and outcome. */
export const COMPLAINANT_ROLES = ['affected', 'reporter'] as const;
export type ComplainantRole = (typeof COMPLAINANT_ROLES)[number];
export const COMPLAINT_STATUSES = ['open', 'decided'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const COMPLAINT_OUTCOMES = ['upheld', 'reversed'] as const;
export type ComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number];

/** One message of a reported conversation as stored with the case. */
export interface ChatTranscriptMessage {
  author_id: number | null;
  author_name: string;
  text: string;
  sent_at: string;
}

export const moderationReports = pgTable(
  'moderation_reports',
  {
    id: serial('id').primaryKey(),
    source: text('source', { enum: MODERATION_SOURCES }).notNull().default('notice'),
    targetType: text('target_type', { enum: MODERATION_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    /** A readable label of the content when it was reported (product name, provider name, review title). */
    targetLabel: text('target_label').notNull(),
    /** Who provided the content (the provider, or the review's author): receives the statement of reasons. */
    affectedUserId: integer('affected_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The notice's reason; `null` for chat reports and own-initiative cases. */
    category: text('category', { enum: MODERATION_CATEGORIES }),
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
    groundDetail: text('ground_detail', { enum: MODERATION_GROUND_DETAILS }),
    /** The facts and reasoning given to the affected user (Art. 17 (3) b–e). */
    decisionReason: text('decision_reason'),
    /** Free text of decisions made before the back office (operator key); new decisions fill `decided_by_staff_id`. */
    decidedBy: text('decided_by'),
    decidedByStaffId: integer('decided_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A reported conversation: the chat's report row and the last messages as they were when it was reported. */
    chatReportId: integer('chat_report_id').references(() => chatReports.id, { onDelete: 'set null' }),
    chatTranscript: jsonb('chat_transcript').$type<ChatTranscriptMessage[]>(),
    /** SHA-256 of the complaint links (Art. 20 DSA) in the decision e-mails to the affected user and the reporter. */
    affectedComplaintTokenHash: text('affected_complaint_token_hash'),
    reporterComplaintTokenHash: text('reporter_complaint_token_hash'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('moderation_reports_source_idx').on(table.source, table.status, table.createdAt),
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
    actorStaffId: integer('actor_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('moderation_report_events_report_idx').on(table.reportId, table.createdAt),
    check('moderation_report_events_actor_check', sql`length(${table.actor}) > 0`),
  ],
);

/**
 * Provider suspensions (Art. 17 DSA, own-initiative case): at most one current (`lifted_at` null) per provider. The
 * effect on the marketplace is `providerWithdrawal.withdrawProvider(…, 'suspended')` / `reinstateProvider`.
 */
export const moderationProviderSuspensions = pgTable(
  'moderation_provider_suspensions',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => moderationReports.id, { onDelete: 'cascade' }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }).notNull().defaultNow(),
    suspendedByStaffId: integer('suspended_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedByStaffId: integer('lifted_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    liftReason: text('lift_reason'),
  },
  (table) => [
    uniqueIndex('moderation_provider_suspensions_current_idx')
      .on(table.providerId)
      .where(sql`${table.liftedAt} is null`),
  ],
);

/** Internal complaints against a decision (Art. 20 DSA): one per case and side (affected user, reporter). */
export const moderationComplaints = pgTable(
  'moderation_complaints',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => moderationReports.id, { onDelete: 'cascade' }),
    complainantRole: text('complainant_role', { enum: COMPLAINANT_ROLES }).notNull(),
    complainantUserId: integer('complainant_user_id').references(() => users.id, { onDelete: 'set null' }),
    complainantName: text('complainant_name'),
    complainantEmail: text('complainant_email'),
    /** SHA-256 of the client address (throttle of the link form); the address itself is not stored. */
    complainantAddressHash: text('complainant_address_hash'),
    text: text('text').notNull(),
    /** Who made the decision complained about: that person may not decide the complaint. */
    firstDecidedByStaffId: integer('first_decided_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull().default('open'),
    outcome: text('outcome', { enum: COMPLAINT_OUTCOMES }),
    decisionReason: text('decision_reason'),
    decidedByStaffId: integer('decided_by_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('moderation_complaints_case_role_idx').on(table.reportId, table.complainantRole),
    index('moderation_complaints_status_idx').on(table.status, table.createdAt),
  ],
);
