import { http, type ApiResponse } from '@marktplatz/shared';
import type { FoodProvider } from '../types';

/** `GET api/foodProviderBySlugNew?slug=`: the provider with its menu grouped by food category. */
export async function getFoodProvider(slug: string, signal?: AbortSignal): Promise<FoodProvider> {
  const response = await http.get<ApiResponse<'/api/foodProviderBySlugNew', 'get'>>('api/foodProviderBySlugNew', {
    params: { slug },
    signal,
  });
  return response.data.data;
}
