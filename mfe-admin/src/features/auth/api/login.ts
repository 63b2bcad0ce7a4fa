import type { ApiData, ApiRequestBody } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';

export type LoginStep = ApiData<'/admin/login', 'post'>;

/** `POST /admin/login`: e-mail and password → the code step (`totp`) or the enrolment (`enrol`). */
export async function login(body: ApiRequestBody<'/admin/login', 'post'>): Promise<LoginStep> {
  return (await adminCall<LoginStep>({ method: 'POST', url: '/admin/login', data: body }, { auth: false })).data;
}
