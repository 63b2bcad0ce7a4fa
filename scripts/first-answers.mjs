// The first answers of a page's public GraphQL queries, in the HTML the server sends. A page whose first view
// needs one small public query (the banners of the sign-in and registration pages, the industries of the provider
// search) would otherwise load the whole GraphQL client (Apollo, graphql, rxjs: ~100 KB and ~20 requests) before
// the page is complete. The server keeps the answers (content-cache.mjs: 30 s, and fetched again as soon as the
// API's content version moves) and writes the answers as
// `window.__marktplatzGraphql["<operation>:<variables as sorted JSON>"]`; `queryGraphql` / `useGraphqlQuery` of
// `@marktplatz/shared` read them for the same operation and variables (`cache-first` only) and load Apollo only
// when the page asks for something else. The query texts are those of `@marktplatz/shared` (same fields, checked
// by its tests); a key the server could not answer is simply absent, and the page asks as before.
import { CONTENT_FRESH_MS, createContentCache } from './content-cache.mjs';
import { scriptJson } from './first-view.mjs';
import { escapeAttribute } from './preload.mjs';
import { scriptTag } from './security-headers.mjs';

const PAGE_BANNERS =
  'query PageBanners($page: BannerPage!, $first: Int = 10) { pageBanners(page: $page, first: $first) { data { id page title subtitle image image_mobile alt_text button_text button_url position } } }';
const STORE_INDUSTRIES = 'query StoreIndustries { industries { id name } }';

/** The public queries a route's first view runs: the operation name, its text and the variables the page passes. */
export const FIRST_ANSWER_ROUTES = [
  { pattern: /^\/login\/?$/, queries: [{ operation: 'PageBanners', query: PAGE_BANNERS, variables: { page: 'LOGIN' } }] },
  {
    pattern: /^\/register\/?$/,
    queries: [{ operation: 'PageBanners', query: PAGE_BANNERS, variables: { page: 'REGISTRATION' } }],
  },
  { pattern: /^\/shop\/?$/, queries: [{ operation: 'PageBanners', query: PAGE_BANNERS, variables: { page: 'MARKETPLACE' } }] },
  { pattern: /^\/provider-search\/?$/, queries: [{ operation: 'StoreIndustries', query: STORE_INDUSTRIES, variables: {} }] },
];

/** JSON with object keys sorted at every level: the same variables give the same key on server and page. */
export function stableJson(value) {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The key of one answer, as `@marktplatz/shared` computes it. */
export const answerKey = (operation, variables) => `${operation}:${stableJson(variables ?? {})}`;

/** The answers as a script (with the response's `nonce`) for the page's `<head>`, or '' when there are none. */
export function firstAnswersHint(answers, nonce) {
  if (!answers || Object.keys(answers).length === 0) return '';
  return scriptTag(`window.__marktplatzGraphql=${scriptJson(answers)}`, nonce);
}

/**
 * `answersFor(urlPath)` gives `{ [key]: data }` for the route's queries, cached per key (see `createContentCache`,
 * `generation` the content version's); a failure or a GraphQL error leaves the key out (the page then asks itself).
 */
export function createFirstAnswers({
  graphqlUrl,
  timeoutMs = 600,
  ttlMs = CONTENT_FRESH_MS,
  fetchImpl = fetch,
  routes = FIRST_ANSWER_ROUTES,
  generation,
}) {
  const cached = createContentCache({ ttlMs, generation });

  function fetchAnswer(entry) {
    const url = graphqlUrl();
    if (!url) return Promise.resolve(undefined);
    return fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: entry.operation, query: entry.query, variables: entry.variables }),
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body) => (body && !body.errors && body.data && typeof body.data === 'object' ? body.data : undefined))
      .catch(() => undefined);
  }

  async function answer(entry) {
    const key = answerKey(entry.operation, entry.variables);
    const data = await cached(key, () => fetchAnswer(entry));
    return data === undefined ? null : [key, data];
  }

  return {
    async answersFor(urlPath) {
      const route = routes.find((candidate) => candidate.pattern.test(urlPath));
      if (!route) return {};
      const answers = await Promise.all(route.queries.map(answer));
      return Object.fromEntries(answers.filter(Boolean));
    },
  };
}

/**
 * The REST answer a route's first view shows, and its largest image: the news article (`/portal/post/:slug`). `rest`
 * is the API path the page asks (it takes the answer from `window.__marktplatzRest[path]` instead); `image` picks
 * the picture that becomes the page's largest element, preloaded with high priority so it loads beside the scripts
 * instead of after them. The landing page's hero is not preloaded: measured with Lighthouse, the early picture moved
 * the page (CLS 0.33 instead of 0) while its LCP stayed at 2.4 s; its static hero (shell heroPreview.ts) paints from
 * the early `/homepageData`.
 */
export const FIRST_REST_ROUTES = [
  {
    pattern: /^\/news\/([^/]+)\/?$/,
    rest: (match) => `/portal/post/${encodeURIComponent(decodeURIComponent(match[1]))}`,
    image: (data) => data?.image,
  },
];

