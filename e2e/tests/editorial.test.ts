import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { HOST, REPO_DIR, SHELL_ORIGIN, distDir } from '../src/harness/areas.js';
import { API_ORIGIN } from '../src/harness/api.js';
import { WAIT_MS } from '../src/harness/browser.js';
import { answerCookieBanner, assertNoPageErrors, footer, openSite } from '../src/harness/flows.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';

/** The footer's legal pages and their page titles (seeded SEO entries of the content module). */
const LEGAL_PAGES: Array<{ link: string; path: string; title: RegExp }> = [
  { link: 'Impressum', path: '/page/impressum', title: /^Impressum \| Marktplatz$/ },
  { link: 'Datenschutzerklärung', path: '/page/datenschutz', title: /^Datenschutzerklärung \| Marktplatz$/ },
  { link: 'AGB', path: '/page/agb', title: /^AGB \| Marktplatz$/ },
  { link: 'Widerrufsbelehrung', path: '/page/widerrufsbelehrung', title: /^Widerrufsbelehrung/ },
  { link: 'Cookie-Richtlinie', path: '/page/cookie-richtlinie', title: /^Cookie-Richtlinie \| Marktplatz$/ },
  { link: 'Barrierefreiheit', path: '/page/barrierefreiheit', title: /^Barrierefreiheitserklärung \| Marktplatz$/ },
];

describe('editorial pages in the browser', () => {
  const suite = composedSiteSuite();

  test('the landing page shows its sections from the API and its SEO title', (context) =>
    inSession(suite.browser, async ({ page, problems }) => {
      if (!suite.site.apiAvailable) return context.skip('API nicht erreichbar');
      await openSite(page, `${SHELL_ORIGIN}/`);
      await answerCookieBanner(page);
      await page.getByTestId('section-news').waitFor({ timeout: WAIT_MS });
      await page.getByTestId('section-areas').waitFor({ timeout: WAIT_MS });
      assert.match(await page.title(), /^Marktplatz – Regional einkaufen/);
      assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1);
      assertNoPageErrors(problems);
    }));

  test('a news post opens from the landing page with its title, picture and Open Graph tags', (context) =>
    inSession(suite.browser, async ({ page, problems }) => {
      if (!suite.site.apiAvailable) return context.skip('API nicht erreichbar');
      await openSite(page, `${SHELL_ORIGIN}/`);
      await answerCookieBanner(page);
      const card = page.getByTestId('news-card').first();
      await card.waitFor({ timeout: WAIT_MS });
      const heading = (await card.locator('h3').textContent())?.trim() ?? '';
      await card.click();
      await page.waitForURL(/\/news\/[a-z0-9-]+$/, { timeout: WAIT_MS });
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: WAIT_MS });
      // The post's SEO entry (or, without one, the post's title) becomes the page title and og:title.
      await page.waitForFunction(
        () => document.querySelector('meta[property="og:type"]')?.getAttribute('content') === 'article',
        undefined,
        { timeout: WAIT_MS },
      );
      const title = await page.title();
      assert.doesNotMatch(title, /^Marktplatz – Regional einkaufen/);
      assert.equal(await page.locator('meta[property="og:title"]').getAttribute('content'), title);
      assert.ok(((await page.locator('meta[name="description"]').getAttribute('content')) ?? '').length > 20);
      assert.match((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '', /\/images\/news\/.+\.svg$/);
      assert.equal(await page.locator('meta[property="og:type"]').getAttribute('content'), 'article');
      assertNoPageErrors(problems);
    }));

  test('the news region filter is kept when the visitor comes back to the list', (context) =>
    inSession(suite.browser, async ({ page }) => {
      if (!suite.site.apiAvailable) return context.skip('API nicht erreichbar');
      await openSite(page, `${SHELL_ORIGIN}/news`);
      await answerCookieBanner(page);
      await page.getByTestId('news-card').first().waitFor({ timeout: WAIT_MS });
      await page.getByTestId('news-region').selectOption('berlin');
      await page.waitForFunction(
        () => {
          const metas = [...document.querySelectorAll('[data-testid="news-card"] p:first-of-type')].map((p) => p.textContent ?? '');
          return metas.length > 0 && metas.every((text) => text.includes('Berlin'));
        },
        undefined,
        { timeout: WAIT_MS },
      );
      const metas = await page.locator('[data-testid="news-card"] p:first-of-type').allTextContents();
      assert.ok(metas.length > 0 && metas.every((text) => text.includes('Berlin')), metas.join(' | '));
      await page.getByTestId('news-card').first().click();
      await page.goBack();
      await page.getByTestId('news-card').first().waitFor({ timeout: WAIT_MS });
      assert.equal(await page.getByTestId('news-region').inputValue(), 'berlin');
    }));

  test('every legal page opens from the footer with its title; the Widerrufsbelehrung carries the model form', (context) =>
    inSession(suite.browser, async ({ page, problems }) => {
      if (!suite.site.apiAvailable) return context.skip('API nicht erreichbar');
      await openSite(page, `${SHELL_ORIGIN}/`);
      await answerCookieBanner(page);
      for (const legal of LEGAL_PAGES) {
        await footer(page).getByRole('link', { name: legal.link, exact: true }).click();
        await page.waitForURL(`${SHELL_ORIGIN}${legal.path}`, { timeout: WAIT_MS });
        await page.getByTestId('template-notice').waitFor({ timeout: WAIT_MS });
        await page.waitForFunction((source) => new RegExp(source).test(document.title), legal.title.source, { timeout: WAIT_MS });
      }
      await page
        .getByTestId('withdrawal-form')
        .waitFor({ state: 'attached', timeout: WAIT_MS })
        .catch(async () => {
          await page.goto(`${SHELL_ORIGIN}/page/widerrufsbelehrung`);
          await page.getByTestId('withdrawal-form').waitFor({ timeout: WAIT_MS });
        });
      assertNoPageErrors(problems);
    }));
});

