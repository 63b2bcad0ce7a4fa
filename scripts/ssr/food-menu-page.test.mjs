// The food area's server remote built from its source and loaded like in production: a restaurant's menu page
// rendered on the server with its data from the API (a stub of our API on a local port), its dishes with their prices
// and its Restaurant structured data with the menu.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { serveStatic } from '../serve-static.mjs';
import { createServerRemotes } from './server-remotes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FOOD = path.join(ROOT, 'mfe-food');
const requireFromFood = createRequire(path.join(FOOD, 'package.json'));

/** Builds the food area's server remote (the factory's config, as `npm run build` does) into `<folder>/server`. */
async function buildServerRemote(folder) {
  const webpack = requireFromFood('webpack');
  const foodConfig = requireFromFood('./webpack.config.cjs')({}, { mode: 'production' });
  const config = foodConfig.find((entry) => entry.name === 'mfe_food-server');
  const standalone = { ...config, dependencies: undefined, output: { ...config.output, path: path.join(folder, 'server') } };
  const stats = await new Promise((resolve, reject) => webpack(standalone, (error, result) => (error ? reject(error) : resolve(result))));
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
}

/** The browser manifest beside it, as the area's browser build of the same `npm run build` writes it (skew check). */
async function writeBrowserManifest(folder) {
  const pkg = JSON.parse(await readFile(path.join(FOOD, 'package.json'), 'utf8'));
  const metaData = {
    name: 'mfe_food',
    buildInfo: { buildVersion: pkg.version, buildName: pkg.name },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  };
  await writeFile(
    path.join(folder, 'mf-manifest.json'),
    JSON.stringify({ id: 'mfe_food', name: 'mfe_food', metaData, shared: [], exposes: [] }),
  );
}

/**
 * The stub of our API: `GET /api/foodProviderBySlugNew?slug=…` (the restaurant with its menu, else 404 with the API's
 * message), with the API's envelope; it notes every request and whether it came with credentials.
 */
async function startApi({ provider }) {
  const asked = [];
  const server = createServer((request, response) => {
    asked.push({ url: request.url, credentials: Boolean(request.headers.authorization || request.headers.cookie) });
    const address = new URL(request.url, 'http://localhost');
    const known = address.pathname === '/api/foodProviderBySlugNew' && address.searchParams.get('slug') === provider.slug;
    const [status, body] = known
      ? [200, { status: true, data: provider }]
      : [404, { status: false, message: 'Essensanbieter nicht gefunden', code: 'NOT_FOUND' }];
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    api: { API_BASE: base, API_SECONDARY_BASE: `${base}/api` },
    asked,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const jsonLdOf = (tags) =>
  [...tags.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]));

describe('server render of the food menu page', { timeout: 180_000 }, () => {
  let folder;
  let area;
  let api;
  let fixture;
  let remotes;
  let manifest;
  const origin = 'https://marktplatz.example';
  before(async () => {
    fixture = JSON.parse(await readFile(new URL('./food-menu-fixture.json', import.meta.url), 'utf8'));
    folder = await mkdtemp(path.join(tmpdir(), 'marktplatz-ssr-food-'));
    await buildServerRemote(folder);
    await writeBrowserManifest(folder);
    area = await serveStatic({ root: folder, port: 0, spa: false });
    api = await startApi(fixture);
    manifest = `${area.url}/mf-manifest.json`;
    // A cold load (evaluating the entry) takes longer than a render's budget; these tests look at the page.
    remotes = createServerRemotes({ budgetMs: 5_000 });
  });
  after(async () => {
    await area?.close();
    await api?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const renderAt = (url, apiSetup = api.api) => remotes.render('mfe_food', manifest, { origin, api: apiSetup, url });

  it('renders the restaurant, its address, its menu by category and each dish with its price in German', async () => {
    api.asked.length = 0;
    const page = await renderAt('/food/menu/pizzeria-da-marco');
    assert.equal(page?.kind, 'page', JSON.stringify(remotes.counters.snapshot()));
    assert.equal(page.status, 200);
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
    const json = page.data.replace(/^<script type="application\/json" id="mp-ssr-data-mfe_food">/, '').replace(/<\/script>$/, '');
    assert.equal(JSON.parse(json).loaderData['food-menu'].provider.categories[0].dishes[0].description, description);
  });

  it('leaves an unknown restaurant and the other food pages to the browser', async () => {
    assert.equal(await renderAt('/food/menu/gibt-es-nicht'), null);
    assert.equal(await renderAt('/food-provider-search'), null);
    assert.equal(await renderAt('/food/orders'), null);
  });

  it('renders a warm menu page well within the render budget', async () => {
    const times = [];
    for (let run = 0; run < 20; run += 1) {
      const started = performance.now();
      await renderAt('/food/menu/pizzeria-da-marco');
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    console.log(
      `Server-Render der Speisekarte (warm, mit API-Aufruf): Median ${median.toFixed(1)} ms, langsamster ${times.at(-1).toFixed(1)} ms`,
    );
    assert.ok(median < 150, `median ${median.toFixed(1)} ms`);
  });
});
