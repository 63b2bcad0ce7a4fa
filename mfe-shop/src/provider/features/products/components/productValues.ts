import type { CrossSellingProduct, ProductCondition, ProductDetail, ProductInput, ProductStatus } from '../../../entities/product';
import { idOrNull, idText, numberOrUndefined, text } from '../../../../lib/forms';

/** The editor form's values (selects hold ids as text, numbers come parsed from the German NumberField). */
export interface ProductFormValues {
  name: string;
  slug: string;
  sku: string;
  article_number: string;
  ein_number: string;
  status: ProductStatus;
  product_condition: ProductCondition;
  details: string;
  show_as_profile: boolean;
  price?: number | string;
  price_included: boolean;
  previous_price?: number | string;
  tax: string;
  stock?: number | string;
  unit?: number | string;
  unit_type: string;
  unit_price?: number | string;
  measurement_unit: string;
  weight?: number | string;
  width?: number | string;
  height?: number | string;
  lenght?: number | string;
  manufacturer: string;
  is_local_manufacturer: boolean;
  shop_category_id: string;
  shop_subcategory_id: string;
  shop_childcategory_id: string;
  product_shippings: string[];
  is_pickup: boolean;
  pickup_address: string;
  is_crossselling: boolean;
  crossselling_type: string;
  crossselling_category_id: string;
  crossselling_product: CrossSellingProduct[];
  is_variants: boolean;
  invoice_text: string;
  bank_id: string;
}

const flag = (value: boolean | 0 | 1 | undefined | null): boolean => value === true || value === 1;
const num = (value: number | null | undefined): number | undefined => (value === null || value === undefined ? undefined : Number(value));

/** Initial values: a new product (German defaults: 19 % VAT, gross price, new) or the loaded one. */
export function toFormValues(product?: ProductDetail | null, defaultTax = 19): ProductFormValues {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    // One article number for the provider: the SKU, or the separate article number of an older product.
    sku: product?.sku || product?.article_number || '',
    article_number: product?.article_number ?? '',
    ein_number: product?.ein_number ?? '',
    status: product?.status ?? 'draft',
    product_condition: product?.product_condition ?? 'new',
    details: product?.details ?? '',
    show_as_profile: flag(product?.show_as_profile),
    price: num(product?.price),
    price_included: product ? flag(product.price_included) : true,
    // No struck price is an empty field, never „0,00“.
    previous_price: product?.previous_price ? Number(product.previous_price) : undefined,
    tax: String(product?.tax ?? defaultTax),
    stock: num(product?.stock),
    unit: num(product?.unit),
    unit_type: idText(product?.unit_type),
    unit_price: num(product?.unit_price),
    measurement_unit: product?.measurement_unit ?? '',
    weight: num(product?.weight),
    width: num(product?.width),
    height: num(product?.height),
    lenght: num(product?.lenght),
    manufacturer: idText(product?.manufacturer),
    is_local_manufacturer: flag(product?.is_local_manufacturer),
    shop_category_id: idText(product?.shop_category_id),
    shop_subcategory_id: idText(product?.shop_subcategory_id),
    shop_childcategory_id: idText(product?.shop_childcategory_id),
    product_shippings: (product?.product_shippings ?? []).map((method) => String(method.id)),
    is_pickup: flag(product?.is_pickup),
    pickup_address: product?.pickup_address ?? '',
    is_crossselling: flag(product?.is_crossselling),
    crossselling_type: product?.crossselling_type ?? 'product',
    crossselling_category_id: idText(product?.crossselling_category_id),
    crossselling_product: product?.crossselling_product ?? [],
    is_variants: flag(product?.is_variants),
    invoice_text: product?.invoice_text ?? '',
    bank_id: idText(product?.bank_id),
  };
}

const orNull = (value: unknown): number | null => numberOrUndefined(value) ?? null;

/** The payload of create/update (spec field names; the API takes JSON numbers and flags). */
export function toProductInput(values: ProductFormValues, options: { includeStock: boolean }): ProductInput {
  const input: ProductInput = {
    name: text(values.name),
    sku: text(values.sku),
    article_number: text(values.sku) || null,
    ein_number: text(values.ein_number) || null,
    status: values.status,
    product_condition: values.product_condition,
    details: values.details ?? '',
    show_as_profile: values.show_as_profile,
    price: numberOrUndefined(values.price) ?? 0,
    price_included: values.price_included,
    previous_price: orNull(values.previous_price),
    tax: Number(values.tax),
    unit: orNull(values.unit),
    unit_type: idOrNull(values.unit_type),
    unit_price: orNull(values.unit_price),
    measurement_unit: text(values.measurement_unit) || null,
    weight: orNull(values.weight),
    width: orNull(values.width),
    height: orNull(values.height),
    lenght: orNull(values.lenght),
    manufacturer: idOrNull(values.manufacturer),
    is_local_manufacturer: values.is_local_manufacturer,
    shop_category_id: idOrNull(values.shop_category_id),
    shop_subcategory_id: idOrNull(values.shop_subcategory_id),
    shop_childcategory_id: idOrNull(values.shop_childcategory_id),
    product_shippings: values.product_shippings.map(Number).filter((id) => id > 0),
    is_pickup: values.is_pickup,
    pickup_address: values.is_pickup ? text(values.pickup_address) : null,
    is_crossselling: values.is_crossselling,
    crossselling_type: values.is_crossselling ? (values.crossselling_type === 'category' ? 'category' : 'product') : null,
    crossselling_category_id:
      values.is_crossselling && values.crossselling_type === 'category' ? idOrNull(values.crossselling_category_id) : null,
    crossselling_product:
      values.is_crossselling && values.crossselling_type !== 'category' ? values.crossselling_product.map((item) => item.product_id) : [],
    is_variants: values.is_variants,
    invoice_text: text(values.invoice_text) || null,
    bank_id: idOrNull(values.bank_id),
  };
  const slug = text(values.slug);
  if (slug) input.slug = slug;
  const stock = numberOrUndefined(values.stock);
  if (options.includeStock && stock !== undefined) input.stock = stock;
  return input;
}
