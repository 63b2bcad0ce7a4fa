// The first view of the shell's page, in the HTML the server sends: the cookie banner as a new visitor sees it,
// painted before any script has arrived (on a phone its paragraph is the page's largest element). Its texts are
// the API's `cookieBanner` (kept as content-cache.mjs keeps content answers: a changed text shows within a minute,
// usually within seconds); the shell's banner
// takes them from `window.__marktplatzCookieBanner` instead of asking again and replaces this one when it mounts.
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

/** The banner's look (the shell's CookieBanner in the light theme), for the moments before its script runs. */
const BANNER_CSS =
  '#mp-first-banner{position:fixed;inset-inline:0;bottom:0;z-index:1001;max-height:85vh;overflow-y:auto;background:#fff;' +
  'color:#1b2230;border-top:1px solid #767f8e;box-shadow:0 12px 32px rgba(16,24,40,.18);padding:16px 0}' +
  '#mp-first-banner>div{width:100%;max-width:1200px;margin:0 auto;padding:0 16px}' +
  '#mp-first-banner h2{font-size:clamp(1.125rem,1.05rem + .35vw,1.25rem);line-height:1.25;margin:0 0 4px}' +
  '#mp-first-banner p{margin:0 0 8px;max-width:70ch}' +
  '#mp-first-banner .mp-b{display:grid;gap:8px;grid-template-columns:1fr;margin:8px 0}' +
  '@media (min-width:768px){#mp-first-banner .mp-b{grid-template-columns:repeat(3,minmax(0,14rem))}}' +
  '#mp-first-banner button{min-height:44px;padding:0 16px;border:2px solid #0a58a8;border-radius:6px;background:#0a58a8;' +
  'color:#fff;font:inherit;font-weight:500;cursor:pointer}' +
  '#mp-first-banner .mp-l{display:flex;flex-wrap:wrap;gap:4px 16px;font-size:.875rem}' +
  '#mp-first-banner a{color:#0a58a8;text-underline-offset:2px}';

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
  // Runs before the banner is painted: a visitor who has chosen under this banner version never sees it.
  const script =
    `(function(){var b=document.getElementById("mp-first-banner");if(!b)return;` +
    `try{var c=JSON.parse(localStorage.getItem(${scriptJson(consentKey)})||"null");` +
    `if(c&&c.version===${Number(version)}&&typeof c.decidedAt==="string"&&Array.isArray(c.categories)){b.remove();return}}catch(e){}` +
    `b.addEventListener("click",function(e){var t=e.target&&e.target.closest&&e.target.closest("button[data-choice]");` +
    `if(t){window.__marktplatzBannerChoice=t.getAttribute("data-choice");t.setAttribute("aria-busy","true")}})})();`;
  return (
    `<style>${BANNER_CSS}</style>` +
    `<section id="mp-first-banner" role="dialog" aria-modal="false" aria-labelledby="mp-first-banner-title"><div>` +
    `<h2 id="mp-first-banner-title" tabindex="-1">${escapeHtml(banner.title)}</h2><p>${escapeHtml(banner.content)}</p>` +
    `<div class="mp-b">${choice('all', banner.accept_all_text)}${choice('necessary', banner.reject_text)}${choice('settings', banner.settings_text)}</div>` +
    `<p class="mp-l">${link(banner.privacy_url || '/page/datenschutz', 'Datenschutzerklärung')}` +
    `${link('/page/cookie-richtlinie', 'Cookie-Richtlinie')}${link(banner.imprint_url || '/page/impressum', 'Impressum')}</p>` +
    `</div></section>${scriptTag(script, nonce)}`
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
