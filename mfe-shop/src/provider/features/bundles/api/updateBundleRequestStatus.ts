import { type ApiResponse, http } from '@marktplatz/shared';

/** POST /confirmUpdateStatusRequest { bundle_provider_request_id, status } (confirmed by default, or rejected). */
export async function updateBundleRequestStatus(id: number, status: 'confirmed' | 'rejected' = 'confirmed'): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/confirmUpdateStatusRequest', 'post'>>('confirmUpdateStatusRequest', {
    bundle_provider_request_id: id,
    status,
  });
  return res.data.message;
}
