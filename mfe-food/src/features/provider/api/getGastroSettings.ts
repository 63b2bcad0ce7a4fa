import { http, type ApiResponse } from '@marktplatz/shared';
import type { GastroSettings } from '../types';

/** `GET /getGastroSetting`: cuisines, amounts in cents, delivery area, delivery/pickup and cash. */
export async function getGastroSettings(signal?: AbortSignal): Promise<GastroSettings> {
  const response = await http.get<ApiResponse<'/getGastroSetting', 'get'>>('getGastroSetting', { signal });
  return response.data.data;
}
