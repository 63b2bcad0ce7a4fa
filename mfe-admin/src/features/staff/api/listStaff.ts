import type { ApiData } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';

export type StaffMember = ApiData<'/admin/staff', 'get'>[number];

/** `GET /admin/staff`: every member with roles, state, 2FA and last activity. */
export async function listStaff(): Promise<StaffMember[]> {
  return (await adminCall<StaffMember[]>({ method: 'GET', url: '/admin/staff' })).data;
}
