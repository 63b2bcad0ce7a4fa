/** A product card as every marketplace list gives it (shop module `ProductCard`). */
export interface ProductSummary {
  id: number;
  name: string;
  slug: string;
  /** Gross price in EUR (customer price incl. VAT) of one piece of the default/cheapest variant. */
  price: number;
  price_cents?: number;
  previous_price?: number | null;
  /** § 11 PAngV: lowest price of the 30 days before the reduction (the struck price), null without reduction. */
  lowest_price_30_days?: number | null;
  discount_percent?: number | null;
  tax?: number | null;
  photo?: string | null;
  /** The favourites list names the picture `image`. */
  image?: string | null;
  unit_price?: string | number | null;
  measurement_unit?: string | null;
  /** Grundpreis (PAngV) label, e.g. „10,00 € / 1 kg“; null for piece goods. */
  base_price_label?: string | null;
  avg_rating?: number | null;
  total_review?: number | null;
  stock?: number | null;
  in_stock?: boolean | null;
  is_variants?: boolean | null;
  variant_count?: number | null;
  default_variant_id?: number | null;
  provider?: ProviderRef | null;
  category_name?: string | null;
}

export interface ProviderRef {
  id: number;
  name?: string | null;
  company_name?: string | null;
  slug?: string | null;
}

/** A node of the category tree (`/shop/getCategories`): levels 1–3. */
export interface Category {
  id: number;
  name: string;
  slug?: string | null;
  level?: number;
  parent_id?: number | null;
  image?: string | null;
  product_count?: number | null;
  subcategories?: Category[];
  childcategories?: Category[];
}

/** The children of a category node, whichever level it is. */
export function childrenOf(category: Category): Category[] {
  return category.subcategories ?? category.childcategories ?? [];
}

/** The provider's display name. */
export function providerName(provider: ProviderRef | null | undefined): string {
  return provider?.company_name || provider?.name || '';
}

/** The product's picture URL, whichever name the list gives it. */
export function productImage(product: { photo?: string | null; image?: string | null }): string | null {
  return product.photo || product.image || null;
}
