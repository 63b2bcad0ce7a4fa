/**
 * The food search's structured data (schema.org, JSON-LD): the page's first restaurants as an `ItemList` of
 * `ListItem`s (position, the menu page's address, the restaurant's name), for a crawler to follow the list to the
 * menus; each menu page has its own `Restaurant` with `hasMenu`.
 */
import { absoluteUrl, itemListJsonLd, type JsonLd } from '@marktplatz/shared/ssr';
import type { FoodSearchPage } from '../types';

/** The food search's address. */
export const FOOD_SEARCH_PATH = '/food-provider-search';

/** `ItemList` of the page's restaurants (none for an empty page), positions from the page's first card on. */
export function foodSearchJsonLd(results: FoodSearchPage, { name, origin }: { name: string; origin: string }): JsonLd[] {
  const first = results.meta ? (Math.max(1, results.meta.current_page) - 1) * results.meta.per_page : 0;
  const items = results.data.map((provider) => ({
    url: absoluteUrl(`/food/menu/${encodeURIComponent(provider.slug)}`, origin),
    name: provider.company_name,
  }));
  const list = itemListJsonLd(items, {
    name,
    url: absoluteUrl(FOOD_SEARCH_PATH, origin),
    firstPosition: first + 1,
    numberOfItems: results.meta?.total,
  });
  return list ? [list] : [];
}
