/**
 * The food search's route for the server render (react-router's data routers): the loader makes the page's own calls
 * for the guest's first search (no remembered filters, no postal code: every restaurant, first page) and the cuisines
 * of its filter; the page is the feature's own `SearchPage` with that data as its first render. The browser hydrates its
 * markup with the same loader data (./searchHydrate.tsx, scripts/ssr/README.md "Hydration").
 */
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { ServerRouteHandle } from '@marktplatz/shared/ssr';
import { messages } from '../../../messages';
import { getGastroTags } from '../../provider';
import { searchFoodProviders } from '../api/searchFoodProviders';
import SearchPage, { foodSearchOf, type FoodSearchInitialData } from '../pages/SearchPage';
import { FOOD_SEARCH_PATH, foodSearchJsonLd } from './foodSearchJsonLd';

/** `/food-provider-search`: the guest's first search (a visitor's own filters live in the browser's tab). */
export async function foodSearchLoader({ request }: LoaderFunctionArgs): Promise<FoodSearchInitialData> {
  const search = foodSearchOf({});
  const [results, tags] = await Promise.all([
    searchFoodProviders(search, request.signal),
    getGastroTags(request.signal).catch(() => undefined),
  ]);
  return { search, results, ...(tags ? { tags } : {}) };
}

function ServerFoodSearchPage() {
  return <SearchPage loaded={useLoaderData() as FoodSearchInitialData} />;
}

const foodSearchHandle: ServerRouteHandle = {
  // The food area's browser build hydrates it (./searchHydrate.tsx).
  hydrate: true,
  structuredData: (data, origin) => foodSearchJsonLd((data as FoodSearchInitialData).results, { name: messages.search.title, origin }),
};

/** The customer feature's server-rendered search routes (full paths, as in the area's route table: `/food` is the same page). */
export const foodSearchServerRoutes: RouteObject[] = [
  { id: 'food-search', path: FOOD_SEARCH_PATH, loader: foodSearchLoader, Component: ServerFoodSearchPage, handle: foodSearchHandle },
  { id: 'food-start', path: '/food', loader: foodSearchLoader, Component: ServerFoodSearchPage, handle: foodSearchHandle },
];
