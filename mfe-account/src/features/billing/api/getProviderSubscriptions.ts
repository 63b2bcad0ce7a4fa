import { http, type Envelope } from '@marktplatz/shared';
import type { BillingInvoice } from './getSubscriptionInfo';

/** `GET /getProviderSubscriptions` (optional start_date, end_date as JJJJ-MM-TT): the package invoices. */
export async function getProviderSubscriptions(
  range: { start_date?: string; end_date?: string },
  signal?: AbortSignal,
): Promise<BillingInvoice[]> {
  const params = Object.fromEntries(Object.entries(range).filter(([, value]) => value));
  const response = await http.get<Envelope<BillingInvoice[]>>('getProviderSubscriptions', { params, signal });
  return response.data.data;
}
