/** A food product's menu data: its food category, allergens (LMIV) and additives (api/src/modules/food/README.md). */
import { type ApiData, type ApiRequestBody, type ApiResponse, http } from '@marktplatz/shared';

export type DishInfo = ApiData<'/food/dish', 'get'>;
export type FoodCategory = ApiData<'/getFoodCategories', 'get'>[number];
export type AllergenLabels = ApiData<'/food/allergens', 'get'>;
export type DishBody = ApiRequestBody<'/food/dish', 'post'>;

/** GET /food/dish?product_id= (x-extension): the dish's category, allergens and additives. */
export async function getDish(productId: number, signal?: AbortSignal): Promise<DishInfo> {
  const res = await http.get<ApiResponse<'/food/dish', 'get'>>('food/dish', { params: { product_id: productId }, signal });
  return res.data.data;
}

/** GET /getFoodCategories: the provider's menu categories. */
export async function getFoodCategories(signal?: AbortSignal): Promise<FoodCategory[]> {
  const res = await http.get<ApiResponse<'/getFoodCategories', 'get'>>('getFoodCategories', { signal });
  return res.data.data;
}

/** GET /food/allergens (x-extension): the labels of the allergen letters and additive numbers. */
export async function getAllergenLabels(signal?: AbortSignal): Promise<AllergenLabels> {
  const res = await http.get<ApiResponse<'/food/allergens', 'get'>>('food/allergens', { signal });
  return res.data.data;
}

/** POST /food/dish: saves the category (or none) and replaces the allergens and additives. */
export async function saveDish(body: DishBody): Promise<{ dish: DishInfo; message?: string }> {
  const res = await http.post<ApiResponse<'/food/dish', 'post'>>('food/dish', body);
  return { dish: res.data.data, message: res.data.message };
}
