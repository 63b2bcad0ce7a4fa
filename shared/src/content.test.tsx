import { renderHook, waitFor } from '@testing-library/react';
import { gql } from '@apollo/client';
import { print } from 'graphql';
import {
  fetchPageBanners,
  PAGE_BANNERS_QUERY,
  PAGE_BANNERS_QUERY_TEXT,
  setMetaTag,
  SEO_DATA_QUERY,
  SEO_DATA_QUERY_TEXT,
  usePageBanners,
  useSeo,
  type BannerPage,
  type PageBanner,
} from './content';
import { isGraphqlLoaded, resetApolloClient } from './graphql';

interface Sent {
  operationName?: string;
  variables?: Record<string, unknown>;
}

function answerGraphql(body: unknown) {
  const sent: Sent[] = [];
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async (_input: unknown, init?: { body?: string }) => {
    sent.push(JSON.parse(init?.body ?? '{}') as Sent);
    const text = JSON.stringify(body);
    return {
      ok: true,
      status: 200,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => text,
    };
  });
  return sent;
}

const banner = (id: string, position: number) => ({
  __typename: 'PageBanner',
  id,
  page: 'MARKETPLACE',
  title: `Banner ${id}`,
  subtitle: null,
  image: `/uploads/${id}.jpg`,
  image_mobile: null,
  alt_text: 'Wohnzimmer',
  button_text: null,
  button_url: null,
  position,
});

afterEach(() => {
  delete (window as { __marktplatzGraphql?: unknown }).__marktplatzGraphql;
  resetApolloClient();
  delete (globalThis as { fetch?: unknown }).fetch;
  document.title = '';
  document.head.querySelectorAll('meta').forEach((m) => m.remove());
});

describe('content query documents', () => {
  it('the page-banner document is the query the content schema expects', () => {
    expect(print(PAGE_BANNERS_QUERY)).toBe(print(gql(PAGE_BANNERS_QUERY_TEXT)));
    expect(PAGE_BANNERS_QUERY_TEXT).toContain('pageBanners(page: $page, first: $first)');
  });

  it('the SEO document is the query the content schema expects', () => {
    expect(print(SEO_DATA_QUERY)).toBe(print(gql(SEO_DATA_QUERY_TEXT)));
    expect(SEO_DATA_QUERY_TEXT).toContain('seoData(type: $type, slug: $slug)');
  });
});

describe('no answers written into the page', () => {
  it('the banners are asked for by the page itself (a server render brings its own data; nothing else answers for it)', async () => {
    const sent = answerGraphql({ data: { pageBanners: { __typename: 'PageBannerPaginator', data: [banner('c', 1)] } } });
    (window as { __marktplatzGraphql?: unknown }).__marktplatzGraphql = { 'PageBanners:{"page":"LOGIN"}': { pageBanners: { data: [] } } };
    await expect(fetchPageBanners('LOGIN')).resolves.toMatchObject([{ id: 'c' }]);
    expect(sent[0]).toMatchObject({ operationName: 'PageBanners', variables: { page: 'LOGIN' } });
  });
});

