import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account';

/** Route status: a new route is a draft; only a route with questions goes active; active ⇄ inactive. */
export const LEAD_ROUTE_STATUSES = ['draft', 'active', 'inactive'] as const;
export type LeadRouteStatus = (typeof LEAD_ROUTE_STATUSES)[number];

/** Answer types of a question: single/multiple choice (with answer options), text, number (German), date (TT.MM.JJJJ), file. */
export const ANSWER_TYPES = ['single', 'multiple', 'text', 'number', 'date', 'file'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

/** Call-to-action status: shown (`active`) or hidden (`inactive`). */
export const CALL_TO_ACTION_STATUSES = ['active', 'inactive'] as const;
export type CallToActionStatus = (typeof CALL_TO_ACTION_STATUSES)[number];

/** Inquiry (the customer's request): open → closed | expired. */
export const INQUIRY_STATUSES = ['open', 'closed', 'expired'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Lead (one inquiry as one provider sees it): open → requested (offer sent) → accepted | rejected. */
export const LEAD_STATUSES = ['open', 'requested', 'accepted', 'rejected'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Offer: sent → accepted | declined | withdrawn | expired. */
export const OFFER_STATUSES = ['sent', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Living-world categories (Bauen & Wohnen …) a lead route belongs to. */
export const worldCategories = pgTable('world_categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  image: text('image'),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  viewCount: integer('view_count').notNull().default(0),
});

/** One counted view per visitor (hashed) and Berlin day. */
export const worldViewCounts = pgTable(
  'world_view_counts',
  {
    worldCategoryId: integer('world_category_id')
      .notNull()
      .references(() => worldCategories.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.worldCategoryId, table.visitor, table.day] })],
);

export const leadRoutes = pgTable(
  'lead_routes',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    worldCategoryId: integer('world_category_id')
      .notNull()
      .references(() => worldCategories.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    radiusKm: integer('radius_km').notNull(),
    /** Point of the postal code (reference module's coordinates); NULL for a code without one. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    status: text('status', { enum: LEAD_ROUTE_STATUSES }).notNull().default('draft'),
    /** Taken off the marketplace with its provider (account ended or suspended, `withdrawProvider`); null = not withdrawn. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lead_routes_provider_idx').on(table.providerId, table.id),
    index('lead_routes_category_status_idx').on(table.worldCategoryId, table.status),
    // The radius search reads the active routes of a bounding box from this index alone (index-only scan): the point
    // leads, then every column the search needs before it picks the nearest routes.
    index('lead_routes_active_point_idx')
      .on(table.latitude, table.longitude, table.worldCategoryId, table.providerId, table.radiusKm, table.id)
      .where(sql`${table.status} = 'active'`),
    uniqueIndex('lead_routes_provider_slug_idx').on(table.providerId, table.slug),
    check('lead_routes_radius_check', sql`${table.radiusKm} between 1 and 500`),
  ],
);

export const leadRouteQuestions = pgTable(
  'lead_route_questions',
  {
    id: serial('id').primaryKey(),
    leadRouteId: integer('lead_route_id')
      .notNull()
      .references(() => leadRoutes.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answerType: text('answer_type', { enum: ANSWER_TYPES }).notNull(),
    isRequired: boolean('is_required').notNull().default(true),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lead_route_questions_route_idx').on(table.leadRouteId, table.position)],
);

export const leadRouteAnswers = pgTable(
  'lead_route_answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => leadRouteQuestions.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lead_route_answers_question_idx').on(table.questionId, table.position)],
);

export const callToActions = pgTable(
  'call_to_actions',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadRouteId: integer('lead_route_id').references(() => leadRoutes.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    buttonText: text('button_text').notNull(),
    buttonUrl: text('button_url'),
    status: text('status', { enum: CALL_TO_ACTION_STATUSES }).notNull().default('inactive'),
    /** Taken off the marketplace with its provider (account ended or suspended, `withdrawProvider`); null = not withdrawn. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('call_to_actions_provider_idx').on(table.providerId, table.id)],
);

/** A customer's request: through a lead route (wizard) or directly to one provider (`/api/v2/createInquiry`). */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadRouteId: integer('lead_route_id').references(() => leadRoutes.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    postalCode: text('postal_code'),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inquiries_customer_idx').on(table.customerId, table.id)],
);

/** The answers as asked (question text kept, so later edits of the route do not change a sent inquiry). */
export const inquiryAnswers = pgTable(
  'inquiry_answers',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    questionId: integer('question_id'),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('inquiry_answers_inquiry_idx').on(table.inquiryId)],
);

/** Private files: uploaded before the inquiry exists (then `inquiry_id` is null), served only by the checked download. */
export const inquiryFiles = pgTable(
  'inquiry_files',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inquiryId: integer('inquiry_id').references(() => inquiries.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id'),
    token: text('token').notNull().unique(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inquiry_files_inquiry_idx').on(table.inquiryId)],
);

/** One inquiry as one provider sees it. */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('leads_inquiry_provider_idx').on(table.inquiryId, table.providerId),
    index('leads_provider_status_idx').on(table.providerId, table.status, table.id),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerName: text('offer_name').notNull(),
    offerContent: text('offer_content').notNull(),
    price1: numeric('price1', { precision: 12, scale: 2 }).notNull(),
    price2: numeric('price2', { precision: 12, scale: 2 }),
    priceType: text('price_type').notNull(),
    date1: date('date1'),
    date2: date('date2'),
    dateVisit: date('date_visit'),
    comment: text('comment').notNull().default(''),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('sent'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('offers_provider_idx').on(table.providerId, table.id),
    index('offers_customer_idx').on(table.customerId, table.id),
    index('offers_lead_idx').on(table.leadId),
    uniqueIndex('offers_one_accepted_per_inquiry_idx')
      .on(table.inquiryId)
      .where(sql`${table.status} = 'accepted'`),
  ],
);
