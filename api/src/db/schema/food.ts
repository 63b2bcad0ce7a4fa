import { type AnyColumn, sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';
import { shopOrderItems, shopVendorOrders } from './orders';
import { shopProducts } from './shop';

/**
 * Status of a food order (a vendor order flagged as food). Transitions (the orders service's second table):
 * pending → confirmed | rejected; confirmed → processing | cancelled; processing → on_delivery | ready_for_pickup |
 * cancelled; on_delivery → completed; ready_for_pickup → completed.
 */
export const FOOD_ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'on_delivery',
  'ready_for_pickup',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type FoodOrderStatus = (typeof FOOD_ORDER_STATUSES)[number];

/**
 * The board tab of a food status (spec 02 §4) as a number: 0 pending; 1 processing (confirmed, processing);
 * 2 delivery (on_delivery, ready_for_pickup); 3 completed (completed, rejected, cancelled). The board list filters on
 * exactly this expression, so `food_orders_provider_tab_idx` serves it.
 */
export function foodBoardTab(status: AnyColumn) {
  return sql<number>`(case ${status} when 'pending' then 0 when 'confirmed' then 1 when 'processing' then 1 when 'on_delivery' then 2 when 'ready_for_pickup' then 2 else 3 end)`;
}

/** A dish's state in the kitchen (`/changeStatusOfFoodOrderByProducts`). */
export const FOOD_ITEM_STATUSES = ['open', 'in_preparation', 'ready'] as const;
export type FoodItemStatus = (typeof FOOD_ITEM_STATUSES)[number];

/** A food provider's gastro settings and ordering switches (`/getGastroSetting`, `/v2/getSettings`). */
export const foodSettings = pgTable(
  'food_settings',
  {
    providerId: integer('provider_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider takes food orders (a food provider); off = not listed in the food search. */
    isActive: boolean('is_active').notNull().default(true),
    /** Taken off the marketplace with its provider (account ended or suspended, `withdrawProvider`); null = not withdrawn. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    orderingPaused: boolean('ordering_paused').notNull().default(false),
    autoAccept: boolean('auto_accept').notNull().default(false),
    preparationMinutes: smallint('preparation_minutes').notNull().default(20),
    cuisineTags: jsonb('cuisine_tags').$type<string[]>().notNull().default([]),
    minimumOrderCents: integer('minimum_order_cents').notNull().default(0),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    freeDeliveryFromCents: integer('free_delivery_from_cents'),
    /** Delivery area: postal codes, or (when empty) a radius in km around the default store. */
    deliveryPostalCodes: jsonb('delivery_postal_codes').$type<string[]>().notNull().default([]),
    deliveryRadiusKm: integer('delivery_radius_km'),
    delivery: boolean('delivery').notNull().default(true),
    pickup: boolean('pickup').notNull().default(true),
    cashOnDelivery: boolean('cash_on_delivery').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('food_settings_minimum_check', sql`${table.minimumOrderCents} >= 0 and ${table.deliveryFeeCents} >= 0`)],
);

/** Menu sections of a provider („Pizza“, „Salate“), in the provider's order. */
export const foodCategories = pgTable(
  'food_categories',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('food_categories_provider_idx').on(table.providerId, table.position)],
);

/** What a dish adds to its shop product: its menu section and the LMIV allergens and additives. */
export const foodDishes = pgTable(
  'food_dishes',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => foodCategories.id, { onDelete: 'set null' }),
    /** LMIV Annex II letters (A = gluten … N = lupin). */
    allergens: jsonb('allergens').$type<string[]>().notNull().default([]),
    /** Additive numbers of the ZZulV (1 = Farbstoff …). */
    additives: jsonb('additives').$type<string[]>().notNull().default([]),
  },
  (table) => [index('food_dishes_category_idx').on(table.categoryId)],
);

/** Delivery zones with preparation and delivery duration and the last order time (`/getDelivertTimes`). */
export const foodDeliveryTimes = pgTable(
  'food_delivery_times',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    zone: text('zone').notNull(),
    preparationMinutes: smallint('preparation_minutes').notNull(),
    deliveryMinutes: smallint('delivery_minutes').notNull(),
    lastOrderTime: text('last_order_time'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('food_delivery_times_provider_idx').on(table.providerId)],
);

