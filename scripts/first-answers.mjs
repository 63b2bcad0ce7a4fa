// The first answers of a page's public GraphQL queries, in the HTML the server sends. A page whose first view
// needs one small public query (the banners of the sign-in and registration pages, the industries of the provider
// search) would otherwise load the whole GraphQL client (Apollo, graphql, rxjs: ~100 KB and ~20 requests) before
// the page is complete. The server asks the API once a minute and writes the answers as
// `window.__marktplatzGraphql["<operation>:<variables as sorted JSON>"]`; `queryGraphql` / `useGraphqlQuery` of
// `@marktplatz/shared` read them for the same operation and variables (`cache-first` only) and load Apollo only
// when the page asks for something else. The query texts are those of `@marktplatz/shared` (same fields, checked
// by its tests); a key the server could not answer is simply absent, and the page asks as before.
import { scriptJson } from './first-view.mjs';

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

/** The answers as a script for the page's `<head>`, or '' when there are none. */
export function firstAnswersHint(answers) {
  if (!answers || Object.keys(answers).length === 0) return '';
  return `<script>window.__marktplatzGraphql=${scriptJson(answers)}</script>`;
}

/**
 * `answersFor(urlPath)` gives `{ [key]: data }` for the route's queries. Answers are cached for `ttlMs` per key
 * (an expired one is served while a fresh one is fetched, so only the first page waits, at most `timeoutMs`); a
 * failure or a GraphQL error leaves the key out (the page then asks itself).
 */
export function createFirstAnswers({ graphqlUrl, timeoutMs = 600, ttlMs = 60_000, fetchImpl = fetch, routes = FIRST_ANSWER_ROUTES }) {
  const cache = new Map();
  const pending = new Map();

  function refresh(key, entry) {
    let running = pending.get(key);
    if (!running) {
      const url = graphqlUrl();
      running = (
        url
          ? fetchImpl(url, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ operationName: entry.operation, query: entry.query, variables: entry.variables }),
              signal: AbortSignal.timeout(timeoutMs),
            })
              .then((response) => (response.ok ? response.json() : null))
              .then((body) => (body && !body.errors && body.data && typeof body.data === 'object' ? body.data : undefined))
              .catch(() => undefined)
          : Promise.resolve(undefined)
      ).then((data) => {
        // A failure keeps the last good answer, and is asked again after a few seconds.
        const previous = cache.get(key);
        cache.set(key, { data: data ?? previous?.data, expires: Date.now() + (data ? ttlMs : 5_000) });
        pending.delete(key);
        return data ?? previous?.data;
      });
      pending.set(key, running);
    }
    return running;
  }

  async function answer(entry) {
    const key = answerKey(entry.operation, entry.variables);
    const hit = cache.get(key);
    let data;
    if (hit && hit.expires > Date.now()) data = hit.data;
    else if (hit) {
      void refresh(key, entry);
      data = hit.data;
    } else data = await refresh(key, entry);
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
 * The REST answers a route's first view shows, and its largest image: the news article (`/portal/post/:slug`). The
 * landing page's hero is not preloaded: measured with Lighthouse, the early picture moved the page (CLS 0.33 instead
 * of 0) while its LCP stayed at 2.4 s; its static hero (shell heroPreview.ts) paints from the early `/homepageData`. `rest` is the API path the page asks (the
 * page takes the answer from `window.__marktplatzRest[path]` instead, when `inline` is set); `image` picks the
 * picture that becomes the page's largest element, preloaded with high priority so it loads beside the scripts
 * instead of after them.
 */
export const FIRST_REST_ROUTES = [
  {
    pattern: /^\/news\/([^/]+)\/?$/,
    rest: (match) => `/portal/post/${encodeURIComponent(decodeURIComponent(match[1]))}`,
    inline: true,
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

const escapeAttribute = (value) =>
  String(value).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

/** The head lines for a route's REST answer: the image preload and, when inlined, the answer for the page. */
export function firstRestHint(first) {
  if (!first) return '';
  const preload = first.image ? `<link rel="preload" as="image" href="${escapeAttribute(first.image)}" fetchpriority="high">` : '';
  const data = first.inline ? `<script>window.__marktplatzRest=${scriptJson({ [first.path]: first.body })}</script>` : '';
  return preload + data;
}

/**
 * `firstFor(urlPath)` gives `{ path, body, inline, image }` for a route of `routes`, or null (no such route, or the
 * API did not answer with `status: true`). Cached for `ttlMs` per API path like the GraphQL answers; a 404 is
 * remembered as "none" (the page shows its own "not found").
 */
export function createFirstRest({
  apiBase,
  timeoutMs = 600,
  ttlMs = 60_000,
  maxEntries = 500,
  fetchImpl = fetch,
  routes = FIRST_REST_ROUTES,
}) {
  const cache = new Map();
  const pending = new Map();

  function refresh(apiPath) {
    let running = pending.get(apiPath);
    if (!running) {
      const base = apiBase();
      running = (
        base
          ? fetchImpl(`${base.replace(/\/$/, '')}${apiPath}`, {
              headers: { accept: 'application/json' },
              signal: AbortSignal.timeout(timeoutMs),
            })
              .then(async (response) => {
                if (response.status === 404) return null;
                if (!response.ok) return undefined;
                const body = await response.json();
                return body && body.status === true && body.data !== undefined ? body : undefined;
              })
              .catch(() => undefined)
          : Promise.resolve(undefined)
      ).then((body) => {
        const previous = cache.get(apiPath);
        const value = body === undefined ? previous?.value : body;
        cache.delete(apiPath);
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value);
        cache.set(apiPath, { value, expires: Date.now() + (body === undefined ? 5_000 : ttlMs) });
        pending.delete(apiPath);
        return value;
      });
      pending.set(apiPath, running);
    }
    return running;
  }

  return {
    async firstFor(urlPath) {
      for (const route of routes) {
        const match = route.pattern.exec(urlPath);
        if (!match) continue;
        let apiPath;
        try {
          apiPath = route.rest(match);
        } catch {
          return null;
        }
        const hit = cache.get(apiPath);
        let body;
        if (hit && hit.expires > Date.now()) body = hit.value;
        else if (hit) {
          void refresh(apiPath);
          body = hit.value;
        } else body = await refresh(apiPath);
        if (!body) return null;
        return { path: apiPath, body, inline: route.inline, image: contentImageUrl(apiBase() ?? '', route.image(body.data)) };
      }
      return null;
    },
  };
}
