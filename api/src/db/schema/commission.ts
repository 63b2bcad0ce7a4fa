import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** What a commission rule applies to (precedence: provider > category > type > default). */
export const COMMISSION_SCOPES = ['default', 'type', 'category', 'provider'] as const;
export type CommissionScope = (typeof COMMISSION_SCOPES)[number];

/** The kinds of business a type rule applies to: shop products, food orders, leads (accepted offers). */
export const COMMISSION_TYPES = ['product', 'food', 'lead'] as const;
export type CommissionType = (typeof COMMISSION_TYPES)[number];

/**
 * A commission rate from a day on (migration 0037; written only by the commission module's service). A rule holds
 * until the next rule of the same target (`target`: `default`, `type:food`, `category:12`, `provider:34`) starts;
 * rules are never changed, a rule that already applies is never deleted (history). Rates in basis points (1250 =
 * 12,5 %), net of VAT.
 */
export const commissionRules = pgTable(
  'commission_rules',
  {
    id: serial('id').primaryKey(),
    scope: text('scope', { enum: COMMISSION_SCOPES }).notNull(),
    type: text('type', { enum: COMMISSION_TYPES }),
    categoryId: integer('category_id'),
    providerId: integer('provider_id'),
    /** The scope and its subject as one key: one rule per target and day (unique with `valid_from`). */
    target: text('target').notNull(),
    basisPoints: integer('basis_points').notNull(),
    /** First Berlin calendar day the rate applies. */
    validFrom: date('valid_from').notNull(),
    reason: text('reason').notNull(),
    createdByStaffId: integer('created_by_staff_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('commission_rules_target_day_unique').on(table.target, table.validFrom),
    index('commission_rules_valid_from_idx').on(table.validFrom),
    check('commission_rules_basis_points_check', sql`${table.basisPoints} between 0 and 10000`),
  ],
);
