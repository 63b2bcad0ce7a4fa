import { adminCall } from '../../../lib/adminApi';
import type { BillingRun, PageMeta } from './types';

/** `GET /admin/billing/runs`: the runs finance started, newest first. */
export async function listRuns(page: number, perPage: number): Promise<{ rows: BillingRun[]; meta: PageMeta }> {
  const { data, meta } = await adminCall<BillingRun[], PageMeta>({
    method: 'GET',
    url: '/admin/billing/runs',
    params: { page, per_page: perPage },
  });
  return { rows: data, meta };
}
