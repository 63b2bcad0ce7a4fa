import type { AxiosResponse } from 'axios';
import { type Envelope, http, httpApi, type PageEnvelope } from '@marktplatz/shared';
import type { ReportReason, Review, ReviewInput, ReviewOverview } from '../types';

/** `GET /v2/rating-summary?type=product&type_instance=` (extension): averages, notice and what the viewer may do. */
export async function getReviewOverview(productId: number, signal?: AbortSignal): Promise<ReviewOverview> {
  const response = await http.get<Envelope<ReviewOverview>>('v2/rating-summary', {
    params: { type: 'product', type_instance: productId },
    signal,
  });
  return response.data.data;
}

/** `GET api/v2/rating?type=product&type_instance=&page=`: the published reviews, newest first. */
export async function getReviews(productId: number, page: number, signal?: AbortSignal): Promise<PageEnvelope<Review>> {
  const response = await httpApi.get<PageEnvelope<Review>>('v2/rating', {
    params: { type: 'product', type_instance: productId, page, per_page: 5 },
    signal,
  });
  return response.data;
}

/**
 * `POST /v2/sendProductReview2 {product_id, rating, review, title?, anonym?}` — `product_id` is sent as a number
 * (spec 02 §5). Resolves with the whole response: the form checks for HTTP 200.
 */
export function sendProductReview(productId: number, input: ReviewInput): Promise<AxiosResponse<Envelope<Review>>> {
  return http.post<Envelope<Review>>('v2/sendProductReview2', { product_id: Number(productId), ...input });
}

/** `POST /v2/updateProductReview {id, rating, review, title?, anonym?}`. */
export function updateProductReview(id: number, input: ReviewInput): Promise<AxiosResponse<Envelope<Review>>> {
  return http.post<Envelope<Review>>('v2/updateProductReview', { id: Number(id), ...input });
}

/** `DELETE /v2/deleteProductReview/{id}`. */
export function deleteProductReview(id: number): Promise<AxiosResponse<Envelope<{ id: number; product_id: number }>>> {
  return http.delete<Envelope<{ id: number; product_id: number }>>(`v2/deleteProductReview/${id}`);
}

/** `GET /v2/rating-report-reasons` (extension). */
export async function getReportReasons(signal?: AbortSignal): Promise<ReportReason[]> {
  const response = await http.get<Envelope<ReportReason[]>>('v2/rating-report-reasons', { signal });
  return response.data.data;
}

/** `POST /sendProductRatingReport {rating_id, reason, message?}`. */
export function reportReview(ratingId: number, reason: string, message: string): Promise<AxiosResponse<Envelope<unknown>>> {
  return http.post<Envelope<unknown>>('sendProductRatingReport', {
    rating_id: ratingId,
    reason,
    ...(message.trim() ? { message: message.trim() } : {}),
  });
}
