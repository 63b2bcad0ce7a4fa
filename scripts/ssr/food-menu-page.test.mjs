// The food area's server remote built from its source and loaded like in production: a restaurant's menu page
// rendered on the server with its data from the API (a stub of our API on a local port), its dishes with their prices
// and its Restaurant structured data with the menu.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { jsonLdOf, loaderDataOf, startPageRender, startStubApi, warmRenderTimes } from './page-test-support.mjs';

/**
 * The stub of our API: `GET /api/foodProviderBySlugNew?slug=…` (the restaurant with its menu, else 404 with the API's
 * message), with the API's envelope; it notes every request and whether it came with credentials.
 */
const startApi = ({ provider }) =>
  startStubApi(
    (address) =>
      address.pathname === '/api/foodProviderBySlugNew' && address.searchParams.get('slug') === provider.slug
        ? [200, { status: true, data: provider }]
        : [404, { status: false, message: 'Essensanbieter nicht gefunden', code: 'NOT_FOUND' }],
    { note: (request) => ({ url: request.url, credentials: Boolean(request.headers.authorization || request.headers.cookie) }) },
  );

const MENU_PAGE = { packageFolder: 'mfe-food', remote: 'mfe_food', fixture: 'food-menu-fixture.json', startApi };

describe('server render of the food menu page', { timeout: 180_000 }, () => {
  let api, fixture, remotes, manifest, origin, close;
  before(async () => {
    ({ api, fixture, remotes, manifest, origin, close } = await startPageRender(MENU_PAGE));
  });
  after(() => close?.());

  const renderAt = (url, apiSetup = api.api) => remotes.render('mfe_food', manifest, { origin, api: apiSetup, url });

  it('renders the restaurant, its address, its menu by category and each dish with its price in German', async () => {
    api.asked.length = 0;
    const page = await renderAt('/food/menu/pizzeria-da-marco');
    assert.equal(page?.kind, 'page', JSON.stringify(remotes.counters.snapshot()));
    assert.equal(page.status, 200);
    // The food area's browser build hydrates it (mfe-food/src/features/customer/lib/hydrate.tsx).
    assert.equal(page.hydrate, true);
    assert.match(page.html, /<h1>Pizzeria Da Marco<\/h1>/);
    // React separates neighbouring texts with comments.
    assert.match(page.html, /Italienisch · Pizza(<!-- -->)? · (<!-- -->)?Torstraße 110, 10119 Berlin/);
    assert.match(page.html, /<h2 id="category-1">Pizza<\/h2>/);
    assert.match(page.html, /<strong>Pizza Margherita<\/strong>/);
    assert.match(page.html, /<strong>10,99 €<\/strong>/);
    assert.match(page.html, /<strong>0,05 €<\/strong>/);
    assert.match(page.html, /Ausverkauft/);
    assert.match(page.html, /Öffnungszeiten/);
    assert.match(page.styles, /^<style data-styled="true"/);
    assert.equal(remotes.counters.get('mfe_food', 'rendered'), 1);
  });

  it("renders the guest's view: only the menu's own call, without credentials, no cart and no chosen time", async () => {
    api.asked.length = 0;
    const page = await renderAt('/food/menu/pizzeria-da-marco');
    assert.deepEqual(api.asked, [{ url: '/api/foodProviderBySlugNew?slug=pizzeria-da-marco', credentials: false }]);
    assert.doesNotMatch(page.html, /data-testid="basket-bar"/);
    assert.doesNotMatch(page.html, /Gewählt:/);
  });

  it('gives the Restaurant with PostalAddress, cuisine, opening hours and its menu with offers in euros as JSON-LD', async () => {
    const page = await renderAt('/food/menu/pizzeria-da-marco');
    const [restaurant] = jsonLdOf(page.structuredData);
    assert.equal(restaurant['@context'], 'https://schema.org');
    assert.equal(restaurant['@type'], 'Restaurant');
    assert.equal(restaurant.name, 'Pizzeria Da Marco');
    assert.equal(restaurant.url, 'https://marktplatz.example/food/menu/pizzeria-da-marco');
    assert.deepEqual(restaurant.address, {
      '@type': 'PostalAddress',
      streetAddress: 'Torstraße 110',
      postalCode: '10119',
      addressLocality: 'Berlin',
    });
    assert.deepEqual(restaurant.servesCuisine, ['Italienisch', 'Pizza']);
    assert.equal(restaurant.openingHoursSpecification.length, 11);
    assert.deepEqual(restaurant.openingHoursSpecification[0], {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '11:00',
      closes: '14:30',
    });
    assert.equal('aggregateRating' in restaurant, false);
    const menu = restaurant.hasMenu;
    assert.equal(menu['@type'], 'Menu');
    assert.deepEqual(
      menu.hasMenuSection.map((section) => [section['@type'], section.name]),
      [
        ['MenuSection', 'Pizza'],
        ['MenuSection', 'Getränke'],
      ],
    );
    const [margherita, funghi] = menu.hasMenuSection[0].hasMenuItem;
    assert.equal(margherita['@type'], 'MenuItem');
    assert.equal(margherita.name, 'Pizza Margherita');
    assert.equal(margherita.image, 'https://marktplatz.example/shop/images/pizza-18.svg');
    assert.deepEqual(margherita.offers, {
      '@type': 'Offer',
      price: '10.99',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    assert.equal('description' in funghi, false);
    assert.equal(funghi.offers.availability, 'https://schema.org/OutOfStock');
    assert.equal(menu.hasMenuSection[1].hasMenuItem[0].offers.price, '0.05');
  });

  it('keeps a </script> in a dish description inside its text: markup, structured data and loader data', async () => {
    const page = await renderAt('/food/menu/pizzeria-da-marco');
    assert.doesNotMatch(page.html, /<\/?script/i);
    assert.equal(page.structuredData.match(/<\/script>/g).length, 1);
    assert.equal(page.data.match(/<\/script>/g).length, 1);
    const description = fixture.provider.categories[0].dishes[0].description;
    assert.equal(jsonLdOf(page.structuredData)[0].hasMenu.hasMenuSection[0].hasMenuItem[0].description, description);
    assert.equal(loaderDataOf(page, 'mfe_food')['food-menu'].provider.categories[0].dishes[0].description, description);
  });

  it('leaves an unknown restaurant and the other food pages to the browser', async () => {
    assert.equal(await renderAt('/food/menu/gibt-es-nicht'), null);
    assert.equal(await renderAt('/food/checkout'), null);
    assert.equal(await renderAt('/food/orders'), null);
  });

  it('renders a warm menu page well within the render budget', async () => {
    const { median, slowest } = await warmRenderTimes(() => renderAt('/food/menu/pizzeria-da-marco'));
    console.log(
      `Server-Render der Speisekarte (warm, mit API-Aufruf): Median ${median.toFixed(1)} ms, langsamster ${slowest.toFixed(1)} ms`,
    );
    assert.ok(median < 150, `median ${median.toFixed(1)} ms`);
  });
});
