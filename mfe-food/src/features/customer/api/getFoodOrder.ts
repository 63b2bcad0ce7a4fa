import { http, type ApiResponse } from '@marktplatz/shared';
import type { FoodOrder } from '../types';

/** `GET /viewFoodTypeOrder?id=`: one own food order. */
export async function getFoodOrder(id: number, signal?: AbortSignal): Promise<FoodOrder> {
  const response = await http.get<ApiResponse<'/viewFoodTypeOrder', 'get'>>('viewFoodTypeOrder', { params: { id }, signal });
  return response.data.data;
}
