import { adminCall } from '../../../lib/adminApi';

/** `POST /admin/logout`: ends the session on the server. */
export async function logout(): Promise<void> {
  await adminCall<null>({ method: 'POST', url: '/admin/logout' }, { reauth: false });
}
