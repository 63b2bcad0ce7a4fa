import { sortLabel, type SortOption } from '@marktplatz/shared';

/** The finder's sorts: the API key and the spec 01 §2 label, from the shared family sort keys. */
export const PROPERTY_SORTS: { api: string; option: SortOption }[] = [
  { api: 'newest', option: { key: 'recency', direction: 'newest' } },
  { api: 'price_asc', option: { key: 'price', direction: 'asc' } },
  { api: 'price_desc', option: { key: 'price', direction: 'desc' } },
  { api: 'area_asc', option: { key: 'livingSpace', direction: 'asc' } },
  { api: 'area_desc', option: { key: 'livingSpace', direction: 'desc' } },
  { api: 'rooms_asc', option: { key: 'rooms', direction: 'asc' } },
  { api: 'rooms_desc', option: { key: 'rooms', direction: 'desc' } },
  { api: 'distance_asc', option: { key: 'distanceNearest' } },
  { api: 'distance_desc', option: { key: 'distanceFarthest' } },
];

export const labelOf = (option: SortOption) => sortLabel(option.key, option.direction);

export function apiSort(option: SortOption | null): string {
  if (!option) return 'newest';
  return PROPERTY_SORTS.find((sort) => sort.option.key === option.key && sort.option.direction === option.direction)?.api ?? 'newest';
}
