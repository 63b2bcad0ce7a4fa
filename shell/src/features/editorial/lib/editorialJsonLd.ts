/**
 * The structured data (schema.org, JSON-LD) of the shell's server-rendered pages, from the loader's data: the news
 * list as an `ItemList` of the articles shown, and each page's `BreadcrumbList` from the start page. Built from the
 * shared pieces of `@marktplatz/shared/ssr`; imported only by `serverRoutes.tsx`. The news article has none here: its
 * `NewsArticle` and `BreadcrumbList` are in the head of every article page already (scripts/seo-head.mjs, with the
 * operator as publisher, whether the server renders the page or not), and a second one would contradict it.
 */
import { absoluteUrl, breadcrumbListJsonLd, itemListJsonLd, type JsonLd } from '@marktplatz/shared/ssr';
import { editorialText } from '../messages';
import type { NewsListInitial } from './newsQuery';

/** The start page's name in a breadcrumb path. */
export const HOME_CRUMB = 'Startseite';

/** Start page → the page (`path`, `name`). */
export const pageBreadcrumbs = (path: string, name: string, origin: string): JsonLd =>
  breadcrumbListJsonLd([
    { name: HOME_CRUMB, url: absoluteUrl('/', origin) },
    { name, url: absoluteUrl(path, origin) },
  ]);

/**
 * The news list's JSON-LD: the articles shown as an `ItemList` (positions on the whole list, the article's address
 * and title; none for an empty page) and the path Startseite → News und Ratgeber.
 * @param address the list's path and query as asked for (the list's `url`)
 */
export function newsListJsonLd({ posts }: NewsListInitial, address: string, origin: string): JsonLd[] {
  const name = editorialText.news.title;
  const { current_page: page, per_page: perPage, total } = posts.meta;
  const list = itemListJsonLd(
    posts.rows.map((post) => ({ url: absoluteUrl(post.url, origin), name: post.title })),
    {
      name,
      url: absoluteUrl(address, origin),
      id: absoluteUrl('/news#news', origin),
      firstPosition: (page - 1) * perPage + 1,
      numberOfItems: total,
    },
  );
  return [...(list ? [list] : []), pageBreadcrumbs('/news', name, origin)];
}

/** „Anbieter werden“: the path Startseite → Anbieter werden. */
export const becomeProviderJsonLd = (origin: string): JsonLd[] => [
  pageBreadcrumbs('/become-a-provider', editorialText.becomeProvider.title, origin),
];
