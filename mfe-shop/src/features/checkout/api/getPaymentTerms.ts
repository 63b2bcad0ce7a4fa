import { type Envelope, http } from '@marktplatz/shared';
import type { PaymentTerms } from '../types';

/** `GET /shop/order/{order_number}/payment-terms`: due date (invoice) or mandate and debit day (SEPA); null otherwise. */
export async function getPaymentTerms(orderNumber: string, signal?: AbortSignal): Promise<PaymentTerms | null> {
  const response = await http.get<Envelope<PaymentTerms | null>>(`shop/order/${encodeURIComponent(orderNumber)}/payment-terms`, { signal });
  return response.data.data;
}
