import { adminCall } from '../../../lib/adminApi';
import type { ReturnedPayout } from './types';

/** `POST /admin/payouts/returned`: the bank returned a paid payout; the amount goes back to the balance. */
export async function markReturned(invoiceNumber: string, reason: string): Promise<ReturnedPayout> {
  return (
    await adminCall<ReturnedPayout>({ method: 'POST', url: '/admin/payouts/returned', data: { invoice_number: invoiceNumber, reason } })
  ).data;
}