describe('content queries', () => {
  it('loads the banners of a page sorted by position', async () => {
    const sent = answerGraphql({
      data: { pageBanners: { __typename: 'PageBannerPaginator', data: [banner('b', 2), banner('a', 1)] } },
    });
    const { result } = renderHook(() => usePageBanners('MARKETPLACE'));
    expect(result.current.loading).toBe(true);
    // The first query loads the Apollo part (an async chunk in the browser).
    await waitFor(() => expect(result.current.loading).toBe(false), { timeout: 5000 });
    expect(result.current.data?.map((b) => b.id)).toEqual(['a', 'b']);
    expect(sent[0]).toMatchObject({ operationName: 'PageBanners', variables: { page: 'MARKETPLACE' } });
  });

  it('runs through the page’s Apollo Client, loaded by the first query, and answers a repeated query from its cache', async () => {
    const sent = answerGraphql({ data: { pageBanners: { __typename: 'PageBannerPaginator', data: [banner('a', 1)] } } });
    await fetchPageBanners('MARKETPLACE');
    expect(isGraphqlLoaded()).toBe(true);
    await fetchPageBanners('MARKETPLACE');
    expect(sent).toHaveLength(1);
  });

  it('takes the banners the page already has (a server render’s) as its first render, without asking again', async () => {
    const sent = answerGraphql({ data: { pageBanners: { __typename: 'PageBannerPaginator', data: [banner('c', 1)] } } });
    const served = [banner('a', 1)] as unknown as PageBanner[];
    const { result, rerender } = renderHook(({ page }) => usePageBanners(page, { initial: () => served }), {
      initialProps: { page: 'LOGIN' as BannerPage },
    });
    expect(result.current.loading).toBe(false);
    expect(result.current.data).toBe(served);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toHaveLength(0);
    // Another page loads its own.
    rerender({ page: 'REGISTRATION' });
    await waitFor(() => expect(result.current.data?.map((b) => b.id)).toEqual(['c']), { timeout: 5000 });
    expect(sent[0]).toMatchObject({ operationName: 'PageBanners', variables: { page: 'REGISTRATION' } });
  });

  it('an empty list given is the page without banner (not loading); nothing given loads as before', async () => {
    const sent = answerGraphql({ data: { pageBanners: { __typename: 'PageBannerPaginator', data: [banner('a', 1)] } } });
    const none = renderHook(() => usePageBanners('LOGIN', { initial: () => [] }));
    expect(none.result.current).toMatchObject({ loading: false, data: [] });
    const unknown = renderHook(() => usePageBanners('LOGIN', { initial: () => undefined }));
    expect(unknown.result.current.loading).toBe(true);
    await waitFor(() => expect(unknown.result.current.loading).toBe(false), { timeout: 5000 });
    expect(unknown.result.current.data?.map((b) => b.id)).toEqual(['a']);
    expect(sent).toHaveLength(1);
    expect(none.result.current.data).toEqual([]);
  });

  it('falls back to an empty list when the banner load fails', async () => {
    answerGraphql({ data: null, errors: [{ message: 'kaputt' }] });
    await expect(fetchPageBanners('FOOD')).resolves.toEqual([]);
  });

  it('applies the SEO title and description of a page', async () => {
    answerGraphql({
      data: {
        seoData: {
          __typename: 'SeoData',
          type: 'PAGE',
          slug: 'marktplatz',
          is_meta: true,
          meta_title: 'Marktplatz – Möbel aus der Region',
          meta_description: 'Regionale Anbieter vergleichen.',
          meta_tag: 'möbel, region',
          tags: [],
          og_image: null,
        },
      },
    });
    const { result } = renderHook(() => useSeo('PAGE', 'marktplatz', 'Marktplatz'));
    await waitFor(() => expect(document.title).toBe('Marktplatz – Möbel aus der Region'));
    expect(result.current.data?.slug).toBe('marktplatz');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Regionale Anbieter vergleichen.');
  });

  it("takes the first view's answer from the page the server wrote (no GraphQL request), only for that page", async () => {
    const sent = answerGraphql({ data: { seoData: null } });
    const seo = {
      type: 'PRODUCT' as const,
      slug: 'kaffee-crema',
      is_meta: true,
      meta_title: 'Kaffee Crema – Marktplatz',
      meta_description: 'Röstfrisch.',
      meta_tag: null,
      tags: ['Kaffee'],
      og_image: null,
    };
    (window as { __marktplatzSeo?: unknown }).__marktplatzSeo = { type: 'PRODUCT', slug: 'kaffee-crema', data: seo };
    try {
      const { result } = renderHook(() => useSeo('PRODUCT', 'kaffee-crema', 'Kaffee'));
      await waitFor(() => expect(document.title).toBe('Kaffee Crema – Marktplatz'));
      expect(result.current.data?.meta_description).toBe('Röstfrisch.');
      expect(sent).toHaveLength(0);
      renderHook(() => useSeo('PRODUCT', 'anderer-kaffee', 'Anderer Kaffee'));
      await waitFor(() => expect(sent).toHaveLength(1));
    } finally {
      delete (window as { __marktplatzSeo?: unknown }).__marktplatzSeo;
    }
  });

  it('uses the fallback title when no SEO data is stored', async () => {
    answerGraphql({ data: { seoData: null } });
    renderHook(() => useSeo('NEWS', 'unbekannt', 'Neuigkeiten'));
    await waitFor(() => expect(document.title).toBe('Neuigkeiten'));
  });
});

describe('setMetaTag', () => {
  afterEach(() => document.head.querySelectorAll('meta[name="description"]').forEach((tag) => tag.remove()));

  it('adds the named meta tag to the head when the page has none', () => {
    setMetaTag('description', 'Frische Brötchen aus Köln');
    const tags = document.head.querySelectorAll('meta[name="description"]');
    expect(tags).toHaveLength(1);
    expect(tags[0]).toHaveAttribute('content', 'Frische Brötchen aus Köln');
  });

  it('changes the content of the tag already there instead of adding a second one', () => {
    setMetaTag('description', 'Alt');
    setMetaTag('description', 'Neu – „mit Anführungszeichen“');
    const tags = document.head.querySelectorAll('meta[name="description"]');
    expect(tags).toHaveLength(1);
    expect(tags[0]).toHaveAttribute('content', 'Neu – „mit Anführungszeichen“');
  });
});
