/**
 * The product list's query (keyword, category, price range, provider, sort, page), kept in two places at once:
 * the URL (shareable, back button) and the product family's shared state (`familyStateStore`, `useFamilyState('product')` elsewhere), so going
 * from a list to a product and back — or from the search to the list — keeps the visitor's choices.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { familyStateStore, type FamilyFilters } from '@marktplatz/shared';
import type { ProductQuery } from '../api/searchProducts';
import { defaultSortFor, sortByValue, sortOfState } from '../lib/sortOptions';

export const FILTER_NAMES = ['keyword', 'category', 'min_price', 'max_price', 'provider_id'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
const NUMERIC: ReadonlySet<FilterName> = new Set(['category', 'min_price', 'max_price', 'provider_id']);

function readNumber(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** The query a URL's search part describes (unknown or malformed values are ignored). */
export function queryFromParams(params: URLSearchParams): ProductQuery {
  const query: ProductQuery = {};
  const keyword = params.get('keyword')?.trim();
  if (keyword) query.keyword = keyword;
  for (const name of FILTER_NAMES) {
    if (!NUMERIC.has(name)) continue;
    const n = readNumber(params.get(name));
    if (n !== undefined) (query as Record<string, number>)[name] = n;
  }
  const sort = params.get('sort');
  if (sort) query.sort = sortByValue(sort, query.keyword).value;
  const page = readNumber(params.get('page'));
  if (page && page >= 1) query.page = Math.floor(page);
  return query;
}

/**
 * The query the page shows for a URL's search part: the URL's choices with the default order (for the keyword) and
 * page 1 filled in. The page's request and the server render's loader are built from it.
 */
export function pageQueryFromParams(params: URLSearchParams): ProductQuery {
  return withPageDefaults(queryFromParams(params));
}

function withPageDefaults(fromUrl: ProductQuery): ProductQuery {
  return { ...fromUrl, sort: fromUrl.sort ?? defaultSortFor(fromUrl.keyword).value, page: fromUrl.page ?? 1 };
}

function filtersOf(query: ProductQuery): FamilyFilters {
  const filters: FamilyFilters = {};
  for (const name of FILTER_NAMES) {
    const value = query[name];
    if (value !== undefined && value !== '') filters[name] = value;
  }
  return filters;
}

/**
 * Remembers a query's filters and sort for the product family (the tab's state, `familyStateStore`). The page does
 * not subscribe to that state: its query is the URL; the family state only fills a bare URL later, so writing it
 * renders nothing again (a hydrated page would otherwise render a second time right after hydration).
 */
function remember(query: ProductQuery): void {
  familyStateStore.set('product', { sort: sortByValue(query.sort, query.keyword).state, filters: filtersOf(query) });
}

function paramsOf(query: ProductQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = query[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  if (query.sort && query.sort !== defaultSortFor(query.keyword).value) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params;
}

export interface ProductQueryState {
  query: ProductQuery;
  /** Changes filters (page back to 1); `undefined` or '' removes one. */
  setFilters: (changes: Partial<Record<FilterName, string | number | undefined>>) => void;
  setSort: (value: string) => void;
  setPage: (page: number) => void;
  reset: () => void;
}

export function useProductQuery(): ProductQueryState {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => queryFromParams(params), [params]);
  const urlHasState = FILTER_NAMES.some((name) => params.has(name)) || params.has('sort');

  // A bare URL takes over the family's choices (e.g. back from a product page); an explicit one wins and is
  // written into the family state. The tab's state is read from the store: a hydrated page's first render has the
  // server's empty one, and this effect runs only after that render (no second render just to learn it).
  useEffect(() => {
    if (!urlHasState) {
      const stored = familyStateStore.get('product');
      const remembered: ProductQuery = { ...(stored.filters as ProductQuery) };
      const sort = sortOfState(stored.sort);
      if (sort && sort.value !== defaultSortFor(remembered.keyword).value) remembered.sort = sort.value;
      const next = paramsOf({ ...remembered, page: fromUrl.page });
      if (next.toString() !== params.toString()) setParams(next, { replace: true });
      return;
    }
    remember(fromUrl);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  const apply = useCallback(
    (next: ProductQuery) => {
      // The family state first: a URL left bare by the change must not bring back the old choices.
      remember(next);
      setParams(paramsOf(next));
    },
    [setParams],
  );

  return useMemo(() => {
    const query = withPageDefaults(fromUrl);
    return {
      query,
      setFilters: (changes) => {
        const next: ProductQuery = { ...query, page: 1 };
        for (const [name, value] of Object.entries(changes)) {
          const key = name as FilterName;
          if (value === undefined || value === '') delete next[key];
          else if (NUMERIC.has(key)) {
            const n = typeof value === 'number' ? value : readNumber(value);
            if (n === undefined) delete next[key];
            else (next as Record<string, number>)[key] = n;
          } else next.keyword = String(value).trim() || undefined;
        }
        // A default order follows the keyword (a new search sorts by „Relevanz“); a chosen one stays when offered.
        if (query.sort === defaultSortFor(query.keyword).value) next.sort = defaultSortFor(next.keyword).value;
        else next.sort = sortByValue(next.sort, next.keyword).value;
        apply(next);
      },
      setSort: (value) => apply({ ...query, sort: sortByValue(value, query.keyword).value, page: 1 }),
      setPage: (page) => apply({ ...query, page }),
      reset: () => {
        familyStateStore.set('product', { sort: null, filters: {} });
        setParams(new URLSearchParams());
      },
    };
  }, [fromUrl, apply, setParams]);
}
