import { type ApiData, type Envelope, http } from '@marktplatz/shared';
import type { LeadInput } from '../types';

/** `POST api/lead`: sends the inquiry to the route's provider and the chosen others. */
export async function submitLead(input: LeadInput): Promise<Envelope<ApiData<'/api/lead', 'post'>>> {
  return (await http.post<Envelope<ApiData<'/api/lead', 'post'>>>('api/lead', input)).data;
}
