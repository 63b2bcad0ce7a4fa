import { type Envelope, http } from '@marktplatz/shared';
import { ensureCartKey } from '../../../lib/cartKey';
import type { RemainingItems } from '../types';

/** `GET /checkoutRemainingItems?cart_key=`: lines that cannot be ordered as they are. */
export async function getRemainingItems(signal?: AbortSignal): Promise<RemainingItems> {
  const response = await http.get<Envelope<RemainingItems>>('checkoutRemainingItems', { params: { cart_key: ensureCartKey() }, signal });
  return response.data.data;
}
