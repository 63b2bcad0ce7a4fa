/**
 * Wire shapes of the provider's shop calls (`schema.response` of `routes.ts`; `npm run contract` turns them into the
 * front end's types). A response schema serializes strictly: a field a presenter returns but the schema lacks
 * disappears from the answer — the presenters (`presenters.ts`, `products.ts`, `variants.ts`, `prices.ts`) declare
 * their return types from these schemas, so the compiler keeps both in step.
 */
import { z } from 'zod';
import { wireSchema } from '../../../http/contract';
import { CROSSSELLING_TYPES, PRODUCT_CONDITIONS, PRODUCT_STATUSES, PRODUCT_TYPES } from '../../../db/schema/shop';
import { euroAmount, moneyFields, nullableMoneyFields } from '../../../lib/money';
import { variantJsonSchema } from '../detail';
import { productDetailSchema } from '../schemas';

const id = z.number().int();
/** Flags on the wire are 1/0, as the spec's forms send them. */
const flag = z.literal([0, 1]);

export const providerProductSchema = wireSchema(
  'ProviderProduct',
  z.object({
    id,
    name: z.string(),
    slug: z.string(),
    sku: z.string(),
    article_number: z.string().nullable(),
    product_type: z.enum(PRODUCT_TYPES),
    status: z.enum(PRODUCT_STATUSES),
    product_condition: z.enum(PRODUCT_CONDITIONS),
    details: z.string(),
    short_description: z.string(),
    ...moneyFields('price'),
    price_included: flag,
    ...nullableMoneyFields('previous_price'),
    /** The product's VAT rate in whole percent. */
    tax: z.number(),
    tax_id: id,
    stock: z.number().int(),
    photo: z.string().nullable(),
    unit: z.number().nullable(),
    /** The unit type's id (`api/getUnitTypes`). */
    unit_type: id.nullable(),
    ...nullableMoneyFields('unit_price'),
    measurement_unit: z.string().nullable(),
    weight: z.number().nullable(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    lenght: z.number().nullable(),
    /** The manufacturer's id. */
    manufacturer: id.nullable(),
    manufacturer_name: z.string().nullable(),
    is_local_manufacturer: flag,
    shop_category_id: id.nullable(),
    shop_subcategory_id: id.nullable(),
    shop_childcategory_id: id.nullable(),
    category_name: z.string().nullable(),
    product_shippings: z.array(z.object({ id, name: z.string() })),
    is_pickup: flag,
    pickup_address: z.string().nullable(),
    ein_number: z.string().nullable(),
    is_crossselling: flag,
    crossselling_type: z.enum(CROSSSELLING_TYPES).nullable(),
    crossselling_category_id: id.nullable(),
    crossselling_product: z.array(z.object({ product_id: id, product_name: z.string() })),
    is_variants: flag,
    show_as_profile: flag,
    invoice_text: z.string().nullable(),
    bank_id: id.nullable(),
    default_variant_id: id.nullable(),
    variants_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type ProviderProduct = z.infer<typeof providerProductSchema>;

/** The answer of a save: the product and why a typed reference price was refused or replaced (§ 11 PAngV). */
export const savedProductSchema = wireSchema('ProviderProductSaved', providerProductSchema.extend({ price_notice: z.string().nullable() }));

export const providerImageSchema = wireSchema(
  'ProviderProductImage',
  z.object({ id, image: z.string(), variant_id: id.nullable(), position: z.number().int() }),
);
export type ProviderImage = z.infer<typeof providerImageSchema>;

/** Weight, dimensions and base price unit of a variant, as the shop's variant shape has them. */
const variantMeasures = variantJsonSchema.pick({
  weight: true,
  unit_weight: true,
  lenght: true,
  height: true,
  width: true,
  unit_whl: true,
  measurement_unit: true,
}).shape;

export const providerVariantSchema = wireSchema(
  'ProviderProductVariant',
  z.object({
    id,
    product_id: id,
    product_name: z.string(),
    is_default: flag,
    name: z.string(),
    article_no: z.string().nullable(),
    ean: z.string().nullable(),
    tax_rate: z.number(),
    ...moneyFields('gross_price'),
    ...moneyFields('net_price'),
    unit_price_with_tax: euroAmount.nullable(),
    unit_price_without_tax: euroAmount.nullable(),
    old_price: euroAmount.nullable(),
    qty: z.number().int(),
    ...variantMeasures,
    variant_options: z.array(variantJsonSchema.shape.options.element.omit({ id: true, is_color: true })),
    images: z.array(providerImageSchema),
  }),
);
export type ProviderVariant = z.infer<typeof providerVariantSchema>;

/** A variant after `updateVariant`, with the reference price notice (§ 11 PAngV). */
export const savedVariantSchema = wireSchema(
  'ProviderProductVariantSaved',
  providerVariantSchema.extend({ price_notice: z.string().nullable() }),
);

export const providerSeoSchema = wireSchema(
  'ProviderProductSeo',
  z.object({
    product_id: id,
    is_meta: flag,
    meta_tag: z.string(),
    meta_title: z.string(),
    meta_description: z.string(),
    tags: z.string(),
  }),
);
export type ProviderSeo = z.infer<typeof providerSeoSchema>;

export const providerTagSchema = wireSchema('ProviderProductTag', z.object({ id, name: z.string() }));

export const providerBulkPriceSchema = wireSchema(
  'ProviderBulkPrice',
  z.object({ id, product_id: id, variant_id: id.nullable(), min_qty: z.number().int(), ...moneyFields('price') }),
);
export type ProviderBulkPrice = z.infer<typeof providerBulkPriceSchema>;

/** A wholesale discount (spec 01 §3), as the product page lists them; `whole_sell_discount` in percent. */
export const providerWholesaleSchema = wireSchema(
  'ProviderWholesaleDiscount',
  z.object(productDetailSchema.shape.wholesale_discounts.element.shape),
);
export type ProviderWholesale = z.infer<typeof providerWholesaleSchema>;

export const providerFeatureValueSchema = wireSchema(
  'ProviderFeatureValue',
  z.object({ id, name: z.string(), custom_value: z.string().nullable() }),
);

export const providerFeatureSchema = wireSchema(
  'ProviderFeature',
  z.object({
    id,
    name: z.string(),
    is_color: flag,
    /** The provider's own feature (1) or a general one (0). */
    own: flag,
    /** Asked for a product: products of its category use this feature, or it is the provider's own. */
    in_category: flag,
    values: z.array(providerFeatureValueSchema),
  }),
);
export type ProviderFeature = z.infer<typeof providerFeatureSchema>;

/** A line of the product's data sheet (Material: Eiche …). */
export const dataSheetRowSchema = wireSchema(
  'ProviderDataSheetRow',
  z.object({ id, feature_id: id.nullable(), feature_value_id: id.nullable(), name: z.string(), value: z.string() }),
);
export type DataSheetRow = z.infer<typeof dataSheetRowSchema>;

/** `GET /shop/provider/products/{id}`: the product with everything the editor's tabs show. */
export const productEditorSchema = wireSchema(
  'ProviderProductEditor',
  providerProductSchema.extend({
    variants: z.array(providerVariantSchema),
    images: z.array(providerImageSchema),
    seo: providerSeoSchema,
    tags: z.array(providerTagSchema),
    bulk_prices: z.array(providerBulkPriceSchema),
    wholesale_discounts: z.array(providerWholesaleSchema),
    features: z.array(dataSheetRowSchema),
  }),
);

/** The answer of a delete that names the removed row. */
export const deletedSchema = z.object({ id });

export const uploadedImagesSchema = z.object({ photo: z.string().nullable(), images: z.array(providerImageSchema) });

/** `DELETE /v2/deleteGalleryImage/{id}`: the deleted image and the product's photo afterwards. */
export const deletedImageSchema = z.object({ id, photo: z.string().nullable() });

export const removedVariantSchema = z.object({ id, product_id: id, is_variants: flag });

export const bulkUpdateResultSchema = wireSchema(
  'ProviderBulkUpdate',
  z.object({
    updated: z.number().int(),
    rows: z.array(
      z.object({
        id,
        variant_id: id,
        price: euroAmount,
        stock: z.number().int(),
        status: z.enum(PRODUCT_STATUSES),
        price_notice: z.string().nullable(),
      }),
    ),
  }),
);
export type BulkUpdateResult = z.infer<typeof bulkUpdateResultSchema>;
