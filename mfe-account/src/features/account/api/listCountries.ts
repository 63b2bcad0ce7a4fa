import { http, type Envelope } from '@marktplatz/shared';

export interface Country {
  id: number;
  code: string;
  name: string;
  calling_code: string;
}

/** `GET /countries` (reference data, every country, D-A-CH first). */
export async function listCountries(signal?: AbortSignal): Promise<Country[]> {
  const response = await http.get<Envelope<Country[]>>('countries', { signal });
  return response.data.data;
}
