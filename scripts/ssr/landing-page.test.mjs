// The landing page rendered on the server by the shell's own server build (README.md "The landing page"): the hero,
// the sections in the editors' order with the page's own two calls (a stub of our API on a local port), the loader
// data the browser hydrates from, the production server's page with the render as the one first view, and the
// browser's render (nothing written for it) when the API fails or the server render is off.
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { serveStatic } from '../serve-static.mjs';
import { loaderDataOf, startPageRender, startStubApi, warmRenderTimes } from './page-test-support.mjs';
import { serverRenderedArea } from './shell-page.mjs';

/** The sections' first order (shell LandingPage's HOME_SECTIONS), shown while the editors saved none. */
const FIRST_ORDER = ['areas', 'providers', 'living_worlds', 'news', 'trust', 'newsletter'];

/**
 * The stub of our API: `/homepageData` and `/startPageLayout/home` with the API's envelope (`layout: false`: the order
 * is the API's 404), noting each request's path and whether it carried credentials. `broken`: every answer is a 500.
 */
const landingApi =
  ({ broken = false, layout = true } = {}) =>
  (fixture) =>
    startStubApi(
      (address) => {
        if (broken) return [500, { status: false, message: 'Interner Fehler' }];
        if (address.pathname === '/homepageData') return [200, { status: true, data: fixture.homepage }];
        if (address.pathname === '/startPageLayout/home' && layout) return [200, { status: true, data: fixture.layout }];
        return [404, { status: false, message: 'Nicht gefunden' }];
      },
      { note: (request) => ({ url: request.url, credentials: Boolean(request.headers.authorization || request.headers.cookie) }) },
    );

const LANDING = { packageFolder: 'shell', remote: 'shell', fixture: 'landing-fixture.json', startApi: landingApi() };

/** The shell's page as the build writes it: the frame's reserved row in `#root`. */
const SHELL_PAGE =
  '<!doctype html><html lang="de"><head><title>Marktplatz</title></head><body><div id=root><div style="min-height:65px"></div></div></body></html>';

