import type { AxiosResponse } from 'axios';
import { type Envelope, http } from '@marktplatz/shared';

/** `DELETE /v2/deleteProductReview/{id}`. */
export function deleteProductReview(id: number): Promise<AxiosResponse<Envelope<{ id: number; product_id: number }>>> {
  return http.delete<Envelope<{ id: number; product_id: number }>>(`v2/deleteProductReview/${id}`);
}
