// The SSR server's fault isolation and release detection, with small server remotes served over HTTP (no build).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { after, before, beforeEach, describe, it } from 'node:test';
import { RENDER_BUDGET_MS, buildSkew, createServerRemotes, serverManifestUrl } from './server-remotes.mjs';
import { createWarmUpPaths, placeholderPath, sitemapPaths } from './warm-up.mjs';

/** A server remote's entry whose exposed `./ssr` has the given `render` (source text). */
const entryWith = (render) =>
  `module.exports = { init: async () => undefined, get: async (name) => () => (name === './ssr' ? { render: ${render} } : null) };`;
const buildInfo = (version) => ({ buildVersion: version, buildName: '@marktplatz/mfe-shop' });
/** The server manifest of a build (`version`: the area's package version, as in both manifests of one build). */
const manifestFor = (entryName, version = '1.4.0') =>
  JSON.stringify({
    name: 'mfe_shop',
    metaData: {
      name: 'mfe_shop',
      buildInfo: buildInfo(version),
      remoteEntry: { name: entryName, path: '', type: 'commonjs-module' },
      publicPath: 'auto',
    },
  });
/** The browser manifest of a build, beside its `server/` folder. */
const browserManifestFor = (version = '1.4.0') =>
  JSON.stringify({
    name: 'mfe_shop',
    metaData: {
      name: 'mfe_shop',
      buildInfo: buildInfo(version),
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
    },
  });

