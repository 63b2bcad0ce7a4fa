import { http, type ApiData, type ApiResponse } from '@marktplatz/shared';

/** GET /bundleProductsRequestCount → `{ incoming, outgoing, total }`; the navigation's badge shows `incoming`. */
export async function getRequestCount(signal?: AbortSignal): Promise<ApiData<'/bundleProductsRequestCount', 'get'>> {
  const res = await http.get<ApiResponse<'/bundleProductsRequestCount', 'get'>>('bundleProductsRequestCount', { signal });
  return res.data.data;
}
