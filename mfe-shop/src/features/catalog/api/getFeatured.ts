import { type Envelope, http } from '@marktplatz/shared';
import type { ProductSummary } from '../../../entities/product';
import { listOf } from '../lib/listOf';

/** `GET /shop/feature_products/featured`. */
export async function getFeatured(signal?: AbortSignal): Promise<ProductSummary[]> {
  const response = await http.get<Envelope<unknown>>('shop/feature_products/featured', { signal });
  return listOf<ProductSummary>(response.data.data);
}
