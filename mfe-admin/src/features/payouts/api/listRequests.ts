import { adminCall } from '../../../lib/adminApi';
import type { PayoutRequest } from './types';

/** `GET /admin/payouts/requests`: every requested withdrawal with the provider's available balance. */
export async function listRequests(): Promise<PayoutRequest[]> {
  return (await adminCall<PayoutRequest[]>({ method: 'GET', url: '/admin/payouts/requests' })).data;
}
