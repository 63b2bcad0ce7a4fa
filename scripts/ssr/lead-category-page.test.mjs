// The leads area's server remote built from its source and loaded like in production: a living-world category
// (`/world-category/lead/:slug`, and one provider's service in it, `/…/:providerSlug`) rendered on the server with the
// category and its providers' services from the API (a stub of our API on a local port), the inquiry wizard in the
// guest's view, and its BreadcrumbList structured data.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { jsonLdOf, loaderDataOf, startPageRender, warmRenderTimes } from './page-test-support.mjs';
import { createServerRemotes } from './server-remotes.mjs';
import { serverRenderedArea } from './shell-page.mjs';
import { startWorldApi } from './world-stub-api.mjs';

const CATEGORY_PAGE = { packageFolder: 'mfe-leads', remote: 'mfe_leads', fixture: 'world-fixture.json', startApi: startWorldApi };

describe('server render of a lead category page', { timeout: 180_000 }, () => {
  let api, categories, remotes, manifest, origin, close;
  before(async () => {
    ({ api, fixture: categories, remotes, manifest, origin, close } = await startPageRender(CATEGORY_PAGE));
    // The cold load fetches the whole 4 MB entry: on a busy machine that takes longer than the loader's 2 s.
    remotes = createServerRemotes({ budgetMs: 5_000, fetchTimeoutMs: 30_000 });
    assert.ok(await remotes.preload(manifest), 'server remote loaded');
  });
  after(() => close?.());

  const renderAt = (url, apiSetup = api.api) => remotes.render('mfe_leads', manifest, { origin, api: apiSetup, url });

  it("renders the category's title, description and its services to choose from, loaded by the route loader", async () => {
    api.asked.length = 0;
    const page = await renderAt('/world-category/lead/badsanierung');
    assert.equal(page?.kind, 'page', JSON.stringify(remotes.counters.snapshot()));
    assert.equal(page.status, 200);
    // The leads area's browser build hydrates it (mfe-leads/src/features/journey/lib/hydrate.tsx).
    assert.equal(page.hydrate, true);
    assert.deepEqual(api.asked, ['/v2/world/categorys/badsanierung']);
    assert.match(page.html, /<h1[^>]*>Badsanierung<\/h1>/);
    assert.match(page.html, /Vom neuen Waschtisch bis zum barrierefreien Bad\./);
    assert.match(page.html, /Welche Leistung möchten Sie anfragen\?/);
    assert.match(page.html, /Komplettbad – Sanitär Meier GmbH \(30 km um 10115\)/);
    assert.match(page.html, /Barrierefreies Bad – Bad &amp; mehr \(25 km um 10245\)/);
    assert.match(page.html, /Bitte wählen Sie oben eine Leistung\./);
    assert.match(page.html, /<a href="\/bauen-wohnen"[^>]*>Alle Themenwelten<\/a>/);
    assert.doesNotMatch(page.html, /wird geladen/i);
    assert.match(page.styles, /^<style data-styled="true"/);
    assert.equal(remotes.counters.get('mfe_leads', 'rendered'), 1);
  });

  it("shows a category's only service with the inquiry wizard in the guest's view: the sign-in, no form", async () => {
    api.asked.length = 0;
    const page = await renderAt('/world-category/lead/dachdaemmung');
    assert.equal(page?.kind, 'page');
    // The wizard's questions and further providers load in the browser (their calls are not made on the server).
    assert.deepEqual(api.asked, ['/v2/world/categorys/dachdaemmung']);
    assert.match(page.html, /<h2[^>]*>Ihre Anfrage an Dachbau Schulz<\/h2>/);
    assert.match(page.html, /Dämmung von außen ohne Wohnraumverlust\./);
    assert.match(page.html, /Einsatzgebiet: 50(<!-- -->)? km um (<!-- -->)?28195/);
    assert.match(page.html, /Bitte melden Sie sich an, um eine Anfrage zu senden\./);
    assert.match(page.html, /<a href="\/login\?redirect=%2Fworld-category%2Flead%2Fdachdaemmung"[^>]*>Anmelden oder registrieren<\/a>/);
    assert.doesNotMatch(page.html, /<form/);
  });

  it('renders a category without providers with its own answer', async () => {
    const page = await renderAt('/world-category/lead/gartenbau');
    assert.equal(page?.kind, 'page');
    assert.match(page.html, /In dieser Themenwelt gibt es noch keine Fachbetriebe\./);
  });

  it('gives the BreadcrumbList Bauen & Wohnen → category as JSON-LD', async () => {
    const page = await renderAt('/world-category/lead/badsanierung');
    const [crumbs, ...others] = jsonLdOf(page.structuredData);
    assert.equal(others.length, 0);
    assert.deepEqual(crumbs, {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Bauen & Wohnen', item: `${origin}/bauen-wohnen` },
        { '@type': 'ListItem', position: 2, name: 'Badsanierung', item: `${origin}/world-category/lead/badsanierung` },
      ],
    });
  });

  it("renders a provider's service page with that service's wizard and the breadcrumb ending with it", async () => {
    api.asked.length = 0;
    const address = '/world-category/lead/badsanierung/sanitaer-meier-komplettbad';
    const page = await renderAt(address);
    assert.equal(page?.kind, 'page', JSON.stringify(remotes.counters.snapshot()));
    assert.equal(page.hydrate, true);
    assert.deepEqual(api.asked, ['/v2/world/categorys/badsanierung']);
    assert.match(page.html, /<h1[^>]*>Badsanierung<\/h1>/);
    assert.match(page.html, /<h2[^>]*>Ihre Anfrage an Sanitär Meier GmbH<\/h2>/);
    assert.doesNotMatch(page.html, /Bad &amp; mehr/);
    assert.match(page.html, /Bitte melden Sie sich an, um eine Anfrage zu senden\./);
    assert.match(page.html, /<a href="\/world-category\/lead\/badsanierung"[^>]*>Alle Fachbetriebe dieser Themenwelt<\/a>/);
    const [crumbs] = jsonLdOf(page.structuredData);
    assert.deepEqual(crumbs.itemListElement.at(-1), {
      '@type': 'ListItem',
      position: 3,
      name: 'Komplettbad – Sanitär Meier GmbH',
      item: `${origin}${address}`,
    });
  });

  it("renders a service that is gone with the page's own notice and the category's breadcrumb", async () => {
    const page = await renderAt('/world-category/lead/badsanierung/gibt-es-nicht-mehr');
    assert.equal(page?.kind, 'page');
    assert.match(page.html, /Dieses Angebot gibt es hier nicht \(mehr\)\./);
    assert.equal(jsonLdOf(page.structuredData)[0].itemListElement.length, 2);
  });

  it('writes the page so that a </script> in the description closes neither the JSON-LD nor the loader data', async () => {
    const page = await renderAt('/world-category/lead/badsanierung');
    assert.equal(page.data.match(/<\/script>/g).length, 1);
    assert.doesNotMatch(`${page.structuredData}${page.data}`, /<script>alert/);
    assert.doesNotMatch(page.html, /<script>alert/);
    assert.equal(loaderDataOf(page, 'mfe_leads')['world-category'].categories[0].description, categories[0].description);
  });

  it('leaves unknown categories and a failing API to the browser', async () => {
    const before = remotes.counters.get('mfe_leads', 'not_rendered');
    assert.equal(await renderAt('/world-category/lead/gibt-es-nicht'), null);
    const failing = await startWorldApi(categories, { failing: true });
    try {
      assert.equal(await renderAt('/world-category/lead/badsanierung', failing.api), null);
    } finally {
      await failing.close();
    }
    assert.equal(await renderAt('/world-category/lead/gibt-es-nicht/sanitaer-meier-komplettbad'), null);
    assert.equal(remotes.counters.get('mfe_leads', 'not_rendered'), before + 3);
  });

  it('are pages the shell server asks the leads area to render', () => {
    assert.equal(serverRenderedArea('/world-category/lead/badsanierung'), 'mfe_leads');
    assert.equal(serverRenderedArea('/world-category/lead/badsanierung/sanitaer-meier-komplettbad'), 'mfe_leads');
    assert.equal(serverRenderedArea('/world-category/lead/badsanierung/a/b'), null);
  });

  it('renders a warm category page well within the render budget', async () => {
    const { median, slowest } = await warmRenderTimes(() => renderAt('/world-category/lead/badsanierung'));
    console.log(`Server-Render der Themenwelt (warm, mit API-Aufruf): Median ${median.toFixed(1)} ms, Höchstwert ${slowest.toFixed(1)} ms`);
    assert.ok(median < 150, `median ${median.toFixed(1)} ms`);
  });
});
