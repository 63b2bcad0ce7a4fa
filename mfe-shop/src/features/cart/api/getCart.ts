import { type Envelope, http } from '@marktplatz/shared';
import { getCartKey, rememberCartKey } from '../../../lib/cartKey';
import type { Cart } from '../../../entities/cart';

/** `GET /cart?cart_key=` (extension): lines grouped by provider, shipping per group, totals, VAT per rate. */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  const key = getCartKey();
  const response = await http.get<Envelope<Cart>>('cart', { params: key ? { cart_key: key } : {}, signal });
  const cart = response.data.data;
  rememberCartKey(cart.cart_key);
  return cart;
}
