/** The page head: title, description and Open Graph tags, from the SEO data (shared `useSeo`) or page defaults. */
import { useEffect, useState } from 'react';
import { SEO_DATA_QUERY, useGraphqlQuery, type SeoType } from '@marktplatz/shared';

export const SITE_NAME = 'Marktplatz';

export interface HeadData {
  title: string;
  description?: string;
  image?: string | null;
  type?: 'website' | 'article';
  /**
   * The page's own shell path when its data name it (a content page's or post's `url`): og:url and the canonical link
   * take it, also while the address still shows an old slug the page is leaving.
   */
  path?: string;
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

/**
 * The canonical link (scripts/seo-head.mjs writes it into the server's head): kept on the page's address, written when
 * the page names its own path, never left naming another page.
 */
function setCanonical(url: string, own: boolean) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    if (!own) return;
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = url;
}

/** "<title> – Marktplatz" unless the title already names the site. */
export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} – ${SITE_NAME}`;
}

/** Writes title, description, Open Graph tags and the canonical link into the document head. */
export function applyHead(head: HeadData): void {
  const title = fullTitle(head.title);
  document.title = title;
  const url = window.location.origin + (head.path ?? window.location.pathname);
  setCanonical(url, head.path !== undefined);
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

/** An SEO entry (the API's `seo` of a page, or `seoData`): what it sets on top of a page's defaults. */
export interface SeoFields {
  meta_title?: string | null;
  meta_description?: string | null;
  og_image?: string | null;
}

/** The head of a page: the SEO entry's values where set, else the page's defaults. */
export function headFrom(entry: SeoFields | null | undefined, fallback: HeadData): HeadData {
  return {
    title: entry?.meta_title || fallback.title,
    description: entry?.meta_description || fallback.description,
    image: entry?.og_image ?? fallback.image,
    type: fallback.type,
  };
}

/** The path of the document as the server sent it; its head may already hold the page's SEO data. */
const documentPath = typeof window === 'undefined' ? '' : window.location.pathname;
/** Set when the document's first page unmounts (a navigation): from then on the head is the pages' own. */
let documentHeadReleased = false;

/**
 * Whether the head the server wrote (scripts/serve-static.mjs: SEO data, with a canonical link) belongs to this
 * page: only for the document's first page, before any navigation in the page. Asked during render, so it gives the
 * same answer however often React renders the page before committing it (renders in a transition may restart).
 */
function serverWroteHead(pathname: string): boolean {
  if (documentHeadReleased) return false;
  if (pathname !== documentPath) return false;
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) return false;
  try {
    return new URL(canonical.href, window.location.origin).pathname === pathname;
  } catch {
    return false;
  }
}

/**
 * The head of a page whose data call carries its SEO entry (landing page, „Anbieter werden“): applied once the data
 * are there, so the page needs no GraphQL query.
 */
export function usePayloadSeo(entry: SeoFields | null | undefined, loaded: boolean, fallback: HeadData): void {
  useHead(loaded ? headFrom(entry, fallback) : null);
}

/**
 * The head of a page with an SEO entry (type and slug): the entry's title and description, else the page's own
 * defaults; Open Graph tags follow the same values. The entry comes through Apollo (`seoData`) — except on the
 * document's first page when the server already wrote it into the head, which then stays as it is.
 */
export function usePageSeo(type: SeoType, slug: string, fallback: HeadData | null): void {
  // On the server (the shell's server render, src/server.tsx) there is no document: the head is the server's own.
  const [fromServer] = useState(() => typeof window !== 'undefined' && serverWroteHead(window.location.pathname));
  useEffect(() => {
    if (!fromServer) return undefined;
    return () => {
      documentHeadReleased = true;
    };
  }, [fromServer]);
  const seo = useGraphqlQuery(SEO_DATA_QUERY, { variables: { type, slug }, skip: fromServer || !fallback });
  useHead(fromServer || !fallback || seo.loading ? null : headFrom(seo.data?.seoData, fallback));
}
