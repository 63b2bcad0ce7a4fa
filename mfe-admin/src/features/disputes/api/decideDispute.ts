import { adminCall } from '../../../lib/adminApi';
import type { AdminDisputeDetail, DecisionInput } from './types';

/** `POST /admin/disputes/:id/decision`: the outcome, the amount of a partial refund and the reason. */
export async function decideDispute(id: number, input: DecisionInput): Promise<AdminDisputeDetail> {
  return (await adminCall<AdminDisputeDetail>({ method: 'POST', url: `/admin/disputes/${id}/decision`, data: input })).data;
}
