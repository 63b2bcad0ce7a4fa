import { type Envelope, http } from '@marktplatz/shared';
import type { ProductSummary } from '../../../entities/product';
import { listOf } from '../lib/listOf';

/** `GET /v2/trendingProducts`. */
export async function getTrending(signal?: AbortSignal): Promise<ProductSummary[]> {
  const response = await http.get<Envelope<unknown>>('v2/trendingProducts', { signal });
  return listOf<ProductSummary>(response.data.data);
}
