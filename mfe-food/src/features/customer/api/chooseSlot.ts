import { ensureCartKey, http, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';
import { chosenSlots } from '../lib/chosenSlots';
import type { SlotChoice, SlotMode } from '../types';

/** `POST /food/slot` (x-extension): stores the chosen time for the restaurant's dishes in the cart (null: as soon as possible). */
export async function chooseSlot(providerId: number, mode: SlotMode, postalCode: string, slotAt: string | null): Promise<SlotChoice> {
  const cartKey = ensureCartKey();
  const body: ApiRequestBody<'/food/slot', 'post'> = { cart_key: cartKey, provider_id: providerId, mode, slot_at: slotAt };
  if (postalCode) body.postal_code = postalCode;
  const response = await http.post<ApiResponse<'/food/slot', 'post'>>('food/slot', body);
  chosenSlots.set(providerId, { mode, postalCode, slotAt, cartKey });
  return response.data.data;
}
