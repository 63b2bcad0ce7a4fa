import { type ApiResponse, http } from '@marktplatz/shared';
import type { BundleRequest } from '../types';

/** GET /sendorBundleRequestDetail?bundle_provider_request_id= */
export async function getBundleRequest(id: number, signal?: AbortSignal): Promise<BundleRequest> {
  const res = await http.get<ApiResponse<'/sendorBundleRequestDetail', 'get'>>('sendorBundleRequestDetail', {
    params: { bundle_provider_request_id: id },
    signal,
  });
  return res.data.data;
}
