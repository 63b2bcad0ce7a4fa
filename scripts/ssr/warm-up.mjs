// Which pages warm up a freshly loaded server build (server-remotes.mjs `warmUp`, README.md "Warm-up"): one path per
// server-rendered page type of the area (pages.mjs). A page type's path is, in this order, the last path a visitor
// got server-rendered (known to render: after a release the new build renders the same page), a path of the API's
// sitemap the page's pattern matches (at start: a real product, provider, property, menu with its data, so the page's
// components render once), else a placeholder made from the pattern (the loader and the not-found answer still run).
import env from '../../tooling/env.cjs';
import { SERVER_RENDERED_PAGES } from './pages.mjs';
import { createRenderCache } from './render-cache.mjs';
import { createServerRemotes, ssrRenderLimit } from './server-remotes.mjs';

/** The slug of a placeholder path (no page has it: the loader answers "not found"). */
export const WARM_UP_SLUG = 'aufwaermen';
/** How long a read of the API's sitemap may take (the warm-up then takes placeholders). */
export const SITEMAP_TIMEOUT_MS = 2_000;

/**
 * A path the page's pattern matches, made from the pattern (`/^\/product\/[^/]+\/?$/` → `/product/aufwaermen`,
 * `/^\/(bauen-wohnen|living_worlds)\/?$/` → `/bauen-wohnen`), or null when the pattern is not of that simple kind.
 */
export function placeholderPath(pattern) {
  const made = pattern.source
    .replace(/^\^/, '')
    .replace(/\$$/, '')
    .replace(/\\\/\?$/, '')
    .replace(/\[\^\/\]\+/g, WARM_UP_SLUG)
    // an alternation of plain names (`(bauen-wohnen|living_worlds)`): its first
    .replace(/\((?:\?:)?([\w-]+)(?:\|[\w-]+)+\)/g, '$1')
    .replace(/\\\//g, '/');
  return made.startsWith('/') && !/[\\[\]()*+?{}|^$]/.test(made) && pattern.test(made) ? made : null;
}

/** The paths (`/product/…`) of a sitemap's `<loc>` entries. */
export function sitemapPaths(xml) {
  const paths = [];
  for (const match of String(xml ?? '').matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
    try {
      paths.push(new URL(match[1].replace(/&amp;/g, '&')).pathname);
    } catch {
      // not a URL
    }
  }
  return paths;
}

/**
 * The warm-up paths of a process.
 * @param {{ pages?: ReadonlyArray<{ remote: string, pattern: RegExp }>, apiBase?: () => Promise<string | null | undefined>
 *   | string | null | undefined, fetchImpl?: typeof fetch, timeoutMs?: number }} [options]
 *   apiBase: the API whose `/sitemap.xml` names real pages (read once per warm-up; none: placeholders)
 */
export function createWarmUpPaths({
  pages = SERVER_RENDERED_PAGES,
  apiBase = () => null,
  fetchImpl = fetch,
  timeoutMs = SITEMAP_TIMEOUT_MS,
} = {}) {
  /** page index → the last path a visitor got server-rendered */
  const rendered = new Map();

  async function sitemap() {
    try {
      const base = await apiBase();
      if (!base) return [];
      const response = await fetchImpl(`${String(base).replace(/\/$/, '')}/sitemap.xml`, { signal: AbortSignal.timeout(timeoutMs) });
      return response.ok ? sitemapPaths(await response.text()) : [];
    } catch {
      return [];
    }
  }

  return {
    /** Notes a path the area rendered on the server for a visitor (its page type's next warm-up path). */
    remember(area, urlPath) {
      const index = pages.findIndex((page) => page.remote === area && page.pattern.test(urlPath));
      if (index >= 0) rendered.set(index, urlPath);
    },
    /** One path per page type of the area. */
    async pathsFor(area) {
      const own = pages.map((page, index) => ({ page, index })).filter(({ page }) => page.remote === area);
      if (own.length === 0) return [];
      const known = own.every(({ index }) => rendered.has(index)) ? [] : await sitemap();
      return own
        .map(
          ({ page, index }) =>
            rendered.get(index) ?? known.find((candidate) => page.pattern.test(candidate)) ?? placeholderPath(page.pattern),
        )
        .filter(Boolean);
    },
  };
}

/**
 * The server remotes of the shell's production server (serve-static.mjs): fallbacks and warm-ups logged unless
 * `quiet`, each loaded build warmed up with `createWarmUpPaths`' paths of its area, renders kept in a render cache
 * (render-cache.mjs) and at most `maxRenders` in flight.
 * @param {{ quiet?: boolean, apiSetup: () => Promise<null | { api: string }>, apiSettings: () => Promise<Record<string, unknown>>,
 *   origin: () => string, maxRenders?: number }} options  apiSetup: the server's API (its sitemap); apiSettings: the
 *   served site's env.json (the renders' `api`); origin: the server's own; maxRenders: default the setting
 *   `MARKTPLATZ_SSR_RENDERS` (`.env`, the process environment), else two per core (`ssrRenderLimit`)
 * @returns {{ remotes: ReturnType<typeof createServerRemotes>, remember: (area: string, urlPath: string) => void }}
 */
export function createShellServerRemotes({ quiet = true, apiSetup, apiSettings, origin, maxRenders = ssrRenderLimit(env.readEnv()) }) {
  const paths = createWarmUpPaths({ apiBase: async () => (await apiSetup().catch(() => null))?.api });
  const remotes = createServerRemotes({
    renderCache: createRenderCache(),
    maxRenders,
    onFallback: (area, outcome, error) => {
      if (!quiet)
        console.warn(`[shell] Server-Render von ${area} ausgelassen (${outcome}): ${error?.cause?.message ?? error?.message ?? error}`);
    },
    warmUp: async (area) => {
      const [urlPaths, api] = await Promise.all([paths.pathsFor(area), apiSettings()]);
      return urlPaths.map((urlPath) => ({ url: urlPath, origin: origin(), api }));
    },
    onWarmUp: (area, outcome, ms, error) => {
      if (quiet) return;
      const why = error ? `: ${error?.cause?.message ?? error?.message ?? error}` : '';
      console.log(`[shell] Aufwärm-Render von ${area}: ${outcome} in ${Math.round(ms)} ms${why}`);
    },
  });
  return { remotes, remember: paths.remember };
}
