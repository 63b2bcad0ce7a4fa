#!/usr/bin/env node
// The production server of the built apps (Fastify, @fastify/static, @fastify/compress): precompressed brotli/gzip
// files from the build, immutable caching of content-hashed files, ETag/304, HTTP keep-alive; for the shell the
// server-side SEO head, the server render of the page (scripts/ssr), the cookie banner's first view, and preload
// hints for the route's area (the API's content kept at most a minute and fetched again when the API's content version moves, content-cache.mjs;
// an old slug of a renamed page or article answers 301 to its current address);
// security headers on every response and a Content-Security-Policy with a fresh nonce on each of the shell's pages
// (security-headers.mjs). The areas' builds follow the API's release registry per environment, a visitor's canary
// bucket and a signed QA link (releases.mjs): `/remotes.json`, the preload hints and the policy name the visitor's own.
//   node scripts/serve-static.mjs <folder> <port> [--spa] [--cors-origin=http://127.0.0.1:3000 …] [--seo-api=<base>] [--no-seo]
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { createContentVersion } from './content-cache.mjs';
import { createContentReads, createMovedPages } from './content-reads.mjs';
import { createFirstView } from './first-view.mjs';
import { createPreloadPlanner, deferPreloads } from './preload.mjs';
import {
  RELEASES_HEADER,
  TEST_VERSION_COOKIE,
  TEST_VERSION_OFF,
  TEST_VERSION_PARAM,
  bucketCookie,
  bucketOf,
  cookieHeader,
  createReleaseRegistry,
  hasCanary,
  newBucket,
  parseCookies,
  testVersionOf,
  visitorComposition,
  withoutParam,
} from './releases.mjs';
import {
  BASE_SECURITY_HEADERS,
  PERMISSIONS_POLICY,
  STATIC_HTML_POLICY,
  contentSecurityPolicy,
  createNonce,
  isOn,
  pageSecurityHeaders,
  parseExtraSources,
  policyHeaderName,
  withNonce,
} from './security-headers.mjs';
import { createSeoLoader, injectSeo, seoHint, seoTargetFor, staticHeadFor } from './seo-head.mjs';
import { createHydrationErrorCounter, hydrationErrorsRoute } from './ssr/hydration-errors.mjs';
import { createSsrCounters } from './ssr/server-remotes.mjs';
import { injectServerRender, localRedirect, preloadServerRemotes, serverRenderOf, ssrEnabled } from './ssr/shell-page.mjs';
import { publicPage } from './ssr/page-cache.mjs';
import { createShellServerRemotes } from './ssr/warm-up.mjs';
import env from '../tooling/env.cjs';

export { SEO_ROUTES, STATIC_HEADS, createSeoLoader, escapeHtml, injectSeo, seoHint, seoTargetFor, staticHeadFor } from './seo-head.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
/** Files that name the current build and must be revalidated on every load. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'remotes.json', 'env.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
const CONTENT_HASH = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(fileName) {
  if (ALWAYS_REVALIDATE.has(fileName)) return 'no-cache';
  if (CONTENT_HASH.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** API base of the served site: `seoApiBase` option, else `API_BASE` of the folder's env.json, else none. */
async function resolveApiBase(base, explicit) {
  if (explicit) return { api: explicit.replace(/\/$/, '') };
  try {
    const env = JSON.parse(await readFile(path.join(base, 'env.json'), 'utf8'));
    return typeof env.API_BASE === 'string' && env.API_BASE ? { api: env.API_BASE.replace(/\/$/, ''), graphql: env.GRAPHQL_URL } : null;
  } catch {
    return null;
  }
}

/**
 * The policy's inputs from the server's settings (`.env`, the process environment): report-only, a report address,
 * the API's public base (`PUBLIC_API_URL`: file URLs, the chat's WebSocket), the map tiles (`MAP_TILE_URL`, the
 * API's setting), the uploads' CDN (`S3_PUBLIC_URL`) and extra sources (`CSP_EXTRA`). The areas, the API and the
 * statistics service come from the served folder's `remotes.json` and `env.json` with every page.
 */
export function securitySettings(settings = env.readEnv()) {
  return {
    reportOnly: isOn(settings.CSP_REPORT_ONLY),
    reportUri: (settings.CSP_REPORT_URI ?? '').trim() || undefined,
    mapTileUrl: (settings.MAP_TILE_URL ?? '').trim() || undefined,
    apiOrigins: [settings.PUBLIC_API_URL].filter(Boolean),
    imageOrigins: [settings.S3_PUBLIC_URL].filter(Boolean),
    extra: parseExtraSources(settings.CSP_EXTRA),
  };
}

