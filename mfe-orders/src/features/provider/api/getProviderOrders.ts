import { http, pageOfRows, type ApiResponse } from '@marktplatz/shared';
import type { ProviderOrderFilters, ProviderOrderPage } from '../../../lib/types';

/** `GET api/providerOrders` with page, per_page and filters (empty filters are left out). */
export async function getProviderOrders(
  filters: ProviderOrderFilters,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<ProviderOrderPage> {
  const params: Record<string, string | number> = { page: pageNumber, per_page: 10 };
  for (const [key, value] of Object.entries(filters)) if (value) params[key] = value;
  const response = await http.get<ApiResponse<'/api/providerOrders', 'get'>>('api/providerOrders', { params, signal });
  return { ...pageOfRows(response.data), totalOrderValueCents: response.data.summary.total_order_value_cents };
}
