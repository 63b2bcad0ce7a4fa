import { adminCall } from '../../../lib/adminApi';
import type { CustomerDetail } from './types';

/** `POST /admin/customers/:id/erase` (Art. 17 DSGVO; the server asks for re-authentication, the dialog opens itself). */
export async function eraseCustomer(id: number, reason: string): Promise<CustomerDetail> {
  return (await adminCall<CustomerDetail>({ method: 'POST', url: `/admin/customers/${id}/erase`, data: { reason } })).data;
}
