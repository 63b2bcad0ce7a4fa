/**
 * The browser's hydration of the server-rendered food menu page (exposed as `mfe_food/hydrate` together with the food
 * search of ./searchHydrate.tsx; scripts/ssr/README.md "Hydration"). `createHydrate` of `@marktplatz/shared/ssr/hydrate` does the generic part (the server render's tree
 * shape, `hydrateRoot` with the area's `useId` prefix, the shell's location and navigator, errors to the shell); this
 * names the route and its page: `MenuView` with the restaurant of the server's loader data (no second request for it),
 * as the server route renders it (`serverRoutes.tsx`).
 *
 * The first render is the server's guest view on both sides: the time choice and the basket bar start loading
 * (`useFetch`), the session is the guest's (`useAuthState`'s server snapshot); the stored postal code (`useFamilyState`)
 * and the cart key only go into the requests made after mounting, never into the first markup. What they load then
 * takes reserved space (the time choice) or comes below the page (the basket bar).
 */
import { usePageTitle } from '@marktplatz/shared';
import { combineHydrations, createHydrate } from '@marktplatz/shared/ssr/hydrate';
import { MenuView } from '../pages/MenuPage';
import type { FoodProvider } from '../types';
import { hydrateFoodSearch, hydrateFoodStart } from './searchHydrate';
import type { MenuPageLoaderData } from './serverRoutes';

export type { Island, IslandContext } from '@marktplatz/shared/ssr/hydrate';

/** The route's id in the server's loader data (`menuServerRoutes`). */
const ROUTE_ID = 'food-menu';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A restaurant the page can render: the fields its first render reads, of the right kind. */
function isFoodProvider(value: unknown): value is FoodProvider {
  if (!isRecord(value)) return false;
  return (
    typeof value.id === 'number' &&
    typeof value.slug === 'string' &&
    typeof value.name === 'string' &&
    typeof value.ordering_open === 'boolean' &&
    Array.isArray(value.categories) &&
    value.categories.every((category) => isRecord(category) && Array.isArray(category.dishes)) &&
    Array.isArray(value.cuisine_tags) &&
    Array.isArray(value.opening_hours) &&
    Array.isArray(value.delivery_hours) &&
    Array.isArray(value.delivery_postal_codes)
  );
}

/**
 * The menu page of the server's loader data (`{ loaderData: { 'food-menu': { provider } } }`), or null when it holds
 * no restaurant the page can render (the shell then renders the area as usual).
 */
export function menuOfServerData(data: unknown): MenuPageLoaderData | null {
  const loaderData = isRecord(data) ? data.loaderData : undefined;
  const menu = isRecord(loaderData) ? loaderData[ROUTE_ID] : undefined;
  const provider = isRecord(menu) ? menu.provider : undefined;
  return isFoodProvider(provider) ? { provider } : null;
}

/** The page as the server route renders it, with the page's title (as `MenuPage` sets it). */
function HydratedMenuPage({ data }: { data: MenuPageLoaderData }) {
  usePageTitle(data.provider.name);
  return <MenuView detail={data.provider} />;
}

/** The menu page's hydration (`/food/menu/:slug`, route id `food-menu`). */
export const hydrateMenu = createHydrate({
  area: 'mfe_food',
  path: '/food/menu/:slug',
  dataOf: menuOfServerData,
  Page: HydratedMenuPage,
});

/**
 * The area's `./hydrate`: hydrates the server's menu page or food search (`/food-provider-search`, `/food`;
 * ./searchHydrate.tsx) in `container` (the `data-ssr` element) with the server's loader data — each route reads its
 * own route id of it; null when the data holds none of them (the shell then renders the area as usual). `container`
 * gets `data-hydrated` once done.
 */
export const hydrate = combineHydrations(hydrateMenu, hydrateFoodSearch, hydrateFoodStart);
