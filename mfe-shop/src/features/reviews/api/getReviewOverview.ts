import { type Envelope, http } from '@marktplatz/shared';
import type { ReviewOverview } from '../types';

/** `GET /v2/rating-summary?type=product&type_instance=` (extension): averages, notice and what the viewer may do. */
export async function getReviewOverview(productId: number, signal?: AbortSignal): Promise<ReviewOverview> {
  const response = await http.get<Envelope<ReviewOverview>>('v2/rating-summary', {
    params: { type: 'product', type_instance: productId },
    signal,
  });
  return response.data.data;
}
