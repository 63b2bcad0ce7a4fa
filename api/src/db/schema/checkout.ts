import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './account';
import { addresses } from './address';
import { CASH_OPTIONS, DELIVERY_MODES, shopOrders } from './orders';
import { shopProductVariants, shopShippingMethods } from './shop';

/** `open` carts take items; `merged` ones went into the user's cart at login; `checked_out` ones became an order. */
export const CART_STATUSES = ['open', 'merged', 'checked_out'] as const;
export type CartStatus = (typeof CART_STATUSES)[number];

/**
 * A shopping cart, keyed by `cart_key` (a UUID the client keeps in local storage). A guest cart has no user; a
 * logged-in user has at most one open cart.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    cartKey: uuid('cart_key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CART_STATUSES }).notNull().default('open'),
    mergedIntoCartId: integer('merged_into_cart_id'),
    shippingAddressId: integer('shipping_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    billingAddressId: integer('billing_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('carts_cart_key_unique').on(table.cartKey),
    uniqueIndex('carts_one_open_per_user')
      .on(table.userId)
      .where(sql`${table.status} = 'open' and ${table.userId} is not null`),
  ],
);

/** A cart line: a variant and a quantity; bundle lines carry the bundle (priced by the bundle, not by bulk tiers). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => shopProductVariants.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    bundleId: integer('bundle_id'),
    bundleName: text('bundle_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_items_variant_unique')
      .on(table.cartId, table.variantId)
      .where(sql`${table.bundleId} is null`),
    uniqueIndex('cart_items_bundle_variant_unique')
      .on(table.cartId, table.bundleId, table.variantId)
      .where(sql`${table.bundleId} is not null`),
    check('cart_items_qty_positive', sql`${table.qty} > 0`),
  ],
);

/** The customer's delivery choice for one provider's group of a cart: shipping method or pickup, and cash option. */
export const cartProviderChoices = pgTable(
  'cart_provider_choices',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deliveryMode: text('delivery_mode', { enum: DELIVERY_MODES }).notNull().default('shipping'),
    shippingMethodId: integer('shipping_method_id').references(() => shopShippingMethods.id, { onDelete: 'set null' }),
    cashOption: text('cash_option', { enum: CASH_OPTIONS }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('cart_provider_choices_unique').on(table.cartId, table.providerId)],
);

/**
 * Value vouchers („Wertgutscheine“, multi-purpose vouchers in the sense of § 3 Abs. 15 UStG): a means of payment
 * with a balance, so they do not reduce the VAT of the goods. A voucher may be used until its balance is spent.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    /** Stored upper case; looked up case-insensitively. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    valueCents: integer('value_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vouchers_code_unique').on(table.code),
    check('vouchers_balance_range', sql`${table.balanceCents} >= 0 and ${table.balanceCents} <= ${table.valueCents}`),
  ],
);

/** Each use of a voucher: which order it paid and how much. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('voucher_redemptions_voucher_idx').on(table.voucherId),
    uniqueIndex('voucher_redemptions_order_unique').on(table.orderId),
  ],
);

/** Payment methods on account that need terms kept beside the order: purchase on invoice, SEPA direct debit. */
export const DEFERRED_PAYMENT_METHODS = ['invoice', 'sepa_debit'] as const;
export type DeferredPaymentMethod = (typeof DEFERRED_PAYMENT_METHODS)[number];

/**
 * The terms of an order paid on account: for „Rechnung“ the due date; for the SEPA direct debit the mandate
 * (reference, account holder, IBAN, when it was given) and the day of the debit announced in the pre-notification.
 */
export const orderPaymentTerms = pgTable(
  'order_payment_terms',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    method: text('method', { enum: DEFERRED_PAYMENT_METHODS }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    mandateReference: text('mandate_reference'),
    accountHolder: text('account_holder'),
    iban: text('iban'),
    mandateSignedAt: timestamp('mandate_signed_at', { withTimezone: true }),
    preNotifiedAt: timestamp('pre_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('order_payment_terms_mandate_unique').on(table.mandateReference)],
);

/** A provider's limit for purchase on invoice (per vendor order); without a row the marketplace default applies. */
export const providerInvoiceLimits = pgTable('provider_invoice_limits', {
  providerId: integer('provider_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  limitCents: integer('limit_cents').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
