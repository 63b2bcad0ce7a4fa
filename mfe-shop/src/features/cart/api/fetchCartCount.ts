import { type Envelope, http } from '@marktplatz/shared';
import { forgetCartKey, getCartKey, rememberCartKey } from '../../../lib/cartKey';

/** `GET /cart/count?cart_key=` (extension): the header's item count. */
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
