/**
 * The provider's shop calls' schemas: what each call takes (bodies, queries, parameters) and, below, the wire shapes
 * of its answers (`schema.response` of `routes.ts`; `npm run contract` turns them into the front end's types). A
 * response schema serializes strictly: a field a presenter returns but the schema lacks disappears from the answer —
 * the presenters (`presenters.ts`, `products.ts`, `variants.ts`, `prices.ts`) declare their return types from these
 * schemas (`z.infer`), so the compiler keeps both in step.
 */
import { z } from 'zod';
import { CROSSSELLING_TYPES, PRODUCT_CONDITIONS, PRODUCT_STATUSES, PRODUCT_TYPES } from '../../../db/schema/shop';
import { fields } from '../../../http/validation';
import { decimalValue, MAX_STOCK, moneyCents, wholeNumber } from './numbers';
import { wireSchema } from '../../../http/contract';
import { euroAmount, moneyFields, nullableMoneyFields } from '../../../lib/money';
import { variantJsonSchema } from '../detail';
import { productDetailSchema } from '../schemas';

/** Empty text from a form field means "no value". */
const emptyToNull = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? null : value);

/** An optional value: missing = unchanged, `null`/`""` = cleared. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToNull, schema.nullable()).optional();

const id = () => fields.id();
const optionalId = () => optional(fields.id());
const flag = () => fields.flag().optional();

/** EAN/GTIN with 8, 12, 13 or 14 digits and a valid check digit. */
export function isValidGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop() as number;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

export const gtin = () =>
  fields.text().trim().refine(isValidGtin, 'Bitte geben Sie eine gültige EAN (8, 12, 13 oder 14 Ziffern mit Prüfziffer) ein.');

const crossSellingProduct = z.union([id(), z.object({ product_id: id() }).transform((entry) => entry.product_id)]);

/** Every field of spec 01 §3 "Shop product" the editor sends; all optional (create checks the required ones). */
export const productFields = z.object({
  name: fields.requiredText(200).optional(),
  sku: fields
    .requiredText(64)
    .refine((value) => !/\s/.test(value), 'Die SKU darf keine Leerzeichen enthalten.')
    .optional(),
  slug: optional(
    fields
      .text()
      .trim()
      .max(200, 'Höchstens 200 Zeichen erlaubt.')
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Der Slug darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.'),
  ),
  article_number: fields.optionalText(64).optional(),
  status: z.enum(PRODUCT_STATUSES, 'Erlaubt sind draft, active oder inactive.').optional(),
  product_condition: z.enum(PRODUCT_CONDITIONS, 'Erlaubt sind new, used oder refurbished.').optional(),
  details: fields.optionalText(20_000).optional(),
  short_description: fields.optionalText(500).optional(),
  price: moneyCents().optional(),
  price_included: flag(),
  previous_price: optional(moneyCents()),
  /** The rate in percent as `/taxes` lists it (19, 7 …); checked against the tax table. */
  tax: optional(wholeNumber(0, 100)),
  tax_id: optionalId(),
  stock: optional(wholeNumber(0, MAX_STOCK)),
  unit: optional(decimalValue(1_000_000, 3)),
  unit_type: optionalId(),
  unit_price: optional(moneyCents()),
  measurement_unit: fields.optionalText(32).optional(),
  weight: optional(decimalValue(100_000, 3)),
  width: optional(decimalValue(100_000, 2)),
  height: optional(decimalValue(100_000, 2)),
  lenght: optional(decimalValue(100_000, 2)),
  manufacturer: optionalId(),
  is_local_manufacturer: flag(),
  shop_category_id: optionalId(),
  shop_subcategory_id: optionalId(),
  shop_childcategory_id: optionalId(),
  product_shippings: z.array(id()).max(50, 'Höchstens 50 Versandarten.').optional(),
  is_pickup: flag(),
  pickup_address: fields.optionalText(500).optional(),
  ein_number: optional(gtin()),
  is_crossselling: flag(),
  crossselling_type: optional(z.enum(CROSSSELLING_TYPES, 'Erlaubt sind product oder category.')),
  crossselling_product: z.array(crossSellingProduct).max(50, 'Höchstens 50 Produkte.').optional(),
  crossselling_category_id: optionalId(),
  is_variants: flag(),
  show_as_profile: flag(),
  invoice_text: fields.optionalText(1000).optional(),
  bank_id: optionalId(),
});
export type ProductFields = z.infer<typeof productFields>;

export const createProductBody = productFields;
export const updateProductBody = productFields.extend({ id: id().optional(), product_id: id().optional() });
export type UpdateProductBody = z.infer<typeof updateProductBody>;

export const productIdQuery = z.object({ product_id: fields.id() });
export const featuresQuery = z.object({ product_id: fields.id().optional() });

