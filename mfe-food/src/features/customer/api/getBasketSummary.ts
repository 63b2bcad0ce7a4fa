import { getCartKey, http, type ApiQuery, type ApiResponse } from '@marktplatz/shared';
import type { BasketSummary } from '../types';

/**
 * `GET /cart`: the shop's cart of this browser (its `cart_key`) or of the signed-in customer, reduced to what the
 * menu's basket bar shows. Null without a cart.
 */
export async function getBasketSummary(signedIn: boolean, signal?: AbortSignal): Promise<BasketSummary | null> {
  const cartKey = getCartKey();
  if (!cartKey && !signedIn) return null;
  const params: ApiQuery<'/cart', 'get'> = {};
  if (cartKey) params.cart_key = cartKey;
  const response = await http.get<ApiResponse<'/cart', 'get'>>('cart', { params, signal });
  const cart = response.data.data;
  return { count: cart.item_count, subtotalCents: cart.totals.subtotal_cents };
}
