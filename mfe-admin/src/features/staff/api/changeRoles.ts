import type { ApiData, ApiRequestBody } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';

type Member = ApiData<'/admin/staff/{id}/roles', 'put'>;

/** `PUT /admin/staff/:id/roles` (re-authentication) with the reason. */
export async function changeRoles(id: number, body: ApiRequestBody<'/admin/staff/{id}/roles', 'put'>): Promise<Member> {
  return (await adminCall<Member>({ method: 'PUT', url: `/admin/staff/${id}/roles`, data: body })).data;
}
