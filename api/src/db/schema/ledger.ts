import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { shopRefunds, shopVendorOrders } from './orders';

// The ledger module's tables (README of api/src/modules/ledger): provider balances, payout accounts, withdrawals
// and the finance back office's payout runs. Entries point at the orders' vendor orders and refunds by id.

/**
 * Provider balances (append-only, cents; never updated or deleted — corrections are new entries). The balance is
 * the sum of a provider's entries. Kinds: `sale` (+ vendor order total, when its money is in), `commission` (−),
 * `cash` (− what the provider collected in cash itself: a wash with the sale), `refund` (− money given back),
 * `withdrawal` (− a payout request), `payout_failed` (+ a payout the bank returned), `package_fee` (− a package invoice
 * offset against the balance). Entries of a vendor order are
 * pending until `PAYOUT_HOLD_DAYS` after its completion; the others count at once.
 */
export const LEDGER_KINDS = [
  'sale',
  'commission',
  'cash',
  'refund',
  'withdrawal',
  'payout_failed',
  'package_fee',
  // commission given back with a refund (+), and the 19 % VAT of a commission invoice (−) or credit note (+)
  'commission_refund',
  'commission_vat',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const WITHDRAWAL_STATUSES = ['requested', 'paid', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** A provider's payout request (`/shop/provider/withdraw`), paid by the payout run (SEPA credit transfer file). */
export const providerWithdrawals = pgTable(
  'provider_withdrawals',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reference: text('reference').notNull().default(''),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('requested'),
    /** The account at the time of the request (the payout goes there even if the profile changes later). */
    accountHolder: text('account_holder').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic'),
    /** Payout statement number (`AUS-<year>-<5 digits>`), set by the payout run. */
    statementNumber: text('statement_number'),
    /** The SEPA message the payout went out with. */
    batchId: text('batch_id'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('provider_withdrawals_provider_idx').on(table.providerId, table.id),
    uniqueIndex('provider_withdrawals_statement_unique').on(table.statementNumber),
    check('provider_withdrawals_amount_check', sql`${table.amountCents} > 0`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    vendorOrderId: integer('vendor_order_id').references(() => shopVendorOrders.id),
    refundId: integer('refund_id').references(() => shopRefunds.id),
    withdrawalId: integer('withdrawal_id').references(() => providerWithdrawals.id),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_provider_idx').on(table.providerId, table.id),
    index('ledger_entries_vendor_order_idx').on(table.vendorOrderId),
    // One sale (and one commission, one cash wash) per vendor order; one refund entry per refund.
    uniqueIndex('ledger_entries_once_per_order')
      .on(table.vendorOrderId, table.kind)
      .where(sql`${table.kind} in ('sale', 'commission', 'cash')`),
    uniqueIndex('ledger_entries_once_per_refund')
      .on(table.refundId)
      .where(sql`${table.kind} = 'refund'`),
    // The commission given back with a refund: once per refund (migration 0037).
    uniqueIndex('ledger_entries_commission_once_per_refund')
      .on(table.refundId)
      .where(sql`${table.kind} = 'commission_refund'`),
  ],
);

/** A provider's payout account (`/getPayoutsinfo`), IBAN checked with ibantools. */
export const providerPayoutAccounts = pgTable('provider_payout_accounts', {
  providerId: integer('provider_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountHolder: text('account_holder').notNull(),
  iban: text('iban').notNull(),
  bic: text('bic'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** State of a payout run (README „Ledger, withdrawals, payouts“): created → released → executed; created → cancelled. */
export const PAYOUT_RUN_STATUSES = ['created', 'released', 'executed', 'cancelled'] as const;
export type PayoutRunStatus = (typeof PAYOUT_RUN_STATUSES)[number];

/**
 * A payout run of the finance back office (migration 0039): a chosen set of requested withdrawals, created by one
 * staff member and released by another (four-eyes rule, also a check here); the SEPA credit transfer file
 * (pain.001.001.09) is built and kept at the release. Staff members are kept by id and name (no key into staff).
 */
export const payoutRuns = pgTable(
  'payout_runs',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: PAYOUT_RUN_STATUSES }).notNull().default('created'),
    reason: text('reason'),
    /** The SEPA message id (`MsgId`/`PmtInfId`), set at the release. */
    batchId: text('batch_id'),
    count: integer('count').notNull(),
    totalCents: integer('total_cents').notNull(),
    createdById: integer('created_by_id').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedById: integer('released_by_id'),
    releasedByName: text('released_by_name'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    executedById: integer('executed_by_id'),
    executedByName: text('executed_by_name'),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    cancelledById: integer('cancelled_by_id'),
    cancelledByName: text('cancelled_by_name'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The pain.001.001.09 file, built at the release. */
    sepaXml: text('sepa_xml'),
  },
  (table) => [
    uniqueIndex('payout_runs_batch_unique').on(table.batchId),
    index('payout_runs_status_idx').on(table.status, table.id),
    check('payout_runs_status_check', sql`${table.status} in ('created', 'released', 'executed', 'cancelled')`),
    check('payout_runs_count_check', sql`${table.count} > 0`),
    check('payout_runs_released_by_other_check', sql`${table.releasedById} is null or ${table.releasedById} <> ${table.createdById}`),
  ],
);

/** The withdrawals of a run. `open` while the run is created or released: a withdrawal is in one open run at most. */
export const payoutRunItems = pgTable(
  'payout_run_items',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => payoutRuns.id),
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .references(() => providerWithdrawals.id),
    amountCents: integer('amount_cents').notNull(),
    open: boolean('open').notNull().default(true),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.withdrawalId] }),
    uniqueIndex('payout_run_items_one_open_run')
      .on(table.withdrawalId)
      .where(sql`${table.open}`),
    index('payout_run_items_withdrawal_idx').on(table.withdrawalId),
  ],
);
