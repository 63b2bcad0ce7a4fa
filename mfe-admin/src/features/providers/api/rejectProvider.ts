import type { ApiRequestBody } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';
import type { ProviderDetail } from './types';

/** `POST /admin/providers/:id/reject` (trust & safety): the reason goes to the provider by e-mail. */
export async function rejectProvider(id: number, body: ApiRequestBody<'/admin/providers/{id}/reject', 'post'>): Promise<ProviderDetail> {
  return (await adminCall<ProviderDetail>({ method: 'POST', url: `/admin/providers/${id}/reject`, data: body })).data;
}
