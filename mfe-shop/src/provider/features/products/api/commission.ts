/** The commission rate the marketplace takes on a product of the calling provider (issue 40, commission rules). */
import { httpApi, type Envelope } from '@marktplatz/shared';

/**
 * `GET /api/provider/commission-rate` answer: what applies today for a category and type.
 * TODO(contract): `ApiData<'/api/provider/commission-rate', 'get'>` once the route is in the generated contract.
 */
export interface CommissionRate {
  basis_points: number;
  /** German text, e.g. „12,5 %“. */
  percent: string;
  source: 'default' | 'type' | 'category' | 'provider';
  /** e.g. „Kategorie „Haushalt““, „Standardsatz“, „Ihr vereinbarter Satz“. */
  source_text: string;
  valid_from: string | null;
}

export async function getCommissionRate(
  query: { categoryId: number | null; type: 'product' | 'food' },
  signal?: AbortSignal,
): Promise<CommissionRate> {
  const response = await httpApi.get<Envelope<CommissionRate>>('provider/commission-rate', {
    params: { ...(query.categoryId ? { category_id: query.categoryId } : {}), type: query.type },
    signal,
  });
  return response.data.data;
}
