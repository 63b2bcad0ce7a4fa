/**
 * The browser's hydration of the server-rendered food search (`/food-provider-search` and `/food`, the same page; part of
 * `mfe_food/hydrate`, ./hydrate.tsx): `SearchPage` with the server loader's first search (the guest's: no remembered
 * filters, every restaurant, first page) and the cuisines, as the server route renders it (`searchServerRoutes.tsx`) —
 * no second request for the list or the cuisines. The hydration starts from the empty filters (`useFamilyState`'s
 * server snapshot); what the tab remembers (postal code, cuisine, „Jetzt geöffnet“ …) follows right after and loads
 * its own search. A postal code typed into the server's form before the hydration stays and is what „Restaurants
 * suchen“ sends (the form is a `ServerRenderedForm`); a remembered postal code replaces it.
 */
import { createHydrate, type HydrateServerRoute } from '@marktplatz/shared/ssr/hydrate';
import SearchPage, { type FoodSearchInitialData } from '../pages/SearchPage';

/**
 * The search's address, as its server route has it (`FOOD_SEARCH_PATH` of ./foodSearchJsonLd.ts, not imported: that
 * file imports the Node-only `@marktplatz/shared/ssr`, which the browser build cannot bundle; the test compares them).
 */
const FOOD_SEARCH_PATH = '/food-provider-search';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first search as `foodSearchOf` makes it: its five filters and its page. */
function isSearch(value: unknown): value is FoodSearchInitialData['search'] {
  return (
    isRecord(value) &&
    typeof value.postal_code === 'string' &&
    typeof value.cuisine === 'string' &&
    typeof value.max_minimum_order === 'string' &&
    typeof value.open_now === 'boolean' &&
    typeof value.pickup === 'boolean' &&
    typeof value.page === 'number'
  );
}

/** A page of the provider search: its restaurants (each with id, slug and name) and, when paged, its meta. */
function isResults(value: unknown): value is FoodSearchInitialData['results'] {
  if (!isRecord(value) || !Array.isArray(value.data)) return false;
  const meta = value.meta;
  return (
    value.data.every(
      (card) => isRecord(card) && typeof card.id === 'number' && typeof card.slug === 'string' && typeof card.company_name === 'string',
    ) &&
    (meta === undefined || (isRecord(meta) && typeof meta.current_page === 'number' && typeof meta.last_page === 'number'))
  );
}

/**
 * The food search of the server's loader data for the route `routeId` (`{ loaderData: { <routeId>: { search, results,
 * tags? } } }`), or null when it holds no search the page can render. The objects are passed on as they are: the page
 * compares the loaded search with its own by their JSON.
 */
export function foodSearchOfServerData(routeId: string, data: unknown): FoodSearchInitialData | null {
  const loaderData = isRecord(data) ? data.loaderData : undefined;
  const loaded = isRecord(loaderData) ? loaderData[routeId] : undefined;
  if (!isRecord(loaded) || !isSearch(loaded.search) || !isResults(loaded.results)) return null;
  const { tags } = loaded;
  if (tags !== undefined && !(Array.isArray(tags) && tags.every((tag) => typeof tag === 'string'))) return null;
  return { search: loaded.search, results: loaded.results, ...(tags ? { tags } : {}) };
}

/** The page as the server route renders it (`SearchPage` sets its title itself). */
function HydratedFoodSearchPage({ data }: { data: FoodSearchInitialData }) {
  return <SearchPage loaded={data} />;
}

const searchHydration = (routeId: string, path: string): HydrateServerRoute =>
  createHydrate({ area: 'mfe_food', path, dataOf: (data) => foodSearchOfServerData(routeId, data), Page: HydratedFoodSearchPage });

/** `/food-provider-search` (route id `food-search`). */
export const hydrateFoodSearch = searchHydration('food-search', FOOD_SEARCH_PATH);

/** `/food`, the same page (route id `food-start`). */
export const hydrateFoodStart = searchHydration('food-start', '/food');
