import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { industries } from './reference';
import { users } from './account';

/** Where a location's point comes from: the postal code's table entry or a pin the provider set on the map. */
export const COORDINATE_SOURCES = ['postal_code', 'pin'] as const;
/** `opening` hours of the store, `delivery` hours (the food area reads them). */
export const TIME_KINDS = ['opening', 'delivery'] as const;
export type TimeKind = (typeof TIME_KINDS)[number];

/** A provider's stores (writer: `src/modules/stores/service.ts`). At most one default per provider. */
export const storeLocations = pgTable(
  'store_locations',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    street: text('street').notNull().default(''),
    streetNumber: text('street_number').notNull().default(''),
    zipcode: text('zipcode').notNull(),
    city: text('city').notNull().default(''),
    /** Federal state (two-letter code) whose public holidays apply. */
    state: text('state').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    coordinateSource: text('coordinate_source', { enum: COORDINATE_SOURCES }).notNull().default('postal_code'),
    callingCode: text('calling_code'),
    mobileNumber: text('mobile_number'),
    email: text('email'),
    isDefault: boolean('is_default').notNull().default(false),
    alwaysOpen: boolean('always_open').notNull().default(false),
    takesAppointments: boolean('takes_appointments').notNull().default(false),
    appointmentSlotMinutes: smallint('appointment_slot_minutes').notNull().default(30),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('store_locations_provider_idx').on(table.providerId),
    index('store_locations_point_idx').on(table.latitude, table.longitude),
    uniqueIndex('store_locations_one_default').on(table.providerId).where(sql`${table.isDefault}`),
  ],
);

/**
 * Weekly hours of a location, one row per kind and weekday (1 = Monday … 7 = Sunday, ISO). Two shifts a day
 * (`from_time`–`untill_time`, `after_from_time`–`after_untill_time`, spelled as the spec does); a shift whose end
 * is not after its start runs past midnight. `status` false: closed that day.
 */
export const storeLocationTimes = pgTable(
  'store_location_times',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => storeLocations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TIME_KINDS }).notNull().default('opening'),
    days: smallint('days').notNull(),
    fromTime: text('from_time'),
    untillTime: text('untill_time'),
    afterFromTime: text('after_from_time'),
    afterUntillTime: text('after_untill_time'),
    status: boolean('status').notNull().default(true),
  },
  (table) => [uniqueIndex('store_location_times_day_unique').on(table.locationId, table.kind, table.days)],
);

/** Days and ranges a location is closed (e.g. Betriebsferien), inclusive, as Berlin calendar dates. */
export const storeHolidays = pgTable(
  'store_holidays',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => storeLocations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TIME_KINDS }).notNull().default('opening'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    title: text('title').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('store_holidays_location_idx').on(table.locationId, table.endDate)],
);

/** The industries a provider works in (writer: the stores service, from the provider's store settings). */
export const providerIndustries = pgTable(
  'provider_industries',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.industryId] }), index('provider_industries_industry_idx').on(table.industryId, table.providerId)],
);
