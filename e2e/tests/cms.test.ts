/**
 * The editors run the news (issue 41): an editor writes an article in the back office („Inhalte“) with the rich-text
 * editor and schedules it in Berlin time; visitors see it only once the content clock (the API's test clock,
 * `CONTENT_TEST_CLOCK=1`) has passed that time — on /news, at its address, and with its SEO head in the HTML of the
 * shell's production server (`scripts/serve-static.mjs`, whose kept answers follow the API's content version); a
 * restored version is what visitors read; a renamed article's old address answers 301; the XSS list never reaches a
 * visitor. Set-up the browser adds nothing to goes through the API (the harness's staff token).
 *
 * Then: the landing page's tiles reordered by an editor are what a visitor sees, in that order; a consent-relevant
 * change of the cookie list (`ask_again`) shows the banner again to a visitor who had answered it; the preview link
 * of a draft shows it with its banner, a forged token does not; a picture from the media library in the article
 * reaches the visitor with its alternative text.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { signInAsStaff, staffApiToken } from '../src/harness/admin.js';
import { HOST, REPO_DIR, SHELL_ORIGIN, distDir } from '../src/harness/areas.js';
import { API_ORIGIN } from '../src/harness/api.js';
import { WAIT_MS, screenshots } from '../src/harness/browser.js';
import { answerCookieBanner, openSite } from '../src/harness/flows.js';
import { api } from '../src/harness/session.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';

const PRODUCTION_PORT = 3119;
const PRODUCTION = `http://${HOST}:${PRODUCTION_PORT}`;
const run = Date.now().toString(36);
const ARTICLE = {
  title: `Wochenmarkt am Rathaus ${run}`,
  slug: `wochenmarkt-rathaus-${run}`,
  excerpt: 'Ab Samstag gibt es Obst, Käse und Brot direkt vom Erzeuger.',
  image: '/images/news/badsanierung-planen.svg',
  image_alt: 'Marktstände vor dem Rathaus',
  meta_title: `Wochenmarkt am Rathaus: Termine und Stände ${run}`,
  meta_description: 'Jeden Samstag von 8 bis 13 Uhr: regionale Erzeuger, frisches Obst, Käse und Brot vor dem Rathaus.',
};
const PICTURE_ALT = `Obststand mit Äpfeln und Birnen ${run}`;
/** A 1×1 PNG (the media library re-encodes it). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const FIRST_TEXT = 'Die Händlerinnen und Händler freuen sich auf Ihren Besuch.';
const SECOND_TEXT = 'Diese Fassung wird gleich wieder verworfen.';

/** Each payload sets `window.__xss` if it ever runs; the sanitiser must leave none of it in the public HTML. */
const XSS_PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src="x" alt="Bild" onerror="window.__xss=2">',
  '<a href="javascript:window.__xss=3">Mehr erfahren</a>',
  '<a href="JaVaScRiPt:window.__xss=4">Groß geschrieben</a>',
  '<iframe src="https://fremd.example/"></iframe>',
  '<svg onload="window.__xss=5"><circle r="4"></circle></svg>',
  '<p onclick="window.__xss=6" style="color:red">Absatz</p>',
  '<object data="javascript:window.__xss=7"></object>',
];
const XSS_MARKERS = ['<script', 'onerror', 'javascript:', '<iframe', '<svg', 'onload', 'onclick', '<object', 'fremd.example'];

interface EditorPost {
  id: number;
  version: number;
  status: string;
  publish_at: string | null;
}

interface LandingList {
  version: number;
  items: Array<{ id: number; title: string; active: boolean }>;
}

interface CookieSettings {
  version: number;
  consent_version: number;
  banner: Record<string, string>;
  categories: Array<{ key: string; is_required: boolean; contents: Array<Record<string, string>> }>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The raw HTML of the shell's production server (no JavaScript), with the answer's status. */
async function productionPage(pathname: string): Promise<{ status: number; html: string; location: string | null }> {
  const response = await fetch(`${PRODUCTION}${pathname}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
}

/**
 * The production server's page once `ready(html)` holds: its kept answers follow the API's content version, which it
 * asks at most every 2 s — a change shows within seconds (and within a minute at the latest, README of the content module).
 */
async function productionPageOnce(pathname: string, ready: (page: { status: number; html: string }) => boolean) {
  const deadline = Date.now() + 20_000;
  let page = await productionPage(pathname);
  while (!ready(page) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    page = await productionPage(pathname);
  }
  return page;
}

/** Moves the API's content clock so that it shows `at` now (`null`: the real time again). */
async function moveContentClock(at: string | null): Promise<void> {
  const response = await fetch(`${API_ORIGIN}/__test__/content-clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at }),
  });
  assert.equal(response.status, 200, 'the e2e API moves the content clock (CONTENT_TEST_CLOCK=1)');
}

