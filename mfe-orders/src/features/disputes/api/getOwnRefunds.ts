import { http, type ApiResponse } from '@marktplatz/shared';
import type { Refund } from '../../../lib/types';

/** The customer's refunds (newest 100) — which of them can be disputed is decided on the order page. */
export async function getOwnRefunds(signal?: AbortSignal): Promise<Refund[]> {
  const response = await http.get<ApiResponse<'/getRefundListofItems', 'get'>>('getRefundListofItems', {
    params: { page: 1, per_page: 100 },
    signal,
  });
  return response.data.data;
}
