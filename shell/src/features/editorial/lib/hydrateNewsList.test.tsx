import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { familyStateStore } from '@marktplatz/shared';
import { islandLocation, islandNavigator, nextTask, ssrContainer } from '@marktplatz/shared/testing';
import { serverMarkup } from '@marktplatz/shared/testing/ssr';
import { hydrate, newsListOfServerData } from './hydrateNewsList';
import { editorialServerRoutes, type NewsListLoaderData } from './serverRoutes';
import { resetServerLoaderData, SHELL_SSR_DATA_ID, takeServerLoaderData } from './serverLoaderData';
import type { Island } from '@marktplatz/shared/ssr/hydrate';

const NEWS: NewsListLoaderData = {
  query: { page: 1, region: '', search: '', category: '' },
  posts: {
    rows: [
      {
        id: 7,
        slug: 'badsanierung-planen',
        url: '/news/badsanierung-planen',
        title: 'Badsanierung richtig planen',
        excerpt: 'Was eine Sanierung kostet.',
        image: '/images/news/bad.svg',
        image_alt: 'Ein neues Bad',
        published_at: '2026-11-20T09:00:00.000Z',
        author: 'Redaktion',
        category: { id: 1, name: 'Bauen & Wohnen', slug: 'bauen-wohnen' },
        region: { id: 3, name: 'Berlin', slug: 'berlin' },
      },
    ],
    meta: { current_page: 1, last_page: 1, per_page: 9, total: 1 },
  },
  regions: [{ id: 3, name: 'Berlin', slug: 'berlin' }],
  categories: [{ id: 1, name: 'Bauen & Wohnen', slug: 'bauen-wohnen', posts_count: 4 }],
  address: '/news',
} as unknown as NewsListLoaderData;

const location = islandLocation('/news');
const navigator = islandNavigator();

/** The shell's server markup of `/news` as `createServerRender` renders it (its tree, the shell's `useId` prefix). */
const markupOf = (data: NewsListLoaderData) =>
  serverMarkup({ routes: editorialServerRoutes, path: '/news', loaderData: { 'news-list': data }, area: 'shell' });

/** Every request of the page (the API answers each with an empty list). */
function recordRequests() {
  const urls: string[] = [];
  (globalThis as { fetch?: unknown }).fetch = jest.fn((input: string) => {
    urls.push(String(input));
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ status: true, data: [], meta: NEWS.posts.meta }) });
  });
  return urls;
}

describe('hydration of the server-rendered news list', () => {
  let island: Island | null = null;
  let errors: jest.SpyInstance;
  const recovered: unknown[] = [];
  const onError = (event: ErrorEvent) => recovered.push(event.error ?? event.message);
  beforeEach(() => {
    recovered.length = 0;
    window.addEventListener('error', onError);
    familyStateStore.resetMemory();
    errors = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    act(() => island?.unmount());
    island = null;
    errors.mockRestore();
    delete (globalThis as { fetch?: unknown }).fetch;
    window.sessionStorage.clear();
    familyStateStore.resetMemory();
    document.body.innerHTML = '';
    resetServerLoaderData();
  });

  /** Hydrates the server's markup (rendered as the server does: nothing remembered); `tab`: what the tab remembers. */
  async function hydrateServerMarkup(tab?: () => void) {
    const container = ssrContainer('shell', markupOf(NEWS));
    if (tab) {
      tab();
      familyStateStore.resetMemory();
    }
    const heading = container.querySelector('h2');
    const image = container.querySelector('img');
    await act(async () => {
      island = hydrate(container, { loaderData: { 'news-list': NEWS } }, { location, navigator });
    });
    return { container, heading, image };
  }

  it("takes over the server's markup: the same heading and teaser image nodes, no hydration error, no request", async () => {
    const urls = recordRequests();
    const { container, heading, image } = await hydrateServerMarkup();
    expect(container).toHaveAttribute('data-hydrated');
    expect(heading).toHaveTextContent('Badsanierung richtig planen');
    expect(container.querySelector('h2')).toBe(heading);
    // The first teaser's image is the page's largest paint: it stays the server's node.
    expect(image).not.toBeNull();
    expect(container.querySelector('img')).toBe(image);
    await nextTask();
    expect(errors).not.toHaveBeenCalled();
    // The page's data came with the page (the head's SEO query is not the page's data).
    expect(urls.filter((url) => /posts|regions|categorys/.test(url))).toEqual([]);
  });

  it('hydrates the guest view for a tab that remembers a region, then loads that region’s articles', async () => {
    const urls = recordRequests();
    const { container } = await hydrateServerMarkup(() =>
      window.sessionStorage.setItem('marktplatz.family.news', JSON.stringify({ sort: null, filters: { region: 'berlin' } })),
    );
    expect(container).toHaveAttribute('data-hydrated');
    await waitFor(() => expect(urls.some((url) => url.includes('region=berlin'))).toBe(true));
    expect(errors).not.toHaveBeenCalled();
    expect(recovered).toEqual([]);
  });

  it('keeps a keyword typed into the server’s filter form before the hydration', async () => {
    recordRequests();
    const { container } = await hydrateServerMarkup(() => {
      const field = document.querySelector<HTMLInputElement>('[data-ssr="shell"] input[name="q"]');
      if (field) field.value = 'Wärmepumpe';
    });
    const field = container.querySelector<HTMLInputElement>('input[name="q"]');
    await act(async () => {
      field?.focus();
      field?.blur();
    });
    expect(field?.value).toBe('Wärmepumpe');
    expect(errors).not.toHaveBeenCalled();
  });

  it('takes the server data from the page once it hydrated (a later visit of the list loads its own)', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = SHELL_SSR_DATA_ID;
    script.textContent = JSON.stringify({ loaderData: { 'news-list': NEWS } });
    document.head.append(script);
    recordRequests();
    await hydrateServerMarkup();
    expect(takeServerLoaderData('news-list')).toBeUndefined();
    script.remove();
  });

  it('reads the list from the server data only; without it the shell renders the page as usual', () => {
    expect(newsListOfServerData({ loaderData: { 'news-list': NEWS } })).toEqual(NEWS);
    expect(newsListOfServerData({ loaderData: { 'news-list': { ...NEWS, posts: null } } })).toBeNull();
    expect(newsListOfServerData({ loaderData: {} })).toBeNull();
    expect(newsListOfServerData(null)).toBeNull();
    expect(hydrate(document.createElement('div'), { loaderData: {} }, { location, navigator })).toBeNull();
  });
});
