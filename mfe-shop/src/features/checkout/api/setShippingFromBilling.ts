import { type Envelope, http } from '@marktplatz/shared';
import type { Address } from '../types';

/** `POST /setShippingFromBilling {billing_address_id}`: copies the billing address into the shipping book. */
export async function setShippingFromBilling(billingAddressId: number): Promise<Address> {
  const response = await http.post<Envelope<Address>>('setShippingFromBilling', { billing_address_id: billingAddressId });
  return response.data.data;
}
