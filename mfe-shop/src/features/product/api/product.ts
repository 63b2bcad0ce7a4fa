import { type Envelope, http, httpApi, type PageEnvelope } from '@marktplatz/shared';
import type { ProductSummary } from '../../../entities/product';
import type { ProductDetail } from '../types';

/** `GET /shop/productBySlug/{slug}`; a numeric slug finds the product by id. */
export async function getProductBySlug(slug: string, signal?: AbortSignal): Promise<ProductDetail> {
  const response = await http.get<Envelope<ProductDetail>>(`shop/productBySlug/${encodeURIComponent(slug)}`, { signal });
  return response.data.data;
}

export interface LastViewedEntry {
  id: number;
  viewed_at: string;
  product: ProductSummary;
}

/** `GET api/shop/last_viewed` (logged in): the newest viewed products. */
export async function getLastViewed(signal?: AbortSignal): Promise<LastViewedEntry[]> {
  const response = await httpApi.get<PageEnvelope<LastViewedEntry>>('shop/last_viewed', { params: { per_page: 8 }, signal });
  return response.data.data;
}

/** `DELETE api/shop/last_viewed/{id}`. */
export async function deleteLastViewed(id: number): Promise<void> {
  await httpApi.delete(`shop/last_viewed/${id}`);
}

/** `POST /shop/product_view {product_id}`: remembers the view in the customer's „zuletzt angesehen“ list. */
export async function recordProductView(productId: number): Promise<void> {
  await http.post('shop/product_view', { product_id: productId });
}

/** `POST /setProductViewCounts {slug}`: counts the view (trending). */
export async function countProductView(slug: string): Promise<void> {
  await http.post('setProductViewCounts', { slug });
}
