import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';

/** Two-level industry tree: a parent (`parent_id` null) and its sub-industries. */
export const industries = pgTable(
  'industries',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => industries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Retired: gone from the pickers for new input, still shown where a record uses it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('industries_slug_unique').on(table.slug), index('industries_parent_idx').on(table.parentId)],
);

/** Units of sale; `base_unit` and `units_per_base` give the base price a German price label shows. */
export const unitTypes = pgTable(
  'unit_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    abbreviation: text('abbreviation').notNull(),
    baseUnit: text('base_unit').notNull(),
    unitsPerBase: integer('units_per_base').notNull().default(1),
    position: integer('position').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('unit_types_abbreviation_unique').on(table.abbreviation)],
);

export const companyTypes = pgTable(
  'company_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    longName: text('long_name').notNull(),
    /** The register that lists this legal form, or null when there is none. */
    register: text('register'),
    position: integer('position').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('company_types_name_unique').on(table.name)],
);

export const contactCategories = pgTable('contact_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** The marketplace operator's contact details (one row). */
export const contactInfo = pgTable('contact_info', {
  id: serial('id').primaryKey(),
  companyName: text('company_name').notNull(),
  street: text('street').notNull(),
  streetNumber: text('street_number').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  openingHours: text('opening_hours').notNull(),
  managingDirectors: text('managing_directors').notNull(),
  registerCourt: text('register_court').notNull(),
  registerNumber: text('register_number').notNull(),
  vatId: text('vat_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Contract documents a provider or customer agrees to (terms, data processing, withdrawal). */
export const contractContents = pgTable(
  'contract_contents',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    version: text('version').notNull(),
    validFrom: date('valid_from').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('contract_contents_key_unique').on(table.key)],
);

/** Places for postal codes (see the reference module's README: a selection, not every code). */
export const postalCodeCities = pgTable(
  'postal_code_cities',
  {
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
  },
  (table) => [primaryKey({ columns: [table.postalCode, table.city] })],
);

export const streets = pgTable(
  'streets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
  },
  (table) => [
    index('streets_name_idx').on(sql`lower(${table.name})`),
    uniqueIndex('streets_name_postal_code_unique').on(table.name, table.postalCode),
  ],
);

/** A provider's own policies (one row per provider). */
export const vendorPolicies = pgTable('vendor_policies', {
  providerId: integer('provider_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  returnPolicy: text('return_policy').notNull().default(''),
  shippingPolicy: text('shipping_policy').notNull().default(''),
  privacyPolicy: text('privacy_policy').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const VENDOR_POLICY_KINDS = ['return', 'shipping', 'privacy'] as const;
export type VendorPolicyKind = (typeof VENDOR_POLICY_KINDS)[number];

/** Texts the back office offers providers as a start for their own policies (a provider copies, never links one). */
export const vendorPolicyTemplates = pgTable(
  'vendor_policy_templates',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: VENDOR_POLICY_KINDS }).notNull(),
    name: text('name').notNull(),
    text: text('text').notNull(),
    position: integer('position').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vendor_policy_templates_kind_name_unique').on(table.kind, sql`lower(${table.name})`),
    check('vendor_policy_templates_kind_check', sql`${table.kind} in ('return', 'shipping', 'privacy')`),
  ],
);
