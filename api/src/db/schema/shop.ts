import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { banks, users } from './account';
import { unitTypes } from './reference';

/**
 * The shop domain (writer: `src/modules/shop/service.ts`). Money is integer cents, gross (VAT included);
 * measurements are numeric (kg, cm). Every product has at least one variant; stock lives on the variant.
 */

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

export const PRODUCT_TYPES = ['normal', 'food'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** `draft` (not listed, editable), `active` (listed, buyable), `inactive` (hidden by the provider). */
export const PRODUCT_STATUSES = ['draft', 'active', 'inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_CONDITIONS = ['new', 'used', 'refurbished'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

/** Cross-selling shows either hand-picked products or products of one category. */
export const CROSSSELLING_TYPES = ['product', 'category'] as const;

/** VAT rates in percent (19 standard, 7 reduced). */
export const shopTaxes = pgTable(
  'shop_taxes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    value: integer('value').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('shop_taxes_value_unique').on(table.value)],
);

/** Three-level category tree: level 1 category, level 2 subcategory, level 3 child category (`parent_id`). */
export const shopCategories = pgTable(
  'shop_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => shopCategories.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull().default(1),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image'),
    icon: text('icon'),
    description: text('description'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Retired: gone from the pickers for new input, still shown where a product uses it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('shop_categories_slug_unique').on(table.slug),
    index('shop_categories_parent_idx').on(table.parentId, table.position),
    check('shop_categories_level_check', sql`${table.level} between 1 and 3`),
  ],
);

export const shopManufacturers = pgTable(
  'shop_manufacturers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    isLocal: boolean('is_local').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('shop_manufacturers_slug_unique').on(table.slug)],
);

export const shopProducts = pgTable(
  'shop_products',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** The provider's stock keeping unit; unique per provider (bulk imports key on it). */
    sku: text('sku').notNull(),
    articleNumber: text('article_number'),
    productType: text('product_type', { enum: PRODUCT_TYPES }).notNull().default('normal'),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('draft'),
    productCondition: text('product_condition', { enum: PRODUCT_CONDITIONS }).notNull().default('new'),
    details: text('details').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    /** Gross price of the default (or cheapest) variant, mirrored for lists and sorting. */
    priceCents: integer('price_cents').notNull(),
    previousPriceCents: integer('previous_price_cents'),
    /** The price includes VAT (German consumer prices always do). */
    priceIncluded: boolean('price_included').notNull().default(true),
    taxId: integer('tax_id')
      .notNull()
      .references(() => shopTaxes.id),
    /** Sum of the variants' stock, mirrored for lists. */
    stock: integer('stock').notNull().default(0),
    photo: text('photo'),
    /** Content quantity in `unit_type` (500 with unit type g); drives the base price. */
    unit: numeric('unit', { precision: 12, scale: 3, mode: 'number' }),
    unitTypeId: integer('unit_type_id').references(() => unitTypes.id, { onDelete: 'set null' }),
    /** Base price (Grundpreis) in cents per `measurement_unit` (e.g. 1000 per "1 kg"); null for piece goods. */
    unitPriceCents: integer('unit_price_cents'),
    measurementUnit: text('measurement_unit'),
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }),
    width: numeric('width', { precision: 10, scale: 2, mode: 'number' }),
    height: numeric('height', { precision: 10, scale: 2, mode: 'number' }),
    lenght: numeric('lenght', { precision: 10, scale: 2, mode: 'number' }),
    manufacturerId: integer('manufacturer_id').references(() => shopManufacturers.id, { onDelete: 'set null' }),
    isLocalManufacturer: boolean('is_local_manufacturer').notNull().default(false),
    shopCategoryId: integer('shop_category_id').references(() => shopCategories.id, { onDelete: 'set null' }),
    shopSubcategoryId: integer('shop_subcategory_id').references(() => shopCategories.id, { onDelete: 'set null' }),
    shopChildcategoryId: integer('shop_childcategory_id').references(() => shopCategories.id, { onDelete: 'set null' }),
    isPickup: boolean('is_pickup').notNull().default(false),
    pickupAddress: text('pickup_address'),
    einNumber: text('ein_number'),
    isCrossselling: boolean('is_crossselling').notNull().default(false),
    crosssellingType: text('crossselling_type', { enum: CROSSSELLING_TYPES }),
    crosssellingCategoryId: integer('crossselling_category_id').references(() => shopCategories.id, {
      onDelete: 'set null',
    }),
    isVariants: boolean('is_variants').notNull().default(false),
    showAsProfile: boolean('show_as_profile').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    invoiceText: text('invoice_text'),
    /** The provider's bank account assignment for payouts of this product. */
    bankId: integer('bank_id').references(() => banks.id, { onDelete: 'set null' }),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    /** Manufacturer, tag and category names (kept by the service) for the search vector. */
    searchKeywords: text('search_keywords').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('german'::regconfig, coalesce(${shopProducts.name}, '')), 'A') || setweight(to_tsvector('german'::regconfig, coalesce(${shopProducts.searchKeywords}, '')), 'B') || setweight(to_tsvector('german'::regconfig, coalesce(${shopProducts.shortDescription}, '') || ' ' || coalesce(${shopProducts.details}, '')), 'C')`,
    ),
    /** Taken off the marketplace with its provider (account ended or suspended, `withdrawProvider`); null = not withdrawn. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shop_products_slug_unique').on(table.slug),
    uniqueIndex('shop_products_provider_sku_unique').on(table.providerId, table.sku),
    index('shop_products_search_idx').using('gin', table.searchVector),
    // Typo tolerance of the search (pg_trgm, migration 0032_search_trigram): name and keywords as one text.
    index('shop_products_name_trgm_idx')
      .using('gin', sql`(${table.name} || ' ' || ${table.searchKeywords}) gin_trgm_ops`)
      .where(sql`${table.status} = 'active' and ${table.deletedAt} is null`),
    index('shop_products_provider_idx').on(table.providerId, table.createdAt),
    index('shop_products_listed_created_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'active' and ${table.deletedAt} is null`),
    index('shop_products_listed_price_idx')
      .on(table.priceCents, table.id)
      .where(sql`${table.status} = 'active' and ${table.deletedAt} is null`),
    index('shop_products_listed_rating_idx')
      .on(table.ratingAvg.desc(), table.id.desc())
      .where(sql`${table.status} = 'active' and ${table.deletedAt} is null`),
    index('shop_products_listed_views_idx')
      .on(table.viewCount.desc(), table.id.desc())
      .where(sql`${table.status} = 'active' and ${table.deletedAt} is null`),
    index('shop_products_listed_featured_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.isFeatured} and ${table.status} = 'active' and ${table.deletedAt} is null`),
    // Price order within a category of each level (the global price index would scan past other categories).
    index('shop_products_listed_cat1_price_idx')
      .on(table.shopCategoryId, table.priceCents, table.id)
      .where(sql`${table.status} = 'active' and ${table.deletedAt} is null`),
    index('shop_products_listed_cat2_price_idx')
      .on(table.shopSubcategoryId, table.priceCents, table.id)
      .where(sql`${table.status} = 'active' and ${table.deletedAt} is null`),
    index('shop_products_listed_cat3_price_idx')
      .on(table.shopChildcategoryId, table.priceCents, table.id)
      .where(sql`${table.status} = 'active' and ${table.deletedAt} is null`),
    index('shop_products_category_idx').on(table.shopCategoryId, table.createdAt.desc()),
    index('shop_products_subcategory_idx').on(table.shopSubcategoryId, table.createdAt.desc()),
    index('shop_products_childcategory_idx').on(table.shopChildcategoryId, table.createdAt.desc()),
    index('shop_products_manufacturer_idx').on(table.manufacturerId),
    index('shop_products_status_idx').on(table.status, table.productType),
    check('shop_products_price_check', sql`${table.priceCents} >= 0`),
  ],
);

