import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { BANNER_LABELS, bannerHtml } from './first-view.mjs';

const banner = {
  title: 'Cookies <bitte>',
  content: 'Wir verwenden Cookies & Statistik.',
  accept_all_text: 'Alle akzeptieren',
  reject_text: 'Nur notwendige',
  settings_text: 'Einstellungen',
  privacy_url: '/page/datenschutz',
  imprint_url: '/page/impressum',
};
const settings = { consentKey: 'cookie_consent', consentVersion: 2 };
const html = bannerHtml(banner, settings, 'abc');
const css = /<style>(.*?)<\/style>/.exec(html)[1];

/** An element of a small stand-in DOM: attributes, text, and `closest` over the given selectors. */
function element(attributes = {}, matches = []) {
  const attrs = new Map(Object.entries(attributes));
  return {
    textContent: '',
    listeners: {},
    hasAttribute: (name) => attrs.has(name),
    getAttribute: (name) => attrs.get(name) ?? null,
    setAttribute: (name, value) => attrs.set(name, String(value)),
    removeAttribute: (name) => attrs.delete(name),
    addEventListener(type, listener) {
      this.listeners[type] = listener;
    },
    remove() {
      this.removed = true;
    },
    closest(selector) {
      return matches.includes(selector) ? this : null;
    },
  };
}

/** Runs the banner's inline script against a stand-in page; returns the banner element and the window. */
function runScript(stored = null) {
  const script = /<script nonce="abc">(.*?)<\/script>/.exec(html)[1];
  const section = element();
  const window = {};
  const document = { getElementById: (id) => (id === 'mp-first-banner' ? section : null) };
  const localStorage = { getItem: () => stored };
  new Function('document', 'localStorage', 'window', script)(document, localStorage, window);
  return { section, window };
}

describe("the cookie banner's first view (a compact bottom sheet)", () => {
  test('offers „Alle akzeptieren“ and the refusal as the two equal choices and „Einstellungen“ first in the row of legal links', () => {
    const choices = /<div class="mp-b">(.*?)<\/div>/.exec(html)[1];
    assert.equal(
      choices,
      '<button type="button" data-choice="all">Alle akzeptieren</button><button type="button" data-choice="necessary">Nur notwendige</button>',
    );
    const links = /<p class="mp-l">(.*?)<\/p>/.exec(html)[1];
    assert.equal(
      links,
      '<button type="button" class="mp-s" aria-expanded="false" data-choice="settings">Einstellungen</button>' +
        '<a href="/page/datenschutz">Datenschutzerklärung</a><a href="/page/cookie-richtlinie">Cookie-Richtlinie</a>' +
        '<a href="/page/impressum">Impressum</a>',
    );
  });

  test('clamps the text to two lines with „Mehr lesen“ controlling it beside their end, at most 48 characters wide in the one row from 1024 px', () => {
    assert.ok(
      html.includes(
        '<p id="mp-first-banner-text">Wir verwenden Cookies &amp; Statistik.</p>' +
          '<button type="button" class="mp-m" aria-expanded="false" aria-controls="mp-first-banner-text">Mehr lesen</button>',
      ),
      html,
    );
    assert.ok(
      css.includes('#mp-first-banner:not([data-expanded]) .mp-t p{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;'),
    );
    assert.ok(
      css.includes('#mp-first-banner .mp-t p{flex:1 1 0;min-width:0;margin:0;max-width:70ch;font-size:.875rem;line-height:1.25rem}'),
    );
    assert.ok(css.includes('#mp-first-banner .mp-t{display:flex;flex-wrap:wrap;align-items:flex-end;column-gap:8px}'));
    assert.equal(/\.mp-m\{display:none/.test(css), false, '„Mehr lesen“ at every width');
    assert.ok(css.includes('#mp-first-banner[data-expanded] .mp-t p{flex-basis:100%}'), 'the open text takes the whole width');
    assert.ok(css.slice(css.indexOf('@media (min-width:1024px)')).includes('#mp-first-banner .mp-t p{max-width:48ch}'));
  });

  test('sets the title at body size, the two choices side by side on a phone and the summary in one row from 1024 px', () => {
    assert.ok(css.includes('#mp-first-banner h2{flex:1 0 100%;font-size:1rem;font-weight:700;line-height:1.25;margin:0 0 4px}'));
    assert.ok(css.includes('#mp-first-banner .mp-b{display:grid;gap:8px;grid-template-columns:repeat(2,minmax(0,1fr))}'));
    const desktop = css.slice(css.indexOf('@media (min-width:1024px)'));
    assert.ok(desktop.includes('grid-template-columns:minmax(0,1fr) auto;grid-template-areas:"text choices" "links choices"'));
  });

  test('„Mehr lesen“ opens and closes the text before the shell’s script runs, and chooses nothing', () => {
    const { section, window } = runScript();
    const more = element({ 'aria-expanded': 'false' }, ['.mp-m']);
    section.listeners.click({ target: more });
    assert.equal(section.hasAttribute('data-expanded'), true);
    assert.equal(more.getAttribute('aria-expanded'), 'true');
    assert.equal(more.textContent, 'Weniger anzeigen');
    section.listeners.click({ target: more });
    assert.equal(section.hasAttribute('data-expanded'), false);
    assert.equal(more.getAttribute('aria-expanded'), 'false');
    assert.equal(more.textContent, 'Mehr lesen');
    assert.equal(window.__marktplatzBannerChoice, undefined);
  });

  test('a tap on „Einstellungen“ before the shell’s script runs is remembered for the shell’s banner', () => {
    const { section, window } = runScript();
    const settingsButton = element({ 'data-choice': 'settings' }, ['button[data-choice]']);
    section.listeners.click({ target: settingsButton });
    assert.equal(window.__marktplatzBannerChoice, 'settings');
    assert.equal(settingsButton.getAttribute('aria-busy'), 'true');
  });

  test('a visitor who chose under this version never sees it', () => {
    const stored = JSON.stringify({ version: 2, decidedAt: '2026-12-01T10:00:00.000Z', categories: ['necessary'] });
    assert.equal(runScript(stored).section.removed, true);
    assert.equal(runScript(JSON.stringify({ version: 1, decidedAt: 'x', categories: [] })).section.removed, undefined);
  });

  test("its own labels are the shell banner's (shell/src/messages.ts)", () => {
    const messages = readFileSync(new URL('../shell/src/messages.ts', import.meta.url), 'utf8');
    const cookie = messages.slice(messages.indexOf('  cookie: {'));
    for (const [key, label] of Object.entries(BANNER_LABELS)) {
      assert.ok(cookie.includes(`    ${key}: '${label}',`), `${key}: ${label}`);
    }
  });
});
