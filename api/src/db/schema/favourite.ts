import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { shopProducts } from './shop';

/** What a customer can remember (writer: `src/modules/favourite/service.ts`). */
export const FAVOURITE_TYPES = ['product', 'provider'] as const;
export type FavouriteType = (typeof FAVOURITE_TYPES)[number];

/**
 * A customer's favourites: one row per remembered product or provider. The target is a real foreign key per type
 * (exactly one of `product_id` / `provider_id`, matching `type`), so removing a product or provider removes the rows.
 */
export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: FAVOURITE_TYPES }).notNull(),
    productId: integer('product_id').references(() => shopProducts.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('favourites_user_product_unique').on(table.userId, table.productId),
    uniqueIndex('favourites_user_provider_unique').on(table.userId, table.providerId),
    index('favourites_user_type_idx').on(table.userId, table.type, table.createdAt.desc(), table.id.desc()),
    index('favourites_product_idx').on(table.productId),
    index('favourites_provider_idx').on(table.providerId),
    check(
      'favourites_target_check',
      sql`(${table.type} = 'product' and ${table.productId} is not null and ${table.providerId} is null) or (${table.type} = 'provider' and ${table.providerId} is not null and ${table.productId} is null)`,
    ),
  ],
);
