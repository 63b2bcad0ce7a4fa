/**
 * The landing page's data, requested before the app's code runs — by the page's HTML with the API base the shell
 * was built with, else by the entry script — with `fetch` (the shared axios client is not there yet); it counts
 * once `/env.json` names the same API base. The landing page takes that
 * answer instead of asking again; the static hero (heroPreview.ts) paints from it before React runs.
 *
 * Part of the entry chunk: imports nothing at run time (the types only).
 */
import type { Banner, Homepage, StartPageLayout } from '../types';

let request: Promise<Homepage | null> | null = null;
let snapshot: Homepage | undefined;
let layoutSnapshot: StartPageLayout | undefined;
let snapshotApiBase: string | undefined;

function isHomepage(value: unknown): value is Homepage {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return ['banners', 'widgets', 'news', 'providers'].every((key) => Array.isArray(record[key]));
}

/** `API_BASE` of an `/env.json` body, without trailing slashes; undefined when it names none. */
export function apiBaseOf(environment: unknown): string | undefined {
  if (!environment || typeof environment !== 'object') return undefined;
  const value = (environment as Record<string, unknown>).API_BASE;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return value.trim().replace(/\/+$/, '');
}

/**
 * The request the page's HTML starts on `/` before any script file has loaded (shell/webpack.config.cjs writes that
 * inline script), with the API base the shell was built with.
 */
export interface HtmlHomepageRequest {
  url: string;
  response: Promise<Response>;
}

/** The window property the HTML's inline script leaves its request under. */
export const HTML_HOMEPAGE_REQUEST = '__marktplatzHomepageRequest';

/** The HTML's request, if it made one (and takes it: it is used once). */
export function takeHtmlHomepageRequest(target: object = window): HtmlHomepageRequest | undefined {
  const holder = target as Record<string, unknown>;
  const value = holder[HTML_HOMEPAGE_REQUEST] as Partial<HtmlHomepageRequest> | undefined;
  delete holder[HTML_HOMEPAGE_REQUEST];
  if (!value || typeof value.url !== 'string' || !value.response || typeof value.response.then !== 'function') return undefined;
  return { url: value.url, response: value.response };
}

/**
 * The API base the HTML's request went to: the one the site's server named for this environment, else the built one.
 * It is the best guess for the start-up's own request, which then takes the HTML's answer instead of asking again.
 */
export function apiBaseOfRequest(html: HtmlHomepageRequest | undefined): string | undefined {
  const suffix = '/homepageData';
  return html?.url.endsWith(suffix) ? html.url.slice(0, -suffix.length) : undefined;
}

/** `fetchImpl`, except that the first request for the URL the HTML already asked gets the HTML's answer. */
export function withHtmlRequest(html: HtmlHomepageRequest | undefined, fetchImpl?: typeof fetch): typeof fetch {
  let pending = html;
  return (input, init) => {
    if (pending && typeof input === 'string' && input === pending.url) {
      const { response } = pending;
      pending = undefined;
      return response;
    }
    return (fetchImpl ?? fetch)(input, init);
  };
}

/** Reads `/homepageData` from the API; null when it cannot be had (the page then asks again the normal way). */
export async function requestHomepage(apiBase: string, fetchImpl: typeof fetch = fetch, signal?: AbortSignal): Promise<Homepage | null> {
  const response = await fetchImpl(`${apiBase}/homepageData`, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) return null;
  const body = (await response.json()) as { data?: unknown } | null;
  return isHomepage(body?.data) ? body.data : null;
}

/**
 * Reads `/startPageLayout/home` (the editors' order of the sections, the sticky layers) beside the landing data, so
 * the first render can show the sections in their order; kept once it answers.
 */
function requestLayout(apiBase: string, fetchImpl: typeof fetch | undefined): void {
  if (typeof fetchImpl !== 'function') return;
  fetchImpl(`${apiBase}/startPageLayout/home`, { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<{ data?: StartPageLayout } | null>) : null))
    .then((body) => {
      if (Array.isArray(body?.data?.sections) && Array.isArray(body?.data?.sticky_layers)) layoutSnapshot = body.data;
    })
    .catch(() => undefined);
}

/** The early order of the sections if it has already arrived. */
export function layoutSnapshotOrNone(): StartPageLayout | undefined {
  return layoutSnapshot;
}

/**
 * Starts the request. With `guessedApiBase` (the API base the shell was built with) it goes out at once, beside
 * `/env.json`; its answer counts only when `/env.json` names the same base, else the request is made again with
 * the base `/env.json` names. `environment` is the early `/env.json` request: a copy of its answer is read, so the
 * start-up code still gets the original. Beside it goes the request for the order of the sections (`layoutFetch`).
 */
export function startHomepageRequest(
  environment: Promise<Response>,
  guessedApiBase?: string,
  fetchImpl: typeof fetch = fetch,
  layoutFetch: typeof fetch | undefined = typeof fetch === 'function' ? fetch : undefined,
): Promise<Homepage | null> {
  const guess = guessedApiBase?.trim().replace(/\/+$/, '');
  const guessed = guess ? requestHomepage(guess, fetchImpl).catch(() => null) : null;
  request = environment
    .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null))
    .then((body) => {
      const apiBase = apiBaseOf(body);
      if (!apiBase) return null;
      requestLayout(apiBase, layoutFetch);
      const answer = guessed && apiBase === guess ? guessed : requestHomepage(apiBase, fetchImpl);
      return answer.then((homepage) => {
        if (homepage) {
          snapshot = homepage;
          snapshotApiBase = apiBase;
        }
        return homepage;
      });
    })
    .catch(() => null);
  return request;
}

/** The early answer, once (later loads, e.g. after navigating back to `/`, ask the API afresh). */
export function takeEarlyHomepage(): Promise<Homepage | null> | null {
  const early = request;
  request = null;
  return early;
}

/** The early answer if it has already arrived: the landing page's first render shows it at once. */
export function homepageSnapshot(): Homepage | undefined {
  return snapshot;
}

/** The API base the early answer came from (for the hero image's URL before the shared config is set). */
export function snapshotApiBaseUrl(): string | undefined {
  return snapshotApiBase;
}

/** The hero's banner: the first home banner. */
export function heroBanner(homepage: Homepage | undefined): Banner | undefined {
  return homepage?.banners[0];
}

/** Forgets the early answer (tests). */
export function resetEarlyHomepage(): void {
  request = null;
  snapshot = undefined;
  snapshotApiBase = undefined;
  layoutSnapshot = undefined;
}
