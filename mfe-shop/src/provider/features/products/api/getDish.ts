import { type ApiResponse, http } from '@marktplatz/shared';
import type { DishInfo } from '../types';

/** GET /food/dish?product_id= (x-extension): the dish's category, allergens and additives. */
export async function getDish(productId: number, signal?: AbortSignal): Promise<DishInfo> {
  const res = await http.get<ApiResponse<'/food/dish', 'get'>>('food/dish', { params: { product_id: productId }, signal });
  return res.data.data;
}
