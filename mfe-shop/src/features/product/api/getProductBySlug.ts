import { type Envelope, http } from '@marktplatz/shared';
import type { ProductDetail } from '../types';

/** `GET /shop/productBySlug/{slug}`; a numeric slug finds the product by id. */
export async function getProductBySlug(slug: string, signal?: AbortSignal): Promise<ProductDetail> {
  const response = await http.get<Envelope<ProductDetail>>(`shop/productBySlug/${encodeURIComponent(slug)}`, { signal });
  return response.data.data;
}
