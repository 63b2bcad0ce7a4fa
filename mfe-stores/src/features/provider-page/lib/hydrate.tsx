/**
 * The browser's hydration of the server-rendered provider page (exposed as `mfe_stores/hydrate`; scripts/ssr/README.md
 * "Hydration"). `createHydrate` of `@marktplatz/shared/ssr/hydrate` does the generic part (the server render's tree
 * shape, `hydrateRoot` with the area's `useId` prefix, the shell's location and navigator, errors to the shell); this
 * names the route and its page: `ProviderView` with the page and the parts of the server's loader data (no second
 * request for the page, its stores, products, „Anfragen“, ratings or policies), as the server route renders it
 * (`serverRoutes.tsx`). A part the server could not load starts with its loading state (skeleton) on both sides and
 * loads in the browser.
 */
import { usePageTitle } from '@marktplatz/shared';
import { createHydrate } from '@marktplatz/shared/ssr/hydrate';
import { ProviderView } from '../pages/ProviderPage';
import type { ProviderPageLoaderData } from './serverRoutes';

export type { Island, IslandContext } from '@marktplatz/shared/ssr/hydrate';

/** A part of the server's data as the page reads it: an array, or null (the browser loads it). */
const list = <T,>(value: unknown): T[] | null => (Array.isArray(value) ? (value as T[]) : null);

/**
 * The provider page of the server's loader data (`{ loaderData: { provider: { page, locations, … } } }`, route id
 * `provider`), or null.
 */
export function providerOfServerData(data: unknown): ProviderPageLoaderData | null {
  const provider = (data as { loaderData?: { provider?: Record<string, unknown> } } | null)?.loaderData?.provider;
  const page = provider?.page as ProviderPageLoaderData['page'] | undefined;
  if (!provider || !page || typeof page !== 'object' || typeof page.user_id !== 'number' || typeof page.slug !== 'string') return null;
  const ratings = provider.ratings as ProviderPageLoaderData['ratings'];
  const policy = provider.policy as ProviderPageLoaderData['policy'];
  return {
    page,
    locations: list(provider.locations),
    products: list(provider.products),
    leads: list(provider.leads),
    ratings: ratings && typeof ratings === 'object' && Array.isArray(ratings.rows) ? ratings : null,
    policy: policy && typeof policy === 'object' ? policy : null,
    weekday: typeof provider.weekday === 'number' ? provider.weekday : undefined,
  };
}

/** The page as the server route renders it, with the page's title (as `ProviderPage` sets it). */
function HydratedProviderPage({ data }: { data: ProviderPageLoaderData }) {
  usePageTitle(data.page.company_name);
  return <ProviderView page={data.page} preview={false} loaded={data} />;
}

/**
 * Hydrates the server's provider page in `container` (the `data-ssr` element) with the server's loader data; null
 * when the data holds no page (the shell then renders the area as usual). `container` gets `data-hydrated` once done.
 */
export const hydrate = createHydrate({
  area: 'mfe_stores',
  path: '/provider-detail/:slug',
  dataOf: providerOfServerData,
  Page: HydratedProviderPage,
});
