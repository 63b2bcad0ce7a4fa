// Security headers of the site's pages and files (scripts/serve-static.mjs; the e2e harness's servers send the same).
// The shell's pages get a Content-Security-Policy built from the environment's composition — the areas' origins from
// `remotes.json`, the API from `env.json`, the statistics service, the map tiles, the image hosts — with a fresh nonce
// per response for the inline scripts the build and the server write, and no 'unsafe-inline' for scripts. Every
// response says `nosniff`; every page refuses to be framed. README "Security headers" explains the choices and how a
// changed policy is rolled out (report-only first).
import { randomBytes } from 'node:crypto';

/** Headers of every response of the shell's and the areas' servers (HSTS is ignored by browsers over plain http). */
export const BASE_SECURITY_HEADERS = Object.freeze({
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
});

/** Powerful browser features no page of the site uses: refused for the page and anything it might embed. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** A nonce for one response: 128 random bits, base64. */
export function createNonce() {
  return randomBytes(16).toString('base64');
}

/**
 * Gives every `<script>` start tag of TRUSTED markup (the build's page, the server's own script fragments) the
 * response's nonce. Never apply it to markup that carries outside data: a script injected there would be let run.
 */
export function withNonce(markup, nonce) {
  if (!nonce) return markup;
  return markup.replace(/<script\b(?![^>]*\snonce=)/gi, (tag) => `${tag} nonce="${nonce}"`);
}

/** An inline script with the response's nonce (none without one: pages served outside the production server). */
export function scriptTag(body, nonce) {
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${body}</script>`;
}

/** `scheme://host[:port]` of an http(s) or ws(s) URL, or null. */
export function originOf(url) {
  if (typeof url !== 'string' || url.trim() === '') return null;
  try {
    const parsed = new URL(url.trim());
    return /^(https?|wss?):$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The WebSocket origin of an http(s) origin (the chat's `/chat/ws` on the API). */
export function websocketOrigin(origin) {
  return origin.replace(/^http/, 'ws');
}

/**
 * The source of a tile URL template (`https://{s}.tile.example.org/{z}/{x}/{y}.png`): its origin, a placeholder in
 * the first label of the host as `*.` (the only wildcard a policy knows), else the scheme alone. Null without a URL.
 */
export function tileSource(template) {
  if (typeof template !== 'string' || template.trim() === '') return null;
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const [, scheme, authority] = match;
  if (!authority.includes('{')) return originOf(`${scheme}://${authority}`);
  const labels = authority.split('.');
  if (labels[0].includes('{') && !labels.slice(1).some((label) => label.includes('{'))) {
    return `${scheme.toLowerCase()}://*.${labels.slice(1).join('.').toLowerCase()}`;
  }
  return `${scheme.toLowerCase()}:`;
}

/** Extra sources from the setting `CSP_EXTRA` ("img-src https://a.example; connect-src https://b.example"). */
export function parseExtraSources(value) {
  const extra = {};
  for (const part of String(value ?? '').split(';')) {
    const [directive, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!directive || sources.length === 0 || !/^[a-z-]+$/.test(directive)) continue;
    extra[directive] = [...(extra[directive] ?? []), ...sources];
  }
  return extra;
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * The shell's page policy.
 * @param {{ nonce?: string, remotes?: Record<string, string>, env?: Record<string, unknown>, mapTileUrl?: string,
 *   imageOrigins?: string[], reportUri?: string, extra?: Record<string, string[]> }} composition
 *   remotes: `remotes.json` (area → manifest URL): the areas' scripts, manifests and chunks.
 *   env: `env.json` (API_BASE, API_SECONDARY_BASE, GRAPHQL_URL, STATISTICS_URL): API calls, its WebSocket and event
 *     streams, its images; the statistics service (Matomo) and its tracking requests.
 *   apiOrigins: further bases of the API (its `PUBLIC_API_URL`: file URLs and the chat's WebSocket address).
 *   mapTileUrl: the API's `MAP_TILE_URL` (the provider search's raster tiles).
 *   imageOrigins: further image hosts (the uploads' CDN, `S3_PUBLIC_URL`).
 */
export function contentSecurityPolicy({
  nonce,
  remotes = {},
  env = {},
  apiOrigins = [],
  mapTileUrl,
  imageOrigins = [],
  reportUri,
  extra = {},
} = {}) {
  const areas = unique(Object.values(remotes ?? {}).map(originOf));
  const api = unique([env.API_BASE, env.API_SECONDARY_BASE, env.GRAPHQL_URL, ...apiOrigins].map(originOf));
  const statistics = originOf(env.STATISTICS_URL);
  const tiles = tileSource(mapTileUrl);
  const directives = {
    'default-src': ["'self'"],
    // The areas' remote entries and chunks load by <script src> from their origins (Module Federation).
    'script-src': ["'self'", nonce ? `'nonce-${nonce}'` : null, ...areas, statistics],
    // styled-components and the server's first views write <style> elements and style attributes: inline styles stay
    // allowed (a nonce here would switch 'unsafe-inline' off for the style attributes of the first views).
    'style-src': ["'self'", "'unsafe-inline'", ...areas],
    'img-src': ["'self'", 'data:', 'blob:', ...api, ...imageOrigins.map(originOf), tiles, statistics, ...areas],
    'font-src': ["'self'", 'data:', ...areas],
    'connect-src': ["'self'", ...areas, ...api, ...api.map(websocketOrigin), statistics],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  for (const [directive, sources] of Object.entries(extra ?? {})) {
    const current = directives[directive] ?? [];
    // An extra source opens a directive that was closed ('none' and a source do not mix).
    directives[directive] = [...current.filter((source) => source !== "'none'"), ...sources];
  }
  if (reportUri) directives['report-uri'] = [reportUri];
  return Object.entries(directives)
    .map(([directive, sources]) => `${directive} ${unique(sources).join(' ')}`)
    .join('; ');
}

/**
 * The policy of any other HTML the servers answer (an area's standalone page, a stray file): its own scripts only,
 * nothing inline, no framing, no plugins.
 */
export const STATIC_HTML_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: http: https:; " +
  "connect-src 'self' http: https: ws: wss:; frame-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
  "frame-ancestors 'none'";

/** The header that carries the policy: enforced, or only reported (`CSP_REPORT_ONLY=true`). */
export function policyHeaderName(reportOnly) {
  return reportOnly ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy';
}

/** Whether a setting's value means "on". */
export function isOn(value) {
  return /^(1|true|yes|on)$/i.test(String(value ?? '').trim());
}

/** Headers of an HTML page with the given policy. */
export function pageSecurityHeaders(policy, { reportOnly = false } = {}) {
  return { ...BASE_SECURITY_HEADERS, 'Permissions-Policy': PERMISSIONS_POLICY, [policyHeaderName(reportOnly)]: policy };
}
