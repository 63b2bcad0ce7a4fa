import { adminCall } from '../../../lib/adminApi';
import type { PayoutRun } from './types';

/** `POST /admin/payouts/runs`: a run over the chosen withdrawals (status „Angelegt“). */
export async function createRun(withdrawalIds: number[], reason: string): Promise<PayoutRun> {
  return (
    await adminCall<PayoutRun>({
      method: 'POST',
      url: '/admin/payouts/runs',
      data: { withdrawal_ids: withdrawalIds, ...(reason ? { reason } : {}) },
    })
  ).data;
}
