// The leads area's server remote built from its source and loaded like in production: the property page rendered on
// the server with its listing from the API (a stub of our API on a local port) and its RealEstateListing structured
// data.
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
import { serverRenderedArea } from './shell-page.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LEADS = path.join(ROOT, 'mfe-leads');
const requireFromLeads = createRequire(path.join(LEADS, 'package.json'));

/** Builds the leads area's server remote (the factory's config, as `npm run build` does) into `<folder>/server`. */
async function buildServerRemote(folder) {
  const webpack = requireFromLeads('webpack');
  const leadsConfig = requireFromLeads('./webpack.config.cjs')({}, { mode: 'production' });
  const config = leadsConfig.find((entry) => entry.name === 'mfe_leads-server');
  const standalone = { ...config, dependencies: undefined, output: { ...config.output, path: path.join(folder, 'server') } };
  const stats = await new Promise((resolve, reject) => webpack(standalone, (error, result) => (error ? reject(error) : resolve(result))));
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
}

/** The browser manifest beside it, as the area's browser build of the same `npm run build` writes it (skew check). */
async function writeBrowserManifest(folder) {
  const pkg = JSON.parse(await readFile(path.join(LEADS, 'package.json'), 'utf8'));
  const metaData = {
    name: 'mfe_leads',
    buildInfo: { buildVersion: pkg.version, buildName: pkg.name },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  };
  await writeFile(
    path.join(folder, 'mf-manifest.json'),
    JSON.stringify({ id: 'mfe_leads', name: 'mfe_leads', metaData, shared: [], exposes: [] }),
  );
}

