import { type Envelope, http } from '@marktplatz/shared';
import { ensureCartKey } from '../../../lib/cartKey';
import type { Cart } from '../../../entities/cart';
import { settle } from '../lib/settleCart';

/** `POST /cart/add {cart_key, bundle_id, qty}` (extension): a whole bundle. */
export async function addBundleToCart(bundleId: number): Promise<Cart> {
  const response = await http.post<Envelope<Cart>>('cart/add', { cart_key: ensureCartKey(), bundle_id: bundleId, qty: 1 });
  return settle(response.data.data);
}
