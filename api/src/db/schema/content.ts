import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

export const BANNER_PAGES = ['login', 'registration', 'provider', 'lead', 'property', 'marketplace', 'food'] as const;
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