/**
 * Without JavaScript: the shell's own server (`scripts/serve-static.mjs`) writes title, description and Open
 * Graph tags of news and content URLs into index.html, from the API's SEO data.
 */
describe('server-side SEO of the shell server (no JavaScript)', () => {
  const port = 3109;
  const origin = `http://${HOST}:${port}`;
  let close: (() => Promise<void>) | undefined;
  let apiUp = false;

  before(async () => {
    apiUp = await fetch(`${API_ORIGIN}/regions`, { signal: AbortSignal.timeout(3000) }).then(
      (r) => r.ok,
      () => false,
    );
    const module = (await import(pathToFileURL(path.join(REPO_DIR, 'scripts', 'serve-static.mjs')).href)) as {
      serveStatic: (options: Record<string, unknown>) => Promise<{ close: () => Promise<void> }>;
    };
    const served = await module.serveStatic({ root: distDir('shell'), port, spa: true, seoApiBase: API_ORIGIN, seoTimeoutMs: 3000 });
    close = served.close;
  });
  after(async () => {
    await close?.();
  });

  const cases = [
    { path: '/news/umzug-checkliste', title: 'Umzug ohne Stress: die Checkliste für Köln | Marktplatz News', type: 'article', image: true },
    { path: '/page/impressum', title: 'Impressum | Marktplatz', type: 'website', image: false },
    {
      path: '/page/widerrufsbelehrung',
      title: 'Widerrufsbelehrung und Muster-Widerrufsformular | Marktplatz',
      type: 'website',
      image: false,
    },
    { path: '/news', title: 'News und Ratgeber aus Ihrer Region | Marktplatz', type: 'website', image: false },
  ];

  for (const entry of cases) {
    test(`${entry.path} answers HTML with its title, description and Open Graph tags`, async (context) => {
      if (!apiUp) return context.skip('API nicht erreichbar');
      const html = await (await fetch(`${origin}${entry.path}`)).text();
      assert.ok(html.includes(`<title>${entry.title}</title>`), html.slice(0, 400));
      assert.match(html, /<meta name="description" content="[^"]{20,}">/);
      assert.ok(html.includes(`<meta property="og:title" content="${entry.title}">`));
      assert.ok(html.includes(`<meta property="og:type" content="${entry.type}">`));
      assert.ok(html.includes(`<meta property="og:url" content="${origin}${entry.path}">`));
      assert.equal(html.includes('property="og:image"'), entry.image);
    });
  }

  test('an unknown news URL answers the plain index.html (the app shows its 404)', async () => {
    const response = await fetch(`${origin}/news/gibt-es-nicht`);
    assert.equal(response.status, 200);
    assert.equal((await response.text()).includes('og:title'), false);
  });

  test('sitemap.xml and robots.txt come from the API through the shell server', async (context) => {
    if (!apiUp) return context.skip('API nicht erreichbar');
    const sitemap = await fetch(`${origin}/sitemap.xml`);
    assert.equal(sitemap.status, 200);
    assert.match(await sitemap.text(), /<loc>[^<]*\/news\/umzug-checkliste<\/loc>/);
    assert.match(await (await fetch(`${origin}/robots.txt`)).text(), /Sitemap: /);
  });
});