export const seoBody = z.object({
  product_id: id(),
  is_meta: flag(),
  meta_tag: fields.optionalText(500).optional(),
  meta_title: fields.optionalText(70).optional(),
  meta_description: fields.optionalText(320).optional(),
  tags: fields.optionalText(500).optional(),
});

export const tagsBody = z.object({
  product_id: id(),
  tags: z.union([
    z.array(fields.text().trim().max(50, 'Ein Suchbegriff darf höchstens 50 Zeichen lang sein.')).max(30, 'Höchstens 30 Suchbegriffe.'),
    fields.text().max(2000, 'Höchstens 2.000 Zeichen erlaubt.'),
  ]),
});

export const featureBody = z.object({
  name: fields.requiredText(60),
  is_color: flag(),
  values: z
    .array(z.object({ name: fields.requiredText(60), custom_value: fields.optionalText(60).optional() }))
    .max(100, 'Höchstens 100 Werte.')
    .default([]),
});
export const featureValueBody = z.object({ name: fields.requiredText(60), custom_value: fields.optionalText(60).optional() });

export const productFeaturesBody = z.object({
  product_id: id(),
  features: z
    .array(
      z.union([
        z.object({ feature_id: id(), feature_value_id: id() }),
        z.object({ name: fields.requiredText(60), value: fields.requiredText(200) }),
      ]),
    )
    .max(50, 'Höchstens 50 Merkmale.'),
});

export const saveVariantsBody = z.object({
  product_id: id(),
  features: z
    .array(z.object({ feature_id: id(), value_ids: z.array(id()).min(1, 'Bitte wählen Sie mindestens einen Wert.').max(50) }))
    .min(1, 'Bitte wählen Sie mindestens ein Merkmal.')
    .max(5, 'Höchstens 5 Merkmale pro Variante.'),
  price: optional(moneyCents()),
  qty: optional(wholeNumber(0, MAX_STOCK)),
});

export const updateVariantBody = z.object({
  id: id(),
  article_no: fields.optionalText(64).optional(),
  ean: optional(gtin()),
  gross_price: moneyCents().optional(),
  net_price: moneyCents().optional(),
  unit_price_with_tax: optional(moneyCents()),
  unit_price_without_tax: optional(moneyCents()),
  old_price: optional(moneyCents()),
  qty: wholeNumber(0, MAX_STOCK).optional(),
  weight: optional(decimalValue(100_000, 3)),
  unit_weight: fields.optionalText(16).optional(),
  lenght: optional(decimalValue(100_000, 2)),
  height: optional(decimalValue(100_000, 2)),
  width: optional(decimalValue(100_000, 2)),
  unit_whl: fields.optionalText(16).optional(),
  measurement_unit: fields.optionalText(32).optional(),
});
export type UpdateVariantBody = z.infer<typeof updateVariantBody>;

const quantityRow = z.object({ id: id(), qty: wholeNumber(0, MAX_STOCK) });
export const updateVariantQuantityBody = z.union([
  quantityRow.transform((row) => [row]),
  z
    .object({ variants: z.array(quantityRow).min(1, 'Bitte geben Sie mindestens eine Variante an.').max(500) })
    .transform((body) => body.variants),
]);

export const variantImagesBody = z.object({
  variant_id: id(),
  image_ids: z.array(id()).min(1, 'Bitte wählen Sie mindestens ein Bild.').max(50),
});
export const imageIdBody = z.object({ id: id() });

export const bulkPriceBody = z.object({
  product_id: id(),
  variant_id: optionalId(),
  min_qty: wholeNumber(2, 100_000),
  price: moneyCents(),
});
export const editBulkPriceBody = z.object({ id: id(), min_qty: wholeNumber(2, 100_000), price: moneyCents() });
export const optionalIdBody = z.object({ id: id() }).nullish();
export const optionalIdQuery = z.object({ id: fields.id().optional() });

export const wholesaleBody = z.object({
  product_id: id(),
  shop_product_variant_id: optionalId(),
  whole_sell_qty: wholeNumber(1, 100_000),
  whole_sell_discount: decimalValue(99.99, 2).refine((value) => value > 0, 'Der Rabatt muss größer als 0 % sein.'),
});

export const bulkUpdateRow = z
  .object({
    id: id().optional(),
    variant_id: id().optional(),
    price: moneyCents().optional(),
    previous_price: optional(moneyCents()),
    stock: wholeNumber(0, MAX_STOCK).optional(),
    status: z.enum(PRODUCT_STATUSES, 'Erlaubt sind draft, active oder inactive.').optional(),
  })
  .refine((row) => row.id !== undefined || row.variant_id !== undefined, {
    message: 'Bitte geben Sie id oder variant_id an.',
    path: ['id'],
  });
