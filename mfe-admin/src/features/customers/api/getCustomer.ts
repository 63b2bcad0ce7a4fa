import { adminCall } from '../../../lib/adminApi';
import type { CustomerDetail } from './types';

/** `GET /admin/customers/:id`: profile, state, 2FA, addresses and the orders summary. */
export async function getCustomer(id: number): Promise<CustomerDetail> {
  return (await adminCall<CustomerDetail>({ method: 'GET', url: `/admin/customers/${id}` })).data;
}