/** The food side of a vendor order: its food status, the track the customer sees and the ETA. */
export const foodOrders = pgTable(
  'food_orders',
  {
    vendorOrderId: integer('vendor_order_id')
      .primaryKey()
      .references(() => shopVendorOrders.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id').notNull(),
    userId: integer('user_id').notNull(),
    status: text('status', { enum: FOOD_ORDER_STATUSES }).notNull().default('pending'),
    /** Driver note the customer sees (`/changeFoodOrderTrack`). */
    trackNote: text('track_note'),
    etaAt: timestamp('eta_at', { withTimezone: true }),
    /** A slot the customer chose instead of „as soon as possible“. */
    slotAt: timestamp('slot_at', { withTimezone: true }),
    /** Commission rate (basis points) of the food order, frozen at placement (commission module README; 0037). */
    commissionBp: integer('commission_bp').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('food_orders_provider_status_idx').on(table.providerId, table.status, table.vendorOrderId),
    // The board list: one tab of a provider (a tab spans several statuses), newest first, read in index order and
    // index-only (the status is the last key column: the page's ids and statuses come from the index alone).
    index('food_orders_provider_tab_idx').on(table.providerId, foodBoardTab(table.status), table.vendorOrderId, table.status),
    index('food_orders_user_idx').on(table.userId, table.vendorOrderId),
  ],
);

/**
 * A provider's order board: its food orders counted by status and a version per board tab. The food service updates
 * the row in the transaction of every change that alters the board (a new order, a status, a dish's state, the
 * track), before it numbers the change's event: the row lock orders a provider's changes, so its events are
 * numbered in commit order, the counts are exact without counting, and an unchanged tab version means unchanged
 * cards on that tab (the board list's page cache is keyed by it).
 */
export const foodBoards = pgTable('food_boards', {
  providerId: integer('provider_id').primaryKey(),
  pendingVersion: integer('pending_version').notNull().default(0),
  processingVersion: integer('processing_version').notNull().default(0),
  deliveryVersion: integer('delivery_version').notNull().default(0),
  completedVersion: integer('completed_version').notNull().default(0),
  pending: integer('pending').notNull().default(0),
  confirmed: integer('confirmed').notNull().default(0),
  processing: integer('processing').notNull().default(0),
  onDelivery: integer('on_delivery').notNull().default(0),
  readyForPickup: integer('ready_for_pickup').notNull().default(0),
  completed: integer('completed').notNull().default(0),
  rejected: integer('rejected').notNull().default(0),
  cancelled: integer('cancelled').notNull().default(0),
});

/** A dish's kitchen state within a food order. */
export const foodOrderItemStates = pgTable(
  'food_order_item_states',
  {
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => shopOrderItems.id, { onDelete: 'cascade' }),
    vendorOrderId: integer('vendor_order_id').notNull(),
    status: text('status', { enum: FOOD_ITEM_STATUSES }).notNull().default('open'),
  },
  (table) => [primaryKey({ columns: [table.orderItemId] }), index('food_order_item_states_order_idx').on(table.vendorOrderId)],
);

/** Every change of a food order, numbered: the SSE stream's `id`, so a reconnect catches up by `Last-Event-ID`. */
export const foodEvents = pgTable(
  'food_events',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id').notNull(),
    userId: integer('user_id').notNull(),
    vendorOrderId: integer('vendor_order_id').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('food_events_provider_idx').on(table.providerId, table.id), index('food_events_user_idx').on(table.userId, table.id)],
);

/**
 * The delivery or pickup time a customer chose for a restaurant's dishes in a cart (`POST /food/slot`), instead of
 * „as soon as possible“; the checkout checks it and copies it to `food_orders.slot_at`. The cart key is the
 * shop's (a guest's cart has no row in `carts` yet when the slot is chosen, so there is no foreign key).
 */
export const foodSlotChoices = pgTable(
  'food_slot_choices',
  {
    cartKey: text('cart_key').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slotAt: timestamp('slot_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.cartKey, table.providerId] })],
);
