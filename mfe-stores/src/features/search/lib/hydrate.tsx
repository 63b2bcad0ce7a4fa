/**
 * The browser's hydration of the server-rendered provider search (`/provider-search`), part of `mfe_stores/hydrate`
 * (`src/hydrate.ts`; scripts/ssr/README.md "Hydration"). `createHydrate` of `@marktplatz/shared/ssr/hydrate` does the
 * generic part (the server render's tree shape, `hydrateRoot` with the area's `useId` prefix, the shell's location and
 * navigator, errors to the shell); this names the route and its page: `ProviderSearchPage` with the guest's first
 * search and its result of the server's loader data (no second request for it), as the server route renders it
 * (`serverRoutes.tsx`).
 *
 * The first render is the server's on both sides: the provider family's remembered filters are empty (`useFamilyState`'s
 * server snapshot, so the page's search is the guest's and takes the loaded result), the screen's width is not known
 * yet (`useWideScreen` is null: the phone's „Liste | Karte“ and the wide screen's map button and map column are both in
 * the markup, CSS shows the one that fits). Right after it, the tab's remembered search (if any) loads, and the view
 * follows the window's width without moving what is on screen.
 */
import { createHydrate } from '@marktplatz/shared/ssr/hydrate';
import ProviderSearchPage, { type ProviderSearchInitialData } from '../pages/ProviderSearchPage';

export type { Island, IslandContext } from '@marktplatz/shared/ssr/hydrate';

/** The route's id in the server's loader data (`providerSearchServerRoutes`). */
const ROUTE_ID = 'provider-search';

/**
 * The route's path (`PROVIDER_SEARCH_PATH` of `providerSearchJsonLd.ts`, which this browser module must not import:
 * it imports the Node-only `@marktplatz/shared/ssr`).
 */
const PATH = '/provider-search';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first search and its result of the server's loader data (`{ loaderData: { 'provider-search': { search,
 * result } } }`), or null when it holds none the page can render (the shell then renders the area as usual).
 */
export function providerSearchOfServerData(data: unknown): ProviderSearchInitialData | null {
  const loaderData = isRecord(data) ? data.loaderData : undefined;
  const page = isRecord(loaderData) ? loaderData[ROUTE_ID] : undefined;
  if (!isRecord(page) || !isRecord(page.search) || !isRecord(page.result) || !Array.isArray(page.result.cards)) return null;
  return page as unknown as ProviderSearchInitialData;
}

function HydratedProviderSearch({ data }: { data: ProviderSearchInitialData }) {
  return <ProviderSearchPage initial={data} />;
}

/** Hydrates the server's provider search in `container`; null when the data holds no search. */
export const hydrate = createHydrate({
  area: 'mfe_stores',
  path: PATH,
  dataOf: providerSearchOfServerData,
  Page: HydratedProviderSearch,
});
