/** Names for the contract's shapes the order board uses (generated wire types, `npm run contract`). */
import type { ApiResponse, WireShape } from '@marktplatz/shared';

export type FoodOrder = WireShape<'FoodOrder'>;
export type FoodOrderStatus = FoodOrder['status'];
export type FoodOrderPage = ApiResponse<'/getFoodTypeOrders', 'get'>;
export type BoardTab = 'pending' | 'processing' | 'delivery' | 'completed';
