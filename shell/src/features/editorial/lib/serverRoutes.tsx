/**
 * The shell's own pages for its server render (src/server.tsx, react-router's data routers; scripts/ssr/README.md
 * "The shell's own pages"): the landing page (`/`), the news list (`/news`), the news article (`/news/:slug`) and
 * „Anbieter werden“ (`/become-a-provider`). Each loader makes the page's own calls (the guest's view: no region remembered, no session),
 * each page is the page's own component with that data as its first render. A call that fails fails the loader (an
 * unknown article too): the browser then renders the page as without the server render. The browser hydrates all
 * four (`hydrateLanding.tsx`, `hydrateNewsList.tsx`, `hydrateNewsPost.tsx`, `hydrateBecomeProvider.tsx`).
 */
import { redirect, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { ServerRouteHandle } from '@marktplatz/shared/ssr';
import { fetchBecomeProvider } from '../api/fetchBecomeProvider';
import { fetchCategories } from '../api/fetchCategories';
import { fetchHomepage } from '../api/fetchHomepage';
import { fetchPost } from '../api/fetchPost';
import { fetchPosts } from '../api/fetchPosts';
import { fetchRegions } from '../api/fetchRegions';
import { fetchStartPageLayout } from '../api/fetchStartPageLayout';
import BecomeProviderPage from '../pages/BecomeProviderPage';
import LandingPage, { HOME_SECTIONS, type LandingInitial } from '../pages/LandingPage';
import { NewsList, NewsPost, type NewsPostInitial } from '../pages/NewsPages';
import { PREVIEW_PARAM } from '../hooks/usePreviewLoad';
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

/** The news article's data: the slug of the address and the article (`NewsPost`'s first render). */
export type NewsPostLoaderData = NewsPostInitial;

/**
 * The article of the address's slug (the page's own call, the public read). An unknown slug fails (the API's 404): the
 * browser renders its „not found“ as without the server render. An old slug of a renamed article (the API follows it
 * to the current one) redirects to the article's address, as the browser's page replaces it.
 */
export async function newsPostLoader({ params, request }: LoaderFunctionArgs): Promise<NewsPostLoaderData | Response> {
  const slug = params.slug ?? '';
  const post = await fetchPost(slug, request.signal);
  if (post.slug !== slug && post.url.startsWith('/') && !post.url.startsWith('//')) return redirect(post.url, 301);
  return { slug, post };
}

/** „Anbieter werden“'s texts (the page's own call). */
export const becomeProviderLoader = ({ request }: LoaderFunctionArgs): Promise<BecomeProvider> => fetchBecomeProvider(request.signal);

/** The landing page's data: the landing data and the editors' order of its sections (`LandingPage`'s first render). */
export type LandingLoaderData = LandingInitial;

/**
 * The landing data (`/homepageData`) and the editors' order of the sections with the sticky layers
 * (`/startPageLayout/home`), the page's own calls as a guest. A failing landing call fails the loader (the browser then
 * renders the page as without the server render); a missing order is the first order without sticky layer, as the
 * browser's page shows it.
 */
export async function landingLoader({ request }: LoaderFunctionArgs): Promise<LandingLoaderData> {
  const [homepage, layout] = await Promise.all([fetchHomepage(request.signal), fetchStartPageLayout('home', request.signal)]);
  return { homepage, layout: layout ?? { sections: [...HOME_SECTIONS], sticky_layers: [] } };
}

function ServerLanding() {
  return <LandingPage initial={useLoaderData() as LandingLoaderData} />;
}

function ServerNewsList() {
  return <NewsList initial={useLoaderData() as NewsListLoaderData} />;
}

function ServerNewsPost() {
  return <NewsPost initial={useLoaderData() as NewsPostLoaderData} />;
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

/**
 * No structured data of the render: every article page has its `NewsArticle` and `BreadcrumbList` in the head already
 * (scripts/seo-head.mjs, from the same article and the operator's name as publisher, with or without the server
 * render); a second pair would contradict it (publisher, author's type).
 */
const newsPostHandle: ServerRouteHandle = { hydrate: true, structuredData: () => [] };

/**
 * No structured data of the render: the landing page's head has none today (scripts/seo-head.mjs writes JSON-LD only
 * for the news article), and its title and description are the page's SEO head.
 */
const landingHandle: ServerRouteHandle = { hydrate: true, structuredData: () => [] };

const becomeProviderHandle: ServerRouteHandle = { hydrate: true, structuredData: (_data, origin) => becomeProviderJsonLd(origin) };

/** The shell's server-rendered routes (full paths, as in the shell's own routes, src/App.tsx). */
export const editorialServerRoutes: RouteObject[] = [
  { id: 'landing', path: '/', loader: landingLoader, Component: ServerLanding, handle: landingHandle },
  { id: 'news-list', path: '/news', loader: newsListLoader, Component: ServerNewsList, handle: newsListHandle },
  { id: 'news-post', path: '/news/:slug', loader: newsPostLoader, Component: ServerNewsPost, handle: newsPostHandle },
  {
    id: 'become-provider',
    path: '/become-a-provider',
    loader: becomeProviderLoader,
    Component: ServerBecomeProvider,
    handle: becomeProviderHandle,
  },
];

/** A preview link (`?vorschau=<token>`, staff only) shows the saved, unpublished version: only the browser loads it. */
export const editorialLeaveToBrowser = (address: URL): boolean => address.searchParams.has(PREVIEW_PARAM);
