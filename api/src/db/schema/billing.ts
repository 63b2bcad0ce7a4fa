import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';

/**
 * Packages a provider can subscribe to (Basis, Plus, Premium). Prices are net cents per month (19 % VAT is added on
 * the invoice); the entitlements are what the services check (`billing/public.ts` → `entitlements`). A limit of
 * null means no limit.
 */
export const billingPackages = pgTable('billing_packages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  monthlyNetCents: integer('monthly_net_cents').notNull(),
  isPremium: boolean('is_premium').notNull().default(false),
  maxActiveProducts: integer('max_active_products'),
  maxLeadRoutes: integer('max_lead_routes'),
  maxStoreLocations: integer('max_store_locations'),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const BILLING_PAYMENT_METHODS = ['balance', 'sepa', 'invoice'] as const;
export type BillingPaymentMethod = (typeof BILLING_PAYMENT_METHODS)[number];

/**
 * A provider's subscription: monthly periods `[period_start, period_end)` in Berlin calendar days. At most one that
 * is not expired per provider (partial unique index). A downgrade waits in `pending_package_id` until the period
 * ends; a cancel sets `status = cancelled` and the billing run expires it at the period end.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => billingPackages.id),
    pendingPackageId: integer('pending_package_id').references(() => billingPackages.id),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    paymentMethod: text('payment_method', { enum: BILLING_PAYMENT_METHODS }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** SEPA direct debit mandate (when paid by direct debit). */
    mandateReference: text('mandate_reference'),
    mandateAccountHolder: text('mandate_account_holder'),
    mandateIban: text('mandate_iban'),
    mandateSignedAt: timestamp('mandate_signed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('billing_subscriptions_provider_idx').on(table.providerId, table.id),
    index('billing_subscriptions_due_idx').on(table.periodEnd),
    uniqueIndex('billing_subscriptions_one_current')
      .on(table.providerId)
      .where(sql`${table.status} <> 'expired'`),
  ],
);

export const BILLING_INVOICE_KINDS = ['purchase', 'renewal', 'upgrade'] as const;
export type BillingInvoiceKind = (typeof BILLING_INVOICE_KINDS)[number];
export const BILLING_INVOICE_STATUSES = ['open', 'paid'] as const;
export type BillingInvoiceStatus = (typeof BILLING_INVOICE_STATUSES)[number];

export interface BillingInvoiceLine {
  name: string;
  period_start: string;
  period_end: string;
  net_cents: number;
}

export interface BillingParty {
  company: string;
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  vat_id: string | null;
  email: string;
}

/**
 * The marketplace's invoices to providers (own number series `MP-<year>-<5 digits>`, gapless: `billing_invoice_counters`).
 * One purchase or renewal invoice per subscription and period (unique index): the billing run may run twice.
 */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => billingSubscriptions.id),
    kind: text('kind', { enum: BILLING_INVOICE_KINDS }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    vatRate: integer('vat_rate').notNull().default(19),
    paymentMethod: text('payment_method', { enum: BILLING_PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: BILLING_INVOICE_STATUSES }).notNull().default('open'),
    lines: jsonb('lines').$type<BillingInvoiceLine[]>().notNull(),
    buyer: jsonb('buyer').$type<BillingParty>().notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** SEPA: the day the direct debit is collected (announced in the pre-notification). */
    collectionDate: date('collection_date', { mode: 'string' }),
    collectionBatchId: text('collection_batch_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('billing_invoices_provider_idx').on(table.providerId, table.id),
    uniqueIndex('billing_invoices_once_per_period')
      .on(table.subscriptionId, table.periodStart)
      .where(sql`${table.kind} in ('purchase', 'renewal')`),
    check('billing_invoices_gross_check', sql`${table.grossCents} = ${table.netCents} + ${table.vatCents}`),
  ],
);

/** The marketplace's invoice counter per year: one row, locked by the issuing transaction (gapless series). */
export const billingInvoiceCounters = pgTable('billing_invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

// ---------------------------------------------------------------------------------------------------------------
// Commission documents (migration 0038; billing README „Provisionsrechnungen“)

export const COMMISSION_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type CommissionDocumentKind = (typeof COMMISSION_DOCUMENT_KINDS)[number];

/**
 * One line of a commission document: a vendor order (shop or food order) whose commission the invoice charges, or a
 * refund whose commission the credit note gives back. Frozen at issue (the document never changes).
 */
export interface CommissionDocumentLine {
  /** `shop` | `food` order, or `other` (an entry without a vendor order, e.g. a lead). */
  kind: 'shop' | 'food' | 'other';
  vendor_order_id: number | null;
  refund_id: number | null;
  /** The vendor order number (`MP-2026-000123-1`), or the ledger entry's note. */
  number: string;
  /** Berlin day of the order (invoice) or of the refund (credit note), `YYYY-MM-DD`. */
  date: string;
  /** The order's gross total (invoice) or the refunded gross amount (credit note), cents. */
  gross_cents: number;
  /** The net commission charged (invoice) or given back (credit note), cents, positive. */
  net_cents: number;
  /** Credit note: the commission invoice that charged this order's commission, when there is one. */
  invoice_number: string | null;
}

/**
 * The marketplace's monthly commission documents to a provider: a Provisionsrechnung (`invoice`, series
 * `PR-<year>-<5 digits>`) and a Gutschrift (`credit_note`, series `PG-…`) for commission given back with refunds. At
 * most one of each kind per provider and Berlin month (unique key): the monthly run may run twice. Settled against
 * the provider's balance at issue by one `commission_vat` ledger entry (`ledger_entry_id`).
 */
export const commissionDocuments = pgTable(
  'commission_documents',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: COMMISSION_DOCUMENT_KINDS }).notNull(),
    /** The Berlin month billed, `YYYY-MM`. */
    month: text('month').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    /** First day after the period (exclusive), as `billing_invoices`. */
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    documentNumber: text('document_number').notNull().unique(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    vatRate: integer('vat_rate').notNull().default(19),
    lines: jsonb('lines').$type<CommissionDocumentLine[]>().notNull(),
    buyer: jsonb('buyer').$type<BillingParty>().notNull(),
    /** Credit note: the commission invoices it corrects (numbers). */
    refersTo: jsonb('refers_to').$type<string[]>().notNull().default([]),
    /** The `commission_vat` ledger entry that settled the document against the balance. */
    ledgerEntryId: integer('ledger_entry_id').unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('commission_documents_once_per_month').on(table.providerId, table.month, table.kind),
    index('commission_documents_provider_idx').on(table.providerId, table.id),
    index('commission_documents_month_idx').on(table.month, table.id),
    check('commission_documents_gross_check', sql`${table.grossCents} = ${table.netCents} + ${table.vatCents}`),
  ],
);

/** Counter per number series (`PR` invoices, `PG` credit notes) and year: the issuing transaction locks its row (gapless). */
export const commissionDocumentCounters = pgTable(
  'commission_document_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);
