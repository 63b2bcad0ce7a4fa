import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { shopProducts, shopProductVariants } from './shop';

/**
 * Bundles (writer: `src/modules/bundle/service.ts`). A provider (the sender) puts products of its own and of
 * other providers into a bundle with one bundle price; every other provider in it gets a request and must
 * confirm it. A bundle is sold only while every request is confirmed. Money is integer cents, gross.
 */

/**
 * Status of one provider's request:
 * `requested` → `confirmed` | `rejected` (the receiver answers);
 * `confirmed` → `inactivated` (either side pauses it) → `confirmed` (the receiver confirms again);
 * `rejected` → `requested` (the sender changes the bundle and asks again; any change of the bundle re-asks);
 * any → `deleted` (either side; final).
 */
export const BUNDLE_REQUEST_STATUSES = ['requested', 'confirmed', 'rejected', 'inactivated', 'deleted'] as const;
export type BundleRequestStatus = (typeof BUNDLE_REQUEST_STATUSES)[number];

export const shopBundles = pgTable(
  'shop_bundles',
  {
    id: serial('id').primaryKey(),
    /** The provider who built the bundle and sent the requests. */
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    /** Bundle price (gross cents) the customer pays for one bundle. */
    priceCents: integer('price_cents').notNull(),
    /** Sum of the items' regular prices when the bundle was last saved (shows the saving). */
    regularPriceCents: integer('regular_price_cents').notNull(),
    /** Taken off the marketplace with its provider (account ended or suspended, `withdrawProvider`); null = not withdrawn. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shop_bundles_slug_unique').on(table.slug),
    index('shop_bundles_provider_idx').on(table.providerId),
    check('shop_bundles_price_check', sql`${table.priceCents} > 0`),
  ],
);

/** One product variant in a bundle, with its share of the bundle price per piece. */
export const shopBundleItems = pgTable(
  'shop_bundle_items',
  {
    id: serial('id').primaryKey(),
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => shopBundles.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => shopProductVariants.id, { onDelete: 'cascade' }),
    /** Owner of the product (copied so shares group without a join). */
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    /** Regular gross unit price when saved, and this item's gross unit price inside the bundle. */
    regularUnitPriceCents: integer('regular_unit_price_cents').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('shop_bundle_items_bundle_idx').on(table.bundleId, table.position),
    uniqueIndex('shop_bundle_items_variant_unique').on(table.bundleId, table.variantId),
    check('shop_bundle_items_qty_check', sql`${table.qty} >= 1`),
  ],
);

/** The request to one other provider of a bundle to take part (spec: bundle_provider_request_id). */
export const shopBundleProviderRequests = pgTable(
  'shop_bundle_provider_requests',
  {
    id: serial('id').primaryKey(),
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => shopBundles.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: BUNDLE_REQUEST_STATUSES }).notNull().default('requested'),
    message: text('message').notNull().default(''),
    /** Why it was inactivated, rejected or deleted (shown to the other side). */
    reason: text('reason').notNull().default(''),
    /** Who made the last status change. */
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shop_bundle_requests_bundle_receiver_unique').on(table.bundleId, table.receiverId),
    index('shop_bundle_requests_receiver_idx').on(table.receiverId, table.status),
    index('shop_bundle_requests_sender_idx').on(table.senderId, table.status),
  ],
);
