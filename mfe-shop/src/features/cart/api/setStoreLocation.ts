import { type Envelope, http } from '@marktplatz/shared';
import { ensureCartKey } from '../../../lib/cartKey';
import type { Cart } from '../../../entities/cart';
import { settle } from '../lib/settleCart';

/** `POST /setStoreLocation {cart_key, provider_id}`: the provider group is picked up instead of shipped. */
export async function setStoreLocation(providerId: number): Promise<Cart> {
  const response = await http.post<Envelope<Cart>>('setStoreLocation', { cart_key: ensureCartKey(), provider_id: providerId });
  return settle(response.data.data);
}
