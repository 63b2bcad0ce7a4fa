import type { ApiData, ApiRequestBody } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';

export type StaffSession = ApiData<'/admin/login/enrol', 'post'>;

/** `POST /admin/login/enrol`: the first code from the app confirms the enrolment and signs in. */
export async function confirmEnrolment(body: ApiRequestBody<'/admin/login/enrol', 'post'>): Promise<StaffSession> {
  return (await adminCall<StaffSession>({ method: 'POST', url: '/admin/login/enrol', data: body }, { auth: false })).data;
}
