import { http, pageOfRows, type ApiResponse } from '@marktplatz/shared';
import type { Page, Refund } from '../../../lib/types';

/** `GET /getRefundListofItems?page=`: own requests (customer) or incoming ones (provider). */
export async function getRefunds(pageNumber: number, signal?: AbortSignal): Promise<Page<Refund>> {
  const response = await http.get<ApiResponse<'/getRefundListofItems', 'get'>>('getRefundListofItems', {
    params: { page: pageNumber, per_page: 10 },
    signal,
  });
  return pageOfRows(response.data);
}
