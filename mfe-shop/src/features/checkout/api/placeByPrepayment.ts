import { type Envelope, http } from '@marktplatz/shared';
import { ensureCartKey } from '../../../lib/cartKey';
import type { PlaceInput, PlacedOrder } from '../types';

/** `POST /orderPlace` (prepayment). */
export async function placeByPrepayment(input: PlaceInput): Promise<PlacedOrder> {
  const response = await http.post<Envelope<PlacedOrder>>('orderPlace', { cart_key: ensureCartKey(), ...input });
  return response.data.data;
}
