import type { ApiData, ApiRequestBody } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';

export type NewApiToken = ApiData<'/admin/tokens', 'post'>;

/** `POST /admin/tokens` (re-authentication): the answer carries the `mpt_…` secret, shown once. */
export async function createToken(body: ApiRequestBody<'/admin/tokens', 'post'>): Promise<NewApiToken> {
  return (await adminCall<NewApiToken>({ method: 'POST', url: '/admin/tokens', data: body })).data;
}
