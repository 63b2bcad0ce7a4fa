import type { ApiData } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';

export type ApiToken = ApiData<'/admin/tokens', 'get'>[number];

/** `GET /admin/tokens`: the member's own API tokens (never the secret). */
export async function listTokens(): Promise<ApiToken[]> {
  return (await adminCall<ApiToken[]>({ method: 'GET', url: '/admin/tokens' })).data;
}
