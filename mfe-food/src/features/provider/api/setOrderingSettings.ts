import { http, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';
import type { OrderingSettings } from '../types';

/** `POST /v2/setSettings`. */
export async function setOrderingSettings(body: ApiRequestBody<'/v2/setSettings', 'post'>): Promise<OrderingSettings> {
  const response = await http.post<ApiResponse<'/v2/setSettings', 'post'>>('v2/setSettings', body);
  return response.data.data;
}
