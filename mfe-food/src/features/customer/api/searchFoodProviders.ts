import { http, type ApiQuery } from '@marktplatz/shared';
import type { FoodSearch, FoodSearchPage } from '../types';

/**
 * `GET /provider_search` with the food filters (x-extension parameters; `food=1` limits the search to food
 * providers even without another filter): a page of cards, each with its `food` facts. Empty values are left out.
 */
export async function searchFoodProviders(filters: FoodSearch, signal?: AbortSignal): Promise<FoodSearchPage> {
  const params: ApiQuery<'/provider_search', 'get'> = { food: 1, per_page: 24, page: filters.page ?? 1 };
  if (filters.postal_code) params.delivers_to = filters.postal_code;
  if (filters.cuisine) params.cuisine = filters.cuisine;
  if (filters.open_now) params.open_now = 1;
  if (filters.pickup) params.pickup = 1;
  if (filters.max_minimum_order) params.max_minimum_order = filters.max_minimum_order;
  const response = await http.get<FoodSearchPage>('provider_search', { params, signal });
  return response.data;
}
