import { http, type ApiResponse } from '@marktplatz/shared';
import type { DeliveryTime } from '../types';

/** `GET /getDelivertTimes` (sic): preparation and delivery minutes per zone and the last order time. */
export async function getDeliveryTimes(signal?: AbortSignal): Promise<DeliveryTime[]> {
  const response = await http.get<ApiResponse<'/getDelivertTimes', 'get'>>('getDelivertTimes', { signal });
  return response.data.data;
}
