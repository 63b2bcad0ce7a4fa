import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { GENDERS, users } from './account';

/** Shipping and billing addresses share one table (one id space), told apart by `type`. */
export const ADDRESS_TYPES = ['shipping', 'billing'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ADDRESS_TYPES }).notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    alternateEmail: boolean('alternate_email').notNull().default(false),
    phone: text('phone').notNull(),
    company: text('company').notNull().default(''),
    street: text('street').notNull(),
    streetNumber: text('street_number').notNull().default(''),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    /** Billing only: the billing address is also where the goods go. */
    isShipping: boolean('is_shipping').notNull().default(false),
    /** Billing only: VAT identification number, normalised (no spaces, upper case). */
    vatId: text('vat_id'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('addresses_user_type_idx').on(table.userId, table.type),
    // At most one default per book: the database refuses a second one even under concurrent requests.
    uniqueIndex('addresses_one_default_per_book')
      .on(table.userId, table.type)
      .where(sql`${table.isDefault}`),
  ],
);