describe('server render of the landing page (/)', { timeout: 240_000 }, () => {
  let api, broken, withoutLayout, fixture, remotes, manifest, origin, area, close;
  before(async () => {
    ({ api, fixture, remotes, manifest, origin, area, close } = await startPageRender(LANDING));
    broken = await landingApi({ broken: true })(fixture);
    withoutLayout = await landingApi({ layout: false })(fixture);
  });
  after(async () => {
    await broken?.close();
    await withoutLayout?.close();
    await close?.();
  });

  const renderAt = (url, apiSetup = api.api) => remotes.render('shell', manifest, { origin, api: apiSetup, url });
  const sectionOrder = (html) => [...html.matchAll(/data-testid="section-([a-z-]+)"/g)].map((match) => match[1].replace('-', '_'));

  it('renders the hero and the sections in the editors’ order, in German, with the page’s own two calls as a guest', async () => {
    api.asked.length = 0;
    const page = await renderAt('/');
    assert.equal(page?.kind, 'page', JSON.stringify(remotes.counters.snapshot()));
    assert.equal(page.status, 200);
    assert.match(page.html, /<h1 id="landing-heading">Ihr Marktplatz für die Region<\/h1>/);
    assert.match(page.html, /Geprüfte Anbieter aus Ihrer Nähe – einkaufen, buchen, anfragen\./);
    assert.match(page.html, /href="\/shop"[^>]*>Marktplatz entdecken<\/a>/);
    assert.match(page.html, /href="\/become-a-provider"[^>]*>Anbieter werden<\/a>/);
    const hero = /<img [^>]*alt="Wochenmarkt in der Altstadt"[^>]*>/.exec(page.html)?.[0] ?? '';
    assert.ok(hero.includes(`src="${api.base}/images/banners/home.webp"`), hero);
    assert.match(hero, /width="800"/);
    assert.match(hero, /height="400"/);
    assert.match(hero, /fetchpriority="high"/i);
    assert.deepEqual(sectionOrder(page.html), fixture.layout.sections);
    const text = page.html.replace(/<!-- -->/g, '');
    for (const words of ['Alles für Zuhause', 'Essen bestellen', 'Malerbetrieb Schulz', 'Lebenswelten', 'Badsanierung richtig planen']) {
      assert.ok(text.includes(words), words);
    }
    // The newsletter form as the browser renders it (its field kept through the hydration: ServerRenderedForm).
    const field = /<input [^>]*id="newsletter-email"[^>]*>/.exec(page.html)?.[0] ?? '';
    assert.match(field, /name="email"/);
    assert.match(field, /type="email"/);
    assert.match(text, /Newsletter abonnieren/);
    assert.match(text, /Datenschutzerklärung|Datenschutz/);
    // An editor's `</script>` stays text.
    assert.doesNotMatch(page.html, /<\/script><script>alert/);
    // The sticky layer shows after the hydration, like every overlay: not in the server's markup.
    assert.doesNotMatch(page.html, /data-testid="sticky-layer"/);
    assert.doesNotMatch(page.html, /Drei Monate ohne Grundgebühr/);
    // The shell's components with the browser's class names.
    assert.match(page.styles, /^<style data-styled="true"/);
    assert.match(page.html, /class="[^"]*shell__sc-/);
    // The guest's view: the landing data and the order of the sections, once each, without credentials.
    assert.deepEqual(api.asked.map((asked) => asked.url).sort(), ['/homepageData', '/startPageLayout/home']);
    assert.ok(api.asked.every((asked) => !asked.credentials));
  });

  it('gives the browser the landing data and the order as loader data to hydrate from, and no JSON-LD of its own', async () => {
    const page = await renderAt('/');
    assert.equal(page.hydrate, true);
    assert.deepEqual(loaderDataOf(page, 'shell'), { landing: { homepage: fixture.homepage, layout: fixture.layout } });
    assert.doesNotMatch(page.data, /<\/script><script>alert/);
    // seo-head.mjs writes no structured data for `/`; the render adds none either (nothing to contradict).
    assert.equal(page.structuredData, '');
  });

  it('shows the sections in their first order without sticky layer when the editors’ order cannot be had', async () => {
    const page = await renderAt('/', withoutLayout.api);
    assert.equal(page?.kind, 'page');
    assert.deepEqual(sectionOrder(page.html), FIRST_ORDER);
    assert.deepEqual(loaderDataOf(page, 'shell').landing.layout, { sections: FIRST_ORDER, sticky_layers: [] });
  });

  it('leaves the page to the browser when the landing data fails or the API cannot be reached', async () => {
    assert.equal(await renderAt('/', broken.api), null);
    assert.equal(await renderAt('/', { API_BASE: 'http://127.0.0.1:9', API_SECONDARY_BASE: 'http://127.0.0.1:9/api' }), null);
  });

  it('is a page of the shell for exactly `/`', () => {
    assert.equal(serverRenderedArea('/'), 'shell');
    for (const other of ['/shop', '/index.html', '/page/impressum', '/start']) assert.notEqual(serverRenderedArea(other), 'shell', other);
  });

  it('sends the page with the server render below the frame’s row as its one first view, without an early request', async () => {
    await writeFile(path.join(area.folder, 'index.html'), SHELL_PAGE);
    await writeFile(path.join(area.folder, 'env.json'), JSON.stringify(api.api));
    await writeFile(path.join(area.folder, 'remotes.json'), '{}');
    const options = { root: area.folder, port: 0, spa: true, seo: false, preload: false, seoApiBase: api.base };
    const rendered = await serveStatic({ ...options, ssr: true });
    try {
      await rendered.warmedUp;
      const html = await (await fetch(`${rendered.url}/`)).text();
      assert.ok(html.includes('<div id=root><div style="min-height:65px"></div><div data-ssr="shell" data-hydrate="">'), html);
      assert.equal(html.match(/<h1[ >]/g)?.length, 1, 'one heading');
      assert.doesNotMatch(html, /landing-hero-preview/);
      assert.doesNotMatch(html, /marktplatz-api-base/);
      assert.match(html, /<script type="application\/json" id="mp-ssr-data-shell">/);
    } finally {
      await rendered.close();
    }
    // With the server render off: the browser's render is the one — the frame's row only, no hand-written hero, no
    // API base for an early request.
    const browserOnly = await serveStatic({ ...options, ssr: false });
    try {
      const html = await (await fetch(`${browserOnly.url}/`)).text();
      assert.doesNotMatch(html, /data-ssr=|marktplatz-api-base|landing-hero-preview/);
      assert.ok(html.includes('<div id=root><div style="min-height:65px"></div></div>'), html);
    } finally {
      await browserOnly.close();
    }
  });

  it('renders a warm landing page well within the render budget', async () => {
    const { median, slowest } = await warmRenderTimes(() => renderAt('/'));
    console.log(
      `Server-Render der Startseite (warm, mit API-Aufrufen): Median ${median.toFixed(1)} ms, langsamster ${slowest.toFixed(1)} ms`,
    );
    assert.ok(median < 150, `median ${median.toFixed(1)} ms`);
  });
});
