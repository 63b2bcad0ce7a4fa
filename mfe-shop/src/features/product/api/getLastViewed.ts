import { httpApi, type PageEnvelope } from '@marktplatz/shared';
import type { ProductSummary } from '../../../entities/product';

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
