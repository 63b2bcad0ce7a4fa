/**
 * The browser's hydration of the server-rendered product list (`/product-list`) and product search
 * (`/product-search`), part of `mfe_shop/hydrate` (`src/hydrate.ts`; scripts/ssr/README.md "Hydration").
 * `createHydrate` of `@marktplatz/shared/ssr/hydrate` does the generic part (the server render's tree shape,
 * `hydrateRoot` with the area's `useId` prefix, the shell's location and navigator, errors to the shell); this names
 * the two routes and their page: `ProductListPage` with the first page of results and the categories of the server's
 * loader data (no second request for them), as the server route renders it (`serverRoutes.tsx`).
 *
 * The first render is the server's guest view on both sides: the product family's remembered filters are empty
 * (`useFamilyState`'s server snapshot; a bare address takes them over right after), the hearts are the guest's (the
 * session's server snapshot), the filter panel is a phone's closed one (opened on a wide screen after hydration) and
 * the search field is filled in react-final-form's effect on both sides. A keyword or price typed into the server's
 * search box or price fields before the hydration stays (both forms are `ServerRenderedForm`s).
 */
import { combineHydrations, createHydrate } from '@marktplatz/shared/ssr/hydrate';
import { paths } from '../../../lib/paths';
import ProductListPage, { type ProductListInitialData } from '../pages/ProductListPage';

export type { Island, IslandContext } from '@marktplatz/shared/ssr/hydrate';

/** The routes' ids in the server's loader data (`catalogServerRoutes`). */
const ROUTE_IDS = { list: 'product-list', search: 'product-search' } as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first page of the list (`mode` `list`) or the search (`search`) of the server's loader data
 * (`{ loaderData: { 'product-list': { results, categories, … } } }`), or null when it holds no results the page can
 * render (the shell then renders the area as usual).
 */
export function productListOfServerData(mode: 'list' | 'search', data: unknown): ProductListInitialData | null {
  const loaderData = isRecord(data) ? data.loaderData : undefined;
  const page = isRecord(loaderData) ? loaderData[ROUTE_IDS[mode]] : undefined;
  if (!isRecord(page)) return null;
  const { results, categories } = page;
  if (!isRecord(results) || !Array.isArray(results.data)) return null;
  return {
    results: results as unknown as ProductListInitialData['results'],
    categories: Array.isArray(categories) ? (categories as ProductListInitialData['categories']) : [],
  };
}

function HydratedProductList({ data }: { data: ProductListInitialData }) {
  return <ProductListPage mode="list" initial={data} />;
}

function HydratedProductSearch({ data }: { data: ProductListInitialData }) {
  return <ProductListPage mode="search" initial={data} />;
}

/** Hydrates the server's product list in `container`; null when the data holds no list. */
export const hydrateProductList = createHydrate({
  area: 'mfe_shop',
  path: paths.list,
  dataOf: (data) => productListOfServerData('list', data),
  Page: HydratedProductList,
});

/** Hydrates the server's product search in `container`; null when the data holds no search. */
export const hydrateProductSearch = createHydrate({
  area: 'mfe_shop',
  path: paths.search,
  dataOf: (data) => productListOfServerData('search', data),
  Page: HydratedProductSearch,
});

/** The catalogue's two server-rendered pages: whichever the server's data holds. */
export const hydrate = combineHydrations(hydrateProductList, hydrateProductSearch);
