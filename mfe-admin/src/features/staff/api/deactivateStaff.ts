import type { ApiData, ApiRequestBody } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';

type Member = ApiData<'/admin/staff/{id}/deactivate', 'post'>;

/** `POST /admin/staff/:id/deactivate` (re-authentication): ends every session and token of the member. */
export async function deactivateStaff(id: number, body: ApiRequestBody<'/admin/staff/{id}/deactivate', 'post'>): Promise<Member> {
  return (await adminCall<Member>({ method: 'POST', url: `/admin/staff/${id}/deactivate`, data: body })).data;
}
