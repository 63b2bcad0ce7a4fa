import { http, type ApiResponse, type WireShape } from '@marktplatz/shared';

export type Country = WireShape<'Country'>;

/** `GET /countries` (reference data, every country, D-A-CH first). */
export async function listCountries(signal?: AbortSignal): Promise<Country[]> {
  const response = await http.get<ApiResponse<'/countries', 'get'>>('countries', { signal });
  return response.data.data;
}
