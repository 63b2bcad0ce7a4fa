import { type Envelope, http } from '@marktplatz/shared';
import { ensureCartKey } from '../../../lib/cartKey';
import type { Cart } from '../../../entities/cart';
import { settle } from '../lib/settleCart';

/** `POST /updateCartItemShipping {cart_key, provider_id, shipping_method_id}`: a provider group's shipping method. */
export async function updateCartItemShipping(providerId: number, shippingMethodId: number): Promise<Cart> {
  const response = await http.post<Envelope<Cart>>('updateCartItemShipping', {
    cart_key: ensureCartKey(),
    provider_id: providerId,
    shipping_method_id: shippingMethodId,
  });
  return settle(response.data.data);
}
