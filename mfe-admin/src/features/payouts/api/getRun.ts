import { adminCall } from '../../../lib/adminApi';
import type { PayoutRunDetail } from './types';

/** `GET /admin/payouts/runs/:id`: one run with its withdrawals. */
export async function getRun(id: number): Promise<PayoutRunDetail> {
  return (await adminCall<PayoutRunDetail>({ method: 'GET', url: `/admin/payouts/runs/${id}` })).data;
}
