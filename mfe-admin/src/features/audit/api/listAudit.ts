import type { ApiData, ApiQuery, PageMeta } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';

export type AuditEntry = ApiData<'/admin/audit', 'get'>[number];
export type AuditFilter = ApiQuery<'/admin/audit.csv', 'get'>;

/** `GET /admin/audit`: one page of entries, newest first. */
export async function listAudit(filter: AuditFilter, page: number, perPage: number): Promise<{ rows: AuditEntry[]; meta: PageMeta }> {
  const { data, meta } = await adminCall<AuditEntry[], PageMeta>({
    method: 'GET',
    url: '/admin/audit',
    params: { ...filter, page, per_page: perPage },
  });
  return { rows: data, meta };
}
