// The leads area's server remote built from its source and loaded like in production: the property search
// (`/properties`) rendered on the server with the guest's first page from the API (a stub of our API on a local port)
// and its ItemList structured data; `/finder` answered with the redirect to it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { jsonLdOf, loaderDataOf, startPageRender, startStubApi, warmRenderTimes } from './page-test-support.mjs';
import { createServerRemotes } from './server-remotes.mjs';
import { serverRenderedArea } from './shell-page.mjs';

/** The guest's query: newest first, the first page of 5, no filters. */
const GUEST_QUERY = 'per_page=5&sort=newest&page=1';

/** The stub of our API: `GET /api/finder` with the API's envelope (`failing`: 500 like a broken database). */
const startApi = (answer, { failing = false } = {}) =>
  startStubApi((address) =>
    address.pathname !== '/api/finder'
      ? [404, { status: false, message: 'Nicht gefunden', code: 'NOT_FOUND' }]
      : failing
        ? [500, { status: false, message: 'Es ist etwas schief gelaufen, bitte versuchen Sie es erneut.' }]
        : [200, { status: true, ...answer }],
  );

const LIST_PAGE = { packageFolder: 'mfe-leads', remote: 'mfe_leads', fixture: 'property-list-fixture.json', startApi };

describe('server render of the property search', { timeout: 180_000 }, () => {
  let api, answer, remotes, manifest, origin, close;
  before(async () => {
    ({ api, fixture: answer, remotes, manifest, origin, close } = await startPageRender(LIST_PAGE));
    // The cold load fetches the whole 4 MB entry: on a busy machine that takes longer than the loader's 2 s.
    remotes = createServerRemotes({ budgetMs: 5_000, fetchTimeoutMs: 30_000 });
    assert.ok(await remotes.preload(manifest), 'server remote loaded');
  });
  after(() => close?.());

  const renderAt = (url, apiSetup = api.api) => remotes.render('mfe_leads', manifest, { origin, api: apiSetup, url });

  it("renders the guest's first page with the page's own cards: title links, prices in whole euros, rooms, area, place", async () => {
    api.asked.length = 0;
    const page = await renderAt('/properties');
    assert.equal(page?.kind, 'page', JSON.stringify(remotes.counters.snapshot()));
    assert.equal(page.status, 200);
    assert.deepEqual(api.asked, [`/api/finder?${GUEST_QUERY}`]);
    assert.match(page.html, /<h1[^>]*>Immobilien<\/h1>/);
    assert.match(page.html, /12(<!-- -->)? Immobilien/);
    assert.match(page.html, /<a href="\/property-detail\/5-zimmer-reihenhaus-in-bremen-12"[^>]*>5-Zimmer-Reihenhaus in Bremen<\/a>/);
    assert.match(page.html, /716\.250\s€/);
    assert.match(page.html, /218,15 m²/);
    assert.match(page.html, /28195(<!-- -->)? (<!-- -->)?Bremen/);
    assert.match(page.html, /<img[^>]*src="http:\/\/api\.marktplatz\.example\/properties\/images\/haus-10\.svg"/);
    assert.match(page.html, /Suche eingrenzen/);
    assert.match(page.html, /Aktualität \(neueste zuerst\)/);
    // The sort's hint is in the guest's page too: a remembered sort by distance applies after hydration without moving anything.
    assert.match(page.html, /Die Entfernung wird ab der eingegebenen Postleitzahl gemessen\./);
    assert.doesNotMatch(page.html, /wird geladen/i);
    assert.match(page.styles, /^<style data-styled="true"/);
    // The leads area's browser build hydrates it (mfe-leads/src/features/properties/lib/hydrate.tsx).
    assert.equal(page.hydrate, true);
    assert.equal(remotes.counters.get('mfe_leads', 'rendered'), 1);
  });

  it('gives the listings shown as an ItemList of links to their pages, in the order shown', async () => {
    const page = await renderAt('/properties');
    const [list, ...others] = jsonLdOf(page.structuredData);
    assert.equal(others.length, 0);
    assert.equal(list['@context'], 'https://schema.org');
    assert.equal(list['@type'], 'ItemList');
    assert.equal(list.numberOfItems, 2);
    assert.deepEqual(list.itemListElement[0], {
      '@type': 'ListItem',
      position: 1,
      url: `${origin}/property-detail/5-zimmer-reihenhaus-in-bremen-12`,
      name: '5-Zimmer-Reihenhaus in Bremen',
    });
    assert.equal(list.itemListElement[1].position, 2);
    assert.equal(list.itemListElement[1].url, `${origin}/property-detail/3-zimmer-wohnung-in-berlin-1`);
  });

  it('writes the page so that a </script> in a title closes neither the JSON-LD nor the loader data', async () => {
    const page = await renderAt('/properties');
    assert.equal(page.structuredData.match(/<\/script>/g).length, 1);
    assert.equal(page.data.match(/<\/script>/g).length, 1);
    assert.doesNotMatch(`${page.structuredData}${page.data}`, /<script>alert/);
    assert.doesNotMatch(page.html, /<script>alert/);
    assert.deepEqual(
      loaderDataOf(page, 'mfe_leads').properties.rows.map((row) => row.slug),
      answer.data.map((row) => row.slug),
    );
  });

  it('renders an empty search with its own answer and no structured data', async () => {
    const empty = await startApi({ data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 }, sorts: {} });
    try {
      const page = await renderAt('/properties', empty.api);
      assert.equal(page?.kind, 'page');
      assert.match(page.html, /Keine Immobilie passt zu Ihrer Suche\./);
      assert.equal(page.structuredData, '');
    } finally {
      await empty.close();
    }
  });

  it('leaves the page to the browser when the API fails', async () => {
    const failing = await startApi(answer, { failing: true });
    try {
      const before = remotes.counters.get('mfe_leads', 'not_rendered');
      assert.equal(await renderAt('/properties', failing.api), null);
      assert.equal(remotes.counters.get('mfe_leads', 'not_rendered'), before + 1);
    } finally {
      await failing.close();
    }
  });

  it('answers /finder with the permanent redirect to /properties, its query string kept', async () => {
    api.asked.length = 0;
    assert.deepEqual(await renderAt('/finder'), { kind: 'redirect', status: 301, location: '/properties' });
    assert.deepEqual(await renderAt('/finder?utm_source=newsletter'), {
      kind: 'redirect',
      status: 301,
      location: '/properties?utm_source=newsletter',
    });
    assert.deepEqual(api.asked, []);
  });

  it('is a page the shell server asks the leads area to render', () => {
    assert.equal(serverRenderedArea('/properties'), 'mfe_leads');
    assert.equal(serverRenderedArea('/finder'), 'mfe_leads');
    assert.equal(serverRenderedArea('/properties/extra'), null);
  });

  it('renders a warm property search well within the render budget', async () => {
    const { median, slowest } = await warmRenderTimes(() => renderAt('/properties'));
    console.log(
      `Server-Render der Immobiliensuche (warm, mit API-Aufruf): Median ${median.toFixed(1)} ms, Höchstwert ${slowest.toFixed(1)} ms`,
    );
    assert.ok(median < 150, `median ${median.toFixed(1)} ms`);
  });
});
