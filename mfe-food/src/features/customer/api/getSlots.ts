import { getCartKey, http, type ApiQuery, type ApiResponse } from '@marktplatz/shared';
import type { SlotChoice, SlotMode } from '../types';

/** `GET /food/slots` (x-extension): the times a customer may choose for a restaurant, and this cart's choice. */
export async function getSlots(providerId: number, mode: SlotMode, postalCode: string, signal?: AbortSignal): Promise<SlotChoice> {
  const params: ApiQuery<'/food/slots', 'get'> = { provider_id: providerId, mode };
  if (postalCode) params.postal_code = postalCode;
  const cartKey = getCartKey();
  if (cartKey) params.cart_key = cartKey;
  const response = await http.get<ApiResponse<'/food/slots', 'get'>>('food/slots', { params, signal });
  return response.data.data;
}
