import { adminCall } from '../../../lib/adminApi';
import type { AdminDispute, DisputeFilter, PageMeta } from './types';

/** `GET /admin/disputes`: one page of the queue (undecided ones by the provider's deadline). */
export async function listDisputes(
  status: DisputeFilter,
  page: number,
  perPage: number,
): Promise<{ rows: AdminDispute[]; meta: PageMeta }> {
  const { data, meta } = await adminCall<AdminDispute[], PageMeta>({
    method: 'GET',
    url: '/admin/disputes',
    params: { status, page, per_page: perPage },
  });
  return { rows: data, meta };
}
