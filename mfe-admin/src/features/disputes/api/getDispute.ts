import { adminCall } from '../../../lib/adminApi';
import type { AdminDisputeDetail } from './types';

/** `GET /admin/disputes/:id`: both statements and photos, the refund and who decided. */
export async function getDispute(id: number): Promise<AdminDisputeDetail> {
  return (await adminCall<AdminDisputeDetail>({ method: 'GET', url: `/admin/disputes/${id}` })).data;
}
