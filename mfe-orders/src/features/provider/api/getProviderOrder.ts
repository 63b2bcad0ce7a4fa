import { http, type ApiResponse } from '@marktplatz/shared';
import type { ProviderOrderDetail } from '../../../lib/types';

/** `GET api/shop/providerOrderView/{id}`. */
export async function getProviderOrder(id: string, signal?: AbortSignal): Promise<ProviderOrderDetail> {
  const response = await http.get<ApiResponse<'/api/shop/providerOrderView/{id}', 'get'>>(
    `api/shop/providerOrderView/${encodeURIComponent(id)}`,
    { signal },
  );
  return response.data.data;
}
