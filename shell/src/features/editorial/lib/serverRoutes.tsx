/**
 * The shell's own pages for its server render (src/server.tsx, react-router's data routers; scripts/ssr/README.md
 * "The shell's own pages"): the news list (`/news`) and „Anbieter werden“ (`/become-a-provider`). Each loader makes
 * the page's own calls (the guest's view: no region remembered, no session), each page is the page's own component
 * with that data as its first render. A call that fails fails the loader: the browser then renders the page as
 * without the server render. The browser hydrates both (`hydrateNewsList.tsx`, `hydrateBecomeProvider.tsx`).
 */
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { ServerRouteHandle } from '@marktplatz/shared/ssr';
import { fetchBecomeProvider } from '../api/fetchBecomeProvider';
import { fetchCategories } from '../api/fetchCategories';
import { fetchPosts } from '../api/fetchPosts';
import { fetchRegions } from '../api/fetchRegions';
import BecomeProviderPage from '../pages/BecomeProviderPage';
import { NewsList } from '../pages/NewsPages';
import type { BecomeProvider } from '../types';
import { becomeProviderJsonLd, newsListJsonLd } from './editorialJsonLd';
import { newsQueryOf, type NewsListInitial } from './newsQuery';

/** The news list's first data with the address it was asked for (the structured data's `url`). */
export interface NewsListLoaderData extends NewsListInitial {
  address: string;
}

/**
 * The first page of articles for the address's query (keyword, category, page; no region: that one is remembered in
 * the visitor's tab), and the filters' regions and categories (the form shows none when they fail).
 */
export async function newsListLoader({ request }: LoaderFunctionArgs): Promise<NewsListLoaderData> {
  const url = new URL(request.url);
  const query = { ...newsQueryOf(url.searchParams), region: '' };
  const [posts, regions, categories] = await Promise.all([
    fetchPosts(query, request.signal),
    fetchRegions(request.signal).catch(() => []),
    fetchCategories(request.signal).catch(() => []),
  ]);
  return { query, posts, regions, categories, address: url.pathname + url.search };
}

/** „Anbieter werden“'s texts (the page's own call). */
export const becomeProviderLoader = ({ request }: LoaderFunctionArgs): Promise<BecomeProvider> => fetchBecomeProvider(request.signal);

function ServerNewsList() {
  return <NewsList initial={useLoaderData() as NewsListLoaderData} />;
}

function ServerBecomeProvider() {
  return <BecomeProviderPage initial={useLoaderData() as BecomeProvider} />;
}

const newsListHandle: ServerRouteHandle = {
  hydrate: true,
  structuredData: (data, origin) => {
    const loaded = data as NewsListLoaderData;
    return newsListJsonLd(loaded, loaded.address, origin);
  },
};

const becomeProviderHandle: ServerRouteHandle = { hydrate: true, structuredData: (_data, origin) => becomeProviderJsonLd(origin) };

/** The shell's server-rendered routes (full paths, as in the shell's own routes, src/App.tsx). */
export const editorialServerRoutes: RouteObject[] = [
  { id: 'news-list', path: '/news', loader: newsListLoader, Component: ServerNewsList, handle: newsListHandle },
  {
    id: 'become-provider',
    path: '/become-a-provider',
    loader: becomeProviderLoader,
    Component: ServerBecomeProvider,
    handle: becomeProviderHandle,
  },
];
