import { http, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';
import type { FoodOrder, FoodOrderStatus } from '../types';

/** `POST /changeStatusOfFoodOrders`: moves an order on, with the status the board saw (a stale board is refused). */
export async function changeOrderStatus(order: FoodOrder, status: FoodOrderStatus): Promise<FoodOrder> {
  const body: ApiRequestBody<'/changeStatusOfFoodOrders', 'post'> = { order_id: order.id, status, from_status: order.status };
  const response = await http.post<ApiResponse<'/changeStatusOfFoodOrders', 'post'>>('changeStatusOfFoodOrders', body);
  return response.data.data;
}
