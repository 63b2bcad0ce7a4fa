// The shop's server remote built from its source and loaded like in production: the product list and the product
// search rendered on the server with their first page of results from the API (a stub of our API on a local port),
// the cards' prices with their notices and the list's structured data.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { jsonLdOf, loaderDataOf, startPageRender, startStubApi, warmRenderTimes } from './page-test-support.mjs';

/**
 * The stub of our API: `GET /api/search` (the fixture's results for any query; `keyword=kaputt` fails) and
 * `GET /shop/getCategories`, with the API's envelope; it notes each request's path and query and its credentials.
 */
const startApi = ({ results, categories }) =>
  startStubApi(
    (address) => {
      if (address.pathname === '/api/search') {
        return address.searchParams.get('keyword') === 'kaputt'
          ? [500, { status: false, message: 'Interner Fehler' }]
          : [200, { status: true, data: results }];
      }
      if (address.pathname === '/shop/getCategories') return [200, { status: true, data: categories }];
      return [404, { status: false, message: 'Nicht gefunden' }];
    },
    { note: (request) => ({ url: request.url, credentials: Boolean(request.headers.authorization || request.headers.cookie) }) },
  );

const LIST_PAGE = { packageFolder: 'mfe-shop', remote: 'mfe_shop', fixture: 'product-list-fixture.json', startApi };

describe('server render of the product list and the product search', { timeout: 180_000 }, () => {
  let api, fixture, remotes, manifest, origin, close;
  before(async () => {
    ({ api, fixture, remotes, manifest, origin, close } = await startPageRender(LIST_PAGE));
  });
  after(() => close?.());

  const renderAt = (url, apiSetup = api.api) => remotes.render('mfe_shop', manifest, { origin, api: apiSetup, url });
  const searchCalls = () => api.asked.filter((asked) => asked.url.startsWith('/api/search')).map((asked) => new URL(asked.url, 'http://x'));

  it('renders the list with its first page: heading, count, cards with price, VAT notice, Grundpreis and provider', async () => {
    api.asked.length = 0;
    const page = await renderAt('/product-list');
    assert.equal(page?.kind, 'page', JSON.stringify(remotes.counters.snapshot()));
    assert.equal(page.status, 200);
    // The shop's browser build hydrates it (mfe-shop/src/features/catalog/lib/hydrate.tsx, part of mfe_shop/hydrate).
    assert.equal(page.hydrate, true);
    assert.match(page.html, /<h1[^>]*>Alle Produkte<\/h1>/);
    assert.match(page.html, /50(<!-- -->)? Produkte/);
    assert.match(page.html, /Bio-Honig 500 g/);
    assert.match(page.html, /7,50\s€/);
    assert.match(page.html, /inkl\. MwSt\., zzgl\. Versand/);
    assert.match(page.html, /Grundpreis: 15,00 € \/ 1 kg/);
    assert.match(page.html, /Hofladen Sonnenfeld/);
    assert.match(page.html, /href="\/product\/bio-honig-500-g"/);
    assert.match(page.html, /Lebensmittel/);
    assert.doesNotMatch(page.html, /data-testid="product-skeleton"/);
    assert.match(page.styles, /^<style data-styled="true"/);
    // The guest's view: the page's own two calls without credentials, newest first, 24 a page.
    assert.deepEqual(
      api.asked.map((asked) => asked.credentials),
      [false, false],
    );
    const [search] = searchCalls();
    assert.deepEqual(Object.fromEntries(search.searchParams), { sort: 'recentlyAdded', page: '1', per_page: '24' });
  });

  it("renders the search for the address's keyword, ordered by relevance, with the query the page sends", async () => {
    api.asked.length = 0;
    const page = await renderAt('/product-search?keyword=honig&category=1&page=2');
    assert.equal(page?.kind, 'page');
    assert.equal(page.hydrate, true);
    assert.match(page.html, /Suchergebnisse für „honig“/);
    // The category filter shows the address's choice; the search field is filled once the form starts (in the browser).
    assert.match(page.html, /<option value="1" selected="">Lebensmittel<\/option>/);
    assert.match(page.html, /Bio-Honig 500 g/);
    const [search] = searchCalls();
    assert.deepEqual(Object.fromEntries(search.searchParams), {
      keyword: 'honig',
      category: '1',
      page: '2',
      per_page: '24',
      sort: 'relevance',
    });
  });

  it('gives the first results as an ItemList with their positions and product addresses as JSON-LD', async () => {
    const list = jsonLdOf((await renderAt('/product-list')).structuredData);
    assert.equal(list.length, 1);
    assert.equal(list[0]['@context'], 'https://schema.org');
    assert.equal(list[0]['@type'], 'ItemList');
    assert.equal(list[0].name, 'Alle Produkte');
    assert.equal(list[0].url, 'https://marktplatz.example/product-list');
    assert.equal(list[0].numberOfItems, 50);
    assert.deepEqual(list[0].itemListElement[0], {
      '@type': 'ListItem',
      position: 1,
      url: 'https://marktplatz.example/product/bio-honig-500-g',
      name: 'Bio-Honig 500 g',
    });
    const [search] = jsonLdOf((await renderAt('/product-search?keyword=honig&page=2')).structuredData);
    assert.equal(search.name, 'Suchergebnisse für „honig“');
    assert.equal(search.url, 'https://marktplatz.example/product-search?keyword=honig&page=2');
    assert.deepEqual(
      search.itemListElement.map((item) => item.position),
      [25, 26],
    );
  });

  it('keeps a </script> in a product name inside its text: markup, structured data and loader data', async () => {
    const page = await renderAt('/product-list');
    assert.doesNotMatch(page.html, /<\/?script/i);
    assert.equal(page.structuredData.match(/<\/script>/g).length, 1);
    assert.equal(page.data.match(/<\/script>/g).length, 1);
    const name = fixture.results.data[1].name;
    assert.equal(jsonLdOf(page.structuredData)[0].itemListElement[1].name, name);
    assert.equal(loaderDataOf(page, 'mfe_shop')['product-list'].results.data[1].name, name);
  });

  it("leaves a failed search, an unreachable API and the shop's other pages to the browser", async () => {
    assert.equal(await renderAt('/product-search?keyword=kaputt'), null);
    assert.equal(await renderAt('/product-list', { API_BASE: 'http://127.0.0.1:9', API_SECONDARY_BASE: 'http://127.0.0.1:9/api' }), null);
    assert.equal(await renderAt('/shop/cart'), null);
    assert.equal(await renderAt('/shop'), null);
  });

  it('renders a warm list page well within the render budget', async () => {
    const { median, slowest } = await warmRenderTimes(() => renderAt('/product-list'));
    console.log(
      `Server-Render der Produktliste (warm, mit API-Aufrufen): Median ${median.toFixed(1)} ms, langsamster ${slowest.toFixed(1)} ms`,
    );
    assert.ok(median < 150, `median ${median.toFixed(1)} ms`);
  });
});
