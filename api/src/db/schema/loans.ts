import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { banks, users } from './account';

export const LOAN_STATUSES = ['submitted', 'in_review', 'offered', 'declined', 'withdrawn'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];
export const LOAN_KINDS = ['business', 'property'] as const;
export type LoanKind = (typeof LOAN_KINDS)[number];
export const PROPERTY_OBJECT_TYPES = ['office', 'retail', 'warehouse', 'production', 'mixed_use', 'land'] as const;
export type PropertyObjectType = (typeof PROPERTY_OBJECT_TYPES)[number];

export interface LoanSalesMonth {
  month: string;
  sales_cents: number;
}

/**
 * A provider's financing request to a partner bank (`api/loanRequest`, property: `api/storePropertyLoan`).
 * Money in cents; the interest rate in thousandths of a percent (3,450 % → 3450), as the preview shows it.
 */
export const loanRequests = pgTable(
  'loan_requests',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id),
    bankId: integer('bank_id')
      .notNull()
      .references(() => banks.id),
    kind: text('kind', { enum: LOAN_KINDS }).notNull(),
    status: text('status', { enum: LOAN_STATUSES }).notNull().default('submitted'),
    amountCents: integer('amount_cents').notNull(),
    termMonths: integer('term_months').notNull(),
    interestMilli: integer('interest_milli').notNull(),
    monthlyRateCents: integer('monthly_rate_cents').notNull(),
    purpose: text('purpose').notNull(),
    salesConsent: boolean('sales_consent').notNull().default(false),
    /** The last 12 months' sales from the ledger, sent with consent. */
    sales: jsonb('sales').$type<LoanSalesMonth[]>(),
    purchasePriceCents: integer('purchase_price_cents'),
    equityCents: integer('equity_cents'),
    location: text('location'),
    objectType: text('object_type', { enum: PROPERTY_OBJECT_TYPES }),
    bankNote: text('bank_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('loan_requests_provider_idx').on(table.providerId, table.id),
    check('loan_requests_amount_check', sql`${table.amountCents} > 0`),
  ],
);
