import { http } from '@marktplatz/shared';
import type { BoardTab, FoodOrderPage } from '../types';

/** `GET /getFoodTypeOrders?status=&page=`: one board tab. */
export async function getBoardOrders(tab: BoardTab, page: number, signal?: AbortSignal): Promise<FoodOrderPage> {
  const response = await http.get<FoodOrderPage>('getFoodTypeOrders', { params: { status: tab, page, per_page: 50 }, signal });
  return response.data;
}
