// The food area's server remote built from its source and loaded like in production: the food search rendered on the
// server as a guest sees it first (no postal code, no remembered filters: every restaurant, first page), with the
// restaurants, their minimum order and delivery fee from the API (a stub of our API on a local port) and the list's
// structured data.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { jsonLdOf, loaderDataOf, startPageRender, startStubApi, warmRenderTimes } from './page-test-support.mjs';

/**
 * The stub of our API: `GET /provider_search` (the fixture's restaurants with `data` and `meta`) and
 * `GET /getGastroTags` (the cuisines), with the API's envelope; it notes each request's address and its credentials.
 * `failing` makes the search answer 500, `tagsFailing` the cuisines.
 */
const startApi = ({ data, meta, tags }) => {
  const state = { failing: false, tagsFailing: false };
  return startStubApi(
    (address) => {
      if (address.pathname === '/provider_search') {
        return state.failing ? [500, { status: false, message: 'Interner Fehler' }] : [200, { status: true, data, meta }];
      }
      if (address.pathname === '/getGastroTags') {
        return state.tagsFailing ? [500, { status: false, message: 'Interner Fehler' }] : [200, { status: true, data: tags }];
      }
      return [404, { status: false, message: 'Nicht gefunden' }];
    },
    { note: (request) => ({ url: request.url, credentials: Boolean(request.headers.authorization || request.headers.cookie) }) },
  ).then((stub) => Object.assign(stub, { state }));
};

const FOOD_SEARCH = { packageFolder: 'mfe-food', remote: 'mfe_food', fixture: 'food-search-fixture.json', startApi };

describe('server render of the food search', { timeout: 180_000 }, () => {
  let api, fixture, remotes, manifest, origin, close;
  before(async () => {
    ({ api, fixture, remotes, manifest, origin, close } = await startPageRender(FOOD_SEARCH));
  });
  after(() => close?.());

  const renderAt = (url, apiSetup = api.api) => remotes.render('mfe_food', manifest, { origin, api: apiSetup, url });

  it("renders the guest's first search: heading, count, the restaurants with cuisine, open state, minimum order and delivery fee", async () => {
    api.asked.length = 0;
    const page = await renderAt('/food-provider-search');
    assert.equal(page?.kind, 'page', JSON.stringify(remotes.counters.snapshot()));
    assert.equal(page.status, 200);
    // The food area's browser build hydrates it (mfe-food/src/features/customer/lib/searchHydrate.tsx).
    assert.equal(page.hydrate, true);
    assert.match(page.html, /<h1>Essen bestellen<\/h1>/);
    assert.match(page.html, /30 Restaurants/);
    assert.match(
      page.html,
      /<a aria-label="Speisekarte von Pizzeria Da Marco" href="\/food\/menu\/pizzeria-da-marco"[^>]*>Pizzeria Da Marco<\/a>/,
    );
    assert.match(page.html, /Italienisch · Pizza · Berlin/);
    assert.match(page.html, /Geöffnet/);
    assert.match(page.html, /Öffnet morgen um 11:00 Uhr/);
    assert.match(page.html, /Mindestbestellwert 15,00\s€(<!-- -->)? ·(<!-- -->)? (<!-- -->)?Lieferung 2,50\s€/);
    assert.match(page.html, /Lieferung kostenlos/);
    assert.match(page.html, /Abholung möglich/);
    // The cuisines of the filter came with the page.
    assert.match(page.html, /<option value="Sushi">Sushi<\/option>/);
    assert.match(page.html, /aria-label="Seitennavigation"/);
    assert.match(page.styles, /^<style data-styled="true"/);
    // The guest's view: the page's own two calls without credentials, no postal code, the first page.
    assert.deepEqual(
      api.asked.map((asked) => asked.credentials),
      [false, false],
    );
    const search = new URL(api.asked.find((asked) => asked.url.startsWith('/provider_search')).url, 'http://x');
    assert.deepEqual(Object.fromEntries(search.searchParams), { food: '1', per_page: '24', page: '1' });
  });

  it('gives the restaurants as an ItemList with their positions and menu addresses as JSON-LD', async () => {
    const [list, ...rest] = jsonLdOf((await renderAt('/food-provider-search')).structuredData);
    assert.equal(rest.length, 0);
    assert.equal(list['@context'], 'https://schema.org');
    assert.equal(list['@type'], 'ItemList');
    assert.equal(list.name, 'Essen bestellen');
    assert.equal(list.url, 'https://marktplatz.example/food-provider-search');
    assert.equal(list.numberOfItems, 30);
    assert.deepEqual(list.itemListElement[0], {
      '@type': 'ListItem',
      position: 1,
      url: 'https://marktplatz.example/food/menu/pizzeria-da-marco',
      name: 'Pizzeria Da Marco',
    });
    assert.equal(list.itemListElement[1].position, 2);
  });

  it('keeps a </script> in a restaurant name inside its text: markup, structured data and loader data', async () => {
    const page = await renderAt('/food-provider-search');
    assert.doesNotMatch(page.html, /<\/?script/i);
    assert.equal(page.structuredData.match(/<\/script>/g).length, 1);
    assert.equal(page.data.match(/<\/script>/g).length, 1);
    const name = fixture.data[1].company_name;
    assert.equal(jsonLdOf(page.structuredData)[0].itemListElement[1].name, name);
    assert.equal(loaderDataOf(page, 'mfe_food')['food-search'].results.data[1].company_name, name);
  });

  it('renders the restaurants without the cuisines when they cannot be loaded (the browser loads them)', async () => {
    api.state.tagsFailing = true;
    try {
      const page = await renderAt('/food-provider-search');
      assert.equal(page?.kind, 'page');
      assert.match(page.html, /Pizzeria Da Marco/);
      assert.doesNotMatch(page.html, /<option value="Sushi">/);
    } finally {
      api.state.tagsFailing = false;
    }
  });

  it('renders /food, the same page, the same way', async () => {
    const page = await renderAt('/food');
    assert.equal(page?.kind, 'page');
    assert.equal(page.hydrate, true);
    assert.match(page.html, /<h1>Essen bestellen<\/h1>/);
    assert.match(page.html, /Pizzeria Da Marco/);
    assert.equal(jsonLdOf(page.structuredData)[0].url, 'https://marktplatz.example/food-provider-search');
  });

  it("leaves a failing search, an unreachable API and the area's other pages to the browser", async () => {
    api.state.failing = true;
    try {
      assert.equal(await renderAt('/food-provider-search'), null);
    } finally {
      api.state.failing = false;
    }
    assert.equal(
      await renderAt('/food-provider-search', { API_BASE: 'http://127.0.0.1:9', API_SECONDARY_BASE: 'http://127.0.0.1:9/api' }),
      null,
    );
    assert.equal(await renderAt('/food/orders'), null);
  });

  it('renders a warm search page well within the render budget', async () => {
    const { median, slowest } = await warmRenderTimes(() => renderAt('/food-provider-search'));
    console.log(
      `Server-Render der Essenssuche (warm, mit API-Aufrufen): Median ${median.toFixed(1)} ms, langsamster ${slowest.toFixed(1)} ms`,
    );
    assert.ok(median < 150, `median ${median.toFixed(1)} ms`);
  });
});
