import type { ApiRequestBody } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';

/** `POST /admin/password`: the invitation link's token and the new password. */
export async function setPassword(body: ApiRequestBody<'/admin/password', 'post'>): Promise<void> {
  await adminCall<null>({ method: 'POST', url: '/admin/password', data: body }, { auth: false });
}
