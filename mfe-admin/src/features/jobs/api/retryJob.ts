import { adminCall } from '../../../lib/adminApi';
import type { DeadJobAction } from './types';

/** `POST /admin/jobs/:id/retry`: the job runs again now, with all its attempts. */
export async function retryJob(id: number, reason: string): Promise<DeadJobAction> {
  return (await adminCall<DeadJobAction>({ method: 'POST', url: `/admin/jobs/${id}/retry`, data: { reason } })).data;
}
