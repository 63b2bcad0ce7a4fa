#!/usr/bin/env node
// The production server of the built apps (Fastify, @fastify/static, @fastify/compress): precompressed brotli/gzip
// files from the build, immutable caching of content-hashed files, ETag/304, HTTP keep-alive; for the shell the
// server-side SEO head, the first view of the frame and cookie banner, and preload hints for the route's area;
// security headers on every response and a Content-Security-Policy with a fresh nonce on each of the shell's pages
// (security-headers.mjs).
//   node scripts/serve-static.mjs <folder> <port> [--spa] [--cors-origin=http://127.0.0.1:3000 …] [--seo-api=<base>] [--no-seo]
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import {
  createFirstAnswers,
  createFirstRest,
  firstAnswersHint,
  firstRestHint,
  injectFirstImage,
  injectFirstPage,
  firstViewRoutes,
} from './first-answers.mjs';
import { createFirstView, scriptJson } from './first-view.mjs';
import { createPreloadPlanner, deferPreloads } from './preload.mjs';
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
  scriptTag,
  withNonce,
} from './security-headers.mjs';
import env from '../tooling/env.cjs';

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

// --- Server-side SEO for the shell (crawlers and link previews see title, description, Open Graph) ----------

/** Shell URLs whose head is filled from the API's SEO data: pattern → GraphQL SeoType and slug. */
export const SEO_ROUTES = [
  { pattern: /^\/$/, type: 'PAGE', slug: () => 'home' },
  { pattern: /^\/become-a-provider\/?$/, type: 'PAGE', slug: () => 'become-a-provider' },
  { pattern: /^\/news\/?$/, type: 'PAGE', slug: () => 'news' },
  { pattern: /^\/news\/([^/]+)\/?$/, type: 'NEWS', slug: (match) => match[1] },
  { pattern: /^\/page\/([^/]+)\/?$/, type: 'PAGE', slug: (match) => match[1] },
  { pattern: /^\/product\/([^/]+)\/?$/, type: 'PRODUCT', slug: (match) => match[1] },
  { pattern: /^\/provider-detail\/([^/]+)\/?$/, type: 'PROVIDER', slug: (match) => match[1] },
];

/**
 * Heads of the public pages that have no SEO record in the API (lists, search, sign-in): title and description
 * for search results and link previews. Sign-in, registration and the cart are `noindex` — they carry no
 * content for a search engine, and a password form in the results helps nobody.
 */
export const STATIC_HEADS = [
  {
    pattern: /^\/(product-list|shop)\/?$/,
    meta_title: 'Produkte von Händlern aus Ihrer Region – Marktplatz',
    meta_description:
      'Produkte vieler Anbieter an einem Ort: vergleichen, nach Kategorie und Preis filtern, sicher bezahlen und bequem liefern lassen oder abholen.',
  },
  {
    pattern: /^\/product-search\/?$/,
    meta_title: 'Suche – Marktplatz',
    meta_description: 'Produkte, Anbieter und Angebote auf dem Marktplatz finden – mit Filtern nach Kategorie, Preis und Bewertung.',
  },
  {
    pattern: /^\/login\/?$/,
    meta_title: 'Anmelden – Marktplatz',
    meta_description: 'Melden Sie sich an, um Bestellungen, Anfragen, Nachrichten und Ihr Kundenkonto zu verwalten.',
    robots: 'noindex, follow',
  },
  {
    pattern: /^\/register(\/[^/]*)?\/?$/,
    meta_title: 'Registrieren – Marktplatz',
    meta_description: 'Kostenloses Kundenkonto oder Anbieterkonto auf dem Marktplatz anlegen.',
  },
  {
    pattern: /^\/(finder|provider-search)\/?$/,
    meta_title: 'Anbieter in Ihrer Nähe finden – Marktplatz',
    meta_description: 'Anbieter und Geschäfte in Ihrer Nähe finden: Entfernung, Öffnungszeiten, Bewertungen und Leistungen im Überblick.',
  },
  {
    pattern: /^\/living_worlds\/?$/,
    meta_title: 'Lebenswelten – Marktplatz',
    meta_description:
      'Ideen und Fachbetriebe rund ums Bauen und Wohnen: Anfrage stellen, Angebote vergleichen, den passenden Anbieter wählen.',
  },
  {
    pattern: /^\/bauen-wohnen\/?$/,
    meta_title: 'Bauen & Wohnen – Marktplatz',
    meta_description:
      'Ideen und Fachbetriebe rund ums Bauen und Wohnen: Anfrage stellen, Angebote vergleichen, den passenden Anbieter wählen.',
  },
  {
    pattern: /^\/food-provider-search\/?$/,
    meta_title: 'Essen bestellen – Marktplatz',
    meta_description:
      'Restaurants und Imbisse in Ihrer Nähe: Speisekarten ansehen, liefern lassen oder abholen, bar oder mit Gutschein bezahlen.',
  },
  {
    pattern: /^\/food\/menu\/[^/]+\/?$/,
    meta_title: 'Speisekarte – Marktplatz',
    meta_description:
      'Speisekarte mit Preisen, Allergenen und Zusatzstoffen, Öffnungs- und Lieferzeiten, Mindestbestellwert und Liefergebühr.',
  },
  {
    pattern: /^\/chat\/contact\/?$/,
    meta_title: 'Kontakt – Marktplatz',
    meta_description:
      'Schreiben Sie uns: Fragen zu Bestellungen, Ihrem Konto oder dem Verkauf auf dem Marktplatz – wir antworten per E-Mail.',
  },
  {
    pattern: /^\/properties\/?$/,
    meta_title: 'Immobilien – Marktplatz',
    meta_description: 'Häuser und Wohnungen zum Kauf und zur Miete – mit Energiekennwerten, Bildern und Besichtigungsanfrage.',
  },
];

