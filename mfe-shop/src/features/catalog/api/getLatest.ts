import { type Envelope, http } from '@marktplatz/shared';
import type { ProductSummary } from '../../../entities/product';
import { listOf } from '../lib/listOf';

/** `GET /latestProductList`. */
export async function getLatest(signal?: AbortSignal): Promise<ProductSummary[]> {
  const response = await http.get<Envelope<unknown>>('latestProductList', { signal });
  return listOf<ProductSummary>(response.data.data);
}
