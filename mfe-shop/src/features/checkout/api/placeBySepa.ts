import { type Envelope, http } from '@marktplatz/shared';
import { ensureCartKey } from '../../../lib/cartKey';
import type { PlaceInput, PlacedOrder } from '../types';

/** `POST /order_store_by_sepa` (SEPA direct debit with the mandate). */
export async function placeBySepa(
  input: PlaceInput & { iban: string; account_holder: string; mandate_accepted: boolean },
): Promise<PlacedOrder> {
  const response = await http.post<Envelope<PlacedOrder>>('order_store_by_sepa', { cart_key: ensureCartKey(), ...input });
  return response.data.data;
}