/** The URL an image path of the API's content has on the page (as the shell's `assetUrl`), or null. */
export function contentImageUrl(apiBase, image) {
  if (typeof image !== 'string' || image === '') return null;
  if (/^https?:\/\//.test(image)) return image;
  if (image.startsWith('/images/')) return `${apiBase.replace(/\/$/, '')}${image}`;
  return null;
}

/**
 * Writes a route's first view (`preview`, see {@link firstViewRoutes}) into `#root`, after the frame's row the
 * shell's page keeps there (or in its place, `replaceFrame`); the page is returned unchanged without a preview or
 * without `#root`.
 */
export function injectFirstPage(html, first) {
  if (!first?.preview) return html;
  // the build minifies the page: `<div id=root>` without quotes
  const root = /(<div id=(?:"root"|'root'|root)>)(<div [^>]*><\/div>)?/i;
  if (!root.test(html)) return html;
  return html.replace(root, (_match, open, frame = '') => `${open}${first.replaceFrame ? '' : frame}${first.preview}`);
}

/**
 * The routes with the first views the shell's build provides (`dist/first-views.cjs`: `newsPostPreviewHtml`,
 * `heroPreviewHtml`, built from `shell/src/features/editorial/serverPreviews.ts`, the same code and texts the
 * browser runs), or {@link FIRST_REST_ROUTES} alone without that module.
 *
 * - The news article: back link, title, date line, picture and lead below the frame's row, until the shell renders
 *   the article in its place (it renders it from the same answer, `__marktplatzRest`, in its first render).
 * - The landing page (`/`): its hero from the API's `/homepageData`, in the default look, in place of the frame's
 *   row (the hero brings its own). A visitor who chose another theme, text direction or fixed font sizes gets the
 *   hero from the entry script as before: the inline script removes this one at once (the same test as the shell's
 *   `readPreviewSettings`). That answer is not written into the page (the page's head start asks for it) and its
 *   picture is not preloaded (see above).
 */
export function firstViewRoutes(views) {
  if (!views) return FIRST_REST_ROUTES;
  const [news, ...others] = FIRST_REST_ROUTES;
  const keepDefaultLook = (nonce) =>
    scriptTag(
      '(function(){var s=document.currentScript;try{var v=JSON.parse(localStorage.getItem("settings")||"null");' +
        'if(v&&typeof v==="object"&&((v.theme==="ONE_DARK"||v.theme==="UNICORN")||v.direction==="rtl"||v.responsiveFontSizes===false)){' +
        `var p=document.getElementById(${JSON.stringify(views.HERO_PREVIEW_ID)});if(p)p.remove()}}catch(e){}s.remove()})();`,
      nonce,
    );
  const landing = {
    pattern: /^\/$/,
    rest: () => '/homepageData',
    embed: false,
    replaceFrame: true,
    preview(data, _image, apiBase, nonce) {
      const banner = Array.isArray(data?.banners) ? data.banners[0] : undefined;
      if (!banner || typeof banner.title !== 'string' || typeof banner.image !== 'string' || !apiBase) return '';
      const look = { theme: 'LIGHT', direction: 'ltr', responsiveFontSizes: true };
      return `${views.heroPreviewHtml(banner, apiBase.replace(/\/$/, ''), look)}${keepDefaultLook(nonce)}`;
    },
  };
  const article = {
    ...news,
    preview: (data, image) => (data && typeof data.title === 'string' && data.title && image ? views.newsPostPreviewHtml(data, image) : ''),
  };
  return [article, ...others, landing];
}

/** The head line with a route's REST answer for the page (its script with the response's `nonce`). */
export function firstRestHint(first, nonce) {
  if (!first || first.embed === false) return '';
  return scriptTag(`window.__marktplatzRest=${scriptJson({ [first.path]: first.body })}`, nonce);
}

/**
 * The preload of the route's largest picture, placed before the page's first preload (the entry script's): the
 * picture is asked for first, not after the dozen scripts the page preloads.
 */
export function injectFirstImage(html, first) {
  if (!first?.image) return html;
  const preload = `<link rel="preload" as="image" href="${escapeAttribute(first.image)}" fetchpriority="high">`;
  const firstPreload = /<link rel=("?)preload\1[ >]/i;
  return firstPreload.test(html)
    ? html.replace(firstPreload, (match) => `${preload}${match}`)
    : html.replace(/<\/head>/i, () => `${preload}</head>`);
}

/**
 * `firstFor(urlPath)` gives `{ path, body, image, preview }` for a route of `routes`, or null (no such route, or the API did
 * not answer with `status: true`), cached per API path (see `createContentCache`); a 404 is remembered as "none"
 * (the page shows its own "not found").
 */
export function createFirstRest({
  apiBase,
  timeoutMs = 600,
  ttlMs = CONTENT_FRESH_MS,
  fetchImpl = fetch,
  routes = FIRST_REST_ROUTES,
  generation,
}) {
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
    /**
     * The API's answer at `apiPath` (`{ status, data }`) through the same cache as the first views, or null: the SEO
     * head of a news article reads its post here, so the page's post is asked once, not once for each.
     */
    async read(apiPath) {
      return (await cached(apiPath, () => fetchBody(apiPath))) ?? null;
    },
    /** `nonce`: the response's, for a script of the first view. */
    async firstFor(urlPath, nonce) {
      for (const route of routes) {
        const match = route.pattern.exec(urlPath);
        if (!match) continue;
        let apiPath;
        try {
          apiPath = route.rest(match);
        } catch {
          return null;
        }
        const body = await cached(apiPath, () => fetchBody(apiPath));
        if (!body) return null;
        const base = apiBase() ?? '';
        const image = route.image ? contentImageUrl(base, route.image(body.data)) : null;
        return {
          path: apiPath,
          body,
          image,
          preview: route.preview ? route.preview(body.data, image, base, nonce) : '',
          embed: route.embed !== false,
          replaceFrame: route.replaceFrame === true,
        };
      }
      return null;
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
