import { http, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';
import type { GastroSettings } from '../types';

/** `POST /setGastroSetting` (amounts as German euro text). */
export async function setGastroSettings(body: ApiRequestBody<'/setGastroSetting', 'post'>): Promise<GastroSettings> {
  const response = await http.post<ApiResponse<'/setGastroSetting', 'post'>>('setGastroSetting', body);
  return response.data.data;
}