/**
 * Fallback heads of slug pages, used only when the API has no SEO record for the slug (a provider, listing or
 * category without its own meta description): still a description for the search result, never none.
 */
STATIC_HEADS.push(
  {
    pattern: /^\/provider-detail\/[^/]+\/?$/,
    meta_title: 'Anbieter – Marktplatz',
    meta_description: 'Anbieterseite auf dem Marktplatz: Standorte und Öffnungszeiten, Bewertungen, Produkte und Terminanfrage.',
  },
  {
    pattern: /^\/property-detail\/[^/]+\/?$/,
    meta_title: 'Immobilie – Marktplatz',
    meta_description: 'Immobilienangebot mit Bildern, Wohnfläche, Zimmern, Preis und Energiekennwerten – Besichtigung direkt anfragen.',
  },
  {
    pattern: /^\/world-category\/lead\/[^/]+(\/[^/]+)?\/?$/,
    meta_title: 'Fachbetriebe anfragen – Marktplatz',
    meta_description:
      'Beschreiben Sie Ihr Vorhaben in wenigen Schritten und erhalten Sie Angebote passender Fachbetriebe aus Ihrer Region.',
  },
);

/** The static head of a shell URL without SEO data in the API, or null. */
export function staticHeadFor(urlPath) {
  return STATIC_HEADS.find((head) => head.pattern.test(urlPath)) ?? null;
}

/** The SEO type and slug of a shell URL, or null when the URL has no SEO data. */
export function seoTargetFor(urlPath) {
  for (const route of SEO_ROUTES) {
    const match = route.pattern.exec(urlPath);
    if (!match) continue;
    let slug;
    try {
      slug = decodeURIComponent(route.slug(match));
    } catch {
      return null;
    }
    if (!slug || slug.length > 200) return null;
    return { type: route.type, slug };
  }
  return null;
}

export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);
}

/**
 * Writes title, description and Open Graph tags into the shell's index.html. `seo` is the API's SeoData
 * (`meta_title`, `meta_description`, `og_image`); `pageUrl` the page's absolute URL.
 */
