import { type ApiRequestBody, type ApiResponse, http } from '@marktplatz/shared';
import type { DishInfo } from '../types';

export type DishBody = ApiRequestBody<'/food/dish', 'post'>;

/** POST /food/dish: saves the category (or none) and replaces the allergens and additives. */
export async function saveDish(body: DishBody): Promise<{ dish: DishInfo; message?: string }> {
  const res = await http.post<ApiResponse<'/food/dish', 'post'>>('food/dish', body);
  return { dish: res.data.data, message: res.data.message };
}
