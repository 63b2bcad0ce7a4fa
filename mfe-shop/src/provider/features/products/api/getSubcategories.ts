import { type ApiResponse, http } from '@marktplatz/shared';
import type { Option } from '../types';

/** GET /v2/subcategoryByCategory?category_id= */
export async function getSubcategories(categoryId: number, signal?: AbortSignal): Promise<Option[]> {
  const res = await http.get<ApiResponse<'/v2/subcategoryByCategory', 'get'>>('v2/subcategoryByCategory', {
    params: { category_id: categoryId },
    signal,
  });
  return res.data.data;
}