/** Sellable unit of a product; a product without real variants has one `is_default` variant without options. */
export const shopProductVariants = pgTable(
  'shop_product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
    /** Label built from the options ("Größe: M, Farbe: Blau"); empty for the default variant. */
    name: text('name').notNull().default(''),
    articleNo: text('article_no'),
    ean: text('ean'),
    /** Gross unit price in cents. */
    priceCents: integer('price_cents').notNull(),
    oldPriceCents: integer('old_price_cents'),
    qty: integer('qty').notNull().default(0),
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }),
    unitWeight: text('unit_weight'),
    lenght: numeric('lenght', { precision: 10, scale: 2, mode: 'number' }),
    height: numeric('height', { precision: 10, scale: 2, mode: 'number' }),
    width: numeric('width', { precision: 10, scale: 2, mode: 'number' }),
    unitWhl: text('unit_whl'),
    measurementUnit: text('measurement_unit'),
    /** Base price in cents per the product's measurement unit, when it differs from the product's. */
    unitPriceCents: integer('unit_price_cents'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shop_product_variants_product_idx').on(table.productId, table.position),
    uniqueIndex('shop_product_variants_one_default')
      .on(table.productId)
      .where(sql`${table.isDefault}`),
    check('shop_product_variants_qty_check', sql`${table.qty} >= 0`),
    check('shop_product_variants_price_check', sql`${table.priceCents} >= 0`),
  ],
);

