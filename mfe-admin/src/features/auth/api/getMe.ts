import type { ApiData } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';

export type StaffMe = ApiData<'/admin/me', 'get'>;

/** `GET /admin/me`: the signed-in member, the credential's roles. */
export async function getMe(): Promise<StaffMe> {
  return (await adminCall<StaffMe>({ method: 'GET', url: '/admin/me' })).data;
}
