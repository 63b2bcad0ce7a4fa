import { http, type ApiResponse } from '@marktplatz/shared';
import type { ShippingMethod } from '../../../lib/types';

/** `GET api/shippings`: the provider's own shipping methods, inactive ones included. */
export async function getShippingMethods(signal?: AbortSignal): Promise<ShippingMethod[]> {
  const response = await http.get<ApiResponse<'/api/shippings', 'get'>>('api/shippings', { signal });
  return response.data.data;
}
