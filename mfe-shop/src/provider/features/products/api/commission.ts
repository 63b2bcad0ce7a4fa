/** The commission rate the marketplace takes on a product of the calling provider (issue 40, commission rules). */
import { httpApi, type ApiData, type ApiResponse } from '@marktplatz/shared';

/** What applies today for a category and type: `percent` „12,5 %“, `source_text` e.g. „Kategorie „Haushalt““. */
export type CommissionRate = ApiData<'/api/provider/commission-rate', 'get'>;

export async function getCommissionRate(
  query: { categoryId: number | null; type: 'product' | 'food' },
  signal?: AbortSignal,
): Promise<CommissionRate> {
  const response = await httpApi.get<ApiResponse<'/api/provider/commission-rate', 'get'>>('provider/commission-rate', {
    params: { ...(query.categoryId ? { category_id: query.categoryId } : {}), type: query.type },
    signal,
  });
  return response.data.data;
}
