// The server render in the shell's page (scripts/serve-static.mjs; on unless MARKTPLATZ_SSR=false): which pages an area renders
// on the server, and how its answer goes into the page the shell's server sends. A page the area hydrates keeps the
// server's markup (README.md, "Hydration"); any other the browser's render replaces, after it was what the visitor
// saw first and what crawlers and link previews read.
import { SERVER_RENDERED_PAGES } from './pages.mjs';

/** The setting that switches the server render off (`false`); on by default. */
export const SSR_SETTING = 'MARKTPLATZ_SSR';

export { SERVER_RENDERED_PAGES } from './pages.mjs';

/**
 * Whether the server renders the public pages: yes unless the settings (`.env`, the process environment) switch it off
 * (`false`, `0`, `no`, `off`) — the operator's way back to the browser-rendered site without a release.
 */
export const ssrEnabled = (settings) => !/^(0|false|no|off)$/i.test(String(settings?.[SSR_SETTING] ?? '').trim());

/** The area that renders `urlPath` on the server, or null. */
export function serverRenderedArea(urlPath) {
  return SERVER_RENDERED_PAGES.find((page) => page.pattern.test(urlPath))?.remote ?? null;
}

/**
 * The browser manifest whose server build renders the area's pages: the server's own build for the shell's pages
 * (`ownBuild` of shell-server.mjs `withShellServer`), else the one the visitor's composition names; null without.
 */
const manifestOf = (remotes, area, composition) => {
  const own = remotes.ownBuild?.(area);
  const manifest = own === undefined ? composition?.[area] : own;
  return typeof manifest === 'string' ? manifest : null;
};

/**
 * The area's server render of the page, or null (no server render for this page, the area is not in the visitor's
 * composition, or its render fell back: see server-remotes.mjs).
 * @param {ReturnType<import('./server-remotes.mjs').createServerRemotes>} remotes
 * @param {{ urlPath: string, url: string, origin: string, composition: Record<string, string>, api: Record<string, string> }} page
 */
export async function serverRenderOf(remotes, { urlPath, url, origin, composition, api }) {
  const area = serverRenderedArea(urlPath);
  const manifest = area ? manifestOf(remotes, area, composition) : null;
  if (!manifest) return null;
  const result = await remotes.render(area, manifest, { url, origin, api });
  // The area is the shell's word (its route table), never the remote's: its markup and data ids name it.
  return result ? { ...result, area } : null;
}

/**
 * Loads the server builds of the areas with server-rendered pages in `composition` (the .env composition at start),
 * so the first visitors do not wait for a cold load. Never rejects.
 */
export function preloadServerRemotes(remotes, composition) {
  const areas = [...new Set(SERVER_RENDERED_PAGES.map((page) => page.remote))];
  const manifests = areas.map((area) => manifestOf(remotes, area, composition)).filter(Boolean);
  return Promise.all(manifests.map((manifest) => remotes.preload(manifest)));
}

/** A redirect of the area to a path of this site (never to another host), or null. */
export function localRedirect(result) {
  if (result?.kind !== 'redirect' || typeof result.location !== 'string') return null;
  const location = result.location;
  if (!location.startsWith('/') || location.startsWith('//') || location.includes('\\')) return null;
  return { status: [301, 302, 303, 307, 308].includes(result.status) ? result.status : 302, location };
}

// The build minifies the page: `<div id=root>` without quotes, and the frame's reserved row right after it.
const ROOT = /(<div id=(?:"root"|'root'|root)>)(<div [^>]*><\/div>)?/i;

/**
 * The shell's page with the area's render: its styles and structured data in the head, its markup below the frame's
 * row in `#root` (in a `data-ssr` element naming the area), its loader data before `</body>`. A page the area's
 * browser build hydrates (`hydrate` of the render) is marked `data-hydrate`: the shell keeps that element for the
 * area's own React root (shell/src/federation/serverIslands.ts) instead of rendering the page anew.
 */
export function injectServerRender(html, page) {
  if (page?.kind !== 'page' || !ROOT.test(html)) return html;
  const hydrate = page.hydrate === true ? ' data-hydrate=""' : '';
  const { preloads, markup } = leadingImagePreloads(page.html);
  return withImagePreloads(html, preloads)
    .replace(/<\/head>/i, () => `${page.styles}${page.structuredData}</head>`)
    .replace(ROOT, (_match, open, frame = '') => `${open}${frame}<div data-ssr="${page.area}"${hydrate}>${markup}</div>`)
    .replace(/<\/body>/i, () => `${page.data}</body>`);
}

const LEADING_IMAGE_PRELOAD = /^<link rel="preload" as="image"[^>]*>/;
const HREF = /\shref="([^"]*)"/;

/**
 * React's render starts with the preloads of the pictures it shows eagerly with a high priority (the page's largest
 * picture: the news teaser, the hero, the product's first image). Inside the markup the browser meets them after the
 * head's scripts and styles; in the head they are asked for first.
 */
function leadingImagePreloads(markup) {
  const preloads = [];
  let rest = markup;
  for (let match = LEADING_IMAGE_PRELOAD.exec(rest); match; match = LEADING_IMAGE_PRELOAD.exec(rest)) {
    preloads.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { preloads, markup: rest };
}

/** The preloads before the page's first preload (the entry script's), each picture once. */
function withImagePreloads(html, preloads) {
  const fresh = preloads.filter((link) => {
    const href = HREF.exec(link)?.[1];
    return href === undefined || !html.includes(`href="${href}"`);
  });
  if (fresh.length === 0) return html;
  const tags = fresh.join('');
  const firstPreload = /<link rel=("?)preload\1[ >]/i;
  return firstPreload.test(html)
    ? html.replace(firstPreload, (match) => `${tags}${match}`)
    : html.replace(/<\/head>/i, () => `${tags}</head>`);
}
