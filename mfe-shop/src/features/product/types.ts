import type { ProductSummary } from '../../entities/product';

export interface GalleryImage {
  id: number;
  image: string;
  alt?: string | null;
  variant_id?: number | null;
}

export interface VariantOption {
  id?: number;
  name: string;
  value: string;
  custom_value?: string | null;
}

export interface Variant {
  id: number;
  is_default: boolean;
  name?: string | null;
  article_no?: string | null;
  price: number;
  old_price?: number | null;
  lowest_price_30_days?: number | null;
  tax_rate?: number | null;
  qty: number;
  in_stock?: boolean;
  base_price_label?: string | null;
  images?: { id: number; image: string; alt?: string | null }[];
  variant_options: VariantOption[];
}

export interface OptionGroup {
  name: string;
  is_color?: boolean;
  values: { value: string; custom_value?: string | null }[];
}

export interface BulkPrice {
  id: number;
  variant_id: number | null;
  min_qty: number;
  price: number;
}

export interface WholesaleDiscount {
  id: number;
  shop_product_variant_id: number | null;
  whole_sell_qty: number;
  whole_sell_discount: number;
}

export interface ShippingMethod {
  id: number;
  name: string;
  price: number;
  free_from?: number | null;
  delivery_time?: string | null;
  is_pickup?: boolean;
}

export interface ProductDetail extends ProductSummary {
  /** § 19 UStG small business: no VAT; `vat_notice` replaces „inkl. MwSt.“. */
  small_business?: boolean;
  vat_notice?: string | null;
  details?: string | null;
  short_description?: string | null;
  article_number?: string | null;
  product_condition?: 'new' | 'used' | 'refurbished' | null;
  breadcrumbs?: { id: number; name: string; slug?: string | null }[];
  manufacturer?: string | null;
  gallery: GalleryImage[];
  variants: Variant[];
  options: OptionGroup[];
  bulk_prices: BulkPrice[];
  wholesale_discounts?: WholesaleDiscount[];
  features?: { name: string; value: string }[];
  shipping_methods: ShippingMethod[];
  is_pickup?: boolean | null;
  pickup_address?: string | null;
  provider?: { id: number; name?: string | null; slug?: string | null; city?: string | null; zip_code?: string | null } | null;
  seo?: { is_meta?: boolean; meta_tag?: string | null; meta_title?: string | null; meta_description?: string | null } | null;
  crossselling_products?: ProductSummary[];
}
