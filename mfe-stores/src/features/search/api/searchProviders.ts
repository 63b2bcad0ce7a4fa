import { http, type ApiData, type PageMeta } from '@marktplatz/shared';

/** One provider card of the search — the API's declared answer (generated contract). */
export type ProviderCard = ApiData<'/provider_search', 'get'>[number];

export type ProviderSortKey = 'rating' | 'latest' | 'distance_asc' | 'distance_desc';

export interface ProviderSearch {
  industries: number[];
  keyword: string;
  postalCode: string;
  radius: number;
  /** „Jetzt geöffnet“: only providers with a store open now (Berlin time). */
  openNow?: boolean;
  sort: ProviderSortKey;
  page: number;
}

export interface ProviderSearchResult {
  cards: ProviderCard[];
  meta: PageMeta | undefined;
}

/**
 * The query string of `GET /provider_search`. Industries go as repeated `filter[industry][]` keys exactly as the
 * spec writes them, so the search is built by hand (axios would append another `[]`).
 */
export function searchParams(search: ProviderSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const id of search.industries) params.append('filter[industry][]', String(id));
  if (search.keyword.trim()) params.set('keyword', search.keyword.trim());
  if (search.postalCode.trim()) {
    params.set('postal_code', search.postalCode.trim());
    params.set('radius', String(search.radius));
  }
  if (search.openNow) params.set('open_now', '1');
  params.set('sort', search.sort);
  params.set('page', String(search.page));
  return params;
}

/** `GET /provider_search`: a page of provider cards (12) with distance and open-now. */
export async function searchProviders(search: ProviderSearch, signal?: AbortSignal): Promise<ProviderSearchResult> {
  const response = await http.get<{ data: ProviderCard[]; meta?: PageMeta }>('/provider_search', { params: searchParams(search), signal });
  return { cards: response.data.data, meta: response.data.meta };
}
