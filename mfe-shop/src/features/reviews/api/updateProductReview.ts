import type { AxiosResponse } from 'axios';
import { type Envelope, http } from '@marktplatz/shared';
import type { Review, ReviewInput } from '../types';

/** `POST /v2/updateProductReview {id, rating, review, title?, anonym?}`. */
export function updateProductReview(id: number, input: ReviewInput): Promise<AxiosResponse<Envelope<Review>>> {
  return http.post<Envelope<Review>>('v2/updateProductReview', { id: Number(id), ...input });
}
