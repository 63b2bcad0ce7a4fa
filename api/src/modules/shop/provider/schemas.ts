import { z } from 'zod';
import { PRODUCT_CONDITIONS, PRODUCT_STATUSES, CROSSSELLING_TYPES } from '../../../db/schema/shop';
import { fields } from '../../../http/validation';
import { decimalValue, MAX_STOCK, moneyCents, wholeNumber } from './numbers';

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

export const idParams = z.object({ id: fields.id() });
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
