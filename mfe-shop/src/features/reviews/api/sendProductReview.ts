import type { AxiosResponse } from 'axios';
import { type Envelope, http } from '@marktplatz/shared';
import type { Review, ReviewInput } from '../types';

/**
 * `POST /v2/sendProductReview2 {product_id, rating, review, title?, anonym?}` — `product_id` is sent as a number
 * (spec 02 §5). Resolves with the whole response: the form checks for HTTP 200.
 */
export function sendProductReview(productId: number, input: ReviewInput): Promise<AxiosResponse<Envelope<Review>>> {
  return http.post<Envelope<Review>>('v2/sendProductReview2', { product_id: Number(productId), ...input });
}
