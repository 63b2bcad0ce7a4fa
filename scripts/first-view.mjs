// The first view of the shell's page, in the HTML the server sends: the cookie banner as a new visitor sees it,
// painted before any script has arrived — a compact bottom sheet, smaller than the page's own first content, so the
// page stays the largest paint. Its texts are the API's `cookieBanner` (kept as content-cache.mjs keeps content
// answers: a changed text shows within a minute, usually within seconds); the shell's banner takes them from
// `window.__marktplatzCookieBanner` instead of asking again and replaces this one when it mounts.
// A click before that is remembered (`window.__marktplatzBannerChoice`) and carried out by the shell's banner.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_FRESH_MS, createContentCache } from './content-cache.mjs';
import { scriptTag } from './security-headers.mjs';

export const COOKIE_BANNER_QUERY =
  'query CookieBanner { cookieBanner { title content accept_all_text accept_selected_text reject_text settings_text privacy_url imprint_url version cookie_types { key name description is_required contents { name provider purpose duration } } } }';

const escapeHtml = (value) =>
  String(value).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);
/** JSON inside a <script>: no `</script>` and no HTML comment can end it early. */
export const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The banner's look: a hand copy of the shell's CookieBanner (its styled components in the light theme; see the
 * comment there), so the swap when the shell's banner mounts moves and flashes nothing. A compact bottom sheet: on a
 * phone the title at body size, the text in small type clamped to two lines with „Mehr lesen“ beside their end, the
 * two choices side by side, „Einstellungen“ first in the row of legal links; from 1024 px one row.
 */
const BANNER_CSS =
  '#mp-first-banner{position:fixed;inset-inline:0;bottom:0;z-index:1001;max-height:85vh;overflow-y:auto;' +
  'overscroll-behavior:contain;background:#fff;color:#1b2230;border-top:1px solid #767f8e;' +
  'box-shadow:0 12px 32px rgba(16,24,40,.18);padding:12px 0 max(12px,env(safe-area-inset-bottom))}' +
  '#mp-first-banner>div{width:100%;max-width:1200px;margin:0 auto;padding:0 16px}' +
  '#mp-first-banner .mp-g{display:grid;grid-template-columns:minmax(0,1fr);gap:8px}' +
  '#mp-first-banner .mp-t{display:flex;flex-wrap:wrap;align-items:flex-end;column-gap:8px}' +
  '#mp-first-banner h2{flex:1 0 100%;font-size:1rem;font-weight:700;line-height:1.25;margin:0 0 4px}' +
  '#mp-first-banner h2:focus{outline:none}' +
  '#mp-first-banner .mp-t p{flex:1 1 0;min-width:0;margin:0;max-width:70ch;font-size:.875rem;line-height:1.25rem}' +
  '#mp-first-banner:not([data-expanded]) .mp-t p{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden}' +
  '#mp-first-banner[data-expanded] .mp-t p{flex-basis:100%}' +
  '#mp-first-banner .mp-b{display:grid;gap:8px;grid-template-columns:repeat(2,minmax(0,1fr))}' +
  '#mp-first-banner .mp-b button{min-height:44px;padding:0 8px;border:2px solid #0a58a8;border-radius:6px;background:#0a58a8;' +
  'color:#fff;font:inherit;font-size:1rem;font-weight:500;line-height:1.25;cursor:pointer}' +
  '#mp-first-banner .mp-m,#mp-first-banner .mp-s{display:block;min-height:24px;padding:0;border:0;border-radius:0;background:none;' +
  'color:#0a58a8;font:inherit;font-size:.875rem;line-height:1.5rem;text-decoration:underline;text-underline-offset:2px;cursor:pointer}' +
  '#mp-first-banner .mp-m{flex:none;margin-bottom:-2px}' +
  '#mp-first-banner .mp-l{display:flex;flex-wrap:wrap;gap:0 16px;margin:0;font-size:.875rem;line-height:1.5rem}' +
  '#mp-first-banner a{color:#0a58a8;text-underline-offset:2px}' +
  '@media (min-width:768px){#mp-first-banner{padding:16px 0 max(16px,env(safe-area-inset-bottom))}' +
  '#mp-first-banner .mp-b{grid-template-columns:none;grid-auto-flow:column;grid-auto-columns:minmax(0,13rem)}}' +
  '@media (min-width:1024px){#mp-first-banner .mp-t p{max-width:48ch}#mp-first-banner .mp-g{grid-template-columns:minmax(0,1fr) auto;' +
  'grid-template-areas:"text choices" "links choices";gap:4px 32px;align-items:center}' +
  '#mp-first-banner .mp-t{grid-area:text}#mp-first-banner .mp-b{grid-area:choices}#mp-first-banner .mp-l{grid-area:links}}';

/** The texts the shell's banner has of its own (shell/src/messages.ts `cookie`). */
export const BANNER_LABELS = {
  more: 'Mehr lesen',
  less: 'Weniger anzeigen',
  privacy: 'Datenschutzerklärung',
  policy: 'Cookie-Richtlinie',
  imprint: 'Impressum',
};

