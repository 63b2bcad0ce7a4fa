import { adminCall } from '../../../lib/adminApi';
import type { PageMeta, PayoutRun } from './types';

/** `GET /admin/payouts/runs`: one page of the payout runs, newest first. */
export async function listRuns(page: number, perPage: number): Promise<{ rows: PayoutRun[]; meta: PageMeta }> {
  const { data, meta } = await adminCall<PayoutRun[], PageMeta>({
    method: 'GET',
    url: '/admin/payouts/runs',
    params: { page, per_page: perPage },
  });
  return { rows: data, meta };
}