export function injectSeo(html, seo, { pageUrl, imageBase }) {
  const title = escapeHtml(seo.meta_title);
  const tags = [
    `<meta name="description" content="${escapeHtml(seo.meta_description ?? '')}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${escapeHtml(seo.meta_description ?? '')}">`,
    `<meta property="og:type" content="${seo.type === 'NEWS' ? 'article' : 'website'}">`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}">`,
    '<meta property="og:site_name" content="Marktplatz">',
    '<meta property="og:locale" content="de_DE">',
  ];
  if (seo.robots) tags.push(`<meta name="robots" content="${escapeHtml(seo.robots)}">`);
  else tags.push(`<link rel="canonical" href="${escapeHtml(pageUrl)}">`);
  if (seo.og_image) {
    const image = /^https?:\/\//.test(seo.og_image) ? seo.og_image : `${imageBase}${seo.og_image}`;
    tags.push(`<meta property="og:image" content="${escapeHtml(image)}">`, '<meta name="twitter:card" content="summary_large_image">');
  }
  const withoutOld = html
    .replace(/<meta name="description"[^>]*>/i, '')
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`);
  const titled = /<title>/i.test(withoutOld) ? withoutOld : withoutOld.replace(/<\/head>/i, () => `<title>${title}</title></head>`);
  return titled.replace(/<\/head>/i, () => `${tags.join('')}</head>`);
}

const SEO_QUERY =
  'query ServerSeo($type: SeoType!, $slug: String!) { seoData(type: $type, slug: $slug) { type slug is_meta meta_title meta_description meta_tag tags og_image } }';

/**
 * A small cache in front of the API's SEO data: the page's SeoData (the fields the front end's `SeoData` query asks
 * for), `null` when the API has none, `undefined` when it did not answer within `timeoutMs`; keeps answers
 * (also "none" and failures) for `ttlMs`, at most `maxEntries`. An expired answer is still served at once while a
 * fresh one is fetched in the background, so only the very first request of a URL waits for the API. `load(type,
 * slug)` gives `{ answer, head }` — `head` is what the page's `<head>` shows (a product without an SEO record gets
 * one from its own data).
 */
export function createSeoLoader({ apiBase, graphqlUrl, timeoutMs = 600, ttlMs = 60_000, maxEntries = 500, fetchImpl = fetch }) {
  const cache = new Map();
  const refreshing = new Map();
  const endpoint = graphqlUrl ?? `${apiBase.replace(/\/$/, '')}/graphql`;

  const apiRoot = apiBase ? apiBase.replace(/\/$/, '') : null;

  /**
   * A product without an SEO record: its name and short description as title and description, its first picture as
   * preview image — the head the product page sets after it loaded (`${name} – Marktplatz`), for crawlers and link
   * previews that run no script. `null` when the product is unknown or the API does not answer.
   */
  async function productHead(slug) {
    if (!apiRoot) return null;
    try {
      const response = await fetchImpl(`${apiRoot}/shop/productBySlug/${encodeURIComponent(slug)}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return null;
      const product = (await response.json())?.data;
      if (!product || typeof product.name !== 'string' || !product.name) return null;
      const text = String(product.short_description ?? '')
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .replace(/ ([,.;:!?])/g, '$1')
        .trim();
      return {
        type: 'PRODUCT',
        meta_title: `${product.name} – Marktplatz`,
        meta_description: text.length > 160 ? `${text.slice(0, 157).trimEnd()} …` : text,
        og_image: product.gallery?.[0]?.image ?? product.image ?? null,
      };
    } catch {
      return null;
    }
  }

  /** `{ answer, head }`: the API's SEO answer (see above) and the head to write (the answer, else a derived one). */
  async function fetchEntry(type, slug) {
    const answer = await fetchSeo(type, slug);
    const head = answer?.meta_title ? answer : type === 'PRODUCT' ? await productHead(slug) : null;
    return { answer, head };
  }

  async function fetchSeo(type, slug) {
    try {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: SEO_QUERY, variables: { type, slug } }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return undefined;
      const body = await response.json();
      if (body?.errors || body?.data === undefined) return undefined;
      const seo = body.data?.seoData;
      return seo && typeof seo === 'object' ? seo : null;
    } catch {
      return undefined;
    }
  }

  function refresh(key, type, slug) {
    let pending = refreshing.get(key);
    if (!pending) {
      pending = fetchEntry(type, slug).then((value) => {
        cache.delete(key);
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value);
        cache.set(key, { value, expires: Date.now() + ttlMs });
        refreshing.delete(key);
        return value;
      });
      refreshing.set(key, pending);
    }
    return pending;
  }

  return async function load(type, slug) {
    const key = `${type}:${slug}`;
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    if (hit) {
      void refresh(key, type, slug);
      return hit.value;
    }
    return refresh(key, type, slug);
  };
}

