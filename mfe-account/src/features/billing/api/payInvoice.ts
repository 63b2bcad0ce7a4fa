import { http, type Envelope } from '@marktplatz/shared';
import type { BillingInvoice } from './getSubscriptionInfo';

/** `POST /updatePaymentPackage { invoice_id }`: pays an open invoice with the balance now. */
export async function payInvoice(invoiceId: number): Promise<BillingInvoice> {
  const response = await http.post<Envelope<BillingInvoice>>('updatePaymentPackage', { invoice_id: invoiceId });
  return response.data.data;
}