export type BulkUpdateRow = z.infer<typeof bulkUpdateRow>;
export const bulkUpdateBody = z.object({
  products: z.array(bulkUpdateRow).min(1, 'Bitte geben Sie mindestens eine Zeile an.').max(500, 'Höchstens 500 Zeilen auf einmal.'),
});

export const importQuery = z.object({ stream: fields.flag().optional() });

export const providerProductsQuery = z.object({ keyword: fields.text().max(200).optional() });

// Answers

/** Ids on the wire. */
const intId = z.number().int();
/** Flags on the wire are 1/0, as the spec's forms send them. */
const wireFlag = z.literal([0, 1]);

export const providerProductSchema = wireSchema(
  'ProviderProduct',
  z.object({
    id: intId,
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
    price_included: wireFlag,
    ...nullableMoneyFields('previous_price'),
    /** The product's VAT rate in whole percent. */
    tax: z.number(),
    tax_id: intId,
    stock: z.number().int(),
    photo: z.string().nullable(),
    unit: z.number().nullable(),
    /** The unit type's id (`api/getUnitTypes`). */
    unit_type: intId.nullable(),
    ...nullableMoneyFields('unit_price'),
    measurement_unit: z.string().nullable(),
    weight: z.number().nullable(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    lenght: z.number().nullable(),
    /** The manufacturer's id. */
    manufacturer: intId.nullable(),
    manufacturer_name: z.string().nullable(),
    is_local_manufacturer: wireFlag,
    shop_category_id: intId.nullable(),
    shop_subcategory_id: intId.nullable(),
    shop_childcategory_id: intId.nullable(),
    category_name: z.string().nullable(),
    product_shippings: z.array(z.object({ id: intId, name: z.string() })),
    is_pickup: wireFlag,
    pickup_address: z.string().nullable(),
    ein_number: z.string().nullable(),
    is_crossselling: wireFlag,
    crossselling_type: z.enum(CROSSSELLING_TYPES).nullable(),
    crossselling_category_id: intId.nullable(),
    crossselling_product: z.array(z.object({ product_id: intId, product_name: z.string() })),
    is_variants: wireFlag,
    show_as_profile: wireFlag,
    invoice_text: z.string().nullable(),
    bank_id: intId.nullable(),
    default_variant_id: intId.nullable(),
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
  z.object({ id: intId, image: z.string(), variant_id: intId.nullable(), position: z.number().int() }),
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
    id: intId,
    product_id: intId,
    product_name: z.string(),
    is_default: wireFlag,
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
    product_id: intId,
    is_meta: wireFlag,
    meta_tag: z.string(),
    meta_title: z.string(),
    meta_description: z.string(),
    tags: z.string(),
  }),
);
export type ProviderSeo = z.infer<typeof providerSeoSchema>;

export const providerTagSchema = wireSchema('ProviderProductTag', z.object({ id: intId, name: z.string() }));

export const providerBulkPriceSchema = wireSchema(
  'ProviderBulkPrice',
  z.object({ id: intId, product_id: intId, variant_id: intId.nullable(), min_qty: z.number().int(), ...moneyFields('price') }),
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
  z.object({ id: intId, name: z.string(), custom_value: z.string().nullable() }),
);

export const providerFeatureSchema = wireSchema(
  'ProviderFeature',
  z.object({
    id: intId,
    name: z.string(),
    is_color: wireFlag,
    /** The provider's own feature (1) or a general one (0). */
    own: wireFlag,
    /** Asked for a product: products of its category use this feature, or it is the provider's own. */
    in_category: wireFlag,
    values: z.array(providerFeatureValueSchema),
  }),
);
export type ProviderFeature = z.infer<typeof providerFeatureSchema>;

/** A line of the product's data sheet (Material: Eiche …). */
export const dataSheetRowSchema = wireSchema(
  'ProviderDataSheetRow',
  z.object({ id: intId, feature_id: intId.nullable(), feature_value_id: intId.nullable(), name: z.string(), value: z.string() }),
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
export const deletedSchema = z.object({ id: intId });

export const uploadedImagesSchema = z.object({ photo: z.string().nullable(), images: z.array(providerImageSchema) });

/** `DELETE /v2/deleteGalleryImage/{id}`: the deleted image and the product's photo afterwards. */
export const deletedImageSchema = z.object({ id: intId, photo: z.string().nullable() });

export const removedVariantSchema = z.object({ id: intId, product_id: intId, is_variants: wireFlag });

export const bulkUpdateResultSchema = wireSchema(
  'ProviderBulkUpdate',
  z.object({
    updated: z.number().int(),
    rows: z.array(
      z.object({
        id: intId,
        variant_id: intId,
        price: euroAmount,
        stock: z.number().int(),
        status: z.enum(PRODUCT_STATUSES),
        price_notice: z.string().nullable(),
      }),
    ),
  }),
);
export type BulkUpdateResult = z.infer<typeof bulkUpdateResultSchema>;
