// The API's public content reads the shell's production server makes for a page's head and address, kept as content
// answers are (content-cache.mjs: at most a minute, fetched again as soon as the API's content version moves): a news
// article's post for its SEO head (seo-head.mjs `readRest`), and the current address of an old slug (301). Nothing of
// them goes into the page for its scripts: the page's data comes with the server render (scripts/ssr), or the
// browser's render asks for it.
import { CONTENT_FRESH_MS, createContentCache } from './content-cache.mjs';

/**
 * `read(apiPath)` gives the API's answer at `apiPath` (`{ status, data }`), or null (404, no API, not `status: true`),
 * cached per API path (see `createContentCache`): the SEO head of a news article reads its post here.
 */
export function createContentReads({ apiBase, timeoutMs = 600, ttlMs = CONTENT_FRESH_MS, fetchImpl = fetch, generation }) {
  const cached = createContentCache({ ttlMs, generation });

  function fetchBody(apiPath) {
    const base = apiBase();
    if (!base) return Promise.resolve(undefined);
    return fetchImpl(`${base.replace(/\/$/, '')}${apiPath}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then(async (response) => {
        if (response.status === 404) return null;
        if (!response.ok) return undefined;
        const body = await response.json();
        return body && body.status === true && body.data !== undefined ? body : undefined;
      })
      .catch(() => undefined);
  }

  return {
    async read(apiPath) {
      return (await cached(apiPath, () => fetchBody(apiPath))) ?? null;
    },
  };
}

/**
 * Old addresses of renamed pages and news articles: the API answers its read of an old slug with 301 and the current
 * address (`data.url`, content module `editor/redirects.ts`); the server answers the page's URL so too, before any
 * HTML, so a search engine or a shared link moves to the current address. The shell's pattern → the API's read.
 */
export const MOVED_ROUTES = [
  { pattern: /^\/news\/([^/]+)\/?$/, read: (slug) => `/portal/post/${encodeURIComponent(slug)}`, prefix: '/news/' },
  { pattern: /^\/page\/([^/]+)\/?$/, read: (slug) => `/api/pagedata/${encodeURIComponent(slug)}`, prefix: '/page/' },
];

/**
 * `movedFor(urlPath)` gives the current address of an old slug's page (`/news/<new slug>`), or null (not an old slug,
 * a numeric id, no API, or the API did not answer): cached per API read like the other content answers.
 */
export function createMovedPages({ apiBase, timeoutMs = 600, ttlMs = CONTENT_FRESH_MS, fetchImpl = fetch, generation }) {
  const cached = createContentCache({ ttlMs, generation });

  function fetchTarget(apiPath, route) {
    const base = apiBase();
    if (!base) return Promise.resolve(undefined);
    return fetchImpl(`${base.replace(/\/$/, '')}${apiPath}`, {
      headers: { accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then(async (response) => {
        if (response.status !== 301) return response.status >= 500 ? undefined : null;
        const url = (await response.json().catch(() => null))?.data?.url;
        return typeof url === 'string' && url.startsWith(route.prefix) && !url.includes('//') ? url : null;
      })
      .catch(() => undefined);
  }

  return {
    async movedFor(urlPath) {
      for (const route of MOVED_ROUTES) {
        const match = route.pattern.exec(urlPath);
        if (!match) continue;
        let slug;
        try {
          slug = decodeURIComponent(match[1]);
        } catch {
          return null;
        }
        if (!slug || slug.length > 200 || /^\d+$/.test(slug)) return null;
        const apiPath = route.read(slug);
        return (await cached(apiPath, () => fetchTarget(apiPath, route))) ?? null;
      }
      return null;
    },
  };
}
