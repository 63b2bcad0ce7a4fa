/**
 * Content queries several apps use (page banners and SEO data), read through the page's Apollo Client.
 * A failed banner load falls back to an empty list (spec 01 §8).
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useEffect } from 'react';
import { getApolloClient } from './graphql';
import { useFetch } from './hooks/useFetch';

export const BANNER_PAGES = ['LOGIN', 'REGISTRATION', 'PROVIDER', 'LEAD', 'PROPERTY', 'MARKETPLACE', 'FOOD'] as const;
export type BannerPage = (typeof BANNER_PAGES)[number];

export const SEO_TYPES = ['PAGE', 'PRODUCT', 'PROVIDER', 'PROPERTY', 'NEWS', 'LIVING_WORLD', 'FOOD_PROVIDER', 'CATEGORY'] as const;
export type SeoType = (typeof SEO_TYPES)[number];

export interface PageBanner {
  id: string;
  page: BannerPage;
  title: string;
  subtitle: string | null;
  image: string;
  image_mobile: string | null;
  alt_text: string;
  button_text: string | null;
  button_url: string | null;
  position: number;
}

export interface SeoData {
  type: SeoType;
  slug: string;
  is_meta: boolean;
  meta_title: string;
  meta_description: string;
  meta_tag: string;
  tags: string[];
  og_image: string | null;
}

export const PAGE_BANNERS_QUERY: TypedDocumentNode<
  { pageBanners: { data: PageBanner[] } },
  { page: BannerPage; first?: number }
> = gql`
  query PageBanners($page: BannerPage!, $first: Int = 10) {
    pageBanners(page: $page, first: $first) {
      data {
        id
        page
        title
        subtitle
        image
        image_mobile
        alt_text
        button_text
        button_url
        position
      }
    }
  }
`;

export const SEO_DATA_QUERY: TypedDocumentNode<{ seoData: SeoData | null }, { type: SeoType; slug: string }> = gql`
  query SeoData($type: SeoType!, $slug: String!) {
    seoData(type: $type, slug: $slug) {
      type
      slug
      is_meta
      meta_title
      meta_description
      meta_tag
      tags
      og_image
    }
  }
`;

/** The banners of a page, sorted by position; an empty list when the load fails. */
export async function fetchPageBanners(page: BannerPage): Promise<PageBanner[]> {
  try {
    const result = await getApolloClient().query({ query: PAGE_BANNERS_QUERY, variables: { page } });
    const banners = result.data?.pageBanners.data ?? [];
    return [...banners].sort((a, b) => a.position - b.position);
  } catch {
    return [];
  }
}

/** The SEO data of a page, or null when none is stored or the load fails. */
export async function fetchSeoData(type: SeoType, slug: string): Promise<SeoData | null> {
  try {
    const result = await getApolloClient().query({ query: SEO_DATA_QUERY, variables: { type, slug } });
    return result.data?.seoData ?? null;
  } catch {
    return null;
  }
}

/** Page banners with a loading flag that starts true; `data` is `[]` after a failure. */
export function usePageBanners(page: BannerPage) {
  return useFetch(() => fetchPageBanners(page), [page]);
}

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute('name', name);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

/**
 * Loads the SEO data of a page and applies it: document title (else `fallbackTitle`), meta description and
 * keywords when `is_meta` is set.
 */
export function useSeo(type: SeoType, slug: string, fallbackTitle?: string) {
  const state = useFetch(() => fetchSeoData(type, slug), [type, slug]);
  const seo = state.data;
  useEffect(() => {
    if (state.loading) return;
    const title = seo?.meta_title || fallbackTitle;
    if (title) document.title = title;
    if (seo?.is_meta) {
      if (seo.meta_description) setMeta('description', seo.meta_description);
      const keywords = seo.meta_tag || seo.tags.join(', ');
      if (keywords) setMeta('keywords', keywords);
    }
  }, [seo, state.loading, fallbackTitle]);
  return state;
}
