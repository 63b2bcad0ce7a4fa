import { http, pageOfRows, type ApiResponse } from '@marktplatz/shared';
import type { Invoice, Page } from '../../../lib/types';

/** `GET api/invoices`: the provider's invoices and corrections, 10 per page. */
export async function getProviderInvoices(pageNumber: number, signal?: AbortSignal): Promise<Page<Invoice>> {
  const response = await http.get<ApiResponse<'/api/invoices', 'get'>>('api/invoices', {
    params: { page: pageNumber, per_page: 10 },
    signal,
  });
  return pageOfRows(response.data);
}
