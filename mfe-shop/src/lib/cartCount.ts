/** The header's cheap cart calls: item count and, after a login, taking the guest cart over. */
import { type Envelope, http } from '@marktplatz/shared';
import { forgetCartKey, getCartKey, rememberCartKey } from './cartKey';

/** `GET /cart/count?cart_key=` (extension). */
export async function fetchCartCount(signal?: AbortSignal): Promise<number> {
  const key = getCartKey();
  const response = await http.get<Envelope<{ cart_key: string | null; item_count: number }>>('cart/count', {
    params: key ? { cart_key: key } : {},
    signal,
  });
  const { cart_key: cartKey, item_count: count } = response.data.data;
  // No cart behind the stored key (ordered, or another account's after a logout): start afresh.
  if (cartKey) rememberCartKey(cartKey);
  else if (key) forgetCartKey();
  return count;
}

/** `POST /cart/merge {cart_key}` (extension, customers): the guest cart becomes the customer's. */
export async function mergeGuestCart(): Promise<number | null> {
  const key = getCartKey();
  if (!key) return null;
  const response = await http.post<Envelope<{ cart_key: string | null; item_count: number }>>('cart/merge', { cart_key: key });
  rememberCartKey(response.data.data.cart_key);
  return response.data.data.item_count;
}
