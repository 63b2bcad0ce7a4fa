/**
 * The shop calls' schemas: what each call takes (queries, parameters) and, below, the wire shapes of its answers
 * (`schema.response` of `routes.ts`; `npm run contract` turns them into the front end's types). A response schema
 * serializes strictly: a field a presenter returns but the schema lacks disappears from the answer — the presenters
 * declare their return types from these schemas (`z.infer`), so the compiler keeps both in step.
 */
import { z } from 'zod';
import { wireId as id, wireSchema } from '../../http/contract';
import { pageQuery } from '../../http/pagination';
import { fields } from '../../http/validation';
import { DIRECTIONS, SORTS } from './search';
import { traderInfoSchema } from '../onboarding/public';
import { CROSSSELLING_TYPES, PRODUCT_CONDITIONS, PRODUCT_TYPES } from '../../db/schema/shop';
import { euroAmount as wireEuro, moneyFields, nullableMoneyFields } from '../../lib/money';
import { variantJsonSchema } from './detail';

/** Euros as typed by a German user or sent as a number: `12,50`, `12.5`, `1.234,56`, 12.5 → cents. */
export const euroAmount = () =>
  z.union([z.number(), fields.text().trim().max(20)]).transform((value, context) => {
    if (typeof value === 'string' && value === '') return undefined;
    let number: number;
    if (typeof value === 'number') {
      number = value;
    } else {
      const text = value.replace(/\s|€/g, '');
      const normalised = /,\d{1,2}$/.test(text) ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
      number = /^\d+(\.\d{1,2})?$/.test(normalised) ? Number(normalised) : Number.NaN;
    }
    if (!Number.isFinite(number) || number < 0 || number > 10_000_000) {
      context.addIssue({ code: 'custom', message: 'Bitte geben Sie einen Betrag in Euro ein, z. B. 12,50.' });
      return z.NEVER;
    }
    return Math.round(number * 100);
  });

/** A record id from a query string or JSON body; missing → „Dieses Feld ist erforderlich.“ */
export const idField = () =>
  z.union([z.number(), fields.text()], { message: 'Dieses Feld ist erforderlich.' }).transform((value, context) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const id = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
      context.addIssue({ code: 'custom', message: 'Bitte geben Sie eine gültige Nummer an.' });
      return z.NEVER;
    }
    return id;
  });