/** A static host of one area's files (path → text), with ETags and 304 like the production server. */
function createAreaHost() {
  const files = new Map();
  const requests = [];
  const server = createServer((request, response) => {
    requests.push(request.url);
    const body = files.get(request.url);
    if (body === undefined) {
      response.writeHead(404).end('Nicht gefunden');
      return;
    }
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, { ETag: etag }).end();
      return;
    }
    response.writeHead(200, { ETag: etag, 'Cache-Control': 'no-cache' }).end(body);
  });
  return {
    files,
    requests,
    async start() {
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${server.address().port}`;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Publishes a build: the entry file, the server manifest naming it and the browser manifest of the same build. */
function release(host, entryName, render, version = '1.4.0') {
  host.files.set(`/server/${entryName}`, entryWith(render));
  host.files.set('/server/mf-manifest.json', manifestFor(entryName, version));
  host.files.set('/mf-manifest.json', browserManifestFor(version));
}

const INPUT = { url: '/product/hemd', origin: 'https://marktplatz.example', api: {} };

describe('server remotes', () => {
  const host = createAreaHost();
  let base;
  let browserManifest;
  before(async () => {
    base = await host.start();
    browserManifest = `${base}/mf-manifest.json`;
  });
  after(() => host.close());
  beforeEach(() => {
    host.files.clear();
    host.requests.length = 0;
  });

  it('finds the server manifest beside the browser manifest of the same build', () => {
    assert.equal(
      serverManifestUrl('https://cdn.example/mfe-shop/1.4.0/mf-manifest.json'),
      'https://cdn.example/mfe-shop/1.4.0/server/mf-manifest.json',
    );
  });

  it('renders through the area server remote and counts the rendered page', async () => {
    release(host, 'remoteEntry.v1.js', `async (input) => ({ kind: 'page', html: '<h1>' + input.url + '</h1>' })`);
    // The process' first fetch (Node loads its HTTP client) and a cold load may take longer than one budget on a busy
    // machine: not what this test looks at (the budget has its own test).
    const remotes = createServerRemotes({ budgetMs: 2_000 });
    const result = await remotes.render('mfe_shop', browserManifest, INPUT);
    assert.deepEqual(result, { kind: 'page', html: '<h1>/product/hemd</h1>' });
    assert.equal(remotes.counters.get('mfe_shop', 'rendered'), 1);
  });

  it('counts a page the area does not render on the server without calling it a failure', async () => {
    release(host, 'remoteEntry.v1.js', `async () => null`);
    // A cold load may take longer than one budget on a busy machine (the budget has its own test).
    const remotes = createServerRemotes({ budgetMs: 2_000 });
    assert.equal(await remotes.render('mfe_shop', browserManifest, INPUT), null);
    assert.deepEqual(remotes.counters.snapshot(), { mfe_shop: { not_rendered: 1 } });
  });

  it('falls back and counts threw when the remote render throws', async () => {
    release(host, 'remoteEntry.v1.js', `async () => { throw new Error('kaputt'); }`);
    const reported = [];
    const remotes = createServerRemotes({ budgetMs: 2_000, onFallback: (area, outcome) => reported.push([area, outcome]) });
    assert.equal(await remotes.render('mfe_shop', browserManifest, INPUT), null);
    assert.equal(remotes.counters.get('mfe_shop', 'threw'), 1);
    assert.deepEqual(reported, [['mfe_shop', 'threw']]);
  });

  it('falls back and counts threw when the remote render throws synchronously', async () => {
    release(host, 'remoteEntry.v1.js', `() => { throw new TypeError('sofort kaputt'); }`);
    const remotes = createServerRemotes({ budgetMs: 2_000 });
    assert.equal(await remotes.render('mfe_shop', browserManifest, INPUT), null);
    assert.equal(remotes.counters.get('mfe_shop', 'threw'), 1);
  });

  it('falls back within the budget, counts over_budget and aborts the slow render', async () => {
    release(
      host,
      'remoteEntry.v1.js',
      `(input) => new Promise((resolve) => {
        globalThis.__ssrTestSignal = input.signal;
        setTimeout(() => resolve({ kind: 'page', html: 'zu spät' }), 1000);
      })`,
    );
    const remotes = createServerRemotes();
    await remotes.render('mfe_shop', browserManifest, INPUT); // loads the build (outside the measured call)
    const started = performance.now();
    const result = await remotes.render('mfe_shop', browserManifest, INPUT);
    const waited = performance.now() - started;
    assert.equal(result, null);
    assert.ok(waited < RENDER_BUDGET_MS + 100, `waited ${Math.round(waited)} ms`);
    assert.equal(remotes.counters.get('mfe_shop', 'over_budget'), 2);
    assert.equal(globalThis.__ssrTestSignal.aborted, true);
    delete globalThis.__ssrTestSignal;
  });

  it('falls back and counts load_failed when the server manifest is missing', async () => {
    host.files.set('/mf-manifest.json', browserManifestFor());
    const remotes = createServerRemotes();
    assert.equal(await remotes.render('mfe_shop', browserManifest, INPUT), null);
    assert.equal(remotes.counters.get('mfe_shop', 'load_failed'), 1);
  });

  it('falls back and counts load_failed when the entry does not evaluate or is no container', async () => {
    host.files.set('/mf-manifest.json', browserManifestFor());
    host.files.set('/server/remoteEntry.broken.js', 'module.exports = {;');
    host.files.set('/server/mf-manifest.json', manifestFor('remoteEntry.broken.js'));
    const remotes = createServerRemotes();
    assert.equal(await remotes.render('mfe_shop', browserManifest, INPUT), null);
    host.files.set('/server/remoteEntry.empty.js', 'module.exports = {};');
    host.files.set('/server/mf-manifest.json', manifestFor('remoteEntry.empty.js'));
    assert.equal(await remotes.render('mfe_shop', browserManifest, INPUT), null);
    assert.equal(remotes.counters.get('mfe_shop', 'load_failed'), 2);
  });

  it('falls back and counts load_failed when the area host is unreachable', async () => {
    const remotes = createServerRemotes({ fetchTimeoutMs: 100 });
    assert.equal(await remotes.render('mfe_shop', 'http://127.0.0.1:9/mf-manifest.json', INPUT), null);
    assert.equal(remotes.counters.get('mfe_shop', 'load_failed'), 1);
  });

  it('loads a failed build again on the next request once it is fixed', async () => {
    const remotes = createServerRemotes();
    assert.equal(await remotes.render('mfe_shop', browserManifest, INPUT), null);
    release(host, 'remoteEntry.v1.js', `async () => ({ kind: 'page', html: 'wieder da' })`);
    assert.deepEqual(await remotes.render('mfe_shop', browserManifest, INPUT), { kind: 'page', html: 'wieder da' });
  });

  it('renders a new release on the next request when the manifest changes, without a restart', async () => {
    release(host, 'remoteEntry.v1.js', `async () => ({ kind: 'page', html: 'Version 1' })`);
    // Each new build is a cold load in the request (the budget has its own test).
    const remotes = createServerRemotes({ manifestCheckMs: 0, budgetMs: 2_000 });
    assert.equal((await remotes.render('mfe_shop', browserManifest, INPUT)).html, 'Version 1');
    assert.equal((await remotes.render('mfe_shop', browserManifest, INPUT)).html, 'Version 1');
    const firstKey = remotes.loadedBuilds()[`${base}/server/mf-manifest.json`];
    release(host, 'remoteEntry.v2.js', `async () => ({ kind: 'page', html: 'Version 2' })`);
    assert.equal((await remotes.render('mfe_shop', browserManifest, INPUT)).html, 'Version 2');
    assert.notEqual(remotes.loadedBuilds()[`${base}/server/mf-manifest.json`], firstKey);
    // The first build's entry was fetched once, the second's once; the unchanged manifest was answered with 304.
    assert.equal(host.requests.filter((url) => url === '/server/remoteEntry.v1.js').length, 1);
    assert.equal(host.requests.filter((url) => url === '/server/remoteEntry.v2.js').length, 1);
  });

  it('loads a build ahead of the first page so that page renders without a cold load', async () => {
    release(host, 'remoteEntry.v1.js', `async () => ({ kind: 'page', html: 'Version 1' })`);
    const remotes = createServerRemotes();
    assert.equal(await remotes.preload(browserManifest), true);
    assert.equal((await remotes.render('mfe_shop', browserManifest, INPUT)).html, 'Version 1');
    assert.equal(host.requests.filter((url) => url === '/server/remoteEntry.v1.js').length, 1);
    assert.equal(await remotes.preload('http://127.0.0.1:9/mf-manifest.json'), false);
  });

  it('asks the area host for the manifest at most once per check interval', async () => {
    release(host, 'remoteEntry.v1.js', `async () => ({ kind: 'page', html: 'Version 1' })`);
    const remotes = createServerRemotes({ manifestCheckMs: 200 });
    await remotes.render('mfe_shop', browserManifest, INPUT);
    release(host, 'remoteEntry.v2.js', `async () => ({ kind: 'page', html: 'Version 2' })`);
    assert.equal((await remotes.render('mfe_shop', browserManifest, INPUT)).html, 'Version 1');
    assert.equal(host.requests.filter((url) => url === '/server/mf-manifest.json').length, 1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    assert.equal((await remotes.render('mfe_shop', browserManifest, INPUT)).html, 'Version 2');
  });

  it('keeps rendering with the build loaded last while the manifest cannot be read', async () => {
    release(host, 'remoteEntry.v1.js', `async () => ({ kind: 'page', html: 'Version 1' })`);
    const remotes = createServerRemotes({ manifestCheckMs: 0 });
    await remotes.render('mfe_shop', browserManifest, INPUT);
    host.files.delete('/server/mf-manifest.json');
    assert.equal((await remotes.render('mfe_shop', browserManifest, INPUT)).html, 'Version 1');
  });

  it('does not render, and counts skew, when the server build is of another version than the browser build beside it', async () => {
    host.files.set('/server/remoteEntry.v2.js', entryWith(`async () => ({ kind: 'page', html: 'Version 1.5.0' })`));
    host.files.set('/server/mf-manifest.json', manifestFor('remoteEntry.v2.js', '1.5.0'));
    host.files.set('/mf-manifest.json', browserManifestFor('1.4.0'));
    const reported = [];
    const remotes = createServerRemotes({ onFallback: (area, outcome) => reported.push([area, outcome]) });
    assert.equal(await remotes.render('mfe_shop', browserManifest, INPUT), null);
    assert.equal(remotes.counters.get('mfe_shop', 'skew'), 1);
    assert.deepEqual(reported, [['mfe_shop', 'skew']]);
    // The refused build is not even loaded (evaluating it would block the process for nothing).
    assert.equal(host.requests.includes('/server/remoteEntry.v2.js'), false);
    assert.deepEqual(remotes.loadedBuilds(), {});
    assert.equal(await remotes.preload(browserManifest), false);
  });

  it('stops rendering with the old server build once the browser build beside it is a new release, until its server build follows', async () => {
    release(host, 'remoteEntry.v1.js', `async () => ({ kind: 'page', html: 'Version 1.4.0' })`, '1.4.0');
    const remotes = createServerRemotes({ manifestCheckMs: 0 });
    assert.equal((await remotes.render('mfe_shop', browserManifest, INPUT)).html, 'Version 1.4.0');
    // The area released alone: its browser manifest is replaced first, the server build is still the old one.
    host.files.set('/mf-manifest.json', browserManifestFor('1.5.0'));
    assert.equal(await remotes.render('mfe_shop', browserManifest, INPUT), null);
    assert.equal(remotes.counters.get('mfe_shop', 'skew'), 1);
    release(host, 'remoteEntry.v2.js', `async () => ({ kind: 'page', html: 'Version 1.5.0' })`, '1.5.0');
    assert.equal((await remotes.render('mfe_shop', browserManifest, INPUT)).html, 'Version 1.5.0');
    assert.deepEqual(remotes.counters.snapshot(), { mfe_shop: { rendered: 2, skew: 1 } });
  });

  it('counts skew for manifests that do not name the same area, package and version', () => {
    const server = JSON.parse(manifestFor('remoteEntry.v1.js', '1.4.0'));
    const browser = JSON.parse(browserManifestFor('1.4.0'));
    assert.equal(buildSkew(server, browser), null);
    assert.match(buildSkew(server, JSON.parse(browserManifestFor('1.4.1'))), /buildVersion: Server 1\.4\.0, Browser 1\.4\.1/);
    assert.match(buildSkew(server, { ...browser, metaData: { ...browser.metaData, name: 'mfe_stores' } }), /^name/);
    assert.match(
      buildSkew(server, { ...browser, metaData: { ...browser.metaData, buildInfo: undefined } }),
      /Browser-Manifest ohne buildName/,
    );
    assert.match(buildSkew({ metaData: { remoteEntry: { name: 'x.js' } } }, browser), /Server-Manifest ohne name/);
  });

  it('publishes the counts as Prometheus text for /metrics', async () => {
    release(host, 'remoteEntry.v1.js', `async () => { throw new Error('kaputt'); }`);
    const remotes = createServerRemotes();
    await remotes.render('mfe_shop', browserManifest, INPUT);
    assert.match(remotes.counters.prometheus(), /^marktplatz_ssr_renders_total\{area="mfe_shop",outcome="threw"\} 1$/m);
  });
});

/**
 * A render whose first call takes `firstMs` (the build's first render: JIT, first imports, module set-up), every later
 * call none; each call's url is noted in `globalThis.__ssrWarmUpCalls`.
 */
const slowFirstRender = (firstMs, html = 'Seite') => `(() => {
  let first = true;
  return async (input) => {
    (globalThis.__ssrWarmUpCalls ??= []).push(input.url);
    if (first) {
      first = false;
      await new Promise((resolve) => setTimeout(resolve, ${firstMs}));
    }
    return { kind: 'page', html: ${JSON.stringify(html)} };
  };
})()`;

describe('warm-up of a loaded server build', () => {
  const host = createAreaHost();
  let base;
  let browserManifest;
  const WARM_UP = [{ url: '/product/aufwaermen', origin: 'https://marktplatz.example', api: {} }];
  before(async () => {
    base = await host.start();
    browserManifest = `${base}/mf-manifest.json`;
  });
  after(() => host.close());
  beforeEach(() => {
    host.files.clear();
    host.requests.length = 0;
    globalThis.__ssrWarmUpCalls = [];
  });

  it('without a warm-up, the first render after the load misses the budget (what the warm-up is for)', async () => {
    release(host, 'remoteEntry.v1.js', slowFirstRender(RENDER_BUDGET_MS + 150));
    const remotes = createServerRemotes();
    assert.equal(await remotes.preload(browserManifest), true);
    assert.equal(await remotes.render('mfe_shop', browserManifest, INPUT), null);
    assert.equal(remotes.counters.get('mfe_shop', 'over_budget'), 1);
  });

  it('renders one page per page type when the build loads at start, so the visitor’s first render is within budget', async () => {
    release(host, 'remoteEntry.v1.js', slowFirstRender(RENDER_BUDGET_MS + 150));
    const asked = [];
    const reported = [];
    const remotes = createServerRemotes({
      warmUp: (area) => {
        asked.push(area);
        return WARM_UP;
      },
      onWarmUp: (area, outcome, ms) => reported.push([area, outcome, ms]),
    });
    assert.equal(await remotes.preload(browserManifest), true);
    assert.deepEqual(asked, ['mfe_shop']);
    assert.deepEqual(globalThis.__ssrWarmUpCalls, ['/product/aufwaermen']);
    assert.equal(remotes.warmUps.get('mfe_shop', 'rendered'), 1);
    assert.equal(reported.length, 1);
    assert.ok(reported[0][2] >= RENDER_BUDGET_MS, `warm-up took ${Math.round(reported[0][2])} ms`);
    const started = performance.now();
    assert.deepEqual(await remotes.render('mfe_shop', browserManifest, INPUT), { kind: 'page', html: 'Seite' });
    assert.ok(performance.now() - started < RENDER_BUDGET_MS, 'first visitor render within budget');
    // The warm-up is no visitor's page: it is not in the counts /metrics publishes.
    assert.deepEqual(remotes.counters.snapshot(), { mfe_shop: { rendered: 1 } });
  });

  it('warms up the new build after a release is detected, off the request that loaded it', async () => {
    release(host, 'remoteEntry.v1.js', `async () => ({ kind: 'page', html: 'Version 1' })`);
    const asked = [];
    const remotes = createServerRemotes({
      manifestCheckMs: 0,
      warmUp: async (area) => {
        asked.push(area);
        return WARM_UP;
      },
    });
    await remotes.preload(browserManifest);
    release(host, 'remoteEntry.v2.js', slowFirstRender(RENDER_BUDGET_MS + 150, 'Version 2'), '1.4.0');
    // The request that notices the release loads the new build (a cold load: it may miss the budget); the warm-up
    // renders beside it.
    await remotes.render('mfe_shop', browserManifest, INPUT);
    for (let waited = 0; remotes.warmUps.get('mfe_shop', 'rendered') < 2 && waited < 3_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.deepEqual(asked, ['mfe_shop', 'mfe_shop']);
    assert.equal(remotes.warmUps.get('mfe_shop', 'rendered'), 2);
    assert.ok(globalThis.__ssrWarmUpCalls.includes('/product/aufwaermen'));
    const started = performance.now();
    assert.deepEqual(await remotes.render('mfe_shop', browserManifest, INPUT), { kind: 'page', html: 'Version 2' });
    assert.ok(performance.now() - started < RENDER_BUDGET_MS, 'render after the warm-up within budget');
  });

  it('only counts a warm-up that throws, times out or cannot name its pages, and never holds the visitor render', async () => {
    release(
      host,
      'remoteEntry.v1.js',
      `async (input) => {
        if (input.url === '/kaputt') throw new Error('kaputt');
        if (input.url === '/haengt') { globalThis.__ssrWarmUpSignal = input.signal; return new Promise(() => undefined); }
        return { kind: 'page', html: 'Seite' };
      }`,
    );
    const remotes = createServerRemotes({
      warmUpTimeoutMs: 50,
      warmUp: () => [{ url: '/kaputt' }, { url: '/haengt' }, { url: '/product/nicht-da' }],
      onWarmUp: () => {
        throw new Error('Bericht kaputt');
      },
    });
    assert.equal(await remotes.preload(browserManifest), true);
    assert.deepEqual(remotes.warmUps.snapshot(), { mfe_shop: { threw: 1, timed_out: 1, rendered: 1 } });
    assert.equal(globalThis.__ssrWarmUpSignal.aborted, true);
    delete globalThis.__ssrWarmUpSignal;
    assert.deepEqual(await remotes.render('mfe_shop', browserManifest, INPUT), { kind: 'page', html: 'Seite' });

    host.files.clear();
    release(host, 'remoteEntry.v1.js', `async () => null`);
    const unnamed = createServerRemotes({
      warmUp: () => {
        throw new Error('keine Seiten');
      },
    });
    assert.equal(await unnamed.preload(browserManifest), true);
    assert.deepEqual(unnamed.warmUps.snapshot(), { mfe_shop: { threw: 1 } });
  });
});

describe('warm-up paths', () => {
  const pages = [
    { remote: 'mfe_shop', pattern: /^\/product\/[^/]+\/?$/ },
    { remote: 'mfe_stores', pattern: /^\/provider-detail\/[^/]+\/?$/ },
    { remote: 'mfe_food', pattern: /^\/food\/menu\/[^/]+\/?$/ },
    { remote: 'mfe_food', pattern: /^\/food\/(?:a|b.c)$/ },
  ];
  const SITEMAP = `<?xml version="1.0"?><urlset><url><loc>https://marktplatz.example/product/leinenhemd</loc></url>
    <url><loc>https://marktplatz.example/food/menu/pizzeria-da-marco</loc></url><url><loc>kaputt</loc></url></urlset>`;

  it('makes a placeholder path from a simple page pattern, none from another kind', () => {
    assert.equal(placeholderPath(pages[0].pattern), '/product/aufwaermen');
    assert.equal(placeholderPath(pages[2].pattern), '/food/menu/aufwaermen');
    assert.equal(placeholderPath(/^\/(bauen-wohnen|living_worlds)\/?$/), '/bauen-wohnen');
    assert.equal(placeholderPath(/^\/world-category\/lead\/[^/]+\/[^/]+\/?$/), '/world-category/lead/aufwaermen/aufwaermen');
    assert.equal(placeholderPath(/^\/food\/(?:a|b.c)$/), null);
  });

  it('reads the paths of a sitemap', () => {
    assert.deepEqual(sitemapPaths(SITEMAP), ['/product/leinenhemd', '/food/menu/pizzeria-da-marco']);
  });

  it('takes the last page a visitor got server-rendered, else one of the sitemap, else a placeholder', async () => {
    const asked = [];
    const paths = createWarmUpPaths({
      pages,
      apiBase: async () => 'http://api.example/',
      fetchImpl: async (url) => {
        asked.push(url);
        return new Response(SITEMAP);
      },
    });
    assert.deepEqual(await paths.pathsFor('mfe_shop'), ['/product/leinenhemd']);
    assert.deepEqual(await paths.pathsFor('mfe_stores'), ['/provider-detail/aufwaermen']);
    assert.deepEqual(await paths.pathsFor('mfe_food'), ['/food/menu/pizzeria-da-marco']);
    assert.deepEqual(await paths.pathsFor('mfe_orders'), []);
    assert.deepEqual(asked, ['http://api.example/sitemap.xml', 'http://api.example/sitemap.xml', 'http://api.example/sitemap.xml']);
    paths.remember('mfe_shop', '/product/seidenschal');
    paths.remember('mfe_shop', '/provider-detail/nicht-vom-shop');
    assert.deepEqual(await paths.pathsFor('mfe_shop'), ['/product/seidenschal']);
    // Every page type known from a visitor: the sitemap is not read.
    assert.equal(asked.length, 3);
  });

  it('takes placeholders when the API cannot be read', async () => {
    const paths = createWarmUpPaths({
      pages,
      apiBase: () => 'http://127.0.0.1:9',
      fetchImpl: async () => {
        throw new Error('keine Verbindung');
      },
    });
    assert.deepEqual(await paths.pathsFor('mfe_shop'), ['/product/aufwaermen']);
    assert.deepEqual(await createWarmUpPaths({ pages }).pathsFor('mfe_stores'), ['/provider-detail/aufwaermen']);
  });
});
