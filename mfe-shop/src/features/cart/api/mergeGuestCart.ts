import { type Envelope, http } from '@marktplatz/shared';
import { getCartKey, rememberCartKey } from '../../../lib/cartKey';

/** `POST /cart/merge {cart_key}` (extension, customers): after a login the guest cart becomes the customer's. */
export async function mergeGuestCart(): Promise<number | null> {
  const key = getCartKey();
  if (!key) return null;
  const response = await http.post<Envelope<{ cart_key: string | null; item_count: number }>>('cart/merge', { cart_key: key });
  rememberCartKey(response.data.data.cart_key);
  return response.data.data.item_count;
}
