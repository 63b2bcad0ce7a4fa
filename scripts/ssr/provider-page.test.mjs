// The stores area's server remote built from its source and loaded like in production: the provider page rendered on
// the server with its data from the API (a stub of our API on a local port), its store hours and its LocalBusiness
// structured data.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { jsonLdOf, loaderDataOf, startPageRender, startStubApi, warmRenderTimes } from './page-test-support.mjs';

/** The parts the page shows below its stores (the loader loads them too, for the hydration: scripts/ssr/README.md). */
const PRODUCT = { id: 8, name: 'Roggenbrot', slug: 'roggenbrot', photo: null, price: 4.2, price_cents: 420, previous_price: null, tax: 7 };
const LEAD_ROUTE = {
  id: 5,
  name: 'Torten für Feste',
  slug: 'torten',
  description: 'Torten für Ihr Fest.',
  provider: { id: 12, name: 'Bäckerei Sonne' },
};
const RATING = {
  id: 31,
  rating: 4,
  title: 'Sehr lecker',
  review: 'Knusprig und frisch, gerne wieder.',
  review_date: '2026-11-01T10:00:00.000Z',
  reviewer: { id: 3, name: 'Mia K.' },
  verified_purchase: true,
  product: null,
};
const POLICY = { return_policy: '14 Tage Rückgabe.', shipping_policy: '', privacy_policy: '', updated_at: null };

/**
 * The stub of our API: `GET /api/providerPageData?slug=…` (the page; an old slug answers the current one with
 * `redirect`) and `GET /providerStoreLocations?slug=…` (its stores), its products (`/api/search`), lead routes
 * (`/v2/world/categorys/all`), ratings (`/api/v2/rating`) and policies (`/api/getVendorPolicy`), with the API's envelope.
 * `partsFail`: every call but the page's and the stores' fails (the page is rendered, the browser loads the rest).
 */
const startApi = ({ page, locations }, { locationsFail = false, partsFail = false } = {}) =>
  startStubApi((address) => {
    const slug = address.searchParams.get('slug');
    const known = slug === page.slug || slug === 'baeckerei-sonne-alt';
    if (address.pathname === '/api/providerPageData' && known) {
      return [200, { status: true, data: slug === page.slug ? page : { ...page, redirect: true } }];
    }
    if (address.pathname === '/providerStoreLocations' && known && !locationsFail) return [200, { status: true, data: locations }];
    if (address.pathname === '/providerStoreLocations' && locationsFail) return [500, { status: false, message: 'Serverfehler' }];
    if (partsFail) return [500, { status: false, message: 'Serverfehler' }];
    if (address.pathname === '/api/search') return [200, { status: true, data: { data: [PRODUCT] } }];
    if (address.pathname === '/v2/world/categorys/all')
      return [200, { status: true, data: [{ id: 3, title: 'Feiern', slug: 'feiern', lead_routes: [LEAD_ROUTE] }] }];
    if (address.pathname === '/api/v2/rating')
      return [200, { status: true, data: [RATING], meta: { current_page: 1, last_page: 1, per_page: 5, total: 1 } }];
    if (address.pathname === '/api/getVendorPolicy' && known) return [200, { status: true, data: POLICY }];
    return [404, { status: false, message: 'Anbieter nicht gefunden', code: 'NOT_FOUND' }];
  });

const PROVIDER_PAGE = { packageFolder: 'mfe-stores', remote: 'mfe_stores', fixture: 'provider-fixture.json', startApi };

