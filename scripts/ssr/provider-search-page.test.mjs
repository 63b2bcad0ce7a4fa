// The stores area's server remote built from its source and loaded like in production: the provider search rendered
// on the server as a guest sees it first (no location, no remembered filters: every provider by rating, first page),
// with its providers from the API (a stub of our API on a local port) and the list's structured data.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { jsonLdOf, loaderDataOf, startPageRender, startStubApi, warmRenderTimes } from './page-test-support.mjs';

/**
 * The stub of our API: `GET /provider_search` (the fixture, with the API's list answer: `data` and `meta`); it notes
 * each request's address and whether it came with credentials. `failing` makes the search answer 500.
 */
const startApi = (fixture) => {
  const state = { failing: false };
  return startStubApi(
    (address) => {
      if (address.pathname !== '/provider_search') return [404, { status: false, message: 'Nicht gefunden' }];
      return state.failing ? [500, { status: false, message: 'Interner Fehler' }] : [200, { status: true, ...fixture }];
    },
    { note: (request) => ({ url: request.url, credentials: Boolean(request.headers.authorization || request.headers.cookie) }) },
  ).then((stub) => Object.assign(stub, { state }));
};

const SEARCH_PAGE = { packageFolder: 'mfe-stores', remote: 'mfe_stores', fixture: 'provider-search-fixture.json', startApi };

describe('server render of the provider search', { timeout: 180_000 }, () => {
  let api, fixture, remotes, manifest, origin, close;
  before(async () => {
    ({ api, fixture, remotes, manifest, origin, close } = await startPageRender(SEARCH_PAGE));
  });
  after(() => close?.());

  const renderAt = (url, apiSetup = api.api) => remotes.render('mfe_stores', manifest, { origin, api: apiSetup, url });

  it("renders the guest's first search: heading, count, the providers with place, rating, industries and open state", async () => {
    api.asked.length = 0;
    const page = await renderAt('/provider-search');
    assert.equal(page?.kind, 'page', JSON.stringify(remotes.counters.snapshot()));
    assert.equal(page.status, 200);
    // The stores' browser build hydrates it (mfe-stores/src/features/search/lib/hydrate.tsx, part of mfe_stores/hydrate).
    assert.equal(page.hydrate, true);
    assert.match(page.html, /<h1>Anbieter finden<\/h1>/);
    assert.match(page.html, /30 Anbieter gefunden/);
    assert.match(page.html, /<a href="\/provider-detail\/baeckerei-sonne"[^>]*>Bäckerei Sonne<\/a>/);
    assert.match(page.html, /Filiale Mitte, Berlin/);
    assert.match(page.html, /4,5 von 5 Sternen \(2 Bewertungen\)/);
    assert.match(page.html, /Premium/);
    assert.match(page.html, /Bäckerei/);
    assert.match(page.html, /Geöffnet bis 18:00 Uhr/);
    assert.match(page.html, /Noch keine Bewertungen/);
    assert.match(page.html, /aria-label="Seitennavigation"/);
    assert.match(page.styles, /^<style data-styled="true"/);
    assert.equal(remotes.counters.get('mfe_stores', 'rendered'), 1);
    // Only the search, as a guest: no credentials, no location, the rating order, the first page.
    assert.deepEqual(api.asked, [{ url: '/provider_search?sort=rating&page=1', credentials: false }]);
  });

  it("renders both widths' parts for CSS to choose (the width is not known): „Liste | Karte“, the map button, no map yet", async () => {
    const page = await renderAt('/provider-search');
    assert.match(page.html, /role="tablist"/);
    assert.match(page.html, /Karte ausblenden/);
    assert.match(page.styles, /@media \(min-width: ?1024px\)\{[^}]*display: ?none/);
    assert.match(page.styles, /@media \(max-width: ?calc\(1024px - 1px\)\)\{[^}]*display: ?none/);
    assert.doesNotMatch(page.html, /leaflet/);
  });

  it('gives the providers as an ItemList with their positions and provider page addresses as JSON-LD', async () => {
    const [list, ...rest] = jsonLdOf((await renderAt('/provider-search')).structuredData);
    assert.equal(rest.length, 0);
    assert.equal(list['@context'], 'https://schema.org');
    assert.equal(list['@type'], 'ItemList');
    assert.equal(list.name, 'Anbieter finden');
    assert.equal(list.url, 'https://marktplatz.example/provider-search');
    assert.equal(list.numberOfItems, 30);
    assert.deepEqual(list.itemListElement[0], {
      '@type': 'ListItem',
      position: 1,
      url: 'https://marktplatz.example/provider-detail/baeckerei-sonne',
      name: 'Bäckerei Sonne',
    });
    assert.equal(list.itemListElement[1].position, 2);
  });

  it('keeps a </script> in a company name inside its text: markup, structured data and loader data', async () => {
    const page = await renderAt('/provider-search');
    assert.doesNotMatch(page.html, /<\/?script/i);
    assert.equal(page.structuredData.match(/<\/script>/g).length, 1);
    assert.equal(page.data.match(/<\/script>/g).length, 1);
    const name = fixture.data[1].company_name;
    assert.equal(jsonLdOf(page.structuredData)[0].itemListElement[1].name, name);
    assert.equal(loaderDataOf(page, 'mfe_stores')['provider-search'].result.cards[1].company_name, name);
  });

  it("leaves a failing search, an unreachable API and the area's other pages to the browser", async () => {
    api.state.failing = true;
    try {
      assert.equal(await renderAt('/provider-search'), null);
    } finally {
      api.state.failing = false;
    }
    assert.equal(
      await renderAt('/provider-search', { API_BASE: 'http://127.0.0.1:9', API_SECONDARY_BASE: 'http://127.0.0.1:9/api' }),
      null,
    );
    assert.equal(await renderAt('/stores/appointments'), null);
  });

  it('renders a warm search page well within the render budget', async () => {
    const { median, slowest } = await warmRenderTimes(() => renderAt('/provider-search'));
    console.log(
      `Server-Render der Anbietersuche (warm, mit API-Aufruf): Median ${median.toFixed(1)} ms, langsamster ${slowest.toFixed(1)} ms`,
    );
    assert.ok(median < 150, `median ${median.toFixed(1)} ms`);
  });
});
