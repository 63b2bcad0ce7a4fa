// The shell server's side of area releases: which build of each area a visitor gets. The API's release registry
// names each released area's live build and an optional canary (GET /releases/:env/composition, kept for at most
// 5 s, the last good answer kept while the API is unreachable); areas never released in the environment keep the
// .env composition (remotes.json of scripts/compose.mjs). A visitor's bucket (cookie `mp_bucket`, 0–99, set once)
// decides the canary; a signed QA link (`?testversion=<token>`, cookie `mp_testversion`) names one area's build for
// one browser.
import { randomInt } from 'node:crypto';
import { verifyOverrideToken } from '../tooling/release/override-token.mjs';

export const BUCKET_COOKIE = 'mp_bucket';
export const TEST_VERSION_COOKIE = 'mp_testversion';
/** The query parameter of a QA link, and its value that ends the test version. */
export const TEST_VERSION_PARAM = 'testversion';
export const TEST_VERSION_OFF = 'aus';
/** The header of `/remotes.json` naming each area's version (the map in its body stays what older readers expect). */
export const RELEASES_HEADER = 'Marktplatz-Releases';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** `mfe-shop` (the registry's and the CLI's name) or `mfe_shop` → `mfe_shop` (the remote name of remotes.json). */
export const remoteNameOf = (area) => String(area).replace(/-/g, '_');
/** `mfe_shop` → `mfe-shop`. */
export const areaNameOf = (remote) => String(remote).replace(/_/g, '-');

const isHttpUrl = (value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The cookies of a request header. */
export function parseCookies(header) {
  const cookies = {};
  for (const part of String(header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    cookies[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return cookies;
}

/** The visitor's bucket from the cookie, or null when there is none (or a broken one). */
export function bucketOf(cookies) {
  const raw = cookies[BUCKET_COOKIE];
  if (!raw || !/^\d{1,2}$/.test(raw)) return null;
  return Number(raw);
}

export const newBucket = () => randomInt(0, 100);

/** A Set-Cookie value: HttpOnly, SameSite=Lax, Path=/, Secure on https. */
export function cookieHeader(name, value, maxAgeSeconds, secure) {
  return `${name}=${value}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export const bucketCookie = (bucket, secure) => cookieHeader(BUCKET_COOKIE, String(bucket), ONE_YEAR_S, secure);

/**
 * The registry's composition of `environment`, asked at most every `ttlMs` (the API's max-age) and with a short
 * timeout; the last good answer stays while the API is unreachable or answers an error, none before the first.
 * @param {{ apiBase: () => string | undefined | null, environment: string, ttlMs?: number, timeoutMs?: number,
 *   fetchImpl?: typeof fetch }} options
 */
export function createReleaseRegistry({ apiBase, environment, ttlMs = 5_000, timeoutMs = 800, fetchImpl = fetch }) {
  let good = null;
  let checkedAt = -Infinity;
  let pending = null;

  async function load() {
    const base = apiBase();
    if (!base) return good;
    try {
      const response = await fetchImpl(`${base}/releases/${encodeURIComponent(environment)}/composition`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return good;
      const body = await response.json();
      const data = body && typeof body === 'object' && 'data' in body ? body.data : body;
      if (data && typeof data === 'object' && data.areas && typeof data.areas === 'object') good = data;
    } catch {
      // unreachable or slow: the last good composition (or the .env one) serves the page
    }
    return good;
  }

  return {
    environment,
    /** The registry's answer (`{ environment, revision, areas }`), or null before any good one. */
    async current() {
      if (Date.now() - checkedAt < ttlMs) return good;
      if (!pending) {
        pending = load().finally(() => {
          checkedAt = Date.now();
          pending = null;
        });
      }
      return pending;
    },
  };
}

/**
 * The QA override of a request's cookie or link: the token's payload when it is signed with `secret`, unexpired, for
 * this environment and names an area's http(s) manifest; else null.
 */
export function testVersionOf(token, { secret, environment, now = Date.now() }) {
  const payload = verifyOverrideToken(token, secret, now);
  if (!payload || payload.env !== environment || !/^mfe[-_][a-z]+$/.test(payload.area) || !isHttpUrl(payload.manifest_url)) return null;
  return payload;
}

/** Whether the registry's canary of an area runs (a percentage 1–99 and a manifest). */
const runningCanary = (canary) =>
  canary && isHttpUrl(canary.manifest_url) && Number.isFinite(canary.percent) && canary.percent > 0 && canary.percent < 100;

/** Whether any released area has a canary (only then does a visitor need a bucket). */
export function hasCanary(registry) {
  return Object.values(registry?.areas ?? {}).some((entry) => runningCanary(entry?.canary));
}

/**
 * One visitor's composition.
 * @param {{ fallback: Record<string, string>, registry: null | { environment?: string, areas: Record<string, any> },
 *   bucket: number | null, test: null | { area: string, version: string, manifest_url: string }, environment: string }} input
 * @returns {{ remotes: Record<string, string>, releases: null | { environment: string, areas: Record<string, { version: string,
 *   channel: 'live' | 'canary' | 'test' }>, test: null | { area: string, version: string } } }}
 *   remotes: area remote name → manifest URL (the .env composition with the registry's and the QA link's builds);
 *   releases: each released area's version and how the visitor got it (null when no area is released or tested).
 */
export function visitorComposition({ fallback, registry, bucket, test, environment }) {
  const remotes = { ...fallback };
  const areas = {};
  for (const [area, entry] of Object.entries(registry?.areas ?? {})) {
    const live = entry?.live;
    if (!live || !isHttpUrl(live.manifest_url)) continue;
    const remote = remoteNameOf(area);
    const canary = runningCanary(entry.canary) && bucket !== null && bucket < entry.canary.percent ? entry.canary : null;
    const chosen = canary ?? live;
    remotes[remote] = chosen.manifest_url;
    areas[remote] = { version: String(chosen.version), channel: canary ? 'canary' : 'live' };
  }
  let tested = null;
  if (test) {
    const remote = remoteNameOf(test.area);
    remotes[remote] = test.manifest_url;
    areas[remote] = { version: test.version, channel: 'test' };
    tested = { area: areaNameOf(remote), version: test.version };
  }
  const releases = Object.keys(areas).length > 0 ? { environment, areas, test: tested } : null;
  return { remotes, releases };
}

/** The URL without the QA link's parameter (the 303's target). */
export function withoutParam(url, name) {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.delete(name);
  return `${parsed.pathname}${parsed.search}`;
}
