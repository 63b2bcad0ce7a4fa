// The server render in the shell's page behind MARKTPLATZ_SSR: the shell's production server with a small area
// server remote (no build, no API).
import assert from 'node:assert/strict';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { metricsEnabled, serveStatic } from '../serve-static.mjs';
import { injectServerRender, localRedirect, serverRenderedArea, ssrEnabled } from './shell-page.mjs';
import env from '../../tooling/env.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const SHELL_PAGE =
  '<!doctype html><html lang="de"><head><title>Marktplatz</title></head><body><div id=root><div style="min-height:65px"></div></div></body></html>';

const PAGE = {
  area: 'mfe_shop',
  kind: 'page',
  status: 200,
  html: '<h1>Leinenhemd Classic</h1><p>12,99 € inkl. MwSt.</p>',
  styles: '<style data-styled="true">.a{color:red}</style>',
  structuredData: '<script type="application/ld+json">{"@type":"Product"}</script>',
  data: '<script type="application/json" id="mp-ssr-data-mfe_shop">{}</script>',
};

describe('server render in the shell page', () => {
  it('is on unless MARKTPLATZ_SSR switches it off', () => {
    assert.equal(ssrEnabled({}), true);
    assert.equal(ssrEnabled({ MARKTPLATZ_SSR: '' }), true);
    assert.equal(ssrEnabled({ MARKTPLATZ_SSR: '1' }), true);
    for (const off of ['0', 'false', 'FALSE', ' no ', 'off']) assert.equal(ssrEnabled({ MARKTPLATZ_SSR: off }), false, off);
  });

  it('is on with the defaults of .env.example and off with MARKTPLATZ_SSR=false in the process environment', async () => {
    // The settings reader takes a process variable only for a key .env.example (or .env) names; a folder with the
    // repository's .env.example alone, so a developer's .env does not decide.
    const settings = await mkdtemp(path.join(tmpdir(), 'marktplatz-ssr-env-'));
    try {
      await copyFile(path.join(ROOT, '.env.example'), path.join(settings, '.env.example'));
      assert.equal(ssrEnabled(env.readEnv(settings, {})), true);
      assert.equal(ssrEnabled(env.readEnv(settings, { MARKTPLATZ_SSR: 'false' })), false);
    } finally {
      await rm(settings, { recursive: true, force: true });
    }
  });

  it('renders product pages through the shop area and provider pages through the stores area on the server', () => {
    assert.equal(serverRenderedArea('/product/leinenhemd-classic'), 'mfe_shop');
    assert.equal(serverRenderedArea('/provider-detail/textil-weber'), 'mfe_stores');
    assert.equal(serverRenderedArea('/product-list'), 'mfe_shop');
    assert.equal(serverRenderedArea('/product-search'), 'mfe_shop');
    assert.equal(serverRenderedArea('/product-listing'), null);
    assert.equal(serverRenderedArea('/shop/cart'), null);
    assert.equal(serverRenderedArea('/provider-search'), 'mfe_stores');
    assert.equal(serverRenderedArea('/food-provider-search'), 'mfe_food');
    assert.equal(serverRenderedArea('/food'), 'mfe_food');
    assert.equal(serverRenderedArea('/food/orders'), null);
    assert.equal(serverRenderedArea('/login'), 'mfe_account');
    assert.equal(serverRenderedArea('/register'), 'mfe_account');
    assert.equal(serverRenderedArea('/register/confirm'), null);
    assert.equal(serverRenderedArea('/chat/contact'), 'mfe_chat');
    assert.equal(serverRenderedArea('/chat'), null);
    assert.equal(serverRenderedArea('/stores/appointments'), null);
  });

  it('puts the markup below the frame row, the styles and JSON-LD in the head and the data before </body>', () => {
    const html = injectServerRender(SHELL_PAGE, PAGE);
    assert.match(html, /<head><title>Marktplatz<\/title><style data-styled="true">.*<script type="application\/ld\+json">.*<\/head>/);
    assert.match(html, /<div id=root><div style="min-height:65px"><\/div><div data-ssr="mfe_shop"><h1>Leinenhemd Classic<\/h1>/);
    assert.match(html, /<script type="application\/json" id="mp-ssr-data-mfe_shop">\{\}<\/script><\/body>/);
  });

  it("moves the render's leading picture preloads into the head, before the page's first preload, each picture once", () => {
    const page = {
      ...PAGE,
      html:
        '<link rel="preload" as="image" href="https://api.example/images/news/bad.webp" fetchPriority="high"/>' +
        '<link rel="preload" as="image" href="https://api.example/images/hero.webp" fetchPriority="high"/>' +
        '<h1>News</h1><link rel="preload" as="image" href="https://api.example/later.webp"/>',
    };
    const shell =
      '<html><head><title>Marktplatz</title><link rel="preload" as="image" href="https://api.example/images/hero.webp" fetchpriority="high">' +
      '<link rel=preload href=/main.js as=script></head><body><div id=root><div style="min-height:65px"></div></div></body></html>';
    const html = injectServerRender(shell, page);
    const head = html.slice(0, html.indexOf('</head>'));
    assert.match(
      head,
      /<link rel="preload" as="image" href="https:\/\/api.example\/images\/news\/bad.webp" fetchPriority="high"\/><link rel="preload" as="image" href="https:\/\/api.example\/images\/hero.webp" fetchpriority="high">/,
    );
    assert.equal(html.split('images/hero.webp').length - 1, 1, 'the hero once');
    assert.match(html, /<div data-ssr="mfe_shop"><h1>News<\/h1><link rel="preload" as="image" href="https:\/\/api.example\/later.webp"\/>/);
  });

  it('leaves the page as it is without a server render', () => {
    assert.equal(injectServerRender(SHELL_PAGE, null), SHELL_PAGE);
  });

  it('follows only redirects of the area to a path of this site', () => {
    assert.deepEqual(localRedirect({ kind: 'redirect', status: 302, location: '/product/hemd' }), {
      status: 302,
      location: '/product/hemd',
    });
    assert.equal(localRedirect({ kind: 'redirect', status: 302, location: '//evil.example/x' }), null);
    assert.equal(localRedirect({ kind: 'redirect', status: 302, location: 'https://evil.example/x' }), null);
    assert.equal(localRedirect(PAGE), null);
  });
});

