import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    // covering: the radius search reads provider and store ids from the index alone (no heap visits)
    index('store_locations_point_idx').on(table.latitude, table.longitude, table.providerId, table.id),
    uniqueIndex('store_locations_one_default')
      .on(table.providerId)
      .where(sql`${table.isDefault}`),
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
  (table) => [
    primaryKey({ columns: [table.providerId, table.industryId] }),
    index('provider_industries_industry_idx').on(table.industryId, table.providerId),
  ],
);

/**
 * The radius search's points (writer: the stores module, `search-points.ts`): one row per store with coordinates and
 * industry of its provider, rebuilt for the store when its address or pin changes and for the provider when its
 * industries change (both under the provider's search-points lock). With an industry filter the search reads the
 * bounding box of that industry from one index instead of checking the industries of every store in the box.
 */
export const storeSearchPoints = pgTable(
  'store_search_points',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => storeLocations.id, { onDelete: 'cascade' }),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.industryId] }),
    index('store_search_points_provider_idx').on(table.providerId),
    // covering: industry, then the bounding box; provider and store ids come from the index alone
    index('store_search_points_point_idx').on(table.industryId, table.latitude, table.longitude, table.providerId, table.storeId),
  ],
);

/**
 * A provider's public page settings (writer: the stores service, `provider-page.ts`): logo, description, website,
 * texts and which sections the page shows. One row per provider, created on the first save.
 */
export const providerPages = pgTable('provider_pages', {
  providerId: integer('provider_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyLogo: text('company_logo'),
  description: text('description').notNull().default(''),
  url: text('url'),
  vendorText: text('vendor_text').notNull().default(''),
  showHideText: text('show_hide_text').notNull().default(''),
  showChat: boolean('show_chat').notNull().default(true),
  showGallery: boolean('show_gallery').notNull().default(true),
  showRating: boolean('show_rating').notNull().default(true),
  showLead: boolean('show_lead').notNull().default(true),
  showProduct: boolean('show_product').notNull().default(true),
  /** Taken off the marketplace with its provider (account ended or suspended, `withdrawProvider`); null = not withdrawn. */
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const DESCRIPTION_CONTENT_TYPES = ['text', 'heading', 'list'] as const;
export type DescriptionContentType = (typeof DESCRIPTION_CONTENT_TYPES)[number];

/** Blocks of the page's description, shown by `position`; `contents` are the block's paragraphs or list items. */
export const providerDescriptionContents = pgTable(
  'provider_description_contents',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: DESCRIPTION_CONTENT_TYPES }).notNull().default('text'),
    position: integer('position').notNull().default(0),
    contents: jsonb('contents').$type<{ content: string; position: number }[]>().notNull().default([]),
  },
  (table) => [index('provider_description_contents_provider_idx').on(table.providerId, table.position)],
);

/** Certificates shown on the page (name, text, optional image key). */
export const providerCertificates = pgTable(
  'provider_certificates',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    text: text('text').notNull().default(''),
    image: text('image'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('provider_certificates_provider_idx').on(table.providerId)],
);

/** Gallery images of the page (`company_images`), storage keys. */
export const providerCompanyImages = pgTable(
  'provider_company_images',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('provider_company_images_provider_idx').on(table.providerId)],
);

/** Offers and news on the page (`company_contents`): a button to an internal path or an external URL; prices in cents. */
export const providerCompanyContents = pgTable(
  'provider_company_contents',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    image: text('image'),
    date: date('date', { mode: 'string' }),
    status: boolean('status').notNull().default(true),
    buttonText: text('button_text').notNull().default(''),
    text: text('text').notNull().default(''),
    priceCents: integer('price_cents'),
    discountedPriceCents: integer('discounted_price_cents'),
    isDisabled: boolean('is_disabled').notNull().default(false),
    isExternalUrl: boolean('is_external_url').notNull().default(false),
    externalUrl: text('external_url'),
    internalUrl: text('internal_url'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('provider_company_contents_provider_idx').on(table.providerId)],
);

/**
 * `requested → confirmed | declined | cancelled | proposed` (the provider proposes another time), `proposed →
 * confirmed | declined | cancelled` (the customer accepts or declines it); a confirmed one may still be cancelled.
 */
export const APPOINTMENT_STATUSES = ['requested', 'proposed', 'confirmed', 'declined', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Appointment requests of customers at a provider's store (`api/provider_appointment`). */
export const providerAppointments = pgTable(
  'provider_appointments',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => storeLocations.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('requested'),
    /** The provider's other time while `proposed` (the customer accepts or declines it). */
    proposedStartsAt: timestamp('proposed_starts_at', { withTimezone: true }),
    proposedEndsAt: timestamp('proposed_ends_at', { withTimezone: true }),
    /** Secret of the calendar file link in the confirmation e-mail. */
    calendarToken: text('calendar_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('provider_appointments_provider_idx').on(table.providerId, table.startsAt),
    index('provider_appointments_customer_idx').on(table.customerId),
    // the free slots of a store's day and the overlap check of a request
    index('provider_appointments_location_idx').on(table.locationId, table.startsAt),
    uniqueIndex('provider_appointments_calendar_token_unique').on(table.calendarToken),
  ],
);
