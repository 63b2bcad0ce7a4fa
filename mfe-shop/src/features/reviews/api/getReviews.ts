import { httpApi, type PageEnvelope } from '@marktplatz/shared';
import type { Review } from '../types';

/** `GET api/v2/rating?type=product&type_instance=&page=`: the published reviews, newest first. */
export async function getReviews(productId: number, page: number, signal?: AbortSignal): Promise<PageEnvelope<Review>> {
  const response = await httpApi.get<PageEnvelope<Review>>('v2/rating', {
    params: { type: 'product', type_instance: productId, page, per_page: 5 },
    signal,
  });
  return response.data;
}
