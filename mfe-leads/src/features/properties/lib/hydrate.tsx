/**
 * The browser's hydration of the server-rendered property page (part of `mfe_leads/hydrate`, src/hydrate.ts;
 * scripts/ssr/README.md "Hydration"). `createHydrate` of `@marktplatz/shared/ssr/hydrate` does the generic part (the
 * server render's tree shape, `hydrateRoot` with the area's `useId` prefix, the shell's location and navigator, errors
 * to the shell); this names the route and its page: `PropertyPage` with the listing of the server's loader data as
 * `initialProperty`, as the server route renders it (`serverRoutes.tsx`) — no second request for the listing. The
 * viewing request's form renders the guest's empty fields first (the auth store's server snapshot); a signed-in
 * visitor's name and e-mail address fill in right after, in the same fields.
 */
import { createHydrate } from '@marktplatz/shared/ssr/hydrate';
import PropertyPage from '../pages/PropertyPage';
import type { PropertyDetail } from '../types';

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
