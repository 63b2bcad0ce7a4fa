import type { ApiData, ApiRequestBody } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';

type Member = ApiData<'/admin/staff/{id}/reset-2fa', 'post'>;

/** `POST /admin/staff/:id/reset-2fa` (re-authentication): the next login enrols the app again. */
export async function resetTwoFactor(id: number, body: ApiRequestBody<'/admin/staff/{id}/reset-2fa', 'post'>): Promise<Member> {
  return (await adminCall<Member>({ method: 'POST', url: `/admin/staff/${id}/reset-2fa`, data: body })).data;
}
