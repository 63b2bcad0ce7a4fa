import { http, type ApiResponse } from '@marktplatz/shared';
import type { ShippingCountry } from '../../../lib/types';

/** `GET api/getShippingCountries`: D-A-CH first. */
export async function getShippingCountries(signal?: AbortSignal): Promise<ShippingCountry[]> {
  const response = await http.get<ApiResponse<'/api/getShippingCountries', 'get'>>('api/getShippingCountries', { signal });
  return response.data.data;
}
