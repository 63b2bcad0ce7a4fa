import { type Envelope, http } from '@marktplatz/shared';
import type { PaymentMethod } from '../types';

/** `GET /payment-methods`. */
export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  const response = await http.get<Envelope<PaymentMethod[]>>('payment-methods', { signal });
  return response.data.data;
}
