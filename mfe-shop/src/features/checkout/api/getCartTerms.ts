import { type Envelope, http } from '@marktplatz/shared';
import { ensureCartKey } from '../../../lib/cartKey';
import type { CartTerms } from '../types';

/** `POST /cartItemsTerms {cart_key}`: terms and each provider's withdrawal notice. */
export async function getCartTerms(signal?: AbortSignal): Promise<CartTerms> {
  const response = await http.post<Envelope<CartTerms>>('cartItemsTerms', { cart_key: ensureCartKey() }, { signal });
  return response.data.data;
}
