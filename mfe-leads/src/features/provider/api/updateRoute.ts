import { type Envelope, http } from '@marktplatz/shared';
import type { LeadRoute, RouteInput } from '../types';

/** `POST api/lead_routes_update`: changes a lead route. */
export async function updateRoute(id: number, input: RouteInput): Promise<Envelope<LeadRoute>> {
  return (await http.post<Envelope<LeadRoute>>('api/lead_routes_update', { id, ...input })).data;
}
