import { http, type ApiResponse } from '@marktplatz/shared';
import type { OrderingSettings } from '../types';

/** `GET /v2/getSettings`: order taking, auto-accept, preparation time and the order sound. */
export async function getOrderingSettings(signal?: AbortSignal): Promise<OrderingSettings> {
  const response = await http.get<ApiResponse<'/v2/getSettings', 'get'>>('v2/getSettings', { signal });
  return response.data.data;
}
