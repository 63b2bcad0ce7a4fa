/**
 * The provider search's route for the server render (react-router's data routers): the loader makes the page's own
 * search call for the guest's first search (no remembered filters, no location: every provider by rating, first
 * page), the page is the feature's own `ProviderSearchPage` with that result as its first render. The industries of
 * the form and the map load in the browser. `hydrate: true`: the browser hydrates the markup (`hydrate.tsx`, part of
 * the area's `./hydrate`) instead of rendering the page again.
 */
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { ServerRouteHandle } from '@marktplatz/shared/ssr';
import { messages } from '../../../messages';
import { searchProviders } from '../api/searchProviders';
import ProviderSearchPage, { guestSearch, type ProviderSearchInitialData } from '../pages/ProviderSearchPage';
import { PROVIDER_SEARCH_PATH, providerSearchJsonLd } from './providerSearchJsonLd';

/** `/provider-search`: the guest's first search (a visitor's own filters live in the browser's tab). */
export async function providerSearchLoader({ request }: LoaderFunctionArgs): Promise<ProviderSearchInitialData> {
  const search = guestSearch();
  return { search, result: await searchProviders(search, request.signal) };
}

function ServerProviderSearchPage() {
  return <ProviderSearchPage initial={useLoaderData() as ProviderSearchInitialData} />;
}

const providerSearchHandle: ServerRouteHandle = {
  hydrate: true,
  structuredData: (data, origin) => {
    const { search, result } = data as ProviderSearchInitialData;
    return providerSearchJsonLd(result, { name: messages.search.title, page: search.page, origin });
  },
};

/** The search feature's server-rendered routes (full paths, as in the area's route table). */
export const providerSearchServerRoutes: RouteObject[] = [
  {
    id: 'provider-search',
    path: PROVIDER_SEARCH_PATH,
    loader: providerSearchLoader,
    Component: ServerProviderSearchPage,
    handle: providerSearchHandle,
  },
];
