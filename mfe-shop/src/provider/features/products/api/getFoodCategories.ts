import { type ApiData, type ApiResponse, http } from '@marktplatz/shared';

export type FoodCategory = ApiData<'/getFoodCategories', 'get'>[number];

/** GET /getFoodCategories: the provider's menu categories. */
export async function getFoodCategories(signal?: AbortSignal): Promise<FoodCategory[]> {
  const res = await http.get<ApiResponse<'/getFoodCategories', 'get'>>('getFoodCategories', { signal });
  return res.data.data;
}
