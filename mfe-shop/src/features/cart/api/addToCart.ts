import { type Envelope, http } from '@marktplatz/shared';
import { ensureCartKey } from '../../../lib/cartKey';
import type { Cart } from '../../../entities/cart';
import { settle } from '../lib/settleCart';

/** `POST /cart/add {cart_key, variant_id, qty}` (extension). */
export async function addToCart(variantId: number, qty: number): Promise<Cart> {
  const response = await http.post<Envelope<Cart>>('cart/add', { cart_key: ensureCartKey(), variant_id: variantId, qty });
  return settle(response.data.data);
}
