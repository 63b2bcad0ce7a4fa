import type { ApiData, ApiRequestBody } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';

/** `POST /admin/staff` (re-authentication): creates the member and sends the invitation. */
export async function createStaff(body: ApiRequestBody<'/admin/staff', 'post'>): Promise<ApiData<'/admin/staff', 'post'>> {
  return (await adminCall<ApiData<'/admin/staff', 'post'>>({ method: 'POST', url: '/admin/staff', data: body })).data;
}
