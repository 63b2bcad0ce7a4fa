// The shop's server remote built from its source and loaded like in production: the product page rendered on the
// server with its data from the API (a stub of our API on a local port), its styles, price notices and structured data.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { areaPackage, jsonLdOf, loaderDataOf, startPageRender, startStubApi, warmRenderTimes } from './page-test-support.mjs';
import { createServerRemotes } from './server-remotes.mjs';

/** The product the stub API answers (`GET /shop/productBySlug/{slug}`, by slug or id), with the envelope of the API. */
const startApi = (product) =>
  startStubApi((_address, request) => {
    const slug = decodeURIComponent(request.url.replace('/shop/productBySlug/', ''));
    const found = request.url.startsWith('/shop/productBySlug/') && (slug === product.slug || slug === String(product.id));
    return found ? [200, { status: true, data: product }] : [404, { status: false, message: 'Produkt nicht gefunden' }];
  });

const PRODUCT_PAGE = { packageFolder: 'mfe-shop', remote: 'mfe_shop', fixture: 'product-fixture.json', startApi };

describe('server render of the product page', { timeout: 180_000 }, () => {
  let folder, area, api, product, remotes, input, close;
  before(async () => {
    let origin;
    ({ area, api, fixture: product, remotes, origin, close } = await startPageRender(PRODUCT_PAGE));
    folder = area.folder;
    input = { origin, api: { API_BASE: api.base } };
  });
  after(() => close?.());

  it('builds a server remote with its own manifest naming a content-hashed entry', async () => {
    const manifest = JSON.parse(await readFile(path.join(folder, 'server', 'mf-manifest.json'), 'utf8'));
    assert.equal(manifest.name, 'mfe_shop');
    assert.equal(manifest.metaData.remoteEntry.type, 'commonjs-module');
    assert.match(manifest.metaData.remoteEntry.name, /^remoteEntry\.[0-9a-f]{8}\.js$/);
    // The same build facts as the browser manifest of that build (the skew check of server-remotes.mjs).
    const pkg = await areaPackage('mfe-shop');
    assert.deepEqual(manifest.metaData.buildInfo, { buildVersion: pkg.version, buildName: pkg.name });
    assert.deepEqual(
      manifest.exposes.map((exposed) => exposed.path),
      ['./ssr'],
    );
  });

  it('renders name, price, VAT and Grundpreis notices with the data loaded by the route loader', async () => {
    const page = await remotes.render('mfe_shop', `${area.url}/mf-manifest.json`, { ...input, url: '/product/leinenhemd-classic' });
    assert.equal(page?.kind, 'page', JSON.stringify(remotes.counters.snapshot()));
    assert.equal(page.status, 200);
    assert.deepEqual(api.asked, ['/shop/productBySlug/leinenhemd-classic']);
    assert.match(page.html, /<h1>Leinenhemd Classic<\/h1>/);
    assert.match(page.html, /12,99\s€/);
    assert.match(page.html, /inkl\. MwSt\./);
    assert.match(page.html, /Grundpreis: 12,99 € \/ 1 Stück/);
    assert.match(page.html, /Textil Weber/);
    assert.match(page.styles, /^<style data-styled="true"/);
    assert.equal(remotes.counters.get('mfe_shop', 'rendered'), 1);
  });

  it('gives the Product with its Offer, AggregateRating and the BreadcrumbList as JSON-LD', async () => {
    const page = await remotes.render('mfe_shop', `${area.url}/mf-manifest.json`, { ...input, url: '/product/leinenhemd-classic' });
    const [item, breadcrumbs] = jsonLdOf(page.structuredData);
    assert.equal(item['@context'], 'https://schema.org');
    assert.equal(item['@type'], 'Product');
    assert.equal(item.name, 'Leinenhemd Classic');
    assert.equal(item.offers['@type'], 'Offer');
    assert.equal(item.offers.price, '12.99');
    assert.equal(item.offers.priceCurrency, 'EUR');
    assert.equal(item.offers.availability, 'https://schema.org/InStock');
    assert.deepEqual(item.offers.seller, { '@type': 'Organization', name: 'Textil Weber' });
    assert.deepEqual(item.aggregateRating, { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    assert.equal(breadcrumbs['@type'], 'BreadcrumbList');
    assert.deepEqual(
      breadcrumbs.itemListElement.map((crumb) => [crumb.position, crumb.name]),
      [
        [1, 'Marktplatz'],
        [2, 'Mode'],
        [3, 'Hemden'],
        [4, 'Leinenhemd Classic'],
      ],
    );
  });

  it('writes the loader data for the client so that no text of the API closes its script element', async () => {
    const page = await remotes.render('mfe_shop', `${area.url}/mf-manifest.json`, { ...input, url: '/product/leinenhemd-classic' });
    assert.equal(page.data.match(/<\/script>/g).length, 1);
    assert.equal(page.structuredData.match(/<\/script>/g).length, 2);
    assert.equal(loaderDataOf(page, 'mfe_shop').product.details, product.details);
  });

  it('leaves out the AggregateRating of a product without ratings', async () => {
    const unrated = { ...product, avg_rating: 0, total_review: 0 };
    const unratedApi = await startApi(unrated);
    try {
      const page = await remotes.render('mfe_shop', `${area.url}/mf-manifest.json`, {
        ...input,
        api: { API_BASE: unratedApi.base },
        url: '/product/leinenhemd-classic',
      });
      assert.equal('aggregateRating' in jsonLdOf(page.structuredData)[0], false);
    } finally {
      await unratedApi.close();
    }
  });

  it('answers a redirect to the slug address for a numeric product id', async () => {
    const answer = await remotes.render('mfe_shop', `${area.url}/mf-manifest.json`, { ...input, url: '/product/42' });
    assert.deepEqual(answer, { kind: 'redirect', status: 302, location: '/product/leinenhemd-classic' });
  });

  it('leaves an unknown product and pages without a server render to the browser', async () => {
    assert.equal(await remotes.render('mfe_shop', `${area.url}/mf-manifest.json`, { ...input, url: '/product/gibt-es-nicht' }), null);
    assert.equal(await remotes.render('mfe_shop', `${area.url}/mf-manifest.json`, { ...input, url: '/shop/cart' }), null);
    assert.equal(remotes.counters.get('mfe_shop', 'not_rendered'), 2);
  });

  it('falls back within the budget when the API is too slow, aborting the API call', async () => {
    const slowApi = await startStubApi(() => [200, { status: true, data: product }], { delayMs: 1000 });
    const fast = createServerRemotes({ budgetMs: 150 });
    try {
      await fast.preload(`${area.url}/mf-manifest.json`);
      const started = performance.now();
      const answer = await fast.render('mfe_shop', `${area.url}/mf-manifest.json`, {
        ...input,
        api: { API_BASE: slowApi.base },
        url: '/product/leinenhemd-classic',
      });
      assert.equal(answer, null);
      assert.ok(performance.now() - started < 400);
      assert.equal(fast.counters.get('mfe_shop', 'over_budget'), 1);
      for (let waited = 0; !slowApi.aborted && waited < 500; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
      assert.equal(slowApi.aborted, true);
    } finally {
      await slowApi.close();
    }
  });

  it('renders a warm product page well within the render budget', async () => {
    const { median } = await warmRenderTimes(() =>
      remotes.render('mfe_shop', `${area.url}/mf-manifest.json`, { ...input, url: '/product/leinenhemd-classic' }),
    );
    console.log(`Server-Render der Produktseite (warm, mit API-Aufruf): Median ${median.toFixed(1)} ms`);
    assert.ok(median < 150, `median ${median.toFixed(1)} ms`);
  });
});
