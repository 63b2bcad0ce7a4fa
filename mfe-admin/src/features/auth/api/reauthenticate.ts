import type { ApiData, ApiRequestBody } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';

type Reauth = ApiData<'/admin/reauth', 'post'>;

/** `POST /admin/reauth` with the password or a code: opens sensitive actions for five minutes. */
export async function reauthenticate(body: ApiRequestBody<'/admin/reauth', 'post'>): Promise<Reauth> {
  return (await adminCall<Reauth>({ method: 'POST', url: '/admin/reauth', data: body }, { reauth: false })).data;
}