describe('server render of the provider page', { timeout: 180_000 }, () => {
  let api, fixture, remotes, manifest, origin, close;
  before(async () => {
    ({ api, fixture, remotes, manifest, origin, close } = await startPageRender(PROVIDER_PAGE));
  });
  after(() => close?.());

  const renderAt = (url, using = remotes, apiSetup = api.api) => using.render('mfe_stores', manifest, { origin, api: apiSetup, url });

  it('renders the company, its address, its stores and their week with the data loaded by the route loader', async () => {
    api.asked.length = 0;
    const page = await renderAt('/provider-detail/baeckerei-sonne');
    assert.equal(page?.kind, 'page', JSON.stringify(remotes.counters.snapshot()));
    assert.equal(page.status, 200);
    assert.deepEqual(api.asked.map((asked) => asked.split('?')[0]).sort(), [
      '/api/getVendorPolicy',
      '/api/providerPageData',
      '/api/search',
      '/api/v2/rating',
      '/providerStoreLocations',
      '/v2/world/categorys/all',
    ]);
    assert.ok(api.asked.includes('/api/providerPageData?slug=baeckerei-sonne'), api.asked.join(' '));
    assert.match(page.html, /<h1>Bäckerei Sonne<\/h1>/);
    assert.match(page.html, /Hauptstraße 1, 10115 Berlin/);
    assert.match(page.html, /Laden Mitte/);
    assert.match(page.html, /Montag/);
    assert.match(page.html, /08:00–12:30, 14:00–18:00 Uhr/);
    assert.match(page.styles, /^<style data-styled="true"/);
    assert.equal(remotes.counters.get('mfe_stores', 'rendered'), 1);
  });

  it('renders the finished page for the hydration: products, „Anfragen“, ratings and policies, no skeleton', async () => {
    const page = await renderAt('/provider-detail/baeckerei-sonne');
    assert.equal(page.hydrate, true);
    for (const text of ['Roggenbrot', 'Torten für Feste', 'Knusprig und frisch, gerne wieder.', '14 Tage Rückgabe.'])
      assert.match(page.html, new RegExp(text));
    assert.doesNotMatch(page.html, /aria-busy="true"/);
    const data = loaderDataOf(page, 'mfe_stores').provider;
    assert.deepEqual(
      [data.products.length, data.leads.length, data.ratings.rows.length, data.policy.return_policy],
      [1, 1, 1, '14 Tage Rückgabe.'],
    );
  });

  it('renders the page with skeletons where its parts cannot be loaded (the browser loads them)', async () => {
    const failing = await startApi(fixture, { partsFail: true });
    try {
      const page = await renderAt('/provider-detail/baeckerei-sonne', remotes, failing.api);
      assert.equal(page?.kind, 'page');
      assert.match(page.html, /<h1>Bäckerei Sonne<\/h1>/);
      assert.match(page.html, /aria-busy="true"/);
      const data = loaderDataOf(page, 'mfe_stores').provider;
      assert.match(page.html, /Laden Mitte/);
      assert.deepEqual([data.products, data.leads, data.ratings, data.policy], [null, null, null, null]);
    } finally {
      await failing.close();
    }
  });

  it('gives the LocalBusiness with PostalAddress, openingHoursSpecification and AggregateRating as JSON-LD', async () => {
    const page = await renderAt('/provider-detail/baeckerei-sonne');
    const [business] = jsonLdOf(page.structuredData);
    assert.equal(business['@context'], 'https://schema.org');
    assert.equal(business['@type'], 'LocalBusiness');
    assert.equal(business.name, 'Bäckerei Sonne');
    assert.equal(business.url, 'https://marktplatz.example/provider-detail/baeckerei-sonne');
    assert.deepEqual(business.address, {
      '@type': 'PostalAddress',
      streetAddress: 'Hauptstraße 1',
      postalCode: '10115',
      addressLocality: 'Berlin',
    });
    assert.deepEqual(business.openingHoursSpecification.slice(0, 3), [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '12:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '14:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Tuesday', opens: '08:00', closes: '18:00' },
    ]);
    assert.equal(business.openingHoursSpecification.length, 7);
    assert.equal(
      business.openingHoursSpecification.some((entry) => entry.dayOfWeek === 'https://schema.org/Sunday'),
      false,
    );
    assert.deepEqual(business.aggregateRating, {
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('writes the loader data for the client so that no text of the API closes its script element', async () => {
    const page = await renderAt('/provider-detail/baeckerei-sonne');
    assert.equal(page.data.match(/<\/script>/g).length, 1);
    assert.equal(page.structuredData.match(/<\/script>/g).length, 1);
    assert.equal(loaderDataOf(page, 'mfe_stores').provider.page.description, fixture.page.description);
  });

  it('leaves out the AggregateRating of a provider without reviews', async () => {
    const unrated = await startApi({ ...fixture, page: { ...fixture.page, avg_rating: 0, total_review: 0 } });
    try {
      const page = await renderAt('/provider-detail/baeckerei-sonne', remotes, unrated.api);
      assert.equal('aggregateRating' in jsonLdOf(page.structuredData)[0], false);
    } finally {
      await unrated.close();
    }
  });

  it('renders the page without store hours when the stores cannot be loaded (the browser loads them)', async () => {
    const failing = await startApi(fixture, { locationsFail: true });
    try {
      const page = await renderAt('/provider-detail/baeckerei-sonne', remotes, failing.api);
      assert.equal(page?.kind, 'page');
      assert.match(page.html, /<h1>Bäckerei Sonne<\/h1>/);
      assert.equal('openingHoursSpecification' in jsonLdOf(page.structuredData)[0], false);
    } finally {
      await failing.close();
    }
  });

  it('answers a redirect to the current address for an old slug', async () => {
    const answer = await renderAt('/provider-detail/baeckerei-sonne-alt');
    assert.deepEqual(answer, { kind: 'redirect', status: 302, location: '/provider-detail/baeckerei-sonne' });
  });

  it('leaves unknown providers, the owner preview and other pages to the browser', async () => {
    assert.equal(await renderAt('/provider-detail/gibt-es-nicht'), null);
    assert.equal(await renderAt('/provider-detail/baeckerei-sonne?preview=1'), null);
    assert.equal(await renderAt('/stores/appointments'), null);
  });

  it('renders a warm provider page well within the render budget', async () => {
    const { median } = await warmRenderTimes(() => renderAt('/provider-detail/baeckerei-sonne'));
    console.log(`Server-Render der Anbieterseite (warm, mit API-Aufrufen): Median ${median.toFixed(1)} ms`);
    assert.ok(median < 150, `median ${median.toFixed(1)} ms`);
  });
});
