import { act } from 'react';
import { islandLocation, islandNavigator, nextTask, ssrContainer } from '@marktplatz/shared/testing';
import { serverMarkup } from '@marktplatz/shared/testing/ssr';
import { hydrate as hydrateNews } from './hydrateNews';
import { hydrate, newsPostOfServerData } from './hydrateNewsPost';
import { editorialServerRoutes, type NewsListLoaderData, type NewsPostLoaderData } from './serverRoutes';
import { resetServerLoaderData, SHELL_SSR_DATA_ID, takeServerLoaderData } from './serverLoaderData';
import type { Island } from '@marktplatz/shared/ssr/hydrate';

const PATH = '/news/badsanierung-planen';

const POST = {
  id: 7,
  slug: 'badsanierung-planen',
  url: PATH,
  title: 'Badsanierung richtig planen',
  excerpt: 'Was eine Sanierung kostet.',
  content: '## Kosten\nEin neues Bad kostet je nach Größe unterschiedlich viel.\n\n- Fliesen\n- Armaturen',
  content_format: 'text',
  image: '/images/news/bad.svg',
  image_alt: 'Ein neues Bad',
  published_at: '2026-11-20T09:00:00.000Z',
  author: 'Redaktion',
  category: { id: 1, name: 'Bauen & Wohnen', slug: 'bauen-wohnen' },
  region: { id: 3, name: 'Berlin', slug: 'berlin' },
  seo: null,
  related: [
    {
      id: 8,
      slug: 'waermepumpe-foerderung',
      url: '/news/waermepumpe-foerderung',
      title: 'Förderung für Wärmepumpen',
      excerpt: 'Was der Staat zahlt.',
      image: '/images/news/waerme.svg',
      image_alt: 'Eine Wärmepumpe',
      published_at: '2026-11-18T09:00:00.000Z',
      author: 'Redaktion',
      category: { id: 2, name: 'Energie', slug: 'energie' },
      region: null,
    },
  ],
} as unknown as NewsPostLoaderData['post'];

const ARTICLE: NewsPostLoaderData = { slug: POST.slug, post: POST };

/** The same article with an editor's HTML body (links, a picture from our storage). */
const HTML_ARTICLE: NewsPostLoaderData = {
  slug: POST.slug,
  post: {
    ...POST,
    content_format: 'html',
    content:
      '<h2>Kosten</h2><p>Mehr im <a href="/news">Ratgeber</a> und <a href="https://example.org">bei der Bank</a>.</p><img src="/images/news/plan.svg" alt="Ein Plan">',
  },
};

const location = islandLocation(PATH);
const navigator = islandNavigator();

/** The shell's server markup of the article as `createServerRender` renders it (its tree, the shell's `useId` prefix). */
const markupOf = (data: NewsPostLoaderData) =>
  serverMarkup({ routes: editorialServerRoutes, path: PATH, loaderData: { 'news-post': data }, area: 'shell' });

/** Every request of the page (the API answers each with the article). */
function recordRequests() {
  const urls: string[] = [];
  (globalThis as { fetch?: unknown }).fetch = jest.fn((input: string) => {
    urls.push(String(input));
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ status: true, data: POST }) });
  });
  return urls;
}

