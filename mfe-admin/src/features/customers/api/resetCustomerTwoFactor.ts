import { adminCall } from '../../../lib/adminApi';
import type { CustomerDetail } from './types';

/** `POST /admin/customers/:id/reset-2fa`: SMS two-factor off, sessions end. */
export async function resetCustomerTwoFactor(id: number, reason: string): Promise<CustomerDetail> {
  return (await adminCall<CustomerDetail>({ method: 'POST', url: `/admin/customers/${id}/reset-2fa`, data: { reason } })).data;
}
