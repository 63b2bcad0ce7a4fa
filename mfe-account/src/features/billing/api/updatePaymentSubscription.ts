import { http, type Envelope } from '@marktplatz/shared';
import type { PaymentChoice } from './buyPackage';
import type { Subscription } from './getSubscriptionInfo';

/** `POST /updatePaymentSubscription`: the payment method of the coming invoices (SEPA with a new mandate). */
export async function updatePaymentSubscription(payment: PaymentChoice): Promise<Subscription> {
  const response = await http.post<Envelope<Subscription>>('updatePaymentSubscription', payment);
  return response.data.data;
}
