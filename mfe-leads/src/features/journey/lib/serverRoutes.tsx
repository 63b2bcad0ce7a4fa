/**
 * The living worlds' routes for the server render (react-router's data routers): each loader makes the page's own call
 * (`getWorld`), the page renders with the loaded categories, its structured data is built from the same answer. Only
 * the guest's view: the view count and the inquiry wizard's questions and further providers load in the browser.
 * The browser hydrates the worlds' and the category pages' markup with the same loader data (./hydrate.tsx,
 * scripts/ssr/README.md "Hydration").
 */
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { ServerRouteHandle } from '@marktplatz/shared/ssr';
import { getWorld } from '../api/getWorld';
import CategoryPage from '../pages/CategoryPage';
import WorldsPage, { ALL_WORLDS } from '../pages/WorldsPage';
import type { WorldCategory } from '../types';
import { categoryBreadcrumbJsonLd, worldsJsonLd } from './worldJsonLd';
import { WORLDS_ROUTES } from './worldsRoutes';

/** `/bauen-wohnen` and `/living_worlds`: every category with its lead routes (a failing call fails the loader). */
export async function worldsLoader({ request }: LoaderFunctionArgs): Promise<WorldCategory[]> {
  return getWorld(ALL_WORLDS, request.signal);
}

/** The worlds page of `path` with its title (the two addresses show the same list under two titles). */
function worldsRoute(id: string, path: string, title: string): RouteObject {
  function ServerWorldsPage() {
    return <WorldsPage title={title} initialCategories={useLoaderData() as WorldCategory[]} />;
  }
  const handle: ServerRouteHandle = {
    // The leads area's browser build hydrates it (./hydrate.tsx).
    hydrate: true,
    structuredData: (data, origin) => {
      const list = worldsJsonLd(data as WorldCategory[], path, origin);
      return list ? [list] : [];
    },
  };
  return { id, path, loader: worldsLoader, Component: ServerWorldsPage, handle };
}

/** A category page's data: the category (the API's one-element list) and, on a provider's service page, its slug. */
export interface CategoryPageData {
  categories: WorldCategory[];
  providerSlug?: string;
}

/**
 * `/world-category/lead/:slug` and `/…/:providerSlug`: the category with its lead routes. An unknown category (the
 * API's 404, or an empty answer) fails the loader: the browser shows its own answer. A service that is gone shows the
 * page's own notice, as in the browser.
 */
export async function categoryLoader({ params, request }: LoaderFunctionArgs): Promise<CategoryPageData> {
  const categories = await getWorld(params.slug ?? '', request.signal);
  if (!categories[0]) throw new Response(null, { status: 404 });
  return { categories, ...(params.providerSlug ? { providerSlug: params.providerSlug } : {}) };
}

function ServerCategoryPage() {
  return <CategoryPage initialCategories={(useLoaderData() as CategoryPageData).categories} />;
}

const categoryHandle: ServerRouteHandle = {
  // The leads area's browser build hydrates it (./hydrate.tsx).
  hydrate: true,
  structuredData: (data, origin) => {
    const { categories, providerSlug } = data as CategoryPageData;
    const category = categories[0]!;
    const route = providerSlug ? category.lead_routes.find((row) => row.slug === providerSlug) : undefined;
    return [categoryBreadcrumbJsonLd(category, origin, route)];
  },
};

/** The living worlds' server-rendered routes (full paths, as in the area's route table). */
export const worldServerRoutes: RouteObject[] = [
  ...WORLDS_ROUTES.map(({ id, path, title }) => worldsRoute(id, path, title)),
  {
    id: 'world-category',
    path: '/world-category/lead/:slug',
    loader: categoryLoader,
    Component: ServerCategoryPage,
    handle: categoryHandle,
  },
  {
    id: 'world-category-service',
    path: '/world-category/lead/:slug/:providerSlug',
    loader: categoryLoader,
    Component: ServerCategoryPage,
    handle: categoryHandle,
  },
];
