import type { ApiData } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';

export type ProviderHit = ApiData<'/admin/providers', 'get'>[number];

/** `GET /admin/providers?q=`: the first ten providers matching company, e-mail or number. */
export async function searchProviders(q: string): Promise<ProviderHit[]> {
  return (await adminCall<ProviderHit[]>({ method: 'GET', url: '/admin/providers', params: { q, page: 1, per_page: 10 } })).data;
}
