// The leads area's server remote built from its source and loaded like in production: the living worlds
// (`/bauen-wohnen` and `/living_worlds`, the same list under two titles) rendered on the server with every category
// from the API (a stub of our API on a local port) and their ItemList structured data.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { jsonLdOf, loaderDataOf, startPageRender, warmRenderTimes } from './page-test-support.mjs';
import { createServerRemotes } from './server-remotes.mjs';
import { serverRenderedArea } from './shell-page.mjs';
import { startWorldApi } from './world-stub-api.mjs';

const WORLDS_PAGE = { packageFolder: 'mfe-leads', remote: 'mfe_leads', fixture: 'world-fixture.json', startApi: startWorldApi };

describe('server render of the living worlds', { timeout: 180_000 }, () => {
  let api, categories, remotes, manifest, origin, close;
  before(async () => {
    ({ api, fixture: categories, remotes, manifest, origin, close } = await startPageRender(WORLDS_PAGE));
    // The cold load fetches the whole 4 MB entry: on a busy machine that takes longer than the loader's 2 s.
    remotes = createServerRemotes({ budgetMs: 5_000, fetchTimeoutMs: 30_000 });
    assert.ok(await remotes.preload(manifest), 'server remote loaded');
  });
  after(() => close?.());

  const renderAt = (url, apiSetup = api.api) => remotes.render('mfe_leads', manifest, { origin, api: apiSetup, url });

  it('renders every category with its link, description and number of providers, loaded by the route loader', async () => {
    api.asked.length = 0;
    const page = await renderAt('/bauen-wohnen');
    assert.equal(page?.kind, 'page', JSON.stringify(remotes.counters.snapshot()));
    assert.equal(page.status, 200);
    assert.deepEqual(api.asked, ['/v2/world/categorys/bauen-wohnen']);
    assert.match(page.html, /<h1[^>]*>Bauen &amp; Wohnen<\/h1>/);
    assert.match(page.html, /Beschreiben Sie Ihr Vorhaben in wenigen Schritten/);
    assert.match(page.html, /<a href="\/world-category\/lead\/badsanierung"[^>]*>Badsanierung<\/a>/);
    assert.match(page.html, /<a href="\/world-category\/lead\/dachdaemmung"[^>]*>Dachdämmung<\/a>/);
    assert.match(page.html, /Dämmen Sie Ihr Dach und sparen Sie Heizkosten\./);
    assert.match(page.html, /2(<!-- -->)? (<!-- -->)?Fachbetriebe/);
    assert.match(page.html, /1(<!-- -->)? (<!-- -->)?Fachbetrieb</);
    assert.match(page.html, /Noch keine Fachbetriebe/);
    assert.doesNotMatch(page.html, /wird geladen/i);
    assert.match(page.styles, /^<style data-styled="true"/);
    // The leads area's browser build hydrates it (mfe-leads/src/features/journey/lib/hydrate.tsx).
    assert.equal(page.hydrate, true);
    assert.equal(remotes.counters.get('mfe_leads', 'rendered'), 1);
  });

  it('renders /living_worlds with the same list under its own title', async () => {
    api.asked.length = 0;
    const page = await renderAt('/living_worlds');
    assert.equal(page?.kind, 'page');
    assert.equal(page.hydrate, true);
    assert.deepEqual(api.asked, ['/v2/world/categorys/bauen-wohnen']);
    assert.match(page.html, /<h1[^>]*>Lebenswelten<\/h1>/);
    assert.match(page.html, /<a href="\/world-category\/lead\/gartenbau"[^>]*>Gartenbau<\/a>/);
    const [list] = jsonLdOf(page.structuredData);
    assert.equal(list['@id'], `${origin}/living_worlds#categories`);
  });

  it('gives the categories as an ItemList of links to the category pages, in the order shown', async () => {
    const page = await renderAt('/bauen-wohnen');
    const [list, ...others] = jsonLdOf(page.structuredData);
    assert.equal(others.length, 0);
    assert.equal(list['@context'], 'https://schema.org');
    assert.equal(list['@type'], 'ItemList');
    assert.equal(list['@id'], `${origin}/bauen-wohnen#categories`);
    assert.equal(list.numberOfItems, 3);
    assert.deepEqual(list.itemListElement[0], {
      '@type': 'ListItem',
      position: 1,
      url: `${origin}/world-category/lead/badsanierung`,
      name: 'Badsanierung',
    });
    assert.deepEqual(
      list.itemListElement.map((item) => item.position),
      [1, 2, 3],
    );
  });

  it('writes the page so that a </script> in a description closes neither the JSON-LD nor the loader data', async () => {
    const page = await renderAt('/bauen-wohnen');
    assert.equal(page.structuredData.match(/<\/script>/g).length, 1);
    assert.equal(page.data.match(/<\/script>/g).length, 1);
    assert.doesNotMatch(`${page.structuredData}${page.data}`, /<script>alert/);
    assert.doesNotMatch(page.html, /<script>alert/);
    assert.equal(loaderDataOf(page, 'mfe_leads')['bauen-wohnen'][0].description, categories[0].description);
  });

  it('leaves the page to the browser when the API fails', async () => {
    const failing = await startWorldApi(categories, { failing: true });
    try {
      const before = remotes.counters.get('mfe_leads', 'not_rendered');
      assert.equal(await renderAt('/bauen-wohnen', failing.api), null);
      assert.equal(await renderAt('/living_worlds', failing.api), null);
      assert.equal(remotes.counters.get('mfe_leads', 'not_rendered'), before + 2);
    } finally {
      await failing.close();
    }
  });

  it('are pages the shell server asks the leads area to render', () => {
    assert.equal(serverRenderedArea('/bauen-wohnen'), 'mfe_leads');
    assert.equal(serverRenderedArea('/living_worlds'), 'mfe_leads');
    assert.equal(serverRenderedArea('/bauen-wohnen/mehr'), null);
  });

  it('renders warm living worlds well within the render budget', async () => {
    const { median, slowest } = await warmRenderTimes(() => renderAt('/bauen-wohnen'));
    console.log(
      `Server-Render von Bauen & Wohnen (warm, mit API-Aufruf): Median ${median.toFixed(1)} ms, Höchstwert ${slowest.toFixed(1)} ms`,
    );
    assert.ok(median < 150, `median ${median.toFixed(1)} ms`);
  });
});
