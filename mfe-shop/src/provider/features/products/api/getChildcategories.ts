import { type ApiResponse, http } from '@marktplatz/shared';
import type { Option } from '../types';

/** GET /v2/childcategoryBySubcategory?subcategory_id= */
export async function getChildcategories(subcategoryId: number, signal?: AbortSignal): Promise<Option[]> {
  const res = await http.get<ApiResponse<'/v2/childcategoryBySubcategory', 'get'>>('v2/childcategoryBySubcategory', {
    params: { subcategory_id: subcategoryId },
    signal,
  });
  return res.data.data;
}
