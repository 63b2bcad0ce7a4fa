import { http, type Envelope } from '@marktplatz/shared';

export interface DetailsUpdate {
  first_name?: string;
  last_name?: string;
  birthday?: string;
  phone?: string;
  address?: string;
  country_id?: number;
}

/** `PATCH /me/details`; answers the saved profile in `data` (the success toast needs it). */
export async function updateDetails(payload: DetailsUpdate): Promise<Envelope<unknown>> {
  const response = await http.patch<Envelope<unknown>>('me/details', payload);
  return response.data;
}
