import { type Envelope, http } from '@marktplatz/shared';
import { ensureCartKey } from '../../../lib/cartKey';
import type { PlaceInput, PlacedOrder } from '../types';

/** `POST /order_store_by_voucher` (voucher; the rest by prepayment or cash). */
export async function placeByVoucher(input: PlaceInput): Promise<PlacedOrder> {
  const response = await http.post<Envelope<PlacedOrder>>('order_store_by_voucher', { cart_key: ensureCartKey(), ...input });
  return response.data.data;
}
