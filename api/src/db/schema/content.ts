import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account';
import { staffMembers } from './staff';

/** Single texts by key (package text, forgot-password text, popups, checkout texts …). */
export const contentTexts = pgTable(
  'content_texts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    content: text('content').notNull(),
    buttonText: text('button_text'),
    buttonUrl: text('button_url'),
    image: text('image'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('content_texts_key_unique').on(table.key)],
);

/** Ordered sections of a text group (registration sections, provider steps, security page). */
export const contentSections = pgTable(
  'content_sections',
  {
    id: serial('id').primaryKey(),
    group: text('group').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    icon: text('icon'),
    image: text('image'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('content_sections_group_idx').on(table.group, table.position)],
);

export const BANNER_PAGES = ['login', 'registration', 'provider', 'lead', 'property', 'marketplace', 'food', 'home'] as const;
export type BannerPage = (typeof BANNER_PAGES)[number];

export const pageBanners = pgTable(
  'page_banners',
  {
    id: serial('id').primaryKey(),
    page: text('page', { enum: BANNER_PAGES }).notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    image: text('image').notNull(),
    imageMobile: text('image_mobile'),
    altText: text('alt_text').notNull(),
    buttonText: text('button_text'),
    buttonUrl: text('button_url'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [index('page_banners_page_idx').on(table.page, table.position)],
);

export const stickyLayers = pgTable('sticky_layers', {
  id: serial('id').primaryKey(),
  page: text('page').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  buttonText: text('button_text'),
  buttonUrl: text('button_url'),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const blogHotspots = pgTable(
  'blog_hotspots',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull(),
    image: text('image').notNull(),
    url: text('url').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [uniqueIndex('blog_hotspots_slug_unique').on(table.slug)],
);

export const SEO_TYPES = ['page', 'product', 'provider', 'property', 'news', 'living_world', 'food_provider', 'category'] as const;
export type SeoType = (typeof SEO_TYPES)[number];

export const seoEntries = pgTable(
  'seo_entries',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: SEO_TYPES }).notNull(),
    slug: text('slug').notNull(),
    isMeta: boolean('is_meta').notNull().default(true),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
    metaTag: text('meta_tag').notNull().default(''),
    tags: text('tags').array().notNull().default([]),
    ogImage: text('og_image'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('seo_entries_type_slug_unique').on(table.type, table.slug)],
);

/** The cookie banner's texts (one row). */
export const cookieBanners = pgTable('cookie_banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  acceptAllText: text('accept_all_text').notNull(),
  acceptSelectedText: text('accept_selected_text').notNull(),
  rejectText: text('reject_text').notNull(),
  settingsText: text('settings_text').notNull(),
  privacyUrl: text('privacy_url').notNull(),
  imprintUrl: text('imprint_url').notNull(),
  /** Raised when an editor says a change needs every visitor's consent again (the shell compares stored choices with it). */
  consentVersion: integer('consent_version').notNull().default(2),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cookieTypes = pgTable(
  'cookie_types',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('cookie_types_key_unique').on(table.key)],
);

/** The cookies and storage entries of a cookie type, as the banner's details list them. */
export const cookieContents = pgTable(
  'cookie_contents',
  {
    id: serial('id').primaryKey(),
    cookieTypeId: integer('cookie_type_id')
      .notNull()
      .references(() => cookieTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    provider: text('provider').notNull(),
    purpose: text('purpose').notNull(),
    duration: text('duration').notNull(),
    storage: text('storage').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('cookie_contents_type_idx').on(table.cookieTypeId, table.position)],
);

// --- Editorial site (issue 7): content pages, widgets, layout, portal/news, tour popup, cookie consent ---

/** How a page's or post's `content` is written. */
export const CONTENT_FORMATS = ['text', 'html'] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

/** Content pages by slug (Impressum, Datenschutzerklärung, AGB, …). `content` is plain text: paragraphs separated
 * by a blank line, a line starting with `## ` is a heading, `- ` a list item. */
export const editorialPages = pgTable(
  'editorial_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    content: text('content').notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
    /** A legal template the operator must replace (shown with a notice). */
    isTemplate: boolean('is_template').notNull().default(false),
    /** Adds the page's withdrawal form (Muster-Widerrufsformular). */
    hasWithdrawalForm: boolean('has_withdrawal_form').notNull().default(false),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** `text` (seeded: paragraphs, `## ` headings, `- ` items) or `html` (saved by an editor, sanitised). */
    contentFormat: text('content_format', { enum: CONTENT_FORMATS }).notNull().default('text'),
    /** Visible from this instant on (an editor's schedule); `null`: visible while active. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('editorial_pages_slug_unique').on(table.slug)],
);

/** Widgets of a page (by the page's slug: `home`, `become-a-provider`, …), ordered by position. */
export const widgets = pgTable(
  'widgets',
  {
    id: serial('id').primaryKey(),
    pageSlug: text('page_slug').notNull(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    content: text('content'),
    buttonText: text('button_text'),
    buttonUrl: text('button_url'),
    /** Entries of the widget: `[{ title, text, icon?, image?, url? }]`. */
    items: jsonb('items').$type<WidgetItem[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [uniqueIndex('widgets_page_key_unique').on(table.pageSlug, table.key)],
);

export interface WidgetItem {
  title: string;
  text: string;
  icon?: string;
  image?: string;
  url?: string;
}

export const LAYOUT_LOCATIONS = ['header', 'footer', 'legal'] as const;
export type LayoutLocation = (typeof LAYOUT_LOCATIONS)[number];

/** Menu links: the header menu, the footer columns (`column`) and the legal links row. */
export const layoutLinks = pgTable(
  'layout_links',
  {
    id: serial('id').primaryKey(),
    location: text('location', { enum: LAYOUT_LOCATIONS }).notNull(),
    column: text('column'),
    label: text('label').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [index('layout_links_location_idx').on(table.location, table.position)],
);

/** Site-wide settings by key (contact data, social links), JSON values. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const portalCategories = pgTable(
  'portal_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('portal_categories_slug_unique').on(table.slug)],
);

export const portalRegions = pgTable(
  'portal_regions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('portal_regions_slug_unique').on(table.slug)],
);

/** News posts of the portal. */
export const portalPosts = pgTable(
  'portal_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    image: text('image').notNull(),
    imageAlt: text('image_alt').notNull(),
    author: text('author').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => portalCategories.id, { onDelete: 'restrict' }),
    regionId: integer('region_id').references(() => portalRegions.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** `text` (seeded) or `html` (saved by an editor, sanitised); see `editorialPages.contentFormat`. */
    contentFormat: text('content_format', { enum: CONTENT_FORMATS }).notNull().default('text'),
  },
  (table) => [uniqueIndex('portal_posts_slug_unique').on(table.slug), index('portal_posts_published_idx').on(table.publishedAt)],
);

/** Users who have seen the tour popup (shown once per user). */
export const tourPopupViews = pgTable('tour_popup_views', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Cookie consents (proof of consent, § 25 TTDSG): the accepted cookie types, per user when logged in. */
export const cookieConsents = pgTable('cookie_consents', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  accepted: text('accepted').array().notNull(),
  /** The consent version the visitor answered; null on choices recorded before the version was stored. */
  consentVersion: integer('consent_version'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Editors (issue 41): versions of every save, redirects from changed slugs ---

/** `landing`: one list of the landing or marketplace start page (its number: `landing/lists.ts`). */
export const EDITABLE_CONTENT = ['page', 'post', 'landing'] as const;
export type EditableContent = (typeof EDITABLE_CONTENT)[number];

/** Every save of a page or news post by an editor: the full content as saved, numbered per page or post from 1. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    entityType: text('entity_type', { enum: EDITABLE_CONTENT }).notNull(),
    entityId: integer('entity_id').notNull(),
    version: integer('version').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('content_versions_entity_version_unique').on(table.entityType, table.entityId, table.version)],
);

/** An old slug of a page or news post: a read by it answers 301 to the entity's current slug. */
export const contentRedirects = pgTable(
  'content_redirects',
  {
    id: serial('id').primaryKey(),
    entityType: text('entity_type', { enum: EDITABLE_CONTENT }).notNull(),
    fromSlug: text('from_slug').notNull(),
    entityId: integer('entity_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('content_redirects_from_unique').on(table.entityType, table.fromSlug)],
);

// --- Editors run menus, footer and cookie texts: every save of one of them is a version ---

export const SITE_SETTINGS_ENTITIES = ['menus', 'cookies'] as const;
export type SiteSettingsEntity = (typeof SITE_SETTINGS_ENTITIES)[number];

/** Every save of the menus (header, footer, legal links) or the cookie texts: the whole set as saved, numbered from 1. */
export const contentSiteVersions = pgTable(
  'content_site_versions',
  {
    id: serial('id').primaryKey(),
    entityType: text('entity_type', { enum: SITE_SETTINGS_ENTITIES }).notNull(),
    version: integer('version').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('content_site_versions_entity_version_unique').on(table.entityType, table.version)],
);

/**
 * The order of a start page's sections (`home`, `marketplace`) as an editor saved it: the section keys from top to
 * bottom (`modules/content/landing/sections.ts` names them). A page without a row shows its sections in their first
 * order. Written by the content module's landing service alone.
 */
export const landingSections = pgTable('landing_sections', {
  page: text('page').primaryKey(),
  sections: jsonb('sections').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