/**
 * The page's SEO answer as `window.__marktplatzSeo` ({ type, slug, data }: data null when the API has none), its
 * script with the response's `nonce`.
 */
export function seoHint(target, data, nonce) {
  return scriptTag(`window.__marktplatzSeo=${scriptJson({ type: target.type, slug: target.slug, data })}`, nonce);
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

/** The API base the landing's head start asks (the shell's webpack.config.cjs reads this tag before the build's own). */
const apiBaseMeta = (apiBase) => `<meta name="marktplatz-api-base" content="${escapeHtml(apiBase)}">`;

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
 * The shell build's `first-views.cjs` (`heroPreviewHtml`, `HERO_PREVIEW_ID`, `newsPostPreviewHtml`), or null when
 * the build has none.
 */
function loadFirstViews(base) {
  const file = path.join(base, 'first-views.cjs');
  if (!existsSync(file)) return null;
  try {
    const loaded = createRequire(import.meta.url)(file);
    const complete =
      typeof loaded?.heroPreviewHtml === 'function' &&
      typeof loaded.newsPostPreviewHtml === 'function' &&
      typeof loaded.HERO_PREVIEW_ID === 'string';
    return complete ? loaded : null;
  } catch {
    return null;
  }
}

/**
 * Serves `root` on `port`.
 * @param {{ root: string, port: number, host?: string, spa?: boolean, corsOrigins?: string[], quiet?: boolean,
 *   seo?: boolean, seoApiBase?: string, seoTimeoutMs?: number, firstView?: boolean, preload?: boolean }} options
 *   spa: the shell. Unknown paths without a file extension answer its page (index.html), which gets
 *     - seo (default on): title, description and Open Graph tags of product, provider, news and content URLs from
 *       the API's SEO data (API from `seoApiBase`, else env.json's API_BASE; on any failure the plain page);
 *       `/sitemap.xml` and `/robots.txt` are proxied to the API unless the folder has them;
 *     - firstView (default on): the frame's first view and the cookie banner's, painted before any script runs;
 *       the script and fetch preloads then start one frame after that paint (preload.mjs `deferPreloads`);
 *     - preload (default on): preload hints for the route's area (manifest, remote entry, exposed module).
 *   corsOrigins: origins allowed to fetch from this server (the shell's origin, for an area); '*' allows any.
 *   security: the page policy's settings (see `securitySettings`; default: from `.env` and the environment). Every
 *     response carries HSTS, nosniff, `X-Frame-Options: DENY` and the referrer policy; the shell's pages a policy
 *     from `remotes.json` and `env.json` with a fresh nonce on every inline script; other HTML a restrictive one.
 * @returns {Promise<{ server: import('node:http').Server, url: string, close: () => Promise<void> }>}
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
}) {
  const base = path.resolve(root);
  // keepAliveTimeout above the browsers' idle time: a page's requests reuse their connections.
  const app = Fastify({ logger: !quiet && { level: 'warn' }, keepAliveTimeout: 75_000, forceCloseConnections: true });

  let apiSetup = null;
  /** The API of the SEO data and texts (resolved once, lazily: env.json may be written after the server starts). */
  async function api() {
    if (!spa) return null;
    if (apiSetup) return apiSetup;
    const resolved = await resolveApiBase(base, seoApiBase);
    if (!resolved) return null;
    apiSetup = {
      api: resolved.api,
      graphql: resolved.graphql ?? `${resolved.api}/graphql`,
      load: createSeoLoader({ apiBase: resolved.api, graphqlUrl: resolved.graphql, timeoutMs: seoTimeoutMs }),
    };
    return apiSetup;
  }
  const planner = spa && preload ? createPreloadPlanner({ root: base, timeoutMs: Math.min(seoTimeoutMs, 2000) }) : null;
  const firstViewer =
    spa && firstView ? createFirstView({ root: base, graphqlUrl: () => apiSetup?.graphql, timeoutMs: seoTimeoutMs }) : null;
  const firstAnswers = spa && firstView ? createFirstAnswers({ graphqlUrl: () => apiSetup?.graphql, timeoutMs: seoTimeoutMs }) : null;
  // The first views' markup comes from the shell's build (dist/first-views.cjs); without it the pages get their
  // data and picture preload only, and the entry script paints the landing hero as before.
  const firstRest =
    spa && firstView
      ? createFirstRest({ apiBase: () => apiSetup?.api, timeoutMs: seoTimeoutMs, routes: firstViewRoutes(loadFirstViews(base)) })
      : null;

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
  /** The page policy of this environment's composition, for one response's nonce. */
  async function pagePolicy(nonce) {
    const [remotes, environment] = await Promise.all([compositionFile('remotes.json'), compositionFile('env.json')]);
    return contentSecurityPolicy({ nonce, remotes, env: environment, ...security });
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
   * The shell's page for `urlPath`: SEO head, preload hints, first view of frame and banner. Every inline script —
   * the build's (the start after the first paint, the head start) and the server's (SEO answer, first answers, the
   * article's data, the landing hero's look check, the banner's texts and script) — carries this response's nonce,
   * the one its Content-Security-Policy names. No ETag: a page revalidated from the cache would keep the old nonce.
   */
  async function shellPage(request, reply, urlPath) {
    const nonce = createNonce();
    // The build's page is trusted markup: each of its inline scripts gets the nonce (before anything is added).
    let html = withNonce(await shellTemplate(), nonce);
    const setup = await api().catch(() => null);
    const target = seo ? seoTargetFor(urlPath) : null;
    const [entry, hints, answers, rest] = await Promise.all([
      target && setup ? setup.load(target.type, target.slug).catch(() => null) : null,
      planner ? planner.hintsFor(urlPath).catch(() => '') : '',
      firstAnswers && setup ? firstAnswers.answersFor(urlPath).catch(() => ({})) : {},
      firstRest && setup ? firstRest.firstFor(urlPath, nonce).catch(() => null) : null,
    ]);
    const seoData = entry ? entry.answer : undefined;
    const head = entry?.head ?? (seo ? staticHeadFor(urlPath) : null);
    if (head) {
      const hostHeader = String(request.headers.host ?? `${host}:${port}`);
      html = injectSeo(html, head, { pageUrl: `http://${hostHeader}${urlPath}`, imageBase: setup?.api ?? '' });
    }
    // The landing's head start (an inline script of the build) asks this environment's API, not the one the shell was
    // built with: a build deployed against another API would otherwise send a request that fails, then ask again.
    if (urlPath === '/' && setup?.api) html = html.replace(/<head>/i, (tag) => `${tag}${apiBaseMeta(setup.api)}`);
    // After the page's own entry script, which keeps the first place in the queue.
    if (hints) html = html.replace(/<\/head>/i, () => `${hints}</head>`);
    // The API's answer for this page, so the front end's useSeo needs no GraphQL request (and no GraphQL client)
    // on the first view: `@marktplatz/shared` fetchSeoData reads it for the same type and slug.
    if (target && seoData !== undefined) html = html.replace(/<\/head>/i, () => `${seoHint(target, seoData, nonce)}</head>`);
    // The answers of the page's first public GraphQL queries, so its first view loads no GraphQL client.
    const answersScript = firstAnswersHint(answers, nonce);
    if (answersScript) html = html.replace(/<\/head>/i, () => `${answersScript}</head>`);
    // The page's largest image starts loading with the HTML; the news article's data comes with the page.
    const restHint = firstRestHint(rest, nonce);
    if (restHint) html = html.replace(/<\/head>/i, () => `${restHint}</head>`);
    // …and its first view (title and picture) is in the HTML, painted before the app's code has run.
    html = injectFirstPage(injectFirstImage(html, rest), rest);
    if (firstViewer) html = await firstViewer.render(html, nonce).catch(() => html);
    // The scripts start one frame after that first paint (preload.mjs deferPreloads).
    if (spa && firstView) html = deferPreloads(html);
    const policy = await pagePolicy(nonce);
    reply.headers(pageSecurityHeaders(policy, security)).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(html);
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
      return reply
        .header('Content-Type', upstream.headers.get('content-type') ?? (isRobots ? TYPES['.txt'] : 'application/xml; charset=utf-8'))
        .header('Cache-Control', 'public, max-age=600')
        .send(body);
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
  return {
    server: app.server,
    url: `http://${host}:${actualPort}`,
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
