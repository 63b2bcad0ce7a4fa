/** The count of open bundle requests, shown as a badge in the provider navigation. */
import { http, type Envelope } from '@marktplatz/shared';

/** GET /bundleProductsRequestCount → `{ incoming, outgoing, total }`; the badge shows `incoming`. */
export async function getRequestCount(signal?: AbortSignal): Promise<{ incoming: number; outgoing: number; total: number }> {
  const res = await http.get<Envelope<{ incoming: number; outgoing: number; total: number }>>('bundleProductsRequestCount', { signal });
  return res.data.data;
}
