import { adminCall } from '../../../lib/adminApi';
import type { DeadJobAction } from './types';

/** `POST /admin/jobs/:id/discard`: the job never runs again (kept as discarded). */
export async function discardJob(id: number, reason: string): Promise<DeadJobAction> {
  return (await adminCall<DeadJobAction>({ method: 'POST', url: `/admin/jobs/${id}/discard`, data: { reason } })).data;
}