/** Variant attributes (Größe, Farbe, Material …); `provider_id` null = available to every provider. */
export const shopFeatures = pgTable(
  'shop_features',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isColor: boolean('is_color').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('shop_features_provider_idx').on(table.providerId)],
);

/** Values of a feature (M, L, Blau …); `custom_value` holds e.g. the colour code. */
export const shopFeatureValues = pgTable(
  'shop_feature_values',
  {
    id: serial('id').primaryKey(),
    featureId: integer('feature_id')
      .notNull()
      .references(() => shopFeatures.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    customValue: text('custom_value'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('shop_feature_values_feature_idx').on(table.featureId, table.position)],
);

/** One option of a variant: feature name and value (copied, so a renamed feature leaves old orders readable). */
export const shopVariantOptions = pgTable(
  'shop_variant_options',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => shopProductVariants.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id').references(() => shopFeatures.id, { onDelete: 'set null' }),
    featureValueId: integer('feature_value_id').references(() => shopFeatureValues.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
    customValue: text('custom_value'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('shop_variant_options_variant_idx').on(table.variantId, table.position)],
);

/** Product attributes shown in the detail's data sheet (Material: Eiche, Füllmenge: 500 g …). */
export const shopProductFeatures = pgTable(
  'shop_product_features',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id').references(() => shopFeatures.id, { onDelete: 'set null' }),
    featureValueId: integer('feature_value_id').references(() => shopFeatureValues.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('shop_product_features_product_idx').on(table.productId, table.position)],
);

/** Gallery images of a product; `variant_id` set = image of that variant. */
export const shopProductImages = pgTable(
  'shop_product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => shopProductVariants.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shop_product_images_product_idx').on(table.productId, table.position),
    index('shop_product_images_variant_idx').on(table.variantId),
  ],
);

export const shopTags = pgTable(
  'shop_tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (table) => [uniqueIndex('shop_tags_slug_unique').on(table.slug)],
);

export const shopProductTags = pgTable(
  'shop_product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => shopTags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.tagId] }), index('shop_product_tags_tag_idx').on(table.tagId)],
);

/** SEO data of a product page (spec 01 §3 "SEO info"). */
export const shopProductSeo = pgTable('shop_product_seo', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => shopProducts.id, { onDelete: 'cascade' }),
  isMeta: boolean('is_meta').notNull().default(false),
  metaTag: text('meta_tag').notNull().default(''),
  metaTitle: text('meta_title').notNull().default(''),
  metaDescription: text('meta_description').notNull().default(''),
  tags: text('tags').notNull().default(''),
});