export const searchQuery = pageQuery(20).extend({
  keyword: fields.text().trim().max(200, 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.').optional(),
  category: fields.text().trim().max(120).optional(),
  min_price: euroAmount().optional(),
  max_price: euroAmount().optional(),
  provider_id: idField().optional(),
  product_type: z.enum(['normal', 'food'], { message: 'Die Produktart ist ungültig.' }).optional(),
  sort: z.enum(SORTS, { message: 'Diese Sortierung gibt es nicht.' }).optional(),
  direction: z.enum(DIRECTIONS, { message: 'Die Sortierrichtung ist ungültig.' }).optional(),
});

export const suggestQuery = z.object({
  keyword: fields.text().trim().max(200, 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.').default(''),
});

export const slugParams = z.object({
  slug: fields.text().trim().min(1, 'Dieses Feld ist erforderlich.').max(200, 'Höchstens 200 Zeichen erlaubt.'),
});

export const slugQuery = z.object({
  slug: fields.text().trim().min(1, 'Dieses Feld ist erforderlich.').max(200, 'Höchstens 200 Zeichen erlaubt.'),
});

/** `…/:id` with the shop's own id field (a number or its text; named apart from `idParams` of `http/validation`). */
export const shopIdParams = z.object({ id: idField() });

export const categoryIdQuery = z.object({ category_id: idField() });
export const subcategoryIdQuery = z.object({ subcategory_id: idField() });
export const shippingQuery = z.object({ provider_id: idField().optional() });

export const productViewBody = z.object({ product_id: idField() });
export const viewCountBody = z.object({
  slug: fields.text().trim().min(1, 'Dieses Feld ist erforderlich.').max(200, 'Höchstens 200 Zeichen erlaubt.'),
});

export const listQuery = pageQuery(12);

/** A provider's shipping method (`api/shippings`, `api/getShippingInfo`, `api/createShipping`, `api/updateShipping`). */
export const shippingMethodSchema = wireSchema(
  'ShippingMethod',
  z.object({
    id: z.number().int(),
    provider_id: z.number().int(),
    name: z.string(),
    price: z.number(),
    price_cents: z.number().int(),
    free_from: z.number().nullable(),
    free_from_cents: z.number().int().nullable(),
    delivery_time: z.string(),
    is_pickup: z.boolean(),
    is_active: z.boolean(),
    position: z.number().int(),
    countries: z.array(z.string()),
    country_names: z.array(z.string()),
  }),
);

/** A country a method can deliver to (`api/getShippingCountries`). */
export const shippingCountrySchema = wireSchema('ShippingCountry', z.object({ id: z.number().int(), code: z.string(), name: z.string() }));

// Answers

const namedShape = { id, name: z.string(), slug: z.string() };

export const providerRefSchema = wireSchema('ProviderRef', z.object(namedShape));

/** A product in lists, sliders, search and cross-selling (`presentCard`). */
export const productCardSchema = wireSchema(
  'ProductCard',
  z.object({
    ...namedShape,
    sku: z.string(),
    product_type: z.enum(PRODUCT_TYPES),
    ...moneyFields('price'),
    ...nullableMoneyFields('previous_price'),
    discount_percent: z.number().nullable(),
    /** § 11 PAngV: the lowest price of the 30 days before the reduction, null without reduction. */
    ...nullableMoneyFields('lowest_price_30_days'),
    tax: z.number(),
    photo: z.string().nullable(),
    stock: z.number().int(),
    in_stock: z.boolean(),
    ...nullableMoneyFields('unit_price'),
    measurement_unit: z.string().nullable(),
    base_price_label: z.string().nullable(),
    is_pickup: z.boolean(),
    is_variants: z.boolean(),
    variant_count: z.number().int(),
    default_variant_id: id.nullable(),
    avg_rating: z.number(),
    total_review: z.number().int(),
    provider: providerRefSchema,
    category: z.object(namedShape).nullable(),
    category_name: z.string().nullable(),
    manufacturer: z.string().nullable(),
    created_at: z.string(),
  }),
);

const categoryShape = {
  ...namedShape,
  image: z.string().nullable(),
  icon: z.string().nullable(),
  description: z.string().nullable(),
  level: z.number().int(),
  parent_id: id.nullable(),
};

export const shopCategorySchema = wireSchema('ShopCategory', z.object(categoryShape));

const countedCategoryShape = { ...categoryShape, product_count: z.number().int() };

/** `/shop/getCategories`: the three levels with their listed product counts. */
export const categoryTreeSchema = wireSchema(
  'ShopCategoryTree',
  z.object({
    ...countedCategoryShape,
    subcategories: z.array(z.object({ ...countedCategoryShape, childcategories: z.array(z.object(countedCategoryShape)) })),
  }),
);

export const shopTaxSchema = wireSchema('ShopTax', z.object({ id, name: z.string(), value: z.number(), is_default: z.boolean() }));

export const manufacturerSchema = wireSchema('Manufacturer', z.object({ ...namedShape, is_local: z.boolean() }));

const deliveryShape = {
  id,
  name: z.string(),
  ...moneyFields('price'),
  ...nullableMoneyFields('free_from'),
  delivery_time: z.string(),
  is_pickup: z.boolean(),
};

/** `/shippings-methods`: active shipping methods (of one provider or of all). */
export const publicShippingMethodSchema = wireSchema('PublicShippingMethod', z.object({ ...deliveryShape, provider_id: id }));

export const productSliderSchema = wireSchema(
  'ProductSlider',
  z.object({ key: z.string(), title: z.string(), products: z.array(productCardSchema) }),
);

export const productSectionSchema = wireSchema(
  'ProductSection',
  z.object({
    category: z.object({ ...namedShape, image: z.string().nullable() }),
    products: z.array(productCardSchema),
  }),
);

const variantOptionSchema = variantJsonSchema.shape.options.element.omit({ is_color: true });

export const productVariantSchema = wireSchema(
  'ProductVariant',
  z.object({
    id,
    is_default: z.boolean(),
    name: z.string(),
    product_name: z.string(),
    article_no: z.string().nullable(),
    ean: z.string().nullable(),
    ...moneyFields('price'),
    ...nullableMoneyFields('old_price'),
    ...nullableMoneyFields('lowest_price_30_days'),
    gross_price: wireEuro,
    net_price: wireEuro,
    tax_rate: z.number(),
    unit_price_with_tax: wireEuro,
    unit_price_without_tax: wireEuro,
    qty: z.number().int(),
    in_stock: z.boolean(),
    weight: z.number().nullable(),
    unit_weight: z.string().nullable(),
    lenght: z.number().nullable(),
    height: z.number().nullable(),
    width: z.number().nullable(),
    unit_whl: z.string().nullable(),
    measurement_unit: z.string().nullable(),
    ...nullableMoneyFields('base_price'),
    base_price_label: z.string().nullable(),
    images: z.array(z.object({ id, image: z.string(), alt: z.string() })),
    variant_options: z.array(variantOptionSchema),
  }),
);

/** The product page (`/shop/productBySlug/{slug}`, `api/productDetails`): the card plus everything the page shows. */
export const productDetailSchema = wireSchema(
  'ProductDetail',
  productCardSchema.extend({
    details: z.string(),
    short_description: z.string(),
    article_number: z.string().nullable(),
    ein_number: z.string().nullable(),
    product_condition: z.enum(PRODUCT_CONDITIONS),
    price_included: z.boolean(),
    unit: z.number().nullable(),
    unit_type: z.object({ id, name: z.string(), abbreviation: z.string() }).nullable(),
    weight: z.number().nullable(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    lenght: z.number().nullable(),
    shop_category_id: id.nullable(),
    shop_subcategory_id: id.nullable(),
    shop_childcategory_id: id.nullable(),
    subcategory: z.object(namedShape).nullable(),
    childcategory: z.object(namedShape).nullable(),
    breadcrumbs: z.array(z.object(namedShape)),
    manufacturer_info: z.object(namedShape).nullable(),
    is_local_manufacturer: z.boolean(),
    tax_info: z.object({ id, name: z.string(), value: z.number() }),
    gallery: z.array(z.object({ id, image: z.string(), alt: z.string(), variant_id: id.nullable() })),
    variants: z.array(productVariantSchema),
    options: z.array(
      z.object({
        name: z.string(),
        is_color: z.boolean(),
        values: z.array(z.object({ value: z.string(), custom_value: z.string().nullable() })),
      }),
    ),
    bulk_prices: z.array(z.object({ id, variant_id: id.nullable(), min_qty: z.number().int(), ...moneyFields('price') })),
    wholesale_discounts: z.array(
      z.object({
        id,
        product_id: id,
        shop_product_variant_id: id.nullable(),
        whole_sell_qty: z.number().int(),
        whole_sell_discount: z.number(),
        variant_name: z.string().nullable(),
      }),
    ),
    features: z.array(z.object({ name: z.string(), value: z.string() })),
    tags: z.array(z.object(namedShape)),
    shipping_methods: z.array(z.object(deliveryShape)),
    product_shippings: z.array(id),
    pickup_address: z.string().nullable(),
    provider: providerRefSchema.extend({ city: z.string(), zip_code: z.string() }),
    /** § 19 UStG: the provider charges no VAT; the page shows `vat_notice` instead of „inkl. MwSt.“. */
    small_business: z.boolean(),
    vat_notice: z.string().nullable(),
    seo: z.object({
      is_meta: z.boolean(),
      meta_tag: z.string(),
      meta_title: z.string(),
      meta_description: z.string(),
      tags: z.string(),
    }),
    is_crossselling: z.boolean(),
    crossselling_type: z.enum(CROSSSELLING_TYPES).nullable(),
    crossselling_category_id: id.nullable(),
    crossselling_products: z.array(productCardSchema),
    view_count: z.number().int(),
    /** "Angaben zum Anbieter" (Art. 30(7) DSA): the provider's verified trader data. */
    trader: traderInfoSchema.nullable(),
  }),
);

export const suggestionsSchema = wireSchema(
  'ProductSuggestions',
  z.object({
    keyword: z.string(),
    suggestions: z.array(z.object({ ...namedShape, photo: z.string().nullable(), price: wireEuro })),
    categories: z.array(z.object({ ...namedShape, level: z.number().int() })),
    total: z.number().int(),
  }),
);

/** `api/search`: one page of matches with its own paging fields and the facets of the keyword. */
export const searchResultSchema = wireSchema(
  'ProductSearchResult',
  z.object({
    data: z.array(productCardSchema),
    /** The keyword's words found nothing; these are products spelled similarly (typo tolerance). */
    similar: z.boolean(),
    /** With `similar`: the closest words of the found names („Hong“ → „Honig“), else null. */
    did_you_mean: z.string().nullable(),
    total_pages: z.number().int(),
    total_records: z.number().int(),
    current_page: z.number().int(),
    per_page: z.number().int(),
    filters: z.object({
      categories: z.array(z.object({ ...namedShape, count: z.number().int() })),
      providers: z.array(providerRefSchema.extend({ count: z.number().int() })),
      price: z.object({ min: wireEuro.nullable(), max: wireEuro.nullable() }),
      sort_options: z.array(z.object({ key: z.string(), direction: z.enum(DIRECTIONS).nullable(), label: z.string() })),
      applied: z.record(z.string(), z.union([z.string(), z.number()]).nullable()),
    }),
  }),
);

export const lastViewedSchema = wireSchema('LastViewedProduct', z.object({ id, viewed_at: z.string(), product: productCardSchema }));

export const productViewSchema = z.object({ recorded: z.boolean() });

export const viewCountSchema = z.object({ product_id: id, view_count: z.number().int() });

/** The answers' types, derived from their schemas. */
export type ProviderRef = z.infer<typeof providerRefSchema>;
export type ProductCard = z.infer<typeof productCardSchema>;
export type ProductDetailAnswer = z.infer<typeof productDetailSchema>;
export type Suggestions = z.infer<typeof suggestionsSchema>;
export type SearchResult = z.infer<typeof searchResultSchema>;
