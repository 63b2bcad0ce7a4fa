import { adminCall } from '../../../lib/adminApi';
import type { PageMeta, ProviderFilter, ProviderListItem } from './types';

/** `GET /admin/providers`: one page; submissions waiting for a decision first, oldest first. */
export async function listProviders(
  filter: { q?: string; status?: ProviderFilter },
  page: number,
  perPage: number,
): Promise<{ rows: ProviderListItem[]; meta: PageMeta }> {
  const { data, meta } = await adminCall<ProviderListItem[], PageMeta>({
    method: 'GET',
    url: '/admin/providers',
    params: { ...filter, page, per_page: perPage },
  });
  return { rows: data, meta };
}
