import { adminCall } from '../../../lib/adminApi';
import type { PaidInvoice } from './types';

/** `POST /admin/billing/paid`: a transfer received for an open invoice; the reason goes to the audit log. */
export async function markPaid(invoiceNumber: string, reason: string): Promise<PaidInvoice> {
  return (await adminCall<PaidInvoice>({ method: 'POST', url: '/admin/billing/paid', data: { invoice_number: invoiceNumber, reason } }))
    .data;
}
