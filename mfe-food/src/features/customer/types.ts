/** Names for the contract's shapes the customer's screens use (generated wire types, `npm run contract`). */
import type { ApiResponse, WireShape } from '@marktplatz/shared';

export type FoodOrder = WireShape<'FoodOrder'>;
export type FoodProvider = WireShape<'FoodProvider'>;
export type FoodDish = WireShape<'FoodDish'>;
export type SlotChoice = WireShape<'FoodSlotChoice'>;
export type SlotMode = 'delivery' | 'pickup';
export type FoodSearchPage = ApiResponse<'/provider_search', 'get'>;
export type FoodProviderCard = FoodSearchPage['data'][number];
export type FoodOrderPage = ApiResponse<'/getAllFoodTypeOrders', 'get'>;

/** What the menu's basket bar shows of the shop's cart: the item count and the items' subtotal. */
export interface BasketSummary {
  count: number;
  subtotalCents: number;
}

export interface FoodSearch {
  postal_code?: string;
  cuisine?: string;
  open_now?: boolean;
  pickup?: boolean;
  /** The highest minimum order value in euro. */
  max_minimum_order?: string;
  page?: number;
}
