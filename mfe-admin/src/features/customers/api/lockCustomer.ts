import { adminCall } from '../../../lib/adminApi';
import type { CustomerDetail } from './types';

/** `POST /admin/customers/:id/lock`: no login any more, every session ends. */
export async function lockCustomer(id: number, reason: string): Promise<CustomerDetail> {
  return (await adminCall<CustomerDetail>({ method: 'POST', url: `/admin/customers/${id}/lock`, data: { reason } })).data;
}