/** The build facts of the area's browser manifest (its server manifest names the same unless a test says otherwise). */
const BROWSER_BUILD = { buildVersion: '1.4.0', buildName: '@marktplatz/mfe-shop' };

describe('shell production server with MARKTPLATZ_SSR', () => {
  let folder;
  let areaHost;
  let areaBase;
  let entrySource;
  let serverBuild;
  before(async () => {
    areaHost = createServer((request, response) => {
      if (request.url === '/server/mf-manifest.json') {
        response.end(
          JSON.stringify({
            metaData: {
              name: 'mfe_shop',
              buildInfo: serverBuild,
              remoteEntry: { name: 'remoteEntry.test.js', path: '' },
              publicPath: 'auto',
            },
          }),
        );
      } else if (request.url === '/mf-manifest.json') {
        response.end(
          JSON.stringify({ metaData: { name: 'mfe_shop', buildInfo: BROWSER_BUILD, remoteEntry: { name: 'remoteEntry.js', path: '' } } }),
        );
      } else if (request.url === '/server/remoteEntry.test.js') {
        response.end(entrySource);
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise((resolve) => areaHost.listen(0, '127.0.0.1', resolve));
    areaBase = `http://127.0.0.1:${areaHost.address().port}`;
    folder = await mkdtemp(path.join(tmpdir(), 'marktplatz-ssr-shell-'));
    await writeFile(path.join(folder, 'index.html'), SHELL_PAGE);
    // One host stands in for both areas with server-rendered pages (the small remote answers any page).
    await writeFile(
      path.join(folder, 'remotes.json'),
      JSON.stringify({ mfe_shop: `${areaBase}/mf-manifest.json`, mfe_stores: `${areaBase}/mf-manifest.json` }),
    );
    await writeFile(path.join(folder, 'env.json'), JSON.stringify({ API_BASE: 'http://127.0.0.1:9' }));
  });
  after(async () => {
    await new Promise((resolve) => areaHost.close(resolve));
    await rm(folder, { recursive: true, force: true });
  });
  beforeEach(() => {
    serverBuild = BROWSER_BUILD;
    entrySource = `module.exports = { init: async () => undefined, get: async () => () => ({ render: async (input) => (${JSON.stringify(PAGE)}) }) };`;
  });

  const start = (ssr, metrics = true) =>
    serveStatic({ root: folder, port: 0, spa: true, seo: false, firstView: false, preload: false, ssr, metrics });

  it('sends the product page with the area server render when switched on', async () => {
    const shell = await start(true);
    try {
      const response = await fetch(`${shell.url}/product/leinenhemd-classic`);
      assert.equal(response.status, 200);
      const html = await response.text();
      assert.match(html, /<div data-ssr="mfe_shop"><h1>Leinenhemd Classic<\/h1><p>12,99 € inkl\. MwSt\.<\/p><\/div>/);
      assert.match(html, /<script type="application\/ld\+json">/);
      assert.equal(shell.serverRemotes.counters.get('mfe_shop', 'rendered'), 1);
    } finally {
      await shell.close();
    }
  });

  it('sends the provider page with the stores area server render, named by the shell route table', async () => {
    const shell = await start(true);
    try {
      const html = await (await fetch(`${shell.url}/provider-detail/baeckerei-sonne`)).text();
      assert.match(html, /<div data-ssr="mfe_stores"><h1>/);
      assert.equal(shell.serverRemotes.counters.get('mfe_stores', 'rendered'), 1);
      assert.equal(shell.serverRemotes.counters.get('mfe_shop', 'rendered'), 0);
    } finally {
      await shell.close();
    }
  });

  it('loads the area server build when it starts, before the first page', async () => {
    const shell = await start(true);
    try {
      for (let waited = 0; Object.keys(shell.serverRemotes.loadedBuilds()).length === 0 && waited < 2000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.deepEqual(Object.keys(shell.serverRemotes.loadedBuilds()), [`${areaBase}/server/mf-manifest.json`]);
    } finally {
      await shell.close();
    }
  });

  it('sends the page without the server render when the setting switches it off', async () => {
    const shell = await start(false);
    try {
      const html = await (await fetch(`${shell.url}/product/leinenhemd-classic`)).text();
      assert.doesNotMatch(html, /data-ssr/);
      assert.equal(shell.serverRemotes, null);
    } finally {
      await shell.close();
    }
  });

  it('sends the client-rendered page and counts the fallback when the area render throws', async () => {
    entrySource = `module.exports = { init: async () => undefined, get: async () => () => ({ render: async () => { throw new Error('kaputt'); } }) };`;
    const shell = await start(true);
    try {
      const response = await fetch(`${shell.url}/product/leinenhemd-classic`);
      assert.equal(response.status, 200);
      const html = await response.text();
      assert.doesNotMatch(html, /data-ssr/);
      assert.match(html, /<div id=root><div style="min-height:65px"><\/div><\/div>/);
      assert.equal(shell.serverRemotes.counters.get('mfe_shop', 'threw'), 1);
    } finally {
      await shell.close();
    }
  });

  it('counts a render that threw in /metrics as Prometheus text, labelled by area and outcome only', async () => {
    entrySource = `module.exports = { init: async () => undefined, get: async () => () => ({ render: async () => { throw new Error('kaputt'); } }) };`;
    const shell = await start(true);
    try {
      await fetch(`${shell.url}/product/leinenhemd-classic`, { headers: { cookie: 'mp_bucket=17' } });
      const response = await fetch(`${shell.url}/metrics`);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type'), /^text\/plain; version=0\.0\.4/);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      const text = await response.text();
      assert.match(text, /^# TYPE marktplatz_ssr_renders_total counter$/m);
      assert.match(text, /^marktplatz_ssr_renders_total\{area="mfe_shop",outcome="threw"\} 1$/m);
      // Only the metric's lines, each with the two labels: no path, product, cookie or address of the visitor.
      const samples = text.split('\n').filter((line) => line && !line.startsWith('#'));
      assert.deepEqual(samples, ['marktplatz_ssr_renders_total{area="mfe_shop",outcome="threw"} 1']);
      assert.doesNotMatch(text, /leinenhemd|mp_bucket|127\.0\.0\.1/);
    } finally {
      await shell.close();
    }
  });

  it('sends the client-rendered page and counts skew when the area server build is not the browser build beside it', async () => {
    serverBuild = { ...BROWSER_BUILD, buildVersion: '1.5.0' };
    const shell = await start(true);
    try {
      const html = await (await fetch(`${shell.url}/product/leinenhemd-classic`)).text();
      assert.doesNotMatch(html, /data-ssr/);
      const text = await (await fetch(`${shell.url}/metrics`)).text();
      assert.match(text, /^marktplatz_ssr_renders_total\{area="mfe_shop",outcome="skew"\} 1$/m);
    } finally {
      await shell.close();
    }
  });

  it('answers /metrics with the metric description only while the server render is off', async () => {
    const shell = await start(false);
    try {
      const text = await (await fetch(`${shell.url}/metrics`)).text();
      assert.match(text, /^# TYPE marktplatz_ssr_renders_total counter$/m);
      assert.doesNotMatch(text, /^marktplatz_ssr_renders_total\{/m);
    } finally {
      await shell.close();
    }
  });

  it('has no /metrics when METRICS is false, like the API', async () => {
    assert.equal(metricsEnabled({}), true);
    assert.equal(metricsEnabled({ METRICS: 'true' }), true);
    assert.equal(metricsEnabled({ METRICS: 'false' }), false);
    const shell = await start(true, false);
    try {
      const text = await (await fetch(`${shell.url}/metrics`)).text();
      assert.doesNotMatch(text, /marktplatz_ssr_renders_total/);
    } finally {
      await shell.close();
    }
  });

  it('answers the area redirect of a numeric product id', async () => {
    entrySource = `module.exports = { init: async () => undefined, get: async () => () => ({ render: async () => ({ kind: 'redirect', status: 302, location: '/product/leinenhemd-classic' }) }) };`;
    const shell = await start(true);
    try {
      const response = await fetch(`${shell.url}/product/42`, { redirect: 'manual' });
      assert.equal(response.status, 302);
      assert.equal(response.headers.get('location'), '/product/leinenhemd-classic');
    } finally {
      await shell.close();
    }
  });
});
