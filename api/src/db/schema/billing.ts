import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
