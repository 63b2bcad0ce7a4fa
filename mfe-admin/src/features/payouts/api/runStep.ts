import { adminCall } from '../../../lib/adminApi';
import type { PayoutRun } from './types';

export type RunStep = 'release' | 'executed' | 'cancel';

/** `POST /admin/payouts/runs/:id/release|executed|cancel`: one step of the run; the server checks who may. */
export async function runStep(id: number, step: RunStep): Promise<PayoutRun> {
  return (await adminCall<PayoutRun>({ method: 'POST', url: `/admin/payouts/runs/${id}/${step}` })).data;
}