/**
 * The release settings of the shell's server: its environment in the release registry (`MARKTPLATZ_ENVIRONMENT`,
 * default `local`) and the key of the QA links (`RELEASE_LINK_SECRET`; unset = no QA link is accepted).
 */
export function releaseSettings(settings = env.readEnv()) {
  return {
    environment: (settings.MARKTPLATZ_ENVIRONMENT ?? '').trim() || 'local',
    linkSecret: (settings.RELEASE_LINK_SECRET ?? '').trim(),
  };
}

/**
 * Whether the shell's server answers `GET /metrics` (Prometheus text: the areas' server renders by outcome). The API's
 * setting `METRICS` (default on, `false` switches both off); like the API's, keep it off the public network.
 */
export function metricsEnabled(settings = env.readEnv()) {
  const value = String(settings.METRICS ?? '').trim();
  return value === '' || isOn(value);
}

/** Whether the request came over https (directly or through a proxy that says so): its cookies are `Secure`. */
const isHttps = (request) =>
  request.protocol === 'https' ||
  String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim() === 'https';

/** Adds a Set-Cookie header to the ones the reply already has. */
function addCookie(reply, value) {
  const current = reply.getHeader('set-cookie');
  reply.header('Set-Cookie', [...(current === undefined ? [] : Array.isArray(current) ? current : [String(current)]), value]);
}

/**
 * Serves `root` on `port`.
 * @param {{ root: string, port: number, host?: string, spa?: boolean, corsOrigins?: string[], quiet?: boolean,
 *   seo?: boolean, seoApiBase?: string, seoTimeoutMs?: number, firstView?: boolean, preload?: boolean }} options
 *   spa: the shell. Unknown paths without a file extension answer its page (index.html), which gets
 *     - seo (default on): title, description and Open Graph tags of product, provider, news and content URLs from
 *       the API's SEO data (API from `seoApiBase`, else env.json's API_BASE; on any failure the plain page);
 *       `/sitemap.xml` and `/robots.txt` are proxied to the API unless the folder has them;
 *     - firstView (default on): the cookie banner's first view (first-view.mjs), painted before any script runs;
 *       the script and fetch preloads then start one frame after that paint (preload.mjs `deferPreloads`);
 *     - preload (default on): preload hints for the route's area (manifest, remote entry, exposed module).
 *   corsOrigins: origins allowed to fetch from this server (the shell's origin, for an area); '*' allows any.
 *   security: the page policy's settings (see `securitySettings`; default: from `.env` and the environment). Every
 *     response carries HSTS, nosniff, `X-Frame-Options: DENY` and the referrer policy; the shell's pages a policy
 *     from `remotes.json` and `env.json` with a fresh nonce on every inline script; other HTML a restrictive one.
 *   releases: the environment and QA-link key (see `releaseSettings`; default: from `.env` and the environment). The
 *     shell's `/remotes.json` (answered per visitor, `private, no-cache`), preload hints and policy follow the API's
 *     release registry (kept `registryTtlMs`, default 5 s), the visitor's canary bucket and QA link; the .env
 *     composition (the folder's remotes.json) for areas never released and while the API is unreachable.
 *   ssr: the areas' server render of their pages (scripts/ssr; default: the `MARKTPLATZ_SSR` setting, on unless `false`). The
 *     area's server remote of the visitor's composition renders the page within its budget; on any failure the page
 *     goes out as without it (counted per area in `serverRemotes.counters`).
 *   metrics: `GET /metrics` of the shell's server, Prometheus text of those counts (`marktplatz_ssr_renders_total{area,
 *     outcome}`, nothing about the visitor; without ssr only the metric's description). Default: `metricsEnabled`.
 * @returns {Promise<{ server: import('node:http').Server, url: string, serverRemotes: null | ReturnType<typeof import('./ssr/server-remotes.mjs').createServerRemotes>,
 *   warmedUp: Promise<void>, close: () => Promise<void> }>}
 */
