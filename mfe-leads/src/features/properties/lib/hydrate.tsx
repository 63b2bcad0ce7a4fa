/**
 * The browser's hydration of the server-rendered property page and property search (part of `mfe_leads/hydrate`, src/hydrate.ts;
 * scripts/ssr/README.md "Hydration"). `createHydrate` of `@marktplatz/shared/ssr/hydrate` does the generic part (the
 * server render's tree shape, `hydrateRoot` with the area's `useId` prefix, the shell's location and navigator, errors
 * to the shell); this names the route and its page: `PropertyPage` with the listing of the server's loader data as
 * `initialProperty`, as the server route renders it (`serverRoutes.tsx`) — no second request for the listing. The
 * viewing request's form renders the guest's empty fields first (the auth store's server snapshot); a signed-in
 * visitor's name and e-mail address fill in right after, in the same fields. The search (`/properties`) is
 * `FinderPage` with the guest's first page of the server's loader data as `initialResult` — no second `api/finder`;
 * the family state (filters and sort in `sessionStorage`) is empty during the hydration (its store's server snapshot),
 * so a returning visitor's own query loads right after, while the server's list stays on screen. Both forms (viewing
 * request, search filters) are `ServerRenderedForm`s: what was typed or picked in the server's markup before the
 * hydration stays and is sent; the signed-in visitor's name and e-mail address fill in only the fields left untouched.
 */
import { createHydrate } from '@marktplatz/shared/ssr/hydrate';
import FinderPage, { type FinderResult } from '../pages/FinderPage';
import PropertyPage from '../pages/PropertyPage';
import type { PropertyDetail } from '../types';
import { messages } from '../../../messages';

export type { Island, IslandContext } from '@marktplatz/shared/ssr/hydrate';

/** The route's path pattern, as in the server route and the area's route table. */
export const PROPERTY_PAGE_PATH = '/property-detail/:slug';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The listing of the server's loader data (`{ loaderData: { property: { id, slug, title, … } } }`, route id
 * `property`), or null when it is not one the page can show (the shell then renders the area as usual).
 */
export function propertyOfServerData(data: unknown): PropertyDetail | null {
  const loaderData = isObject(data) ? data.loaderData : undefined;
  const property = isObject(loaderData) ? loaderData.property : undefined;
  if (!isObject(property)) return null;
  const { id, slug, title, gallery, price, rooms, energy } = property;
  if (typeof id !== 'number' || typeof slug !== 'string' || slug === '' || typeof title !== 'string') return null;
  if (!Array.isArray(gallery) || !gallery.every((image) => typeof image === 'string')) return null;
  if (typeof price !== 'number' || typeof rooms !== 'number') return null;
  if (energy !== null && !isObject(energy)) return null;
  return property as unknown as PropertyDetail;
}

/** The page as the server route renders it (its title set by `PropertyPage` itself, an effect). */
function HydratedPropertyPage({ data }: { data: PropertyDetail }) {
  return <PropertyPage initialProperty={data} />;
}

/**
 * Hydrates the server's property page in `container` (the `data-ssr` element) with the server's loader data; null
 * when the data holds no listing (the shell then renders the area as usual). `container` gets `data-hydrated` once done.
 */
export const hydratePropertyPage = createHydrate({
  area: 'mfe_leads',
  path: PROPERTY_PAGE_PATH,
  dataOf: propertyOfServerData,
  Page: HydratedPropertyPage,
});

/**
 * The property search's route id (the key of its loader data) and path, as in `propertyServerRoutes` (a constant of
 * its own: `propertyJsonLd.ts` has the same path, but it is server code).
 */
export const PROPERTY_SEARCH_ROUTE = { id: 'properties', path: '/properties' } as const;

const isOptional = (value: unknown, type: 'string' | 'number') => value === undefined || value === null || typeof value === type;

/** A listing's card as the search shows it. */
function isPropertyCard(value: unknown): boolean {
  if (!isObject(value)) return false;
  return (
    typeof value.id === 'number' &&
    typeof value.slug === 'string' &&
    value.slug !== '' &&
    typeof value.title === 'string' &&
    typeof value.price === 'number' &&
    typeof value.rooms === 'number' &&
    typeof value.living_area_text === 'string' &&
    typeof value.property_type === 'string' &&
    typeof value.postal_code === 'string' &&
    typeof value.city === 'string' &&
    isOptional(value.image, 'string') &&
    isOptional(value.energy_class, 'string') &&
    isOptional(value.distance_km, 'number')
  );
}

/**
 * The search's first page of the server's loader data (`{ loaderData: { properties: { rows, meta, sorts } } }`), or
 * null when it is not one the page can show (the shell then renders the area as usual).
 */
export function propertyListOfServerData(data: unknown): FinderResult | null {
  const loaderData = isObject(data) ? data.loaderData : undefined;
  const result = isObject(loaderData) ? loaderData[PROPERTY_SEARCH_ROUTE.id] : undefined;
  if (!isObject(result) || !isObject(result.meta)) return null;
  const { rows, meta } = result;
  if (!Array.isArray(rows) || !rows.every(isPropertyCard)) return null;
  if (typeof meta.total !== 'number' || typeof meta.current_page !== 'number' || typeof meta.last_page !== 'number') return null;
  return result as unknown as FinderResult;
}

/** The search as the server route renders it (its title set by `FinderPage` itself, an effect). */
function HydratedPropertyListPage({ data }: { data: FinderResult }) {
  return <FinderPage title={messages.finder.title} initialResult={data} />;
}

/**
 * Hydrates the server's property search in `container` with the guest's first page of the server's loader data; null
 * when the data holds none.
 */
export const hydratePropertyListPage = createHydrate({
  area: 'mfe_leads',
  path: PROPERTY_SEARCH_ROUTE.path,
  dataOf: propertyListOfServerData,
  Page: HydratedPropertyListPage,
});