/**
 * The banner's markup from the API's `cookieBanner`, or '' when a text it needs is missing; its script carries the
 * response's `nonce` (security-headers.mjs).
 */
export function bannerHtml(banner, { consentKey, consentVersion }, nonce) {
  if (!banner?.title || !banner.content || !banner.accept_all_text || !banner.reject_text || !banner.settings_text) return '';
  // The API's consent version (an editor raised it after a change in substance) wins over the build's.
  const version = Number.isInteger(banner.version) ? banner.version : consentVersion;
  const choice = (name, label) => `<button type="button" data-choice="${name}">${escapeHtml(label)}</button>`;
  const link = (href, label) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  // Runs before the banner is painted: a visitor who has chosen under this banner version never sees it. „Mehr lesen“
  // works at once (the shell's banner keeps it open); a choice is remembered for the shell's banner.
  const script =
    `(function(){var b=document.getElementById("mp-first-banner");if(!b)return;` +
    `try{var c=JSON.parse(localStorage.getItem(${scriptJson(consentKey)})||"null");` +
    `if(c&&c.version===${Number(version)}&&typeof c.decidedAt==="string"&&Array.isArray(c.categories)){b.remove();return}}catch(e){}` +
    `b.addEventListener("click",function(e){var o=e.target&&e.target.closest;` +
    `var m=o&&e.target.closest(".mp-m");if(m){var x=b.hasAttribute("data-expanded");` +
    `if(x){b.removeAttribute("data-expanded")}else{b.setAttribute("data-expanded","")}` +
    `m.setAttribute("aria-expanded",String(!x));m.textContent=x?${scriptJson(BANNER_LABELS.more)}:${scriptJson(BANNER_LABELS.less)};return}` +
    `var t=o&&e.target.closest("button[data-choice]");` +
    `if(t){window.__marktplatzBannerChoice=t.getAttribute("data-choice");t.setAttribute("aria-busy","true")}})})();`;
  return (
    `<style>${BANNER_CSS}</style>` +
    `<section id="mp-first-banner" role="dialog" aria-modal="false" aria-labelledby="mp-first-banner-title"><div><div class="mp-g">` +
    `<div class="mp-t"><h2 id="mp-first-banner-title" tabindex="-1">${escapeHtml(banner.title)}</h2>` +
    `<p id="mp-first-banner-text">${escapeHtml(banner.content)}</p>` +
    `<button type="button" class="mp-m" aria-expanded="false" aria-controls="mp-first-banner-text">${BANNER_LABELS.more}</button></div>` +
    `<div class="mp-b">${choice('all', banner.accept_all_text)}${choice('necessary', banner.reject_text)}</div>` +
    `<p class="mp-l"><button type="button" class="mp-s" aria-expanded="false" data-choice="settings">${escapeHtml(banner.settings_text)}</button>` +
    `${link(banner.privacy_url || '/page/datenschutz', BANNER_LABELS.privacy)}` +
    `${link('/page/cookie-richtlinie', BANNER_LABELS.policy)}${link(banner.imprint_url || '/page/impressum', BANNER_LABELS.imprint)}</p>` +
    `</div></div></section>${scriptTag(script, nonce)}`
  );
}

/**
 * Writes the first view into the shell's page: the banner after `#root` and its texts for the shell's script.
 * `settings` is the build's `first-view.json` (the consent's storage key and version); `nonce` the response's.
 */
export function injectFirstView(html, banner, settings, nonce) {
  if (!banner || !settings) return html;
  const markup = bannerHtml(banner, settings, nonce);
  const data = scriptTag(`window.__marktplatzCookieBanner=${scriptJson(banner)}`, nonce);
  return html.replace(/<\/body>/i, () => `${data}${markup}</body>`);
}

/**
 * The API's cookie banner texts, kept as content answers are (content-cache.mjs: `ttlMs`, old at once when the API's
 * content version moves, `generation`), and the build's first-view settings.
 */
export function createFirstView({ root, graphqlUrl, timeoutMs = 600, ttlMs = CONTENT_FRESH_MS, fetchImpl = fetch, generation }) {
  const cached = createContentCache({ ttlMs, generation });
  let settings;

  function fetchBanner() {
    return fetchImpl(graphqlUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: COOKIE_BANNER_QUERY }),
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body) => body?.data?.cookieBanner ?? undefined)
      .catch(() => undefined);
  }

  return {
    /** The page with the banner; its scripts carry `nonce`. */
    async render(html, nonce) {
      if (settings === undefined) {
        settings = await readFile(path.join(root, 'first-view.json'), 'utf8').then(JSON.parse, () => null);
      }
      if (!settings || !graphqlUrl()) return html;
      const banner = (await cached('cookieBanner', fetchBanner)) ?? null;
      return injectFirstView(html, banner, settings, nonce);
    },
  };
}
