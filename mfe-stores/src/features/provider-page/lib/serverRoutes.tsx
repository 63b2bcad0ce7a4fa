/**
 * The provider page's route for the server render (react-router's data routers): its loader makes the page's own
 * calls (the page, its stores, products, lead routes, ratings and policies), its structured data is built from the
 * same answers. The browser
 * hydrates its markup with the same loader data (./hydrate.tsx, scripts/ssr/README.md "Hydration").
 */
import { redirect, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { ServerRouteHandle } from '@marktplatz/shared/ssr';
import { getProviderLocations, type PublicLocation } from '../api/getProviderLocations';
import { getProviderPage, type ProviderPageData } from '../api/getProviderPage';
import { getVendorPolicy } from '../api/getVendorPolicy';
import { listProviderLeadRoutes } from '../api/listProviderLeadRoutes';
import { listProviderProducts } from '../api/listProviderProducts';
import { listRatings } from '../api/listRatings';
import { ProviderView, type ProviderPageParts } from '../pages/ProviderPage';
import { berlinWeekday } from '../../../lib/format';
import { providerJsonLd, providerPagePath } from './providerJsonLd';

/**
 * The provider page's data: the page, and every part the page shows below it — its stores, products, „Anfragen“, the
 * first page of ratings, the policies — so that the server's markup is the finished page and nothing moves when the
 * browser takes it over (a part is null when its call failed or the page hides it: the browser loads it).
 */
export interface ProviderPageLoaderData extends ProviderPageParts {
  page: ProviderPageData;
  locations: PublicLocation[] | null;
}

/** A part of the page whose failure leaves it to the browser (null) instead of failing the server render. */
const part = <T,>(call: Promise<T>): Promise<T | null> => call.catch(() => null);

/** `/provider-detail/:slug`: the public page (never the owner's preview); an old slug form answers a redirect. */
export async function providerLoader({ params, request }: LoaderFunctionArgs): Promise<ProviderPageLoaderData> {
  const slug = params.slug ?? '';
  const { signal } = request;
  const [page, locations, policy] = await Promise.all([
    getProviderPage(slug, false, signal),
    part(getProviderLocations(slug, signal)),
    part(getVendorPolicy(slug, signal)),
  ]);
  if (page.redirect && page.slug !== slug) throw redirect(providerPagePath(page.slug));
  // The calls by the provider's id (the page names it), side by side.
  const [products, leads, ratings] = await Promise.all([
    page.show_product ? part(listProviderProducts(page.user_id, signal)) : null,
    page.show_lead ? part(listProviderLeadRoutes(page.user_id, signal)) : null,
    page.show_rating ? part(listRatings(page.user_id, 1, signal)) : null,
  ]);
  return { page, locations, products, leads, ratings, policy, weekday: berlinWeekday() };
}

function ServerProviderPage() {
  const data = useLoaderData() as ProviderPageLoaderData;
  return <ProviderView page={data.page} preview={false} loaded={data} />;
}

const providerHandle: ServerRouteHandle = {
  // The stores' browser build hydrates it (./hydrate.tsx).
  hydrate: true,
  structuredData: (data, origin) => {
    const { page, locations } = data as ProviderPageLoaderData;
    return [providerJsonLd(page, locations ?? [], origin)];
  },
};

/** The provider page feature's server-rendered routes (full paths, as in the area's route table). */
export const providerServerRoutes: RouteObject[] = [
  { id: 'provider', path: '/provider-detail/:slug', loader: providerLoader, Component: ServerProviderPage, handle: providerHandle },
];
