import { adminCall } from '../../../lib/adminApi';
import type { CustomerDetail } from './types';

/** `POST /admin/customers/:id/unlock`. */
export async function unlockCustomer(id: number, reason: string): Promise<CustomerDetail> {
  return (await adminCall<CustomerDetail>({ method: 'POST', url: `/admin/customers/${id}/unlock`, data: { reason } })).data;
}
