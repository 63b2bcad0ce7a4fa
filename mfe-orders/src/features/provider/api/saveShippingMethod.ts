import { http, type ApiResponse } from '@marktplatz/shared';
import type { ShippingMethodInput } from '../../../lib/types';

/** `POST api/createShipping` or, with an id, `POST api/updateShipping`. */
export async function saveShippingMethod(
  input: ShippingMethodInput,
  id?: number,
): Promise<ApiResponse<'/api/createShipping', 'post'> | ApiResponse<'/api/updateShipping', 'post'>> {
  const response =
    id === undefined
      ? await http.post<ApiResponse<'/api/createShipping', 'post'>>('api/createShipping', input)
      : await http.post<ApiResponse<'/api/updateShipping', 'post'>>('api/updateShipping', { id, ...input });
  return response.data;
}
