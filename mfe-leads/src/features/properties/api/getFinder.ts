import { type ApiResponse, http, pageOfRows, type PageOfRows } from '@marktplatz/shared';
import type { FinderQuery, PropertyCard } from '../types';

type FinderAnswer = ApiResponse<'/api/finder', 'get'>;

/** `GET api/finder`: a page of properties (5) and the sorts; empty filters are left out. */
export async function getFinder(query: FinderQuery, signal?: AbortSignal): Promise<PageOfRows<PropertyCard> & Pick<FinderAnswer, 'sorts'>> {
  const params: Record<string, string | number> = { per_page: 5 };
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && String(value).trim() !== '') params[key] = typeof value === 'string' ? value.trim() : value;
  const body = (await http.get<FinderAnswer>('api/finder', { params, signal })).data;
  return { ...pageOfRows(body), sorts: body.sorts };
}
