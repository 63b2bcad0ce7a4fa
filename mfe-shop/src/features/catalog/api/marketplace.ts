import { type Envelope, http, type WireShape } from '@marktplatz/shared';
import type { ProductSummary } from '../../../entities/product';

/** A product slider (`new`, `trending`, `offers`, `top_rated`; the API's `ProductSlider`). */
export type Slider = WireShape<'ProductSlider'>;

/** One section per top-level category with products (the API's `ProductSection`). */
export type ProductSection = WireShape<'ProductSection'>;

/** A product of a bundle, as the marketplace section shows it (the API's `BundleItem`). */
export type BundleItem = Pick<
  WireShape<'BundleItem'>,
  'id' | 'product_id' | 'product_name' | 'variant_name' | 'slug' | 'qty' | 'company_name'
>;

/** A sellable bundle (`/v2/getBundleProducts`): several providers' products at one price (the API's `Bundle`). */
export type Bundle = Pick<WireShape<'Bundle'>, 'id' | 'name' | 'description' | 'price' | 'saving'> & { items: BundleItem[] };

/** A list answer's array; anything else (the spec: a failed slider load falls back to an empty list) → []. */
function listOf<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (value && typeof value === 'object' && Array.isArray((value as { data?: unknown }).data)) return (value as { data: T[] }).data;
  return [];
}

async function getList<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  const response = await http.get<Envelope<unknown>>(path, { signal });
  return listOf<T>(response.data.data);
}

/** `GET /productSliders`; a failed load is an empty list (spec 02 §8). */
export function getSliders(signal?: AbortSignal): Promise<Slider[]> {
  return getList<Slider>('productSliders', signal).catch(() => []);
}

/** `GET /shop/feature_products/featured`. */
export function getFeatured(signal?: AbortSignal): Promise<ProductSummary[]> {
  return getList<ProductSummary>('shop/feature_products/featured', signal);
}

/** `GET /v2/trendingProducts`. */
export function getTrending(signal?: AbortSignal): Promise<ProductSummary[]> {
  return getList<ProductSummary>('v2/trendingProducts', signal);
}

/** `GET /latestProductList`. */
export function getLatest(signal?: AbortSignal): Promise<ProductSummary[]> {
  return getList<ProductSummary>('latestProductList', signal);
}

/** `GET /shop/product-section`: editorial sections, each with its products. */
export function getProductSections(signal?: AbortSignal): Promise<ProductSection[]> {
  return getList<ProductSection>('shop/product-section', signal);
}

/** `GET /v2/getBundleProducts`: confirmed bundles; the section shows only when this answers data. */
export function getBundles(signal?: AbortSignal): Promise<Bundle[]> {
  return getList<Bundle>('v2/getBundleProducts', signal).catch(() => []);
}
