/**
 * Security headers and the Content-Security-Policy, on the production server itself (`scripts/serve-static.mjs`,
 * serving the shell's build with this run's composition on the alternate origin): every page refuses to be framed,
 * and the journeys through landing page, product, cart, sign-in and checkout, a food menu, the provider search with
 * its map tiles and the chat run without a single violation — including the inline scripts only that server writes
 * (cookie banner, SEO answer). Every other suite runs under the same policy on the test
 * shell (e2e/src/harness/site.ts) and fails on a violation as well (`Session.close`).
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { API_ORIGIN, ENV_JSON } from '../src/harness/api.js';
import { ALTERNATE_PORT, HOST, REPO_DIR, SHELL_ORIGIN, distDir } from '../src/harness/areas.js';
import { WAIT_MS, type Session } from '../src/harness/browser.js';
import { answerCookieBanner, assertNoPageErrors, openSite, waitForAreaRendered } from '../src/harness/flows.js';
import { DEMO_CUSTOMER } from '../src/harness/login.js';
import { api, login } from '../src/harness/session.js';
import { defaultComposition } from '../src/harness/site.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';
import { chatSelectors } from '../src/harness/widgets.js';

const API_AVAILABLE = process.env.E2E_API_AVAILABLE !== 'false';
/** The production server of this suite (the alternate origin: the API lets it call). */
const PRODUCTION = `http://${HOST}:${ALTERNATE_PORT}`;
/** The map tiles of this run: nothing listens there, the page's requests are answered by the test. */
const TILES = `http://${HOST}:3199`;
const PRODUCT = 'kastanienhonig-herb';
const PRODUCT_NAME = 'Kastanienhonig herb';
/** A 1×1 PNG for the tiles. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface ServeStaticModule {
  serveStatic: (options: Record<string, unknown>) => Promise<{ close: () => Promise<void> }>;
  securitySettings: (settings: Record<string, string>) => Record<string, unknown>;
}

/** The `<script>` start tags of a page. */
/** The page's inline scripts a browser runs (data blocks — JSON, JSON-LD — are not scripts to a policy). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/(<script\b([^>]*)>)([\s\S]*?)<\/script>/gi)]
    .filter(([, , attributes]) => !/\ssrc=/.test(attributes ?? '') && !/\stype="?application\/(ld\+)?json/.test(attributes ?? ''))
    .map(([, tag, , text]) => ({ tag: tag ?? '', text: text ?? '' }));
const directive = (policy: string, name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)?.[1]?.split(' ') ?? [];

/** Empties the demo customer's cart (this journey puts a jar of honey into it). */
async function emptyDemoCart(): Promise<void> {
  const { token } = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const cart = await api<{ cart_key: string | null; groups: { items: { id: number }[] }[]; unavailable_items: { id: number }[] }>(
    token,
    'GET',
    'cart',
  );
  if (!cart.cart_key) return;
  for (const item of [...cart.groups.flatMap((group) => group.items), ...cart.unavailable_items]) {
    await fetch(`${API_ORIGIN}/cart/item/${item.id}?cart_key=${cart.cart_key}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  }
}

/** Frames `url` in a page of another origin; answers whether anything of the site rendered inside the frame. */
async function framedContent(page: Page, url: string): Promise<boolean> {
  await page.goto(`${API_ORIGIN}/regions`);
  await page.setContent(`<!doctype html><title>Fremde Seite</title><iframe id="f" src="${url}" width="800" height="600"></iframe>`);
  await page.waitForTimeout(1500);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  if (!frame) return false;
  return frame
    .evaluate(() => Boolean(document.querySelector('#root, header')))
    .then(
      (found) => found,
      () => false,
    );
}

/** The violations the framing provokes on purpose (reported by the browser), removed from the session's list. */
function takeFramingViolations(session: Session): string[] {
  const framing = session.cspViolations.filter((line) => /frame-ancestors|X-Frame-Options/i.test(line));
  const rest = session.cspViolations.filter((line) => !framing.includes(line));
  session.cspViolations.splice(0, session.cspViolations.length, ...rest);
  return framing;
}

describe('security headers and the Content-Security-Policy of the site', () => {
  const suite = composedSiteSuite();
  let production: { close: () => Promise<void> } | undefined;
  let root: string | undefined;

  before(async () => {
    // The shell's build as it is, with this run's composition (areas on the test ports, the test API).
    root = mkdtempSync(path.join(tmpdir(), 'marktplatz-csp-'));
    const shellDist = distDir('shell');
    for (const name of readdirSync(shellDist)) {
      if (name !== 'remotes.json' && name !== 'env.json') symlinkSync(path.join(shellDist, name), path.join(root, name));
    }
    writeFileSync(path.join(root, 'remotes.json'), JSON.stringify(defaultComposition()));
    writeFileSync(path.join(root, 'env.json'), JSON.stringify(ENV_JSON));
    const module = (await import(pathToFileURL(path.join(REPO_DIR, 'scripts', 'serve-static.mjs')).href)) as ServeStaticModule;
    production = await module.serveStatic({
      root,
      port: ALTERNATE_PORT,
      spa: true,
      seoTimeoutMs: 3000,
      security: module.securitySettings({ PUBLIC_API_URL: API_ORIGIN, MAP_TILE_URL: `${TILES}/{z}/{x}/{y}.png` }),
    });
  });
  after(async () => {
    await production?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const PAGES = [
    '/',
    `/product/${PRODUCT}`,
    '/login',
    '/shop/checkout',
    '/food/menu/pizzeria-da-marco',
    '/provider-search',
    '/chat/contact',
  ];

  test('every page of the production server sends HSTS, no framing, nosniff, the referrer policy and a policy that allows each inline script by the response’s nonce or, on a shared server-rendered page, by its hash', async () => {
    const nonces = new Set<string>();
    let shared = 0;
    for (const page of PAGES) {
      const response = await fetch(`${PRODUCTION}${page}`);
      assert.equal(response.status, 200, page);
      const headers = response.headers;
      assert.equal(headers.get('x-frame-options'), 'DENY', page);
      assert.equal(headers.get('x-content-type-options'), 'nosniff', page);
      assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin', page);
      assert.match(headers.get('strict-transport-security') ?? '', /^max-age=\d{8}/, page);
      assert.ok(headers.get('permissions-policy'), page);
      const policy = headers.get('content-security-policy') ?? '';
      assert.deepEqual(directive(policy, 'frame-ancestors'), ["'none'"], page);
      const scripts = directive(policy, 'script-src');
      assert.equal(scripts.includes("'unsafe-inline'") || scripts.includes("'unsafe-eval'"), false, policy);
      const inline = inlineScripts(await response.text());
      assert.ok(inline.length >= 2, `${page}: ${inline.length}`);
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
      if (nonce) {
        nonces.add(nonce);
        for (const { tag } of inline) assert.ok(tag.includes(` nonce="${nonce}"`), `${page}: ${tag}`);
      } else {
        // A server-rendered public page a shared cache may keep (scripts/ssr/page-cache.mjs): no nonce, every inline
        // script allowed by its hash, and nothing else.
        shared += 1;
        assert.match(headers.get('cache-control') ?? '', /s-maxage=/, page);
        for (const { tag, text } of inline) {
          assert.ok(scripts.includes(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`), `${page}: ${tag}`);
        }
      }
    }
    assert.equal(nonces.size, PAGES.length - shared, 'a fresh nonce per response');
    // the areas' files: nosniff, with their JavaScript type
    const entry = await fetch(`${defaultComposition().mfe_shop?.replace('mf-manifest.json', 'remoteEntry.js')}`);
    assert.equal(entry.headers.get('x-content-type-options'), 'nosniff');
  });

  test('the pages refuse to be framed by another site: the production server and the test shell', () =>
    inSession(suite.browser, async (session) => {
      for (const origin of [PRODUCTION, SHELL_ORIGIN]) {
        assert.equal(await framedContent(session.page, `${origin}/login`), false, `${origin}/login erscheint in einem fremden Rahmen`);
        const refused = takeFramingViolations(session);
        assert.ok(refused.length > 0, `der Browser meldet die verweigerte Einbettung von ${origin}`);
      }
    }));

  test('landing page with hero and cookie banner, product, cart, sign-in and checkout: no violation on the production server', () =>
    inSession(suite.browser, async ({ page, problems, cspViolations }) => {
      if (API_AVAILABLE) await emptyDemoCart();
      await openSite(page, `${PRODUCTION}/`);
      // the server's first view: the banner (with its inline script), then the app's
      await page.locator('[data-testid="cookie-banner"], #mp-first-banner').first().waitFor({ state: 'visible', timeout: WAIT_MS });
      await answerCookieBanner(page);
      await page.locator('h1').first().waitFor();
      if (!API_AVAILABLE) return;

      await openSite(page, `${PRODUCTION}/product/${PRODUCT}`);
      await waitForAreaRendered(page, 'mfe_shop');
      await page.getByTestId('add-to-cart').click();
      await page.getByText(`„${PRODUCT_NAME}“ liegt jetzt im Warenkorb.`).first().waitFor();
      await page.locator('header').getByTestId('cart-button').click();
      await page.getByRole('heading', { level: 1, name: 'Warenkorb' }).waitFor();
      await page.getByTestId('to-checkout').click();
      await page.waitForURL(/\/login\?redirect=/);
      const form = page.getByRole('form', { name: 'Anmelden' });
      await form.getByLabel(/E-Mail-Adresse oder Benutzername/).fill(DEMO_CUSTOMER.email);
      await form.getByLabel(/^Passwort/).fill(DEMO_CUSTOMER.password);
      await form.getByRole('button', { name: 'Anmelden' }).click();
      await page.waitForURL(`${PRODUCTION}/shop/checkout`);
      await page.getByRole('heading', { level: 1, name: 'Kasse' }).waitFor();
      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).waitFor();
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      await emptyDemoCart();
      assert.deepEqual(cspViolations, []);
      assertNoPageErrors(problems);
    }));

  test('a food menu, the provider search with its map tiles and the chat with its WebSocket: no violation on the production server', () =>
    inSession(suite.browser, async ({ page, context, problems, cspViolations, requests }) => {
      if (!API_AVAILABLE) return;
      await openSite(page, `${PRODUCTION}/food/menu/pizzeria-da-marco`);
      await waitForAreaRendered(page, 'mfe_food');
      await answerCookieBanner(page);
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);

      // the map with raster tiles from MAP_TILE_URL (the API's answer names them as the server's setting does)
      await context.route(`${API_ORIGIN}/provider_search/map`, (route) =>
        route.fulfill({ json: { status: true, data: { tile_url: `${TILES}/{z}/{x}/{y}.png`, attribution: 'Testkacheln' } } }),
      );
      await context.route(`${TILES}/**`, (route) => route.fulfill({ contentType: 'image/png', body: PNG }));
      await openSite(page, `${PRODUCTION}/provider-search`);
      await waitForAreaRendered(page, 'mfe_stores');
      await page.locator('[data-testid="provider-map"] img.leaflet-tile-loaded').first().waitFor({ timeout: WAIT_MS });
      assert.ok(
        requests.some((request) => request.url.startsWith(`${TILES}/`)),
        'die Kacheln wurden geladen',
      );

      // the chat: contact page and, signed in, the floating chat with its live connection
      await openSite(page, `${PRODUCTION}/chat/contact`);
      await waitForAreaRendered(page, 'mfe_chat');
      await openSite(page, `${PRODUCTION}/login`);
      const form = page.getByRole('form', { name: 'Anmelden' });
      await form.getByLabel(/E-Mail-Adresse oder Benutzername/).fill(DEMO_CUSTOMER.email);
      await form.getByLabel(/^Passwort/).fill(DEMO_CUSTOMER.password);
      await form.getByRole('button', { name: 'Anmelden' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      const socket = page.waitForEvent('websocket', { timeout: WAIT_MS });
      await page.locator(chatSelectors.launcher).first().click();
      await page.locator(chatSelectors.parcel).first().waitFor({ state: 'visible', timeout: WAIT_MS });
      assert.match((await socket).url(), /^ws:\/\/127\.0\.0\.1:4000\/chat\/ws/);
      await page.waitForTimeout(1000);
      assert.deepEqual(cspViolations, []);
      assertNoPageErrors(problems);
    }));
});
