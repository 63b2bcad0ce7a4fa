import { http, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';
import type { FoodCategory } from '../types';

/** `POST /storeFoodCategory`: creates, renames, moves (`position`) or deletes (`delete`) a category. */
export async function storeCategory(body: ApiRequestBody<'/storeFoodCategory', 'post'>): Promise<FoodCategory[]> {
  const response = await http.post<ApiResponse<'/storeFoodCategory', 'post'>>('storeFoodCategory', body);
  return response.data.data;
}
