import { type Envelope, http } from '@marktplatz/shared';
import type { LeadRoute } from '../types';

/** `GET api/getLeadRouteInfo`: one lead route. */
export async function getRoute(id: number, signal?: AbortSignal): Promise<LeadRoute> {
  return (await http.get<Envelope<LeadRoute>>('api/getLeadRouteInfo', { params: { id }, signal })).data.data;
}
