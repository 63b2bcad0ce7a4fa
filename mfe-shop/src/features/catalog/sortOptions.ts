import { sortLabel, type SortOption } from '@marktplatz/shared';

export interface ProductSortOption extends SortOption {
  /** The value in the URL (`sort=`); `sortParams` turns it into the API's sort and direction. */
  value: string;
  label: string;
}

/** The product family's sort choices, labelled with the spec's sort labels and suffixes. */
export const PRODUCT_SORTS: readonly ProductSortOption[] = [
  { key: 'recentlyAdded', value: 'recentlyAdded', label: sortLabel('recentlyAdded') },
  { key: 'price', direction: 'asc', value: 'price_asc', label: sortLabel('price', 'asc') },
  { key: 'price', direction: 'desc', value: 'price_desc', label: sortLabel('price', 'desc') },
  { key: 'rating', value: 'rating', label: sortLabel('rating') },
];

export const DEFAULT_SORT = PRODUCT_SORTS[0] as ProductSortOption;

/** The option of a URL value; the default for anything unknown. */
export function sortByValue(value: string | null | undefined): ProductSortOption {
  return PRODUCT_SORTS.find((option) => option.value === value) ?? DEFAULT_SORT;
}

/** The option of the family's shared sort state (key and direction), or null when it is not a product sort. */
export function sortOfState(sort: SortOption | null): ProductSortOption | null {
  if (!sort) return null;
  return PRODUCT_SORTS.find((option) => option.key === sort.key && (option.direction ?? null) === (sort.direction ?? null)) ?? null;
}