/** The stub of our API: `GET /api/propertyBySlug?slug=…` with the API's envelope (404 for other slugs). */
async function startApi(listing, { delayMs = 0 } = {}) {
  const asked = [];
  const server = createServer((request, response) => {
    asked.push(request.url);
    const address = new URL(request.url, 'http://localhost');
    const known = address.pathname === '/api/propertyBySlug' && address.searchParams.get('slug') === listing.slug;
    const [status, body] = known
      ? [200, { status: true, data: listing }]
      : [404, { status: false, message: 'Immobilie nicht gefunden', code: 'NOT_FOUND' }];
    setTimeout(() => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    }, delayMs);
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

describe('server render of the property page', { timeout: 180_000 }, () => {
  let folder;
  let area;
  let api;
  let listing;
  let remotes;
  let manifest;
  const origin = 'https://marktplatz.example';
  const address = '/property-detail/3-zimmer-wohnung-in-berlin-1';
  before(async () => {
    listing = JSON.parse(await readFile(new URL('./property-fixture.json', import.meta.url), 'utf8'));
    folder = await mkdtemp(path.join(tmpdir(), 'marktplatz-ssr-leads-'));
    await buildServerRemote(folder);
    await writeBrowserManifest(folder);
    area = await serveStatic({ root: folder, port: 0, spa: false });
    api = await startApi(listing);
    manifest = `${area.url}/mf-manifest.json`;
    // A cold load (evaluating the entry) takes longer than a render's budget; these tests look at the page.
    remotes = createServerRemotes({ budgetMs: 5_000 });
  });
  after(async () => {
    await area?.close();
    await api?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const renderAt = (url, using = remotes, apiSetup = api.api) => using.render('mfe_leads', manifest, { origin, api: apiSetup, url });

  it('renders the title, the price in German, the facts and the energy data with the listing loaded by the route loader', async () => {
    api.asked.length = 0;
    const page = await renderAt(address);
    assert.equal(page?.kind, 'page', JSON.stringify(remotes.counters.snapshot()));
    assert.equal(page.status, 200);
    assert.deepEqual(api.asked, ['/api/propertyBySlug?slug=3-zimmer-wohnung-in-berlin-1']);
    assert.match(page.html, /<h1[^>]*>3-Zimmer-Wohnung in Berlin<\/h1>/);
    assert.match(page.html, /Kaufpreis<\/dt><dd[^>]*>245\.000\s€<\/dd>/);
    assert.match(page.html, /78,40 m²/);
    assert.match(page.html, /10115(<!-- -->)? (<!-- -->)?Berlin/);
    assert.match(page.html, /Bedarfsausweis/);
    assert.match(page.html, /Besichtigung/);
    assert.doesNotMatch(page.html, /wird geladen/i);
    assert.match(page.styles, /^<style data-styled="true"/);
    assert.equal(remotes.counters.get('mfe_leads', 'rendered'), 1);
  });

  it('gives the RealEstateListing with its Offer in euros and the public address as JSON-LD', async () => {
    const page = await renderAt(address);
    const [listingLd, ...others] = jsonLdOf(page.structuredData);
    assert.equal(others.length, 0);
    assert.equal(listingLd['@context'], 'https://schema.org');
    assert.equal(listingLd['@type'], 'RealEstateListing');
    assert.equal(listingLd.name, '3-Zimmer-Wohnung in Berlin');
    assert.equal(listingLd.description, listing.description);
    assert.equal(listingLd.url, `${origin}${address}`);
    assert.equal(listingLd.datePosted, '2026-11-01T00:00:00.000Z');
    assert.equal(listingLd.image.length, 3);
    assert.deepEqual(listingLd.offers, {
      '@type': 'Offer',
      url: `${origin}${address}`,
      price: '245000.00',
      priceCurrency: 'EUR',
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
    });
    assert.deepEqual(listingLd.about.address, { '@type': 'PostalAddress', postalCode: '10115', addressLocality: 'Berlin' });
  });

  it('writes the listing so that a </script> in its description closes neither the JSON-LD nor the loader data', async () => {
    const page = await renderAt(address);
    assert.equal(page.structuredData.match(/<\/script>/g).length, 1);
    assert.equal(page.data.match(/<\/script>/g).length, 1);
    assert.doesNotMatch(`${page.structuredData}${page.data}`, /<script>alert/);
    const json = page.data.replace(/^<script type="application\/json" id="mp-ssr-data-mfe_leads">/, '').replace(/<\/script>$/, '');
    assert.equal(JSON.parse(json).loaderData.property.description, listing.description);
    assert.doesNotMatch(page.html, /<script>alert/);
  });

  it('is the page the shell server asks the leads area to render, and only that one of the area', () => {
    assert.equal(serverRenderedArea(address), 'mfe_leads');
    assert.equal(serverRenderedArea('/property'), null);
    assert.equal(serverRenderedArea('/properties'), null);
  });

  it('leaves unknown listings, the viewing request and other pages to the browser', async () => {
    assert.equal(await renderAt('/property-detail/gibt-es-nicht'), null);
    assert.equal(await renderAt('/property?slug=3-zimmer-wohnung-in-berlin-1'), null);
    assert.equal(await renderAt('/properties'), null);
    assert.ok(remotes.counters.get('mfe_leads', 'not_rendered') >= 3);
  });

  it('falls back within the budget when the API is too slow', async () => {
    const slow = await startApi(listing, { delayMs: 1_000 });
    const budgeted = createServerRemotes({ budgetMs: 150 });
    try {
      await budgeted.preload(manifest);
      const started = performance.now();
      assert.equal(await renderAt(address, budgeted, slow.api), null);
      assert.ok(performance.now() - started < 600, 'answered within the budget');
      assert.equal(budgeted.counters.get('mfe_leads', 'over_budget'), 1);
    } finally {
      await slow.close();
    }
  });

  it('renders a warm property page well within the render budget', async () => {
    const times = [];
    for (let run = 0; run < 20; run += 1) {
      const started = performance.now();
      await renderAt(address);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    console.log(
      `Server-Render der Immobilienseite (warm, mit API-Aufruf): Median ${median.toFixed(1)} ms, Höchstwert ${times.at(-1).toFixed(1)} ms`,
    );
    assert.ok(median < 150, `median ${median.toFixed(1)} ms`);
  });
});