/** The day after tomorrow in Berlin as the date field wants it (YYYY-MM-DD). */
function berlinDayAfterTomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + 2 * 86_400_000),
  );
}

async function visitorSeesArticle(page: Page, title: string, text: string): Promise<void> {
  await openSite(page, `${SHELL_ORIGIN}/news`);
  await answerCookieBanner(page);
  await page.getByTestId('news-card').filter({ hasText: title }).first().waitFor({ timeout: WAIT_MS });
  await page.getByTestId('news-card').filter({ hasText: title }).first().click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: WAIT_MS });
  await page.getByText(text).first().waitFor({ timeout: WAIT_MS });
}

describe('editors run the news', () => {
  const suite = composedSiteSuite();
  let closeProduction: (() => Promise<void>) | undefined;
  let token = '';
  let categoryId = 0;
  let post: EditorPost | undefined;
  let slug = ARTICLE.slug;

  before(async () => {
    const module = (await import(pathToFileURL(path.join(REPO_DIR, 'scripts', 'serve-static.mjs')).href)) as {
      serveStatic: (options: Record<string, unknown>) => Promise<{ close: () => Promise<void> }>;
    };
    closeProduction = (
      await module.serveStatic({ root: distDir('shell'), port: PRODUCTION_PORT, spa: true, seoApiBase: API_ORIGIN, seoTimeoutMs: 3000 })
    ).close;
    if (process.env.E2E_STAFF_TOKEN) token = staffApiToken();
    const categories = await fetch(`${API_ORIGIN}/portal/categorys`).then(
      (response) => response.json() as Promise<{ data: Array<{ id: number }> }>,
      () => ({ data: [] }),
    );
    categoryId = categories.data[0]?.id ?? 0;
  });
  after(async () => {
    await fetch(`${API_ORIGIN}/__test__/content-clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ at: null }),
    }).catch(() => undefined);
    await closeProduction?.();
  });

  /** Saves the article's body through the API on the version the editor has (a new version). */
  async function saveBody(content: string): Promise<EditorPost> {
    assert.ok(post, 'the article exists');
    const current = await api<EditorPost>(token, 'GET', `admin/content/posts/${post.id}`);
    post = await api<EditorPost>(token, 'PUT', `admin/content/posts/${post.id}`, {
      ...ARTICLE,
      slug,
      content,
      category_id: categoryId,
      based_on_version: current.version,
    });
    return post;
  }

  test('an editor writes and schedules an article; visitors see it with its SEO head only once the clock has passed that time', (context) =>
    inSession(suite.browser, async ({ page }) => {
      if (!suite.site.apiAvailable || !token) return context.skip('API mit Mitarbeiterkonten nicht gestartet');
      await signInAsStaff(page, 'editor', '/admin/inhalte/news/neu');
      await page.getByRole('heading', { name: 'Neuer News-Beitrag' }).waitFor({ timeout: WAIT_MS });
      await page.locator('#content-title').fill(ARTICLE.title);
      await page.locator('#content-slug').fill(ARTICLE.slug);
      await page.locator('#content-category').selectOption(String(categoryId));
      await page.locator('#content-excerpt').fill(ARTICLE.excerpt);
      await page.locator('#content-image').fill(ARTICLE.image);
      await page.locator('#content-image-alt').fill(ARTICLE.image_alt);
      await page.locator('#content-meta-title').fill(ARTICLE.meta_title);
      await page.locator('#content-meta-description').fill(ARTICLE.meta_description);
      // The rich text: a heading from the toolbar, then a paragraph.
      const editor = page.getByTestId('content-editor');
      await editor.click();
      await page.getByRole('button', { name: 'Überschrift 2' }).click();
      await page.keyboard.type('Frisch vom Erzeuger');
      await page.keyboard.press('Enter');
      await page.keyboard.type(FIRST_TEXT);
      await page.getByRole('button', { name: 'Anlegen' }).click();
      await page.waitForURL(/\/admin\/inhalte\/news\/\d+$/, { timeout: WAIT_MS });
      const id = Number(/\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
      assert.ok(id > 0);

      await page.getByRole('button', { name: 'Planen …' }).click();
      const dialog = page.getByRole('dialog');
      const day = berlinDayAfterTomorrow();
      await dialog.locator('#content-schedule-day').fill(day);
      await dialog.locator('#content-schedule-time').fill('10:00');
      await dialog.getByRole('button', { name: 'Planen', exact: true }).click();
      await page
        .getByText(/Die Veröffentlichung ist geplant für/)
        .first()
        .waitFor({ timeout: WAIT_MS });

      post = await api<EditorPost>(token, 'GET', `admin/content/posts/${id}`);
      assert.equal(post.status, 'scheduled');
      const publishAt = Date.parse(post.publish_at ?? '');
      // 10:00 in Berlin is 09:00 (winter) or 08:00 (summer) UTC.
      assert.match(new Date(publishAt).toISOString(), new RegExp(`^${day}T0[89]:00:00`));
      const body = await api<{ content: string }>(token, 'GET', `admin/content/posts/${id}`);
      assert.match(body.content, /<h2>Frisch vom Erzeuger<\/h2>/);

      // Before its time: nowhere for a visitor.
      assert.equal((await fetch(`${API_ORIGIN}/portal/post/${ARTICLE.slug}`)).status, 404);
      const early = await productionPage(`/news/${ARTICLE.slug}`);
      assert.equal(early.html.includes(ARTICLE.meta_title), false);
      assert.equal((await productionPage('/sitemap.xml')).html.includes(`/news/${ARTICLE.slug}<`), false);

      await moveContentClock(new Date(publishAt + 60_000).toISOString());

      await inSession(suite.browser, async ({ page: visitor }) => {
        await visitorSeesArticle(visitor, ARTICLE.title, FIRST_TEXT);
        await visitor.getByRole('heading', { level: 2, name: 'Frisch vom Erzeuger' }).waitFor({ timeout: WAIT_MS });
      });
      // The production server's HTML: title and description of the article's SEO entry, no longer its first "none"
      // (its kept answer follows the API's content version, asked at most every 2 s).
      const { html } = await productionPageOnce(`/news/${ARTICLE.slug}`, (page) =>
        page.html.includes(`<title>${ARTICLE.meta_title}</title>`),
      );
      assert.ok(html.includes(`<title>${ARTICLE.meta_title}</title>`), html.slice(0, 600));
      assert.ok(html.includes(`<meta name="description" content="${ARTICLE.meta_description}">`));
      assert.ok(html.includes('<meta property="og:type" content="article">'));
      const sitemap = await productionPageOnce('/sitemap.xml', (page) => page.html.includes(`/news/${ARTICLE.slug}</loc>`));
      assert.ok(sitemap.html.includes(`/news/${ARTICLE.slug}</loc>`));
    }));

  test('a restored version is what visitors read, at once also in the production server’s HTML', (context) =>
    inSession(suite.browser, async ({ page }) => {
      if (!post) return context.skip('kein Beitrag aus dem ersten Schritt');
      const restoreTo = post.version;
      await saveBody(`<p>${SECOND_TEXT}</p>`);
      assert.ok((await productionPageOnce(`/news/${slug}`, ({ html }) => html.includes(SECOND_TEXT))).html.includes(SECOND_TEXT));

      await signInAsStaff(page, 'editor', `/admin/inhalte/news/${post.id}`);
      await page.getByRole('button', { name: `Version ${restoreTo} Wiederherstellen` }).click();
      const confirm = page.locator('[role="dialog"], [role="alertdialog"]');
      await confirm.getByRole('button', { name: 'Wiederherstellen', exact: true }).click();
      await page
        .getByText(new RegExp(`Version ${restoreTo}`))
        .first()
        .waitFor({ timeout: WAIT_MS });
      const publishNow = page.getByRole('button', { name: 'Jetzt veröffentlichen' });
      if (await publishNow.isVisible()) {
        await publishNow.click();
        await confirm.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
        await page.getByText('Veröffentlicht.').first().waitFor({ timeout: WAIT_MS });
      }

      await inSession(suite.browser, async ({ page: visitor }) => {
        await visitorSeesArticle(visitor, ARTICLE.title, FIRST_TEXT);
        assert.equal(await visitor.getByText(SECOND_TEXT).count(), 0);
      });
      const html = (await productionPageOnce(`/news/${slug}`, (page) => !page.html.includes(SECOND_TEXT))).html;
      assert.ok(html.includes(FIRST_TEXT) && !html.includes(SECOND_TEXT));
    }));

  test('a renamed article: its old address answers 301 from the production server, the sitemap names only the new one', async (context) => {
    if (!post) return context.skip('kein Beitrag aus dem ersten Schritt');
    const old = slug;
    slug = `${ARTICLE.slug}-neu`;
    await saveBody(`<p>${FIRST_TEXT}</p>`);
    const moved = await productionPageOnce(`/news/${old}`, (page) => page.status === 301);
    assert.equal(moved.status, 301);
    assert.equal(moved.location, `/news/${slug}`);
    const sitemap = (await productionPage('/sitemap.xml')).html;
    assert.ok(sitemap.includes(`/news/${slug}</loc>`) && !sitemap.includes(`/news/${old}</loc>`));
  });

  test('the XSS list never reaches a visitor: not in the API’s answer, the server’s HTML or the page', (context) =>
    inSession(suite.browser, async ({ page }) => {
      if (!post) return context.skip('kein Beitrag aus dem ersten Schritt');
      await saveBody(`<p>${FIRST_TEXT}</p>${XSS_PAYLOADS.join('')}`);
      const answer = (await (await fetch(`${API_ORIGIN}/portal/post/${slug}`)).json()) as { data: { content: string } };
      // The article's data the production server writes into its HTML (the page's own scripts are not the body's): the
      // server render's loader data. A page that went out browser-rendered (the render failed or missed its budget)
      // carries no copy of the article: the browser loads it.
      const html = (await productionPageOnce(`/news/${slug}`, (page) => page.html.includes('Groß geschrieben'))).html;
      assert.equal(html.includes('__marktplatzRest'), false, 'no first answer beside the server render');
      const data = /<script type="application\/json" id="mp-ssr-data-shell">(.*?)<\/script>/s.exec(html)?.[1];
      const embedded = (data ?? '').replace(/\\u003c/g, '<');
      if (data !== undefined) assert.ok(embedded.includes(FIRST_TEXT), 'the server render embeds the article');
      for (const marker of XSS_MARKERS) {
        assert.equal(answer.data.content.toLowerCase().includes(marker), false, `API: ${marker} in ${answer.data.content}`);
        assert.equal(embedded.toLowerCase().includes(marker), false, `HTML: ${marker}`);
      }
      await openSite(page, `${SHELL_ORIGIN}/news/${slug}`);
      await answerCookieBanner(page);
      await page.getByText(FIRST_TEXT).first().waitFor({ timeout: WAIT_MS });
      await page
        .getByRole('link', { name: 'Mehr erfahren' })
        .first()
        .hover({ timeout: 2000 })
        .catch(() => undefined);
      const found = await page.evaluate(() => ({
        ran: (window as unknown as { __xss?: number }).__xss ?? null,
        handlers: document.querySelectorAll('main [onerror], main [onload], main [onclick]').length,
        scriptLinks: [...document.querySelectorAll('main a')].filter((a) => /^\s*javascript:/i.test(a.getAttribute('href') ?? '')).length,
        frames: document.querySelectorAll('main iframe, main object, main svg circle').length,
      }));
      assert.deepEqual(found, { ran: null, handlers: 0, scriptLinks: 0, frames: 0 });
    }));

  test('tiles of the landing page reordered by an editor: a visitor sees them in the new order', (context) =>
    inSession(suite.browser, async ({ page }) => {
      if (!suite.site.apiAvailable || !token) return context.skip('API mit Mitarbeiterkonten nicht gestartet');
      const before = await api<LandingList>(token, 'GET', 'admin/content/landing/home/areas');
      const ids = before.items.map((item) => item.id).reverse();
      assert.ok(ids.length >= 2, 'the seeded areas list has tiles');
      const reordered = await api<LandingList>(token, 'PUT', 'admin/content/landing/home/areas/order', {
        ids,
        based_on_version: before.version,
      });
      // The tiles' ids are their positions: the new order is told by the titles.
      assert.deepEqual(
        reordered.items.map((item) => item.title),
        before.items.map((item) => item.title).reverse(),
      );
      const titles = reordered.items.filter((item) => item.active).map((item) => item.title);
      try {
        const tiles = page.locator('[data-testid="section-areas"] li h3');
        const inApiOrder = (shown: string[]) => titles.filter((title) => shown.includes(title));
        await openSite(page, `${SHELL_ORIGIN}/`);
        await answerCookieBanner(page);
        let shown: string[] = [];
        const deadline = Date.now() + 10_000;
        for (;;) {
          await tiles.first().waitFor({ timeout: WAIT_MS });
          shown = (await tiles.allInnerTexts()).map((text) => text.trim());
          if (JSON.stringify(shown) === JSON.stringify(inApiOrder(shown)) || Date.now() > deadline) break;
          await sleep(1000);
          await openSite(page, `${SHELL_ORIGIN}/`);
        }
        assert.ok(shown.length >= 2, `at least two tiles shown: ${shown.join(', ')}`);
        assert.deepEqual(shown, inApiOrder(shown), 'the visitor sees the tiles in the editors’ order');
      } finally {
        const now = await api<LandingList>(token, 'GET', 'admin/content/landing/home/areas');
        await api<LandingList>(token, 'PUT', 'admin/content/landing/home/areas/order', {
          ids: before.items.map((item) => now.items.find((entry) => entry.title === item.title)?.id ?? item.id),
          based_on_version: now.version,
        });
      }
    }));

  test('a consent-relevant change of the cookie list asks a visitor who had accepted all again', (context) =>
    inSession(suite.browser, async ({ page }) => {
      if (!suite.site.apiAvailable || !token) return context.skip('API mit Mitarbeiterkonten nicht gestartet');
      const banner = page.getByTestId('cookie-banner');
      await openSite(page, `${SHELL_ORIGIN}/`);
      await banner.waitFor({ timeout: WAIT_MS });
      await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
      await banner.waitFor({ state: 'hidden', timeout: WAIT_MS });
      await openSite(page, `${SHELL_ORIGIN}/`);
      await page.locator('[data-testid="section-areas"]').waitFor({ timeout: WAIT_MS });
      await sleep(1500);
      assert.equal(await banner.isVisible(), false, 'the answered banner stays away');

      const current = await api<CookieSettings>(token, 'GET', 'admin/content/site/cookies');
      const optional = Math.max(
        0,
        current.categories.findIndex((category) => !category.is_required),
      );
      const categories = current.categories.map((category, index) =>
        index === optional
          ? {
              ...category,
              contents: [
                ...category.contents,
                {
                  name: `mp_karte_${run}`,
                  provider: 'Marktplatz',
                  purpose: 'Merkt sich den zuletzt gewählten Kartenausschnitt.',
                  duration: '30 Tage',
                  storage: 'Lokaler Speicher',
                },
              ],
            }
          : category,
      );
      const saved = await api<CookieSettings>(token, 'PUT', 'admin/content/site/cookies', {
        banner: current.banner,
        categories,
        based_on_version: current.version,
        ask_again: true,
      });
      assert.equal(saved.consent_version, current.consent_version + 1);
      try {
        let shown = false;
        const deadline = Date.now() + 12_000;
        while (!shown && Date.now() < deadline) {
          await openSite(page, `${SHELL_ORIGIN}/`);
          shown = await banner.waitFor({ timeout: 2500 }).then(
            () => true,
            () => false,
          );
        }
        assert.ok(shown, 'the banner asks the visitor again');
      } finally {
        const now = await api<CookieSettings>(token, 'GET', 'admin/content/site/cookies');
        await api<CookieSettings>(token, 'PUT', 'admin/content/site/cookies', {
          banner: current.banner,
          categories: current.categories,
          based_on_version: now.version,
          ask_again: false,
        });
      }
    }));

  test('the preview link shows the unpublished draft under its banner; a forged token does not', (context) =>
    inSession(suite.browser, async ({ page }) => {
      if (!suite.site.apiAvailable || !token) return context.skip('API mit Mitarbeiterkonten nicht gestartet');
      const title = `Herbstfest am Markt (Entwurf) ${run}`;
      const draft = await api<EditorPost & { slug: string }>(token, 'POST', 'admin/content/posts', {
        ...ARTICLE,
        title,
        slug: `herbstfest-entwurf-${run}`,
        meta_title: `Herbstfest am Markt ${run}`,
        content: '<p>Das Programm steht noch nicht fest.</p>',
        category_id: categoryId,
      });
      assert.notEqual(draft.status, 'published');
      const link = await api<{ url: string; token: string }>(token, 'POST', `admin/content/posts/${draft.id}/preview`);
      assert.match(link.url, /\?vorschau=/);
      await openSite(page, `${SHELL_ORIGIN}${link.url}`);
      await answerCookieBanner(page);
      await page.getByTestId('preview-banner').filter({ hasText: 'Vorschau – nicht veröffentlicht' }).waitFor({ timeout: WAIT_MS });
      await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: WAIT_MS });
      await screenshots(page, 'cms-preview-banner');

      const forged = `${link.token.slice(0, -4)}${link.token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
      await openSite(page, `${SHELL_ORIGIN}/news/${draft.slug}?vorschau=${encodeURIComponent(forged)}`);
      await page.getByText('Dieser Vorschau-Link ist ungültig.', { exact: false }).first().waitFor({ timeout: WAIT_MS });
      assert.equal(await page.getByText(title).count(), 0, 'the draft stays hidden');
    }));

  test('a picture from the media library in the article reaches the visitor with its alternative text', (context) =>
    inSession(suite.browser, async ({ page }) => {
      if (!post) return context.skip('kein Beitrag aus dem ersten Schritt');
      const form = new FormData();
      form.set('alt_text', PICTURE_ALT);
      form.set('file', new Blob([PNG], { type: 'image/png' }), 'obststand.png');
      const response = await fetch(`${API_ORIGIN}/admin/media`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const answer = (await response.json()) as { data?: { url: string; alt_text: string } };
      assert.equal(response.status, 201, JSON.stringify(answer).slice(0, 400));
      const picture = answer.data;
      assert.ok(picture?.url, 'the library answers the picture’s address');
      await saveBody(`<p>${FIRST_TEXT}</p><p><img src="${picture.url}" alt="${PICTURE_ALT}"></p>`);

      await openSite(page, `${SHELL_ORIGIN}/news/${slug}`);
      await answerCookieBanner(page);
      await page.getByText(FIRST_TEXT).first().waitFor({ timeout: WAIT_MS });
      const image = page.locator(`main img[alt="${PICTURE_ALT}"]`).first();
      await image.waitFor({ timeout: WAIT_MS });
      assert.equal(await image.getAttribute('src'), picture.url);
    }));
  test('the editors’ screens of the back office open with their heading and no error: article, media, start pages, navigation, reference data', (context) =>
    inSession(suite.browser, async ({ page }) => {
      if (!suite.site.apiAvailable || !token || !post) return context.skip('API mit Mitarbeiterkonten nicht gestartet');
      const screens: [string, string, string][] = [
        [`/admin/inhalte/news/${post.id}`, ARTICLE.title, 'cms-admin-article'],
        ['/admin/medien', 'Medien', 'cms-admin-media'],
        ['/admin/startseiten', 'Startseiten', 'cms-admin-landing'],
        ['/admin/navigation', 'Navigation & Rechtstexte', 'cms-admin-navigation'],
        ['/admin/stammdaten', 'Stammdaten', 'cms-admin-reference'],
      ];
      await signInAsStaff(page, 'editor', `/admin/inhalte/news/${post.id}`);
      for (const [address, heading, name] of screens) {
        if (!page.url().endsWith(address)) await page.goto(`${SHELL_ORIGIN}${address}`);
        await page.getByRole('heading').filter({ hasText: heading }).first().waitFor({ timeout: WAIT_MS });
        await page.waitForLoadState('networkidle').catch(() => undefined);
        assert.equal(
          await page
            .getByRole('alert')
            .filter({ hasText: /Fehler|nicht geladen|fehlgeschlagen/ })
            .count(),
          0,
          `${address}: no error`,
        );
        await screenshots(page, name);
      }
    }));
});
