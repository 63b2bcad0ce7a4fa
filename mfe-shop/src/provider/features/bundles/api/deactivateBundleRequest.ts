import { type ApiResponse, http } from '@marktplatz/shared';

/** POST /sendMailForInactivatedRequest { bundle_provider_request_id, reason }: deactivates, mails the partner. */
export async function deactivateBundleRequest(id: number, reason: string): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/sendMailForInactivatedRequest', 'post'>>('sendMailForInactivatedRequest', {
    bundle_provider_request_id: id,
    reason,
  });
  return res.data.message;
}
