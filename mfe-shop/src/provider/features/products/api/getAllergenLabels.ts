import { type ApiData, type ApiResponse, http } from '@marktplatz/shared';

export type AllergenLabels = ApiData<'/food/allergens', 'get'>;

/** GET /food/allergens (x-extension): the labels of the allergen letters and additive numbers. */
export async function getAllergenLabels(signal?: AbortSignal): Promise<AllergenLabels> {
  const res = await http.get<ApiResponse<'/food/allergens', 'get'>>('food/allergens', { signal });
  return res.data.data;
}
