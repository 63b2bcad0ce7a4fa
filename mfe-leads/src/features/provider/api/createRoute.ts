import { type Envelope, http } from '@marktplatz/shared';
import type { LeadRoute, RouteInput } from '../types';

/** `POST api/lead_routes`: a new lead route (a draft). */
export async function createRoute(input: RouteInput): Promise<Envelope<LeadRoute>> {
  return (await http.post<Envelope<LeadRoute>>('api/lead_routes', input)).data;
}
