import { http, type PageEnvelope, type PageOfRows, pageOfRows } from '@marktplatz/shared';
import type { LeadRoute } from '../types';

/** `GET api/lead_routes`: the provider's lead routes, 20 a page. */
export async function getRoutes(pageNumber: number, signal?: AbortSignal): Promise<PageOfRows<LeadRoute>> {
  return pageOfRows(
    (await http.get<PageEnvelope<LeadRoute>>('api/lead_routes', { params: { page: pageNumber, per_page: 20 }, signal })).data,
  );
}
