import { sortLabel, type SortOption } from '@marktplatz/shared';
import { messages } from '../../../messages';

export interface ProductSortOption {
  /** The value in the URL (`sort=`); `sortParams` turns it into the API's sort and direction. */
  value: string;
  label: string;
  /** The product family's shared sort state; null for „Relevanz“, which only a search has. */
  state: SortOption | null;
}

/** „Relevanz“: the order of a search's hits by how well they match (not one of spec 01's list sorts). */
export const RELEVANCE_SORT: ProductSortOption = { value: 'relevance', label: messages.catalog.relevance, state: null };

/** The product family's sort choices, labelled with the spec's sort labels and suffixes (spec 01 §2, verbatim). */
export const PRODUCT_SORTS: readonly ProductSortOption[] = [
  { value: 'recentlyAdded', label: sortLabel('recentlyAdded'), state: { key: 'recentlyAdded' } },
  { value: 'price_asc', label: sortLabel('price', 'asc'), state: { key: 'price', direction: 'asc' } },
  { value: 'price_desc', label: sortLabel('price', 'desc'), state: { key: 'price', direction: 'desc' } },
  { value: 'rating', label: sortLabel('rating'), state: { key: 'rating' } },
];

export const DEFAULT_SORT = PRODUCT_SORTS[0] as ProductSortOption;

/** The choices offered: a search (with a keyword) leads with „Relevanz“. */
export function sortsFor(keyword: string | undefined): readonly ProductSortOption[] {
  return keyword ? [RELEVANCE_SORT, ...PRODUCT_SORTS] : PRODUCT_SORTS;
}

/** The default order: „Relevanz“ for a search, else the newest first. */
export function defaultSortFor(keyword: string | undefined): ProductSortOption {
  return keyword ? RELEVANCE_SORT : DEFAULT_SORT;
}

/** The option of a URL value; the default (for the keyword) for anything unknown or not offered. */
export function sortByValue(value: string | null | undefined, keyword?: string): ProductSortOption {
  return sortsFor(keyword).find((option) => option.value === value) ?? defaultSortFor(keyword);
}

/** The option of the family's shared sort state (key and direction), or null when it is not a product sort. */
export function sortOfState(sort: SortOption | null): ProductSortOption | null {
  if (!sort) return null;
  return (
    PRODUCT_SORTS.find((option) => option.state?.key === sort.key && (option.state.direction ?? null) === (sort.direction ?? null)) ?? null
  );
}
