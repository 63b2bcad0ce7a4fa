import { http, pageOfRows, type ApiResponse, type PageOfRows } from '@marktplatz/shared';
import type { Dispute } from '../types';

/** `GET /provider/disputes?status=`. */
export async function getProviderDisputes(
  status: 'active' | 'all',
  pageNumber: number,
  signal?: AbortSignal,
): Promise<PageOfRows<Dispute>> {
  const response = await http.get<ApiResponse<'/provider/disputes', 'get'>>('provider/disputes', {
    params: { status, page: pageNumber, per_page: 20 },
    signal,
  });
  return pageOfRows(response.data);
}
