import { type ApiData, type Envelope, http } from '@marktplatz/shared';
import type { ViewingInput } from '../types';

/** `POST api/property_appointment`: a viewing request; the listing's provider is notified. */
export async function requestViewing(input: ViewingInput): Promise<Envelope<ApiData<'/api/property_appointment', 'post'>>> {
  return (await http.post<Envelope<ApiData<'/api/property_appointment', 'post'>>>('api/property_appointment', input)).data;
}
