import { type Envelope, http } from '@marktplatz/shared';
import { ensureCartKey } from '../../../lib/cartKey';
import type { Cart } from '../../../entities/cart';
import { settle } from '../lib/settleCart';

/** `POST /cart/update {cart_key, cart_item_id, qty}` (extension). */
export async function updateCartItem(cartItemId: number, qty: number): Promise<Envelope<Cart>> {
  const response = await http.post<Envelope<Cart>>('cart/update', { cart_key: ensureCartKey(), cart_item_id: cartItemId, qty });
  settle(response.data.data);
  return response.data;
}
