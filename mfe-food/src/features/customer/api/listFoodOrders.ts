import { http } from '@marktplatz/shared';
import type { FoodOrderPage } from '../types';

/** `GET /getAllFoodTypeOrders`: own food orders (customer) with the `delivery_status` filter. */
export async function listFoodOrders(deliveryStatus: string, page: number, signal?: AbortSignal): Promise<FoodOrderPage> {
  const response = await http.get<FoodOrderPage>('getAllFoodTypeOrders', { params: { delivery_status: deliveryStatus, page }, signal });
  return response.data;
}
