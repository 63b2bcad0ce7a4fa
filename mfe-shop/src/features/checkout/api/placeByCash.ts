import { type Envelope, http } from '@marktplatz/shared';
import { ensureCartKey } from '../../../lib/cartKey';
import type { PlaceInput, PlacedOrder } from '../types';

/** `POST /order_store_bycash` (cash on pickup / on delivery, per provider group). */
export async function placeByCash(input: PlaceInput): Promise<PlacedOrder> {
  const response = await http.post<Envelope<PlacedOrder>>('order_store_bycash', { cart_key: ensureCartKey(), ...input });
  return response.data.data;
}
