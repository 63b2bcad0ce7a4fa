import { type Envelope, http } from '@marktplatz/shared';
import type { ProductSummary } from '../../../entities/product';

/** A product slider (`new`, `trending`, `offers`, `top_rated`). */
export interface Slider {
  key: string;
  title: string;
  products: ProductSummary[];
}

/** One section per top-level category with products. */
export interface ProductSection {
  category: { id: number; name: string; slug?: string | null; image?: string | null };
  products: ProductSummary[];
}

export interface BundleItem {
  id: number;
  product_id: number;
  variant_id?: number | null;
  product_name: string;
  variant_name?: string | null;
  slug?: string | null;
  photo?: string | null;
  qty: number;
  regular_price?: number;
  unit_price?: number;
  provider_id?: number;
  company_name?: string | null;
}

/** A sellable bundle (`/v2/getBundleProducts`): several providers' products at one price. */
export interface Bundle {
  id: number;
  name: string;
  slug?: string;
  description?: string | null;
  price: number;
  regular_price?: number | null;
  saving?: number | null;
  image?: string | null;
  provider?: { id: number; company_name?: string | null } | null;
  items: BundleItem[];
}

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
