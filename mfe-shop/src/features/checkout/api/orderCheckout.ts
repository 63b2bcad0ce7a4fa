import { type Envelope, http } from '@marktplatz/shared';
import { ensureCartKey } from '../../../lib/cartKey';
import type { AddressChoice, CheckoutSummary } from '../types';

/** `POST /orderCheckout {cart_key, shipping_address_id, billing_address_id}`: checks the cart and stores the addresses. */
export async function orderCheckout(choice: AddressChoice): Promise<CheckoutSummary> {
  const response = await http.post<Envelope<CheckoutSummary>>('orderCheckout', { cart_key: ensureCartKey(), ...choice });
  return response.data.data;
}
