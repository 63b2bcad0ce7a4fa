import { doublePrecision, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';

export const PROPERTY_TYPES = ['wohnung', 'haus', 'grundstueck', 'gewerbe'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Energy data a property ad must show (§ 87 GEG). */
export interface EnergyData {
  certificate_type: 'Bedarfsausweis' | 'Verbrauchsausweis';
  energy_value_kwh: number;
  energy_class: string;
  main_energy_source: string;
  construction_year: number;
}

/** Property listings of the finder (seeded; the spec has no editor). */
export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    propertyType: text('property_type', { enum: PROPERTY_TYPES }).notNull(),
    rooms: numeric('rooms', { precision: 4, scale: 1 }).notNull(),
    livingArea: numeric('living_area', { precision: 8, scale: 2 }).notNull(),
    priceCents: integer('price_cents').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    /** Point of the postal code (reference module's coordinates) for the radius filter and distance sorts. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    energy: jsonb('energy').$type<EnergyData | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('properties_type_price_idx').on(table.propertyType, table.priceCents),
    index('properties_created_idx').on(table.createdAt),
    // The radius filter and the distance sorts read the bounding box from this index alone (index-only scan).
    index('properties_point_idx').on(table.latitude, table.longitude, table.id),
    // The finder's sorts without a filter read the first page in index order instead of sorting every listing
    // (the id breaks ties in the sort's direction, so one index serves both directions).
    index('properties_rooms_sort_idx').on(table.rooms, table.id),
    index('properties_area_sort_idx').on(table.livingArea, table.id),
    index('properties_price_sort_idx').on(table.priceCents, table.id),
  ],
);

/** Viewing requests; the listing's provider is notified. */
export const propertyAppointments = pgTable('property_appointments', {
  id: serial('id').primaryKey(),
  propertyId: integer('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  preferredDate: text('preferred_date'),
  message: text('message').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
