// Shared caching of the shell's server-rendered pages (README.md "Cache headers"). A page is cacheable by a CDN only
// when it was server-rendered and nothing in it is personal: the server render is the guest view; the page's
// composition is everyone's (no canary running, no QA link); no cookie is set. Such a page must not carry a
// per-response CSP nonce (a cached copy would give every visitor the same one): its trusted inline scripts — those
// that got the response's nonce, and only those — are allowed by their sha256 hashes instead, and the nonce goes.
import { createHash } from 'node:crypto';
import { TEST_VERSION_PARAM } from '../releases.mjs';

/**
 * Shared caches keep the page 20 s and may serve it 30 s longer while they fetch it again; the render in it may
 * already be up to 10 s old (the SSR server's render cache, render-cache.mjs `RENDER_CACHE_TTL_MS`): a content or
 * price change reaches every cached copy within 10 + 20 + 30 = 60 s. Browsers revalidate every time (max-age=0; the
 * page has no ETag, so they get the CDN's current copy).
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=20, stale-while-revalidate=30';
/**
 * The page differs by the visitor's cookies (the QA link's and the canary bucket's pick the areas' builds): a request
 * with them must not get the copy cached for a request without. Compression adds `Accept-Encoding`.
 */
export const PUBLIC_PAGE_VARY = 'Cookie';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP source of an inline script's text: `'sha256-…'` (base64 of the UTF-8 text's digest). */
export const scriptHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The page without the response's nonce and the hashes of its trusted inline scripts (those that carried the nonce;
 * a script in the page without it stays blocked). Null when a trusted script loads from another origin (a nonce
 * allowed it, a host source might not): the page then keeps its nonce and is not shared.
 */
export function withScriptHashes(html, nonce) {
  if (!nonce) return null;
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set();
  let foreign = false;
  const page = html.replace(SCRIPT, (whole, attributes, text) => {
    if (!attributes.includes(attribute)) return whole;
    const rest = attributes.replace(attribute, '');
    const src = /\ssrc\s*=\s*["']?([^"'\s>]+)/i.exec(rest)?.[1];
    if (src === undefined) hashes.add(scriptHash(text));
    else if (!src.startsWith('/') || src.startsWith('//')) foreign = true;
    return `<script${rest}>${text}</script>`;
  });
  return foreign ? null : { html: page, hashes: [...hashes] };
}

/**
 * Whether the page may be kept by shared caches: the area's server render is in it (a page status 200, not the
 * browser's fallback), the visitor's composition is everyone's (`visitor.shared`), the request asks for no preview or
 * QA link, and the response sets no cookie.
 * @param {{ rendered: null | { kind?: string, status?: number }, visitor: { shared?: boolean }, params: URLSearchParams,
 *   setsCookie: boolean }} page
 */
export function isPublicPage({ rendered, visitor, params, setsCookie }) {
  if (rendered?.kind !== 'page' || (rendered.status ?? 200) !== 200) return false;
  if (!visitor?.shared || setsCookie) return false;
  return ![...params.keys()].some((key) => key === 'vorschau' || key === 'preview' || key === TEST_VERSION_PARAM);
}

/**
 * The shell's page as shared caches may keep it, or null (then it goes out as today: nonce, `no-cache`).
 * @returns {null | { html: string, hashes: string[], cacheControl: string, vary: string }}
 */
export function publicPage({ html, nonce, ...page }) {
  if (!isPublicPage(page)) return null;
  const hashed = withScriptHashes(html, nonce);
  return hashed && { ...hashed, cacheControl: PUBLIC_PAGE_CACHE, vary: PUBLIC_PAGE_VARY };
}
