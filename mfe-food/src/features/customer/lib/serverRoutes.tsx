/**
 * The menu page's route for the server render (react-router's data routers): its loader makes the page's own call
 * (`getFoodProvider`), its structured data is built from the same answer. Only the guest's view: nothing of a cart or
 * a session is loaded on the server. The browser hydrates its markup with the same loader data (./hydrate.tsx,
 * scripts/ssr/README.md "Hydration").
 */
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { ServerRouteHandle } from '@marktplatz/shared/ssr';
import { getFoodProvider } from '../api/getFoodProvider';
import { MenuView } from '../pages/MenuPage';
import type { FoodProvider } from '../types';
import { restaurantJsonLd } from './restaurantJsonLd';

/** The menu page's data: the restaurant with its menu. */
export interface MenuPageLoaderData {
  provider: FoodProvider;
}

/** `/food/menu/:slug`: the restaurant and its menu (an unknown one rejects: the browser shows its answer). */
export async function menuLoader({ params, request }: LoaderFunctionArgs): Promise<MenuPageLoaderData> {
  return { provider: await getFoodProvider(params.slug ?? '', request.signal) };
}

function ServerMenuPage() {
  const { provider } = useLoaderData() as MenuPageLoaderData;
  return <MenuView detail={provider} />;
}

const menuHandle: ServerRouteHandle = {
  // The food area's browser build hydrates it (./hydrate.tsx).
  hydrate: true,
  structuredData: (data, origin) => [restaurantJsonLd((data as MenuPageLoaderData).provider, origin)],
};

/** The customer feature's server-rendered routes (full paths, as in the area's route table). */
export const menuServerRoutes: RouteObject[] = [
  { id: 'food-menu', path: '/food/menu/:slug', loader: menuLoader, Component: ServerMenuPage, handle: menuHandle },
];
