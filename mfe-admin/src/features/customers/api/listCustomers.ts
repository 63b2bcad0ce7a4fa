import { adminCall } from '../../../lib/adminApi';
import type { CustomerListItem, PageMeta } from './types';

/** `GET /admin/customers`: one page, newest first; `q` searches name, e-mail address and customer number. */
export async function listCustomers(q: string, page: number, perPage: number): Promise<{ rows: CustomerListItem[]; meta: PageMeta }> {
  const { data, meta } = await adminCall<CustomerListItem[], PageMeta>({
    method: 'GET',
    url: '/admin/customers',
    params: { ...(q ? { q } : {}), page, per_page: perPage },
  });
  return { rows: data, meta };
}
