import { type ApiResponse, http } from '@marktplatz/shared';
import type { Option } from '../types';

/** GET /v2/getAllCategories */
export async function getCategories(signal?: AbortSignal): Promise<Option[]> {
  const res = await http.get<ApiResponse<'/v2/getAllCategories', 'get'>>('v2/getAllCategories', { signal });
  return res.data.data;
}
