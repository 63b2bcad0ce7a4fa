#!/usr/bin/env node
// A small static file server for the built apps (no dependencies).
//   node scripts/serve-static.mjs <folder> <port> [--spa] [--cors-origin=http://127.0.0.1:3000 …] [--seo-api=<base>] [--no-seo]
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

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
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
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
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
  ];
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

const SEO_QUERY = 'query ServerSeo($type: SeoType!, $slug: String!) { seoData(type: $type, slug: $slug) { type meta_title meta_description og_image } }';

/**
 * A small cache in front of the API's SEO data: answers within `timeoutMs` or not at all (null), keeps answers
 * (also "none" and failures) for `ttlMs`, at most `maxEntries`. An expired answer is still served at once while a
 * fresh one is fetched in the background, so only the very first request of a URL waits for the API.
 */
export function createSeoLoader({ apiBase, graphqlUrl, timeoutMs = 600, ttlMs = 60_000, maxEntries = 500, fetchImpl = fetch }) {
  const cache = new Map();
  const refreshing = new Map();
  const endpoint = graphqlUrl ?? `${apiBase.replace(/\/$/, '')}/graphql`;

  async function fetchSeo(type, slug) {
    try {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: SEO_QUERY, variables: { type, slug } }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return null;
      const body = await response.json();
      const seo = body?.data?.seoData;
      return seo && typeof seo.meta_title === 'string' && seo.meta_title ? seo : null;
    } catch {
      return null;
    }
  }

  function refresh(key, type, slug) {
    let pending = refreshing.get(key);
    if (!pending) {
      pending = fetchSeo(type, slug).then((value) => {
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

/** API base of the served site: `seoApiBase` option, else `API_BASE` of the folder's env.json, else none. */
async function resolveApiBase(base, explicit) {
  if (explicit) return explicit.replace(/\/$/, '');
  try {
    const env = JSON.parse(await readFile(path.join(base, 'env.json'), 'utf8'));
    return typeof env.API_BASE === 'string' && env.API_BASE ? { api: env.API_BASE.replace(/\/$/, ''), graphql: env.GRAPHQL_URL } : null;
  } catch {
    return null;
  }
}

/**
 * Serves `root` on `port`.
 * @param {{ root: string, port: number, host?: string, spa?: boolean, corsOrigins?: string[], quiet?: boolean }} options
 *   spa: unknown paths without a file extension answer index.html (the shell only).
 *   corsOrigins: origins allowed to fetch from this server (the shell's origin, for an area); '*' allows any.
 *   seo (spa only, default on): index.html of product, provider, news and content URLs gets title, description and
 *     Open Graph tags from the API's SEO data (API from `seoApiBase`, else env.json's API_BASE; on any failure the
 *     plain index.html); `/sitemap.xml` and `/robots.txt` are proxied to the API unless the folder has them.
 * @returns {Promise<{ server: http.Server, url: string, close: () => Promise<void> }>}
 */
export async function serveStatic({ root, port, host = '127.0.0.1', spa = false, corsOrigins = [], quiet = true, seo = true, seoApiBase, seoTimeoutMs = 600 }) {
  const base = path.resolve(root);
  const gzipCache = new Map();
  let seoSetup = null;
  /** The API of the SEO data (resolved once, lazily: env.json may be written after the server starts). */
  async function seoApi() {
    if (!spa || !seo) return null;
    if (seoSetup) return seoSetup;
    const resolved = await resolveApiBase(base, seoApiBase);
    if (!resolved) return null;
    const api = typeof resolved === 'string' ? resolved : resolved.api;
    const graphqlUrl = typeof resolved === 'string' ? undefined : resolved.graphql;
    seoSetup = { api, load: createSeoLoader({ apiBase: api, graphqlUrl, timeoutMs: seoTimeoutMs }) };
    return seoSetup;
  }

  /** `/sitemap.xml` and `/robots.txt` from the API (robots.txt falls back to a permissive default). */
  async function proxyCrawlerFile(request, response, urlPath) {
    const setup = await seoApi();
    const isRobots = urlPath === '/robots.txt';
    try {
      if (!setup) throw new Error('no api');
      const upstream = await fetch(`${setup.api}${urlPath}`, { signal: AbortSignal.timeout(2000) });
      if (!upstream.ok) throw new Error(String(upstream.status));
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(200, {
        'Content-Type': upstream.headers.get('content-type') ?? (isRobots ? TYPES['.txt'] : 'application/xml; charset=utf-8'),
        'Cache-Control': 'public, max-age=600',
        'Content-Length': body.length,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch {
      if (isRobots) {
        const body = 'User-agent: *\nAllow: /\n';
        response.writeHead(200, { 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-cache' });
        response.end(request.method === 'HEAD' ? undefined : body);
      } else {
        response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
        response.end('Sitemap vorübergehend nicht verfügbar');
      }
    }
  }

  /** index.html with the SEO tags of `urlPath`, or null (then the plain file is served). */
  async function seoHtml(request, urlPath, file) {
    const target = seoTargetFor(urlPath);
    if (!target) return null;
    const setup = await seoApi();
    if (!setup) return null;
    const data = await setup.load(target.type, target.slug);
    if (!data) return null;
    const hostHeader = String(request.headers.host ?? `${host}:${port}`);
    const pageUrl = `http://${hostHeader}${urlPath}`;
    return injectSeo(await readFile(file, 'utf8'), data, { pageUrl, imageBase: setup.api });
  }

  async function findFile(urlPath) {
    const decoded = decodeURIComponent(urlPath);
    const candidate = path.resolve(base, `.${decoded}`);
    if (candidate !== base && !candidate.startsWith(base + path.sep)) return null;
    try {
      const info = await stat(candidate);
      if (info.isFile()) return { file: candidate, info };
      if (info.isDirectory()) {
        const index = path.join(candidate, 'index.html');
        const indexInfo = await stat(index);
        if (indexInfo.isFile()) return { file: index, info: indexInfo };
      }
    } catch {
      // not found: handled by the caller
    }
    return null;
  }

  function setCors(request, response) {
    const origin = request.headers.origin;
    if (!origin || corsOrigins.length === 0) return;
    if (corsOrigins.includes('*')) {
      response.setHeader('Access-Control-Allow-Origin', '*');
    } else if (corsOrigins.includes(origin)) {
      response.setHeader('Access-Control-Allow-Origin', origin);
    }
    response.setHeader('Vary', 'Origin, Accept-Encoding');
  }

  async function handle(request, response) {
    setCors(request, response);
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '');
      response.writeHead(204).end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    let found = await findFile(urlPath);
    if (!found && spa && seo && (urlPath === '/sitemap.xml' || urlPath === '/robots.txt')) {
      await proxyCrawlerFile(request, response, urlPath);
      return;
    }
    let spaFallback = false;
    if (!found && spa && path.extname(urlPath) === '') {
      found = await findFile('/index.html');
      spaFallback = found !== null;
    }
    if (found && spa && seo && (spaFallback || urlPath === '/' || urlPath === '/index.html') && path.basename(found.file) === 'index.html') {
      const html = await seoHtml(request, urlPath === '/index.html' ? '/' : urlPath, found.file).catch(() => null);
      if (html !== null) {
        const raw = Buffer.from(html, 'utf8');
        const acceptsGzipHtml = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
        const body = acceptsGzipHtml ? gzipSync(raw) : raw;
        response.setHeader('Content-Type', TYPES['.html']);
        response.setHeader('Cache-Control', 'no-cache');
        if (acceptsGzipHtml) response.setHeader('Content-Encoding', 'gzip');
        response.setHeader('Content-Length', body.length);
        response.writeHead(200);
        response.end(request.method === 'HEAD' ? undefined : body);
        return;
      }
    }
    if (!found) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end('Nicht gefunden');
      return;
    }
    const { file, info } = found;
    const extension = path.extname(file).toLowerCase();
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    response.setHeader('Content-Type', TYPES[extension] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', cacheControlFor(path.basename(file)));
    response.setHeader('ETag', etag);
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304).end();
      return;
    }
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (acceptsGzip && COMPRESSIBLE.has(extension) && info.size > 512) {
      const key = `${file}:${etag}`;
      let body = gzipCache.get(key);
      if (!body) {
        body = gzipSync(await readFile(file));
        gzipCache.set(key, body);
      }
      response.setHeader('Content-Encoding', 'gzip');
      response.setHeader('Content-Length', body.length);
      response.writeHead(200);
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.setHeader('Content-Length', info.size);
    response.writeHead(200);
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error) => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Serverfehler');
      if (!quiet) console.error(error);
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    url: `http://${host}:${actualPort}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const positional = args.filter((arg) => !arg.startsWith('--'));
  const [root, port] = positional;
  if (!root || !port) {
    console.error('Aufruf: node scripts/serve-static.mjs <Ordner> <Port> [--spa] [--cors-origin=<Origin>] [--seo-api=<API-Basis>] [--no-seo]');
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
