import type { ApiData, ApiRequestBody } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';

type Session = ApiData<'/admin/login/totp', 'post'>;

/** `POST /admin/login/totp`: a code from the app or a recovery code signs in. */
export async function submitCode(body: ApiRequestBody<'/admin/login/totp', 'post'>): Promise<Session> {
  return (await adminCall<Session>({ method: 'POST', url: '/admin/login/totp', data: body }, { auth: false })).data;
}
