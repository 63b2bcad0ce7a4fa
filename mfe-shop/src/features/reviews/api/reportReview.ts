import type { AxiosResponse } from 'axios';
import { type Envelope, http } from '@marktplatz/shared';

/** `POST /sendProductRatingReport {rating_id, reason, message?}`. */
export function reportReview(ratingId: number, reason: string, message: string): Promise<AxiosResponse<Envelope<unknown>>> {
  return http.post<Envelope<unknown>>('sendProductRatingReport', {
    rating_id: ratingId,
    reason,
    ...(message.trim() ? { message: message.trim() } : {}),
  });
}
