import { http, type ApiResponse } from '@marktplatz/shared';
import type { ShippingOverview } from '../../../lib/types';

/** `GET api/shop/order-shippings`. */
export async function getShippings(signal?: AbortSignal): Promise<ShippingOverview> {
  const response = await http.get<ApiResponse<'/api/shop/order-shippings', 'get'>>('api/shop/order-shippings', { signal });
  return response.data.data;
}
