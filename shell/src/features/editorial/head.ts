/** The page head: title, description and Open Graph tags, from the SEO data (shared `useSeo`) or page defaults. */
import { useEffect } from 'react';
import { useSeo } from '@marktplatz/shared';

export const SITE_NAME = 'Marktplatz';

export interface HeadData {
  title: string;
  description?: string;
  image?: string | null;
  type?: 'website' | 'article';
}

function setTag(attribute: 'name' | 'property', key: string, content: string | undefined | null) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

/** "<title> – Marktplatz" unless the title already names the site. */
export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} – ${SITE_NAME}`;
}

/** Writes title, description and Open Graph tags into the document head. */
export function applyHead(head: HeadData): void {
  const title = fullTitle(head.title);
  document.title = title;
  const url = window.location.origin + window.location.pathname;
  const image = head.image ? new URL(head.image, window.location.origin).href : undefined;
  setTag('name', 'description', head.description);
  setTag('property', 'og:title', title);
  setTag('property', 'og:description', head.description);
  setTag('property', 'og:type', head.type ?? 'website');
  setTag('property', 'og:url', url);
  setTag('property', 'og:site_name', SITE_NAME);
  setTag('property', 'og:locale', 'de_DE');
  setTag('property', 'og:image', image);
  setTag('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
}

/** Applies `head` whenever it changes (null: leave the head as it is, e.g. while loading). */
export function useHead(head: HeadData | null): void {
  const key = head ? JSON.stringify(head) : '';
  useEffect(() => {
    if (head) applyHead(head);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

type SeoType = Parameters<typeof useSeo>[0];

/**
 * The head of a page with an SEO entry (type and slug): the entry's title and description, else the page's own
 * defaults; Open Graph tags follow the same values.
 */
export function usePageSeo(type: SeoType, slug: string, fallback: HeadData | null): void {
  const seo = useSeo(type, slug, fallback?.title);
  const entry = seo.data;
  const head: HeadData | null =
    seo.loading || !fallback
      ? null
      : {
          title: entry?.meta_title || fallback.title,
          description: entry?.meta_description || fallback.description,
          image: entry?.og_image ?? fallback.image,
          type: fallback.type,
        };
  useHead(head);
}
