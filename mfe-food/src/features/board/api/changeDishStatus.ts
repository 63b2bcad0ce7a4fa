import { http, type ApiResponse } from '@marktplatz/shared';
import type { FoodOrder } from '../types';

/** `POST /changeStatusOfFoodOrderByProducts`: one dish of an order open, in preparation or ready. */
export async function changeDishStatus(orderId: number, itemId: number, status: 'open' | 'in_preparation' | 'ready'): Promise<FoodOrder> {
  const response = await http.post<ApiResponse<'/changeStatusOfFoodOrderByProducts', 'post'>>('changeStatusOfFoodOrderByProducts', {
    order_id: orderId,
    item_id: itemId,
    status,
  });
  return response.data.data;
}
