/**
 * The browser's hydration of the server-rendered living worlds (`/bauen-wohnen`, `/living_worlds`: `WorldsPage` with
 * the list of the server's loader data as `initialCategories`, no second request; the page reads nothing of the
 * browser) and of the lead category page (`/world-category/lead/:slug`) and of one
 * provider's service in it (`/…/:providerSlug`), part of `mfe_leads/hydrate` (src/hydrate.ts; scripts/ssr/README.md
 * "Hydration"): `CategoryPage` with the category of the server's loader data as `initialCategories`, as the server
 * routes render it (`serverRoutes.tsx`) — no second request for the category. The inquiry wizard renders the guest's
 * view first on both sides (the auth store's server snapshot); the view count, the wizard's questions, further
 * providers and calls to action load after hydration, as before.
 */
import { combineHydrations, createHydrate } from '@marktplatz/shared/ssr/hydrate';
import CategoryPage from '../pages/CategoryPage';
import WorldsPage from '../pages/WorldsPage';
import type { WorldCategory } from '../types';
import type { CategoryPageData } from './serverRoutes';
import { WORLDS_ROUTES } from './worldsRoutes';

/** The two routes' ids (the keys of the loader data) and path patterns, as in `worldServerRoutes`. */
export const CATEGORY_ROUTES = [
  { id: 'world-category', path: '/world-category/lead/:slug' },
  { id: 'world-category-service', path: '/world-category/lead/:slug/:providerSlug' },
] as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A lead route as the page shows it: its id, name, slug, area and provider's name. */
function isLeadRoute(value: unknown): boolean {
  if (!isObject(value) || !isObject(value.provider)) return false;
  return (
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    typeof value.slug === 'string' &&
    typeof value.radius === 'number' &&
    typeof value.postal_code === 'string' &&
    typeof value.provider.id === 'number' &&
    typeof value.provider.name === 'string'
  );
}

/** A category as the page shows it: its title, slug and lead routes. */
function isCategory(value: unknown): value is WorldCategory {
  return (
    isObject(value) &&
    typeof value.title === 'string' &&
    typeof value.slug === 'string' &&
    Array.isArray(value.lead_routes) &&
    value.lead_routes.every(isLeadRoute)
  );
}

/**
 * The category page's data of the server's loader data under the route `id` (`{ loaderData: { <id>: { categories,
 * providerSlug? } } }`), or null when it holds no category (the shell then renders the area as usual).
 */
export function categoryOfServerData(id: string, data: unknown): CategoryPageData | null {
  const loaderData = isObject(data) ? data.loaderData : undefined;
  const page = isObject(loaderData) ? loaderData[id] : undefined;
  if (!isObject(page)) return null;
  const { categories, providerSlug } = page;
  if (!Array.isArray(categories) || !isCategory(categories[0])) return null;
  if (providerSlug !== undefined && typeof providerSlug !== 'string') return null;
  return page as unknown as CategoryPageData;
}

/** The page as the server routes render it (its title and view count set by `CategoryPage` itself, effects). */
function HydratedCategoryPage({ data }: { data: CategoryPageData }) {
  return <CategoryPage initialCategories={data.categories} />;
}

/**
 * Hydrates the server's category page or provider's service page in `container` with the server's loader data; null
 * when the data holds neither.
 */
export const hydrateCategoryPage = combineHydrations(
  ...CATEGORY_ROUTES.map(({ id, path }) =>
    createHydrate({
      area: 'mfe_leads',
      path,
      dataOf: (data) => categoryOfServerData(id, data),
      Page: HydratedCategoryPage,
    }),
  ),
);

/** A category as the worlds page shows it: its title, slug, description and the providers of its lead routes. */
function isWorldsCategory(value: unknown): value is WorldCategory {
  return (
    isObject(value) &&
    typeof value.id === 'number' &&
    typeof value.title === 'string' &&
    typeof value.slug === 'string' &&
    (value.description === undefined || value.description === null || typeof value.description === 'string') &&
    Array.isArray(value.lead_routes) &&
    value.lead_routes.every((route) => isObject(route) && isObject(route.provider) && typeof route.provider.id === 'number')
  );
}

/**
 * The worlds page's list of the server's loader data under the route `id` (`{ loaderData: { <id>: [category, …] } }`;
 * an empty list is the page's own empty answer), or null when it holds none (the shell then renders the area as usual).
 */
export function worldsOfServerData(id: string, data: unknown): WorldCategory[] | null {
  const loaderData = isObject(data) ? data.loaderData : undefined;
  const categories = isObject(loaderData) ? loaderData[id] : undefined;
  if (!Array.isArray(categories) || !categories.every(isWorldsCategory)) return null;
  return categories;
}

/**
 * Hydrates the server's `/bauen-wohnen` or `/living_worlds` (each under its own title, as the server routes render
 * them) in `container`; null when the data holds neither.
 */
export const hydrateWorldsPage = combineHydrations(
  ...WORLDS_ROUTES.map(({ id, path, title }) =>
    createHydrate({
      area: 'mfe_leads',
      path,
      dataOf: (data) => worldsOfServerData(id, data),
      Page: function HydratedWorldsPage({ data }: { data: WorldCategory[] }) {
        return <WorldsPage title={title} initialCategories={data} />;
      },
    }),
  ),
);
