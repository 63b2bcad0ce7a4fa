import { type Envelope, http } from '@marktplatz/shared';
import { ensureCartKey } from '../../../lib/cartKey';
import type { PlaceInput, PlacedOrder } from '../types';

/** `POST /order_store_by_invoice` (purchase on invoice, within each provider's limit). */
export async function placeByInvoice(input: PlaceInput): Promise<PlacedOrder> {
  const response = await http.post<Envelope<PlacedOrder>>('order_store_by_invoice', { cart_key: ensureCartKey(), ...input });
  return response.data.data;
}
