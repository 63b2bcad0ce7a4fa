import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { shopOrders, shopRefunds, shopVendorOrders } from './orders';
import { staffMembers } from './staff';

/**
 * States of a dispute („Marktplatz einschalten“, disputes module README): `open` (the provider may answer) →
 * `answered` → `decided` (support); `open`/`answered` → `withdrawn` (by the customer).
 */
export const DISPUTE_STATUSES = ['open', 'answered', 'decided', 'withdrawn'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Support's decision: the refund in full (the amount claimed), a part of it, or no refund. */
export const DISPUTE_OUTCOMES = ['refund_full', 'refund_partial', 'rejected'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/**
 * A customer's dispute about a refund of a vendor order (a Widerruf creates a refund, so a rejected or unanswered
 * Widerruf is disputed through its refund). Order and vendor order numbers and the provider's name are frozen at
 * opening, so lists need no other module's tables. At most one `open`/`answered` dispute per refund.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => shopRefunds.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id),
    vendorOrderId: integer('vendor_order_id')
      .notNull()
      .references(() => shopVendorOrders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id),
    orderNumber: text('order_number').notNull(),
    vendorOrderNumber: text('vendor_order_number').notNull(),
    providerName: text('provider_name').notNull(),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull().default('open'),
    statement: text('statement').notNull(),
    /** What the customer claims; at most the refund's requested amount. */
    claimedCents: integer('claimed_cents').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The provider's deadline: 5 days after opening. */
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: DISPUTE_OUTCOMES }),
    decidedCents: integer('decided_cents'),
    decisionReason: text('decision_reason'),
    decidedBy: integer('decided_by').references(() => staffMembers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('disputes_refund_active_idx')
      .on(table.refundId)
      .where(sql`${table.status} in ('open', 'answered')`),
    index('disputes_user_idx').on(table.userId, table.id),
    index('disputes_provider_idx').on(table.providerId, table.id),
    index('disputes_status_due_idx').on(table.status, table.answerDueAt),
    check('disputes_claimed_positive', sql`${table.claimedCents} > 0`),
  ],
);

/** Photos of a dispute, from the customer's statement or the provider's answer (private file storage). */
export const disputePhotos = pgTable(
  'dispute_photos',
  {
    id: serial('id').primaryKey(),
    disputeId: integer('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ['customer', 'provider'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dispute_photos_dispute_idx').on(table.disputeId)],
);
