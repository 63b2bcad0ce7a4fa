import type { ApiData, PageMeta, PostSummary } from '@marktplatz/shared';

/** What the news list asks the API for: page, region (the news family's), keyword and category. */
export interface NewsQuery {
  page: number;
  region: string;
  search: string;
  category: string;
}

/** The news list's first data, loaded by the server's route for the address's query (lib/serverRoutes.tsx). */
export interface NewsListInitial {
  query: NewsQuery;
  posts: { rows: PostSummary[]; meta: PageMeta };
  regions: ApiData<'/regions', 'get'>;
  categories: ApiData<'/portal/categorys', 'get'>;
}

/**
 * The part of the news list's query the address holds (`?q=`, `?category=`, `?page=`); the region is remembered in
 * the visitor's tab (news family) and is none on the server.
 */
export function newsQueryOf(params: URLSearchParams): Omit<NewsQuery, 'region'> {
  return {
    search: params.get('q') ?? '',
    category: params.get('category') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** Whether two queries ask for the same list. */
export const sameNewsQuery = (a: NewsQuery, b: NewsQuery) =>
  a.page === b.page && a.region === b.region && a.search === b.search && a.category === b.category;
