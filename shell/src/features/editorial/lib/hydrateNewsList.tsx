/**
 * The browser's hydration of the shell's own server-rendered news list (`/news`, scripts/ssr/README.md "The shell's
 * own pages"): the shell's server build renders it (`serverRoutes.tsx`, route id `news-list`) and marks it
 * `data-hydrate`; the shell's route slot (`WithServerIsland` of `federation/ServerIsland`) hands the element here, as
 * it hands an area's element to the area's `./hydrate`. `createHydrate` of `@marktplatz/shared/ssr/hydrate` makes the
 * page the shell's own React root on the server's markup with the server's loader data (no second request; the
 * first teaser's image stays the server's node, so it stays the page's largest paint).
 */
import { NewsList } from '../pages/NewsPages';
import type { NewsListLoaderData } from './serverRoutes';
import { hydrateShellPage } from './hydrateShellPage';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The news list's data of the server's loader data (`{ loaderData: { 'news-list': … } }`), or null. */
export function newsListOfServerData(data: unknown): NewsListLoaderData | null {
  const loaderData = isObject(data) ? data.loaderData : undefined;
  const list = isObject(loaderData) ? loaderData['news-list'] : undefined;
  if (!isObject(list) || !isObject(list.query) || !isObject(list.posts)) return null;
  const { query, posts } = list;
  if (typeof query.page !== 'number' || typeof query.search !== 'string' || typeof query.category !== 'string') return null;
  if (!Array.isArray(posts.rows) || !isObject(posts.meta)) return null;
  return {
    query: { page: query.page, region: '', search: query.search, category: query.category },
    posts: posts as unknown as NewsListLoaderData['posts'],
    regions: (Array.isArray(list.regions) ? list.regions : []) as NewsListLoaderData['regions'],
    categories: (Array.isArray(list.categories) ? list.categories : []) as NewsListLoaderData['categories'],
    address: typeof list.address === 'string' ? list.address : '/news',
  };
}

/** The page as the server route renders it (`ServerNewsList`); its title and description are the page's own hooks. */
function HydratedNewsList({ data }: { data: NewsListLoaderData }) {
  return <NewsList initial={data} />;
}

/**
 * Hydrates the server's news list in `container` (the `data-ssr="shell"` element); null when the data holds none (the
 * shell then renders the page as usual). The page's data is taken here: a later visit of `/news` loads its own.
 */
export const hydrate = hydrateShellPage({ routeId: 'news-list', path: '/news', dataOf: newsListOfServerData, Page: HydratedNewsList });
