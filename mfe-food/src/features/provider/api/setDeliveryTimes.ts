import { http, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';
import type { DeliveryTime } from '../types';

/** `POST /setDelivertTimes` (sic): the zones replace the stored ones. */
export async function setDeliveryTimes(body: ApiRequestBody<'/setDelivertTimes', 'post'>): Promise<DeliveryTime[]> {
  const response = await http.post<ApiResponse<'/setDelivertTimes', 'post'>>('setDelivertTimes', body);
  return response.data.data;
}
