import { http, type ApiRequestBody } from '@marktplatz/shared';

/** `POST /setShippingFromBilling { billing_address_id }`: copies a billing address into the shipping book. */
export async function setShippingFromBilling(billingAddressId: number): Promise<void> {
  await http.post('setShippingFromBilling', { billing_address_id: billingAddressId } satisfies ApiRequestBody<
    '/setShippingFromBilling',
    'post'
  >);
}
