import { http, type ApiResponse } from '@marktplatz/shared';
import type { FoodCategory } from '../types';

/** `GET /getFoodCategories`: the menu's food categories in their order. */
export async function getCategories(signal?: AbortSignal): Promise<FoodCategory[]> {
  const response = await http.get<ApiResponse<'/getFoodCategories', 'get'>>('getFoodCategories', { signal });
  return response.data.data;
}
