/**
 * The browser's hydration of the shell's own server-rendered news article (`/news/:slug`, route id `news-post` of
 * `serverRoutes.tsx`), as `hydrateNewsList.tsx` does for the list: the article becomes the shell's own React root on
 * the server's markup with the server's article (no second request; the article's picture stays the server's node, so
 * it stays the page's largest paint).
 */
import { NewsPost } from '../pages/NewsPages';
import type { NewsPostLoaderData } from './serverRoutes';
import { hydrateShellPage } from './hydrateShellPage';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The article of the server's loader data (`{ loaderData: { 'news-post': { slug, post } } }`), or null. */
export function newsPostOfServerData(data: unknown): NewsPostLoaderData | null {
  const loaderData = isObject(data) ? data.loaderData : undefined;
  const loaded = isObject(loaderData) ? loaderData['news-post'] : undefined;
  if (!isObject(loaded) || typeof loaded.slug !== 'string' || !isObject(loaded.post)) return null;
  const { post } = loaded;
  if (typeof post.title !== 'string' || typeof post.url !== 'string' || !isObject(post.category) || !Array.isArray(post.related)) {
    return null;
  }
  return { slug: loaded.slug, post: post as unknown as NewsPostLoaderData['post'] };
}

/** The page as the server route renders it (`ServerNewsPost`); its head is the page's own hook. */
function HydratedNewsPost({ data }: { data: NewsPostLoaderData }) {
  return <NewsPost initial={data} />;
}

/**
 * Hydrates the server's news article in `container` (the `data-ssr="shell"` element); null when the data holds none
 * (the shell then renders the page as usual). The article is taken here: a later visit loads its own.
 */
export const hydrate = hydrateShellPage({
  routeId: 'news-post',
  path: '/news/:slug',
  dataOf: newsPostOfServerData,
  Page: HydratedNewsPost,
});
