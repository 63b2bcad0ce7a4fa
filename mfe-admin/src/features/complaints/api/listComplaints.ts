import { adminCall } from '../../../lib/adminApi';
import type { PageMeta } from '../../notices';
import type { ComplaintListItem } from './types';

/** `GET /admin/complaints?status=open|decided`: one page of complaints (Art. 20 DSA). */
export async function listComplaints(
  status: 'open' | 'decided',
  page: number,
  perPage: number,
): Promise<{ rows: ComplaintListItem[]; meta: PageMeta }> {
  const { data, meta } = await adminCall<ComplaintListItem[], PageMeta>({
    method: 'GET',
    url: '/admin/complaints',
    params: { status, page, per_page: perPage },
  });
  return { rows: data, meta };
}
