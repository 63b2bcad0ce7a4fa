import { http, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';
import type { FoodOrder } from '../types';

/** `POST /changeFoodOrderTrack`: the note to the customer, the arrival in minutes and whether the order is on its way. */
export async function changeTrack(orderId: number, note: string, etaMinutes: number | undefined, onTheWay: boolean): Promise<FoodOrder> {
  const body: ApiRequestBody<'/changeFoodOrderTrack', 'post'> = { order_id: orderId, note, on_the_way: onTheWay };
  if (etaMinutes !== undefined) body.eta_minutes = etaMinutes;
  const response = await http.post<ApiResponse<'/changeFoodOrderTrack', 'post'>>('changeFoodOrderTrack', body);
  return response.data.data;
}
