import { http, type ApiResponse } from '@marktplatz/shared';
import type { DisputeDetail } from '../types';

/** `GET /disputes/{id}`: one dispute with photos (customer or provider). */
export async function getDispute(id: number, signal?: AbortSignal): Promise<DisputeDetail> {
  return (await http.get<ApiResponse<'/disputes/{id}', 'get'>>(`disputes/${id}`, { signal })).data.data;
}
