import { type Envelope, http } from '@marktplatz/shared';
import type { LeadRoute } from '../types';

/** `POST api/changeLeadRouteStatus`: activates or deactivates a lead route. */
export async function changeRouteStatus(id: number, status: 'active' | 'inactive'): Promise<Envelope<LeadRoute>> {
  return (await http.post<Envelope<LeadRoute>>('api/changeLeadRouteStatus', { id, status })).data;
}
