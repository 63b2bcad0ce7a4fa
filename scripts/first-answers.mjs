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
