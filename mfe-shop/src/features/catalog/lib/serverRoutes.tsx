/**
 * The product list's and the search's routes for the server render (react-router's data routers): the loader makes
 * the page's own calls (`searchProducts` with the query the page reads from the address, first page of 24, and
 * `getCategories`), the page is the catalogue's own `ProductListPage` with that data as its first render. The guest's
 * view: no remembered filters (they live in the visitor's tab), no favourites. `hydrate: true`: the browser hydrates
 * the markup (`hydrate.tsx`, part of the area's `./hydrate`) instead of rendering the page again.
 */
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { ServerRouteHandle } from '@marktplatz/shared/ssr';
import { messages } from '../../../messages';
import { paths } from '../../../lib/paths';
import { getCategories } from '../api/getCategories';
import { type ProductQuery, searchProducts } from '../api/searchProducts';
import { pageQueryFromParams } from '../hooks/useProductQuery';
import ProductListPage, { PAGE_SIZE, type ProductListInitialData } from '../pages/ProductListPage';
import { productListJsonLd } from './productListJsonLd';

/** The page's first data and the query it was loaded for (the structured data's name and positions). */
export interface ProductListLoaderData extends ProductListInitialData {
  query: ProductQuery;
  /** The page's address (path and query), for the structured data. */
  address: string;
}

/** The first results for the address's query and the category tree (the page shows none when it fails). */
export async function productListLoader({ request }: LoaderFunctionArgs): Promise<ProductListLoaderData> {
  const url = new URL(request.url);
  const query = pageQueryFromParams(url.searchParams);
  const [results, categories] = await Promise.all([
    searchProducts({ ...query, per_page: PAGE_SIZE }, request.signal),
    getCategories(request.signal).catch(() => []),
  ]);
  return { results, categories, query, address: url.pathname + url.search };
}

function ServerProductList() {
  return <ProductListPage mode="list" initial={useLoaderData() as ProductListInitialData} />;
}

function ServerProductSearch() {
  return <ProductListPage mode="search" initial={useLoaderData() as ProductListInitialData} />;
}

/** The list's JSON-LD, named and addressed as the page is (`keyword` and `page` of the address). */
function listHandle(mode: 'list' | 'search'): ServerRouteHandle {
  return {
    hydrate: true,
    structuredData: (data, origin) => {
      const { results, query, address } = data as ProductListLoaderData;
      const name =
        mode === 'list'
          ? messages.catalog.listTitle
          : query.keyword
            ? messages.catalog.searchTitle(query.keyword)
            : messages.catalog.searchHeading;
      return productListJsonLd(results, { name, url: address, page: query.page, perPage: PAGE_SIZE }, origin);
    },
  };
}

/** The catalogue's server-rendered routes (full paths, as in the area's route table). */
export const catalogServerRoutes: RouteObject[] = [
  { id: 'product-list', path: paths.list, loader: productListLoader, Component: ServerProductList, handle: listHandle('list') },
  { id: 'product-search', path: paths.search, loader: productListLoader, Component: ServerProductSearch, handle: listHandle('search') },
];
