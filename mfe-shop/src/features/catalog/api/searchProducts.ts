import { type ApiResponse, httpApi, type WireShape } from '@marktplatz/shared';

export interface ProductQuery {
  keyword?: string;
  /** Category id of any level. */
  category?: number;
  /** Euros. */
  min_price?: number;
  max_price?: number;
  provider_id?: number;
  /** One of `PRODUCT_SORTS`' values. */
  sort?: string;
  page?: number;
  per_page?: number;
}

/** Search results (ARCHITECTURE.md): `data` is `{ data, total_pages, total_records, current_page, per_page, filters }`. */
export type ProductSearchResult = WireShape<'ProductSearchResult'>;
export type SearchFilters = ProductSearchResult['filters'];
/** A category or provider the results can be narrowed to, with its number of hits. */
export type Facet = SearchFilters['categories'][number];

/** The API's `sort` and `direction` of a sort value (`price_desc` → price, desc). */
export function sortParams(value: string | undefined): { sort?: string; direction?: string } {
  switch (value) {
    case 'price_asc':
      return { sort: 'price', direction: 'asc' };
    case 'price_desc':
      return { sort: 'price', direction: 'desc' };
    case 'rating':
      return { sort: 'rating' };
    case 'recentlyAdded':
      return { sort: 'recentlyAdded' };
    case 'relevance':
      return { sort: 'relevance' };
    default:
      return {};
  }
}

/** The request's parameters: empty values dropped, the sort split into `sort` and `direction`. */
export function searchParams(query: ProductQuery): Record<string, string | number> {
  const result: Record<string, string | number> = {};
  const { sort, ...rest } = query;
  for (const [name, value] of Object.entries({ ...rest, ...sortParams(sort) })) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    result[name] = value as string | number;
  }
  return result;
}

/** `GET api/search`: the marketplace's product search with filters, sort and page (also the plain list). */
export async function searchProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductSearchResult> {
  const response = await httpApi.get<ApiResponse<'/api/search', 'get'>>('search', { params: searchParams(query), signal });
  return response.data.data;
}
