import { announceCartChange, ensureCartKey, http, rememberCartKey, type ApiResponse } from '@marktplatz/shared';
import { chosenSlots } from '../lib/chosenSlots';
import { chooseSlot } from './chooseSlot';

/** Puts a dish into the shop's cart (`POST /cart/add`, the same cart key as the shop). */
export async function addDishToCart(variantId: number, qty = 1): Promise<number> {
  const response = await http.post<ApiResponse<'/cart/add', 'post'>>('cart/add', { cart_key: ensureCartKey(), variant_id: variantId, qty });
  const cart = response.data.data;
  rememberCartKey(cart.cart_key);
  announceCartChange({ count: cart.item_count });
  // The API answered another cart (the signed-in customer's): the chosen times move with it.
  for (const [providerId, choice] of chosenSlots) {
    if (choice.cartKey !== cart.cart_key && choice.slotAt !== null) {
      await chooseSlot(providerId, choice.mode, choice.postalCode, choice.slotAt).catch(() => undefined);
    }
  }
  return cart.item_count;
}
