import { type Envelope, http } from '@marktplatz/shared';
import { ensureCartKey } from '../../../lib/cartKey';
import type { Cart } from '../../../entities/cart';
import { settle } from '../lib/settleCart';

/** `DELETE /cart/item/{id}?cart_key=` (extension). */
export async function removeCartItem(cartItemId: number): Promise<Envelope<Cart>> {
  const response = await http.delete<Envelope<Cart>>(`cart/item/${cartItemId}`, { params: { cart_key: ensureCartKey() } });
  settle(response.data.data);
  return response.data;
}
