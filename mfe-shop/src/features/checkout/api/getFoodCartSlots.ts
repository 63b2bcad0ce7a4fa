import { type Envelope, http } from '@marktplatz/shared';
import type { FoodCartSlot } from '../types';

/** `GET /food/cart-slots?cart_key=`: the delivery or pickup times chosen on the food menus for this cart. */
export async function getFoodCartSlots(cartKey: string, signal?: AbortSignal): Promise<FoodCartSlot[]> {
  const response = await http.get<Envelope<FoodCartSlot[]>>('food/cart-slots', { params: { cart_key: cartKey }, signal });
  return response.data.data;
}
