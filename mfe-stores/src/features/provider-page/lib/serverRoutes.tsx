/**
 * The provider page's route for the server render (react-router's data routers): its loader makes the page's own
 * calls (`getProviderPage`, `getProviderLocations`), its structured data is built from the same answers. Client
 * hydration of these routes comes with a later step (scripts/ssr/README.md).
 */
import { redirect, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { ServerRouteHandle } from '@marktplatz/shared/ssr';
import { getProviderLocations, type PublicLocation } from '../api/getProviderLocations';
import { getProviderPage, type ProviderPageData } from '../api/getProviderPage';
import { ProviderView } from '../pages/ProviderPage';
import { providerJsonLd, providerPagePath } from './providerJsonLd';

/** The provider page's data: the page and its stores (null when they could not be loaded: the browser loads them). */
export interface ProviderPageLoaderData {
  page: ProviderPageData;
  locations: PublicLocation[] | null;
}

/** `/provider-detail/:slug`: the public page (never the owner's preview); an old slug form answers a redirect. */
export async function providerLoader({ params, request }: LoaderFunctionArgs): Promise<ProviderPageLoaderData> {
  const slug = params.slug ?? '';
  const [page, locations] = await Promise.all([
    getProviderPage(slug, false, request.signal),
    getProviderLocations(slug, request.signal).catch(() => null),
  ]);
  if (page.redirect && page.slug !== slug) throw redirect(providerPagePath(page.slug));
  return { page, locations };
}

function ServerProviderPage() {
  const { page, locations } = useLoaderData() as ProviderPageLoaderData;
  return <ProviderView page={page} preview={false} initialLocations={locations ?? undefined} />;
}

const providerHandle: ServerRouteHandle = {
  structuredData: (data, origin) => {
    const { page, locations } = data as ProviderPageLoaderData;
    return [providerJsonLd(page, locations ?? [], origin)];
  },
};

/** The provider page feature's server-rendered routes (full paths, as in the area's route table). */
export const providerServerRoutes: RouteObject[] = [
  { id: 'provider', path: '/provider-detail/:slug', loader: providerLoader, Component: ServerProviderPage, handle: providerHandle },
];