/** Tiered quantity prices: from `min_qty` pieces the unit price is `unit_price_cents` (product or one variant). */
export const shopBulkPrices = pgTable(
  'shop_bulk_prices',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => shopProductVariants.id, { onDelete: 'cascade' }),
    minQty: integer('min_qty').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shop_bulk_prices_product_idx').on(table.productId, table.minQty),
    check('shop_bulk_prices_min_qty_check', sql`${table.minQty} >= 2`),
    check('shop_bulk_prices_price_check', sql`${table.unitPriceCents} >= 0`),
  ],
);

/** Wholesale discount: from `whole_sell_qty` pieces, `whole_sell_discount` percent off (product or one variant). */
export const shopWholesaleDiscounts = pgTable(
  'shop_wholesale_discounts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    shopProductVariantId: integer('shop_product_variant_id').references(() => shopProductVariants.id, {
      onDelete: 'cascade',
    }),
    wholeSellQty: integer('whole_sell_qty').notNull(),
    wholeSellDiscount: numeric('whole_sell_discount', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shop_wholesale_discounts_product_idx').on(table.productId, table.wholeSellQty),
    check('shop_wholesale_discounts_qty_check', sql`${table.wholeSellQty} >= 1`),
    check('shop_wholesale_discounts_discount_check', sql`${table.wholeSellDiscount} > 0 and ${table.wholeSellDiscount} < 100`),
  ],
);

/** A provider's shipping methods; `is_pickup` marks collection by the customer (no parcel). */
export const shopShippingMethods = pgTable(
  'shop_shipping_methods',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    /** Free shipping from this order value (gross cents, per provider order); null = never free. */
    freeFromCents: integer('free_from_cents'),
    deliveryTime: text('delivery_time').notNull().default(''),
    isPickup: boolean('is_pickup').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** ISO 3166-1 alpha-2 codes of the countries this method delivers to (pickup methods ignore them). */
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{DE}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shop_shipping_methods_provider_idx').on(table.providerId, table.position),
    check('shop_shipping_methods_price_check', sql`${table.priceCents} >= 0`),
  ],
);

export const shopProductShippings = pgTable(
  'shop_product_shippings',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    shippingMethodId: integer('shipping_method_id')
      .notNull()
      .references(() => shopShippingMethods.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.shippingMethodId] }),
    index('shop_product_shippings_method_idx').on(table.shippingMethodId),
  ],
);

/** Hand-picked cross-selling products. */
export const shopCrossSelling = pgTable(
  'shop_cross_selling',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    relatedProductId: integer('related_product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.relatedProductId] })],
);

/** Products a logged-in user looked at (one row per user and product, newest first). */
export const shopLastViewed = pgTable(
  'shop_last_viewed',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shop_last_viewed_user_product_unique').on(table.userId, table.productId),
    index('shop_last_viewed_user_idx').on(table.userId, table.viewedAt.desc()),
  ],
);

/** Page views per product and day (trending = views of the last days); the total is on the product. */
export const shopProductViewCounts = pgTable(
  'shop_product_view_counts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.day] }), index('shop_product_view_counts_day_idx').on(table.day)],
);

/**
 * Price history of a variant (§ 11 PAngV): one row per price, valid from `valid_from` until the next row's
 * `valid_from`. Written by `src/modules/shop/price-history.ts` whenever a variant's price changes.
 */
export const shopVariantPrices = pgTable(
  'shop_variant_prices',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => shopProductVariants.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('shop_variant_prices_variant_idx').on(table.variantId, table.validFrom),
    check('shop_variant_prices_price_check', sql`${table.priceCents} >= 0`),
  ],
);

// ---- Read models for other modules (migration 0043) ----------------------------------------------------------------

/** Every product (drafts and deleted ones included) by its owner, name, slug and status: what others join products on. */
export const shopProductRefs = pgView('shop_product_refs', {
  id: integer('id').notNull(),
  providerId: integer('provider_id').notNull(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  status: text('status', { enum: PRODUCT_STATUSES }).notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}).existing();
