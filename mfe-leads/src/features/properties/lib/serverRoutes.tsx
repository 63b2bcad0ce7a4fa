/**
 * The property feature's routes for the server render (react-router's data routers): each loader makes the page's own
 * call, the page renders with the loaded data, its structured data is built from the same answer. The browser hydrates
 * the property page's and the search's markup with the same loader data (./hydrate.tsx, scripts/ssr/README.md
 * "Hydration").
 */
import { redirect, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { ServerRouteHandle } from '@marktplatz/shared/ssr';
import { getFinder } from '../api/getFinder';
import { getProperty } from '../api/getProperty';
import FinderPage, { GUEST_FINDER_QUERY, type FinderResult } from '../pages/FinderPage';
import PropertyPage from '../pages/PropertyPage';
import type { PropertyDetail } from '../types';
import { messages } from '../../../messages';
import { PROPERTY_SEARCH_PATH, propertyJsonLd, propertyListJsonLd } from './propertyJsonLd';

/** `/property-detail/:slug`: the listing (an unknown one fails the loader: the browser shows its own answer). */
export async function propertyLoader({ params, request }: LoaderFunctionArgs): Promise<PropertyDetail> {
  return getProperty(params.slug ?? '', request.signal);
}

function ServerPropertyPage() {
  const property = useLoaderData() as PropertyDetail;
  return <PropertyPage initialProperty={property} />;
}

const propertyHandle: ServerRouteHandle = {
  // The leads area's browser build hydrates it (./hydrate.tsx).
  hydrate: true,
  structuredData: (data, origin) => [propertyJsonLd(data as PropertyDetail, origin)],
};

/**
 * `/properties`: the search's first page as a guest sees it (no filters, newest first; filters and sort live in the
 * visitor's browser session, so a returning visitor's own page loads in the browser). A failing call fails the loader.
 */
export async function propertyListLoader({ request }: LoaderFunctionArgs): Promise<FinderResult> {
  return getFinder(GUEST_FINDER_QUERY, request.signal);
}

function ServerPropertyListPage() {
  const result = useLoaderData() as FinderResult;
  return <FinderPage title={messages.finder.title} initialResult={result} />;
}

const propertyListHandle: ServerRouteHandle = {
  // The leads area's browser build hydrates it (./hydrate.tsx): the family state is empty until then on both sides.
  hydrate: true,
  structuredData: (data, origin) => {
    const list = propertyListJsonLd((data as FinderResult).rows, origin);
    return list ? [list] : [];
  },
};

/** `/finder`: the same search's old address leads to `/properties` with its query string (as the browser's route does). */
export function finderRedirectLoader({ request }: LoaderFunctionArgs): Response {
  return redirect(`${PROPERTY_SEARCH_PATH}${new URL(request.url).search}`, 301);
}

/** The property feature's server-rendered routes (full paths, as in the area's route table). */
export const propertyServerRoutes: RouteObject[] = [
  { id: 'property', path: '/property-detail/:slug', loader: propertyLoader, Component: ServerPropertyPage, handle: propertyHandle },
  {
    id: 'properties',
    path: PROPERTY_SEARCH_PATH,
    loader: propertyListLoader,
    Component: ServerPropertyListPage,
    handle: propertyListHandle,
  },
  { id: 'finder', path: '/finder', loader: finderRedirectLoader },
];