export async function serveStatic({
  root,
  port,
  host = '127.0.0.1',
  spa = false,
  corsOrigins = [],
  quiet = true,
  seo = true,
  seoApiBase,
  seoTimeoutMs = 600,
  firstView = true,
  preload = true,
  security = securitySettings(),
  releases = releaseSettings(),
  registryTtlMs = 5_000,
  ssr = ssrEnabled(env.readEnv()),
  metrics = metricsEnabled(),
}) {
  const base = path.resolve(root);
  // keepAliveTimeout above the browsers' idle time: a page's requests reuse their connections.
  const app = Fastify({ logger: !quiet && { level: 'warn' }, keepAliveTimeout: 75_000, forceCloseConnections: true });

  let apiSetup = null;
  // The API's content version, checked at most every 2 s: every kept content answer follows a published change.
  const contentVersion = spa ? createContentVersion({ apiBase: () => apiSetup?.api, timeoutMs: seoTimeoutMs }) : null;
  const generation = () => (contentVersion ? contentVersion.current() : Promise.resolve(0));
  /** The API of the SEO data and texts (resolved once, lazily: env.json may be written after the server starts). */
  async function api() {
    if (!spa) return null;
    if (apiSetup) return apiSetup;
    const resolved = await resolveApiBase(base, seoApiBase);
    if (!resolved) return null;
    apiSetup = {
      api: resolved.api,
      graphql: resolved.graphql ?? `${resolved.api}/graphql`,
      load: createSeoLoader({
        apiBase: resolved.api,
        graphqlUrl: resolved.graphql,
        timeoutMs: seoTimeoutMs,
        generation,
        // a news article's post: one cached read for its head
        readRest: contentReads ? (apiPath) => contentReads.read(apiPath) : undefined,
      }),
    };
    return apiSetup;
  }
  const planner = spa && preload ? createPreloadPlanner({ root: base, timeoutMs: Math.min(seoTimeoutMs, 2000) }) : null;
  const firstViewer =
    spa && firstView ? createFirstView({ root: base, graphqlUrl: () => apiSetup?.graphql, timeoutMs: seoTimeoutMs, generation }) : null;
  const contentReads = spa && seo ? createContentReads({ apiBase: () => apiSetup?.api, timeoutMs: seoTimeoutMs, generation }) : null;
  /** This server's own origin (the warm-up renders' `origin`; its port is known once it listens). */
  let selfOrigin = `http://${host}:${port}`;
  // The areas' server renders; each freshly loaded build renders one page per page type first (ssr/warm-up.mjs).
  const ssrServer =
    spa && ssr
      ? createShellServerRemotes({ quiet, apiSetup: api, apiSettings: () => compositionFile('env.json'), origin: () => selfOrigin })
      : null;
  const serverRemotes = ssrServer ? (await import('./ssr/shell-server.mjs')).withShellServer(ssrServer.remotes, () => selfOrigin) : null;
  const movedPages = spa && seo ? createMovedPages({ apiBase: () => apiSetup?.api, timeoutMs: seoTimeoutMs, generation }) : null;

  const compositionFiles = new Map();
  /** `remotes.json` or `env.json` of the served folder ({} when missing), read again when it changes. */
  async function compositionFile(name) {
    const file = path.join(base, name);
    try {
      const info = await stat(file);
      const hit = compositionFiles.get(name);
      if (hit && hit.mtimeMs === info.mtimeMs) return hit.value;
      const value = JSON.parse(await readFile(file, 'utf8'));
      compositionFiles.set(name, { mtimeMs: info.mtimeMs, value });
      return value;
    } catch {
      return {};
    }
  }
  /** The page policy of the visitor's composition, for one response's nonce (or a shared page's script hashes). */
  async function pagePolicy(nonce, remotes, hashes = []) {
    const environment = await compositionFile('env.json');
    const extra = { ...security.extra, 'script-src': [...(security.extra?.['script-src'] ?? []), ...hashes] };
    return contentSecurityPolicy({ nonce, remotes, env: environment, ...security, extra });
  }

  const registry = spa
    ? createReleaseRegistry({
        apiBase: () => apiSetup?.api,
        environment: releases.environment,
        ttlMs: registryTtlMs,
        timeoutMs: Math.max(seoTimeoutMs, 800),
      })
    : null;
  /**
   * The visitor's composition: the registry's builds (a canary by the visitor's bucket, given with the first answer that
   * needs one), the QA link's build of the cookie (a cookie no longer valid is removed), the .env composition else.
   */
  async function visitorFor(request, reply) {
    await api().catch(() => null);
    const [fallback, current] = await Promise.all([compositionFile('remotes.json'), registry.current()]);
    const cookies = parseCookies(request.headers.cookie);
    let bucket = bucketOf(cookies);
    if (bucket === null && hasCanary(current)) {
      bucket = newBucket();
      addCookie(reply, bucketCookie(bucket, isHttps(request)));
    }
    let test = null;
    if (cookies[TEST_VERSION_COOKIE]) {
      test = testVersionOf(cookies[TEST_VERSION_COOKIE], { secret: releases.linkSecret, environment: releases.environment });
      if (!test) addCookie(reply, cookieHeader(TEST_VERSION_COOKIE, '', 0, isHttps(request)));
    }
    // shared: the composition every visitor without a QA link gets (no canary running): the page may be cached.
    const shared = !hasCanary(current) && !cookies[TEST_VERSION_COOKIE];
    return { ...visitorComposition({ fallback, registry: current, bucket, test, environment: releases.environment }), shared };
  }

  /**
   * A QA link (`?testversion=<token>`): a valid one is kept in the cookie until it expires, `aus` removes it; both
   * answer 303 to the same address without the parameter. A forged, expired or foreign one is ignored (null: the
   * page as usual), logged without the token.
   */
  function testVersionLink(request, reply) {
    const token = new URL(request.url, 'http://localhost').searchParams.get(TEST_VERSION_PARAM);
    if (token === null) return null;
    const secure = isHttps(request);
    if (token === TEST_VERSION_OFF) {
      addCookie(reply, cookieHeader(TEST_VERSION_COOKIE, '', 0, secure));
    } else {
      const test = testVersionOf(token, { secret: releases.linkSecret, environment: releases.environment });
      if (!test) {
        console.warn(
          `[shell] Testversions-Link abgelehnt (Signatur ungültig, abgelaufen oder andere Umgebung als ${releases.environment}).`,
        );
        return null;
      }
      addCookie(reply, cookieHeader(TEST_VERSION_COOKIE, token, test.exp - Date.now() / 1000, secure));
    }
    return reply.code(303).header('Location', withoutParam(request.url, TEST_VERSION_PARAM)).header('Cache-Control', 'no-store').send();
  }

  /** `/remotes.json` of this visitor: the area → manifest map, each released area's version in a header. */
  async function remotesAnswer(request, reply) {
    const { remotes, releases: versions } = await visitorFor(request, reply);
    reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie').type(TYPES['.json']);
    if (versions) reply.header(RELEASES_HEADER, JSON.stringify(versions));
    return reply.send(JSON.stringify(remotes, null, 2));
  }

  let template = null;
  /** index.html, read again when the build changes it. */
  async function shellTemplate() {
    const file = path.join(base, 'index.html');
    const info = await stat(file);
    if (!template || template.mtimeMs !== info.mtimeMs) template = { mtimeMs: info.mtimeMs, html: await readFile(file, 'utf8') };
    return template.html;
  }

  /**
   * The shell's page for `urlPath`: SEO head, preload hints, the server render, the banner's first view. Every inline
   * script — the build's (the start after the first paint, the head start) and the server's (SEO answer, the banner's
   * texts and script) — carries this response's nonce,
   * the one its Content-Security-Policy names. No ETag: a page revalidated from the cache would keep the old nonce.
   */
  async function shellPage(request, reply, urlPath) {
    const params = new URL(request.url, 'http://localhost').searchParams;
    // Preview and QA links are no pages for a search engine.
    if (params.has('vorschau') || params.has(TEST_VERSION_PARAM)) reply.header('X-Robots-Tag', 'noindex');
    const linked = testVersionLink(request, reply);
    if (linked) return linked;
    const setup = await api().catch(() => null);
    // An old slug of a renamed page or article: 301 to its current address (with the query the visitor sent).
    const moved = movedPages && setup ? await movedPages.movedFor(urlPath).catch(() => null) : null;
    if (moved) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.code(301).header('Location', `${moved}${query}`).header('Cache-Control', 'no-cache').send();
    }
    const visitor = await visitorFor(request, reply);
    const nonce = createNonce();
    // The build's page is trusted markup: each of its inline scripts gets the nonce (before anything is added).
    let html = withNonce(await shellTemplate(), nonce);
    const target = seo ? seoTargetFor(urlPath) : null;
    const hostHeader = String(request.headers.host ?? `${host}:${port}`);
    const [entry, hints, rendered] = await Promise.all([
      target && setup ? setup.load(target.type, target.slug).catch(() => null) : null,
      planner ? planner.hintsFor(urlPath, visitor.remotes).catch(() => '') : '',
      serverRemotes
        ? compositionFile('env.json').then((api) =>
            serverRenderOf(serverRemotes, { urlPath, url: request.url, origin: `http://${hostHeader}`, composition: visitor.remotes, api }),
          )
        : null,
    ]);
    // The next build of the area warms up with a page it rendered for a visitor.
    if (rendered?.kind === 'page') ssrServer?.remember(rendered.area, urlPath);
    // The area moved the page (a product's numeric id → its slug address).
    const areaRedirect = localRedirect(rendered);
    if (areaRedirect) {
      return reply.code(areaRedirect.status).header('Location', areaRedirect.location).header('Cache-Control', 'no-cache').send();
    }
    const seoData = entry ? entry.answer : undefined;
    const head = entry?.head ?? (seo ? staticHeadFor(urlPath) : null);
    if (head) {
      html = injectSeo(html, head, { pageUrl: `http://${hostHeader}${urlPath}`, imageBase: setup?.api ?? '' });
    }
    // After the page's own entry script, which keeps the first place in the queue.
    if (hints) html = html.replace(/<\/head>/i, () => `${hints}</head>`);
    // The API's answer for this page, so the front end's useSeo needs no GraphQL request (and no GraphQL client)
    // on the first view: `@marktplatz/shared` fetchSeoData reads it for the same type and slug.
    if (target && seoData !== undefined) html = html.replace(/<\/head>/i, () => `${seoHint(target, seoData, nonce)}</head>`);
    // The server render of the page (MARKTPLATZ_SSR): its markup below the frame's row, styles, JSON-LD and the
    // pictures' preloads in the head; without it the browser renders the page (one rendering of each component).
    html = injectServerRender(html, rendered);
    if (firstViewer) html = await firstViewer.render(html, nonce).catch(() => html);
    // The scripts start one frame after that first paint (preload.mjs deferPreloads).
    if (spa && firstView) html = deferPreloads(html);
    // Server-rendered with nothing personal: shared caches may keep it, its scripts allowed by hash (ssr/page-cache.mjs).
    const shared = publicPage({ html, nonce, rendered, visitor, params, setsCookie: reply.hasHeader('set-cookie') });
    const policy = await pagePolicy(shared ? undefined : nonce, visitor.remotes, shared?.hashes);
    if (shared) reply.header('Vary', [reply.getHeader('vary'), shared.vary].filter(Boolean).join(', '));
    reply
      .headers(pageSecurityHeaders(policy, security))
      .header('Cache-Control', shared?.cacheControl ?? (visitor.releases ? 'private, no-cache' : 'no-cache'))
      .type('text/html; charset=utf-8');
    return reply.send(shared?.html ?? html);
  }

  /** `/sitemap.xml` and `/robots.txt` from the API (robots.txt falls back to a permissive default). */
  async function proxyCrawlerFile(reply, urlPath) {
    const setup = await api();
    const isRobots = urlPath === '/robots.txt';
    try {
      if (!setup) throw new Error('no api');
      const upstream = await fetch(`${setup.api}${urlPath}`, { signal: AbortSignal.timeout(2000) });
      if (!upstream.ok) throw new Error(String(upstream.status));
      const body = Buffer.from(await upstream.arrayBuffer());
      return (
        reply
          .header('Content-Type', upstream.headers.get('content-type') ?? (isRobots ? TYPES['.txt'] : 'application/xml; charset=utf-8'))
          // a published, renamed or withdrawn page is in the sitemap within a minute
          .header('Cache-Control', 'public, max-age=60')
          .send(body)
      );
    } catch {
      if (isRobots)
        return reply.header('Content-Type', TYPES['.txt']).header('Cache-Control', 'no-cache').send('User-agent: *\nAllow: /\n');
      return reply
        .code(503)
        .header('Content-Type', TYPES['.txt'])
        .header('Cache-Control', 'no-cache')
        .send('Sitemap vorübergehend nicht verfügbar');
    }
  }

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(BASE_SECURITY_HEADERS);
    const origin = request.headers.origin;
    if (!origin || corsOrigins.length === 0) return;
    if (corsOrigins.includes('*')) reply.header('Access-Control-Allow-Origin', '*');
    else if (corsOrigins.includes(origin)) reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Vary', 'Origin');
  });
  // Any other HTML (an area's standalone page, a stray file): its own scripts only, no framing.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader(policyHeaderName(security.reportOnly))) {
      reply.header('Permissions-Policy', PERMISSIONS_POLICY).header(policyHeaderName(security.reportOnly), STATIC_HTML_POLICY);
    }
    return payload;
  });
  app.options('*', async (request, reply) =>
    reply
      .header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
      .header('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '')
      .code(204)
      .send(),
  );

  // Text the build did not precompress (the shell's page, remotes.json, env.json) is compressed per response;
  // brotli at a quality that costs little time per request.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyStatic, {
    root: base,
    preCompressed: true,
    index: spa ? false : ['index.html'],
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply, filePath) {
      const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
      reply.header('Cache-Control', cacheControlFor(name));
      const type = TYPES[path.extname(name).toLowerCase()];
      if (type) reply.header('Content-Type', type);
    },
  });

  if (spa) {
    app.get('/', (request, reply) => shellPage(request, reply, '/'));
    app.get('/index.html', (request, reply) => shellPage(request, reply, '/'));
    app.get('/remotes.json', remotesAnswer);
    // The server renders by area and outcome, scraped like the API's /metrics (no personal data in the labels).
    if (metrics) {
      const noCounts = createSsrCounters();
      // The browser's recoverable hydration errors, by area (ssr/hydration-errors.mjs): the composition's areas and the shell.
      const hydrationErrors = createHydrationErrorCounter();
      const knownAreas = async () => {
        await api().catch(() => null);
        const [fallback, current] = await Promise.all([compositionFile('remotes.json'), registry.current()]);
        const shared = visitorComposition({ fallback, registry: current, bucket: null, test: null, environment: releases.environment });
        return Object.keys(shared.remotes);
      };
      await app.register(hydrationErrorsRoute({ counter: hydrationErrors, knownAreas }));
      app.get('/metrics', (_request, reply) =>
        reply
          .header('Cache-Control', 'no-store')
          .type('text/plain; version=0.0.4; charset=utf-8')
          .send(`${(serverRemotes?.counters ?? noCounts).prometheus()}${hydrationErrors.lines().join('\n')}\n`),
      );
    }
  }
  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = new URL(request.url, 'http://localhost').pathname;
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).header('Allow', 'GET, HEAD, OPTIONS').send();
    if (spa && seo && (urlPath === '/sitemap.xml' || urlPath === '/robots.txt')) return proxyCrawlerFile(reply, urlPath);
    if (spa && path.extname(urlPath) === '') return shellPage(request, reply, urlPath);
    return reply.code(404).header('Content-Type', TYPES['.txt']).header('Cache-Control', 'no-cache').send('Nicht gefunden');
  });
  app.setErrorHandler(async (error, _request, reply) => {
    if (!quiet) console.error(error);
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return reply
      .code(status)
      .header('Content-Type', TYPES['.txt'])
      .send(status === 500 ? 'Serverfehler' : 'Anfrage nicht möglich');
  });

  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  selfOrigin = `http://${host}:${actualPort}`;
  // The server builds of the areas load now, not with the first visitor's page (the areas' hosts may start later),
  // and each renders its page types once (warm-up) before a visitor's page needs it.
  const warmedUp = serverRemotes
    ? compositionFile('remotes.json').then((composition) => preloadServerRemotes(serverRemotes, composition))
    : Promise.resolve([]);
  return {
    server: app.server,
    url: `http://${host}:${actualPort}`,
    serverRemotes,
    /** Settles when the server builds of the .env composition have loaded and warmed up at start (never rejects). */
    warmedUp: warmedUp.then(() => undefined),
    close: () => app.close(),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const positional = args.filter((arg) => !arg.startsWith('--'));
  const [root, port] = positional;
  if (!root || !port) {
    console.error(
      'Aufruf: node scripts/serve-static.mjs <Ordner> <Port> [--spa] [--cors-origin=<Origin>] [--seo-api=<API-Basis>] [--no-seo]',
    );
    process.exit(2);
  }
  const corsOrigins = args.filter((arg) => arg.startsWith('--cors-origin=')).map((arg) => arg.slice('--cors-origin='.length));
  const seoApiBase = args.find((arg) => arg.startsWith('--seo-api='))?.slice('--seo-api='.length);
  const served = await serveStatic({
    root,
    port: Number(port),
    spa: args.includes('--spa'),
    corsOrigins,
    quiet: false,
    seo: !args.includes('--no-seo'),
    seoApiBase,
  });
  console.log(`${root} → ${served.url}`);
}
