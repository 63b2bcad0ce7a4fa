/**
 * The property page's route for the server render (react-router's data routers): its loader makes the page's own
 * call (`getProperty`), the page renders with the loaded listing, its structured data is built from the same answer.
 * Client hydration of these routes comes with a later step (scripts/ssr/README.md).
 */
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { ServerRouteHandle } from '@marktplatz/shared/ssr';
import { getProperty } from '../api/getProperty';
import PropertyPage from '../pages/PropertyPage';
import type { PropertyDetail } from '../types';
import { propertyJsonLd } from './propertyJsonLd';

/** `/property-detail/:slug`: the listing (an unknown one fails the loader: the browser shows its own answer). */
export async function propertyLoader({ params, request }: LoaderFunctionArgs): Promise<PropertyDetail> {
  return getProperty(params.slug ?? '', request.signal);
}

function ServerPropertyPage() {
  const property = useLoaderData() as PropertyDetail;
  return <PropertyPage initialProperty={property} />;
}

const propertyHandle: ServerRouteHandle = {
  structuredData: (data, origin) => [propertyJsonLd(data as PropertyDetail, origin)],
};

/** The property feature's server-rendered routes (full paths, as in the area's route table). */
export const propertyServerRoutes: RouteObject[] = [
  { id: 'property', path: '/property-detail/:slug', loader: propertyLoader, Component: ServerPropertyPage, handle: propertyHandle },
];
