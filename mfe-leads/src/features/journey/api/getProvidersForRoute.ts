import { type Envelope, http } from '@marktplatz/shared';
import type { ProvidersForRoute } from '../types';

/** `GET api/providerByLeadRoute`: further providers of the route's category and the calls to action. */
export async function getProvidersForRoute(routeId: number, slug: string, signal?: AbortSignal): Promise<ProvidersForRoute> {
  return (await http.get<Envelope<ProvidersForRoute>>('api/providerByLeadRoute', { params: { lead_route_id: routeId, slug }, signal })).data
    .data;
}
