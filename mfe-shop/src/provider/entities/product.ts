/** Shapes of the provider product calls (spec 01 §3 „Shop product“, euros as numbers with two decimals). */
import { messages } from '../../messages/provider';

export type ProductStatus = 'draft' | 'active' | 'inactive';
export type ProductType = 'normal' | 'food';

/** Flags come as 1/0 in answers; the forms send booleans (the API accepts both). */
export type FlagValue = boolean | 0 | 1;

export interface ProductRow {
  id: number;
  name: string;
  slug: string;
  sku: string;
  price: number;
  stock: number;
  status: ProductStatus;
  product_type: ProductType;
  photo: string | null;
  category_name?: string | null;
  is_variants?: FlagValue;
  variants_count?: number;
}

export interface CrossSellingProduct {
  product_id: number;
  product_name: string;
}

/** The product as the editor loads and saves it (spec field names). */
export interface ProductDetail {
  /** Why a typed reference price was refused or replaced (§ 11 PAngV), only in the answer of a save. */
  price_notice?: string | null;
  id: number;
  name: string;
  slug: string;
  sku: string;
  article_number: string | null;
  ein_number: string | null;
  product_type: ProductType;
  status: ProductStatus;
  product_condition: string;
  details: string;
  show_as_profile: FlagValue;
  price: number;
  price_included: FlagValue;
  previous_price: number | null;
  tax: number;
  stock: number;
  photo: string | null;
  unit: number | null;
  unit_type: number | null;
  unit_price: number | null;
  measurement_unit: string | null;
  weight: number | null;
  width: number | null;
  height: number | null;
  lenght: number | null;
  manufacturer: number | null;
  is_local_manufacturer: FlagValue;
  shop_category_id: number | null;
  shop_subcategory_id: number | null;
  shop_childcategory_id: number | null;
  product_shippings: { id: number; name: string }[];
  is_pickup: FlagValue;
  pickup_address: string | null;
  is_crossselling: FlagValue;
  crossselling_type: 'product' | 'category' | null;
  crossselling_category_id: number | null;
  crossselling_product: CrossSellingProduct[];
  is_variants: FlagValue;
  invoice_text: string | null;
  bank_id: number | null;
  category_name?: string | null;
}

/** What the editor sends on create/update (`id` on update). */
export type ProductInput = Omit<
  ProductDetail,
  'id' | 'photo' | 'slug' | 'category_name' | 'crossselling_product' | 'product_shippings' | 'stock' | 'product_type'
> & {
  id?: number;
  slug?: string;
  stock?: number;
  product_shippings: number[];
  crossselling_product: number[];
};

/** `GET /shop/provider/products/{id}`: the product with everything the editor's tabs show. */
export interface ProductBundle extends ProductDetail {
  variants: Variant[];
  images: GalleryImage[];
  seo: SeoInfo | null;
  tags: { id: number; name: string }[];
  bulk_prices: BulkPrice[];
  wholesale_discounts: WholesaleDiscount[];
  features: { id: number; feature_id: number | null; feature_value_id: number | null; name: string; value: string }[];
}

export interface GalleryImage {
  id: number;
  image: string;
  variant_id: number | null;
  position?: number;
}

export interface SeoInfo {
  is_meta: FlagValue;
  meta_tag: string;
  meta_title: string;
  meta_description: string;
  tags?: string;
}

export interface FeatureValue {
  id: number;
  name: string;
  custom_value: string | null;
}

export interface Feature {
  id: number;
  name: string;
  is_color: FlagValue;
  own?: FlagValue;
  /** Asked for a product: products of its category use this feature, or it is the provider's own. */
  in_category?: FlagValue;
  values: FeatureValue[];
}

export interface VariantOption {
  feature_id: number | null;
  feature_value_id: number | null;
  name: string;
  value: string;
}

export interface Variant {
  id: number;
  product_id?: number;
  is_default: FlagValue;
  product_name?: string;
  name: string;
  article_no: string | null;
  ean: string | null;
  tax_rate: number;
  gross_price: number;
  net_price: number;
  unit_price_without_tax: number | null;
  unit_price_with_tax: number | null;
  old_price: number | null;
  qty: number;
  weight: number | null;
  unit_weight: string | null;
  lenght: number | null;
  height: number | null;
  width: number | null;
  unit_whl: string | null;
  measurement_unit: string | null;
  variant_options: VariantOption[];
  images: GalleryImage[];
}

export interface BulkPrice {
  id: number;
  product_id: number;
  variant_id: number | null;
  min_qty: number;
  price: number;
}

export interface WholesaleDiscount {
  id: number;
  product_id: number;
  shop_product_variant_id: number | null;
  whole_sell_qty: number;
  whole_sell_discount: number;
  variant_name: string;
}

/** The chosen value ids: those of the product's data sheet and those its variants are made of. */
export function chosenValueIds(product: Pick<ProductBundle, 'features' | 'variants'>): Set<number> {
  const ids = [
    ...product.features.map((row) => row.feature_value_id),
    ...product.variants.flatMap((variant) => variant.variant_options.map((option) => option.feature_value_id)),
  ];
  return new Set(ids.filter((id): id is number => typeof id === 'number'));
}

/** The variant's name, „Standard“ for the unnamed default variant, else its number. */
export function variantLabelOf(variant: Variant): string {
  return variant.name || (variant.is_default ? messages.variants.defaultVariant : `#${variant.id}`);
}