describe('hydration of the server-rendered news article', () => {
  let island: Island | null = null;
  let errors: jest.SpyInstance;
  const recovered: unknown[] = [];
  const onError = (event: ErrorEvent) => recovered.push(event.error ?? event.message);
  beforeEach(() => {
    recovered.length = 0;
    window.addEventListener('error', onError);
    errors = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    act(() => island?.unmount());
    island = null;
    errors.mockRestore();
    delete (globalThis as { fetch?: unknown }).fetch;
    document.body.innerHTML = '';
    resetServerLoaderData();
  });

  async function hydrateServerMarkup(data: NewsPostLoaderData, hydrateWith = hydrate) {
    const container = ssrContainer('shell', markupOf(data));
    const heading = container.querySelector('h1');
    const image = container.querySelector('img');
    await act(async () => {
      island = hydrateWith(container, { loaderData: { 'news-post': data } }, { location, navigator });
    });
    return { container, heading, image };
  }

  it("takes over the server's markup: the same heading and picture nodes, no hydration error, no request", async () => {
    const urls = recordRequests();
    const { container, heading, image } = await hydrateServerMarkup(ARTICLE);
    expect(container).toHaveAttribute('data-hydrated');
    expect(heading).toHaveTextContent('Badsanierung richtig planen');
    expect(container.querySelector('h1')).toBe(heading);
    // The article's picture is the page's largest paint: it stays the server's node.
    expect(image).toHaveAttribute('alt', 'Ein neues Bad');
    expect(container.querySelector('img')).toBe(image);
    expect(container).toHaveTextContent('20. November 2026 · Bauen & Wohnen · Berlin · von Redaktion');
    expect(container.querySelector('#related-heading')).toHaveTextContent('Weitere Beiträge');
    expect(container.querySelector('a[href="/news/waermepumpe-foerderung"]')).not.toBeNull();
    await nextTask();
    expect(errors).not.toHaveBeenCalled();
    expect(recovered).toEqual([]);
    // The article came with the page (the head's SEO query is not the page's data).
    expect(urls.filter((url) => url.includes('/portal/post'))).toEqual([]);
    // The page's head is the article's own, set after the hydration.
    expect(document.title).toContain('Badsanierung richtig planen');
  });

  it("hydrates an editor's HTML body as the server wrote it", async () => {
    const urls = recordRequests();
    const { container } = await hydrateServerMarkup(HTML_ARTICLE);
    expect(container).toHaveAttribute('data-hydrated');
    expect(container.querySelector('[data-testid="html-body"] h2')).toHaveTextContent('Kosten');
    await nextTask();
    expect(container.querySelector('a[href="https://example.org"]')).toHaveAttribute('rel', 'noopener');
    expect(errors).not.toHaveBeenCalled();
    expect(recovered).toEqual([]);
    expect(urls.filter((url) => url.includes('/portal/post'))).toEqual([]);
  });

  it('is what the news route slot hydrates for an article (the list’s hydration leaves it)', async () => {
    recordRequests();
    const { container, heading } = await hydrateServerMarkup(ARTICLE, hydrateNews);
    expect(container).toHaveAttribute('data-hydrated');
    expect(container.querySelector('h1')).toBe(heading);
    await nextTask();
    expect(errors).not.toHaveBeenCalled();
  });

  it('takes the server data from the page once it hydrated (a later visit of the article loads its own)', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = SHELL_SSR_DATA_ID;
    script.textContent = JSON.stringify({ loaderData: { 'news-post': ARTICLE } });
    document.head.append(script);
    recordRequests();
    await hydrateServerMarkup(ARTICLE);
    expect(takeServerLoaderData('news-post')).toBeUndefined();
    script.remove();
  });

  it('reads the article from the server data only; without it the shell renders the page as usual', () => {
    expect(newsPostOfServerData({ loaderData: { 'news-post': ARTICLE } })).toEqual(ARTICLE);
    expect(newsPostOfServerData({ loaderData: { 'news-post': { slug: POST.slug, post: null } } })).toBeNull();
    expect(newsPostOfServerData({ loaderData: { 'news-post': { post: POST } } })).toBeNull();
    expect(newsPostOfServerData({ loaderData: { 'news-list': {} as NewsListLoaderData } })).toBeNull();
    expect(newsPostOfServerData(null)).toBeNull();
    const context = { location, navigator };
    expect(hydrate(document.createElement('div'), { loaderData: {} }, context)).toBeNull();
    expect(hydrateNews(document.createElement('div'), { loaderData: {} }, context)).toBeNull();
  });
});
