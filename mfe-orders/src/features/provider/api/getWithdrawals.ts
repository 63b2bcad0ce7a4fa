import { http, pageOfRows, type ApiResponse } from '@marktplatz/shared';
import type { Page, Withdrawal } from '../../../lib/types';

/** `GET /shop/provider/withdraws?page=`. */
export async function getWithdrawals(pageNumber: number, signal?: AbortSignal): Promise<Page<Withdrawal>> {
  const response = await http.get<ApiResponse<'/shop/provider/withdraws', 'get'>>('shop/provider/withdraws', {
    params: { page: pageNumber, per_page: 10 },
    signal,
  });
  return pageOfRows(response.data);
}
