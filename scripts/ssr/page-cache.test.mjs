// Shared caching of server-rendered pages: which pages a CDN may keep, and that such a page carries no per-response
// nonce (its trusted inline scripts allowed by hash). The shell's production server with a small area server remote.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { serveStatic } from '../serve-static.mjs';
import { PUBLIC_PAGE_CACHE, isPublicPage, publicPage, scriptHash, withScriptHashes } from './page-cache.mjs';

// The build's page: an inline script (the start) and the frame's row.
const SHELL_PAGE =
  '<!doctype html><html lang="de"><head><title>Marktplatz</title><script>window.__start=1</script></head><body><div id=root><div style="min-height:65px"></div></div><script src="/main.js"></script></body></html>';
const PAGE = {
  kind: 'page',
  status: 200,
  html: '<h1>Leinenhemd Classic</h1><p>12,99 € inkl. MwSt.</p>',
  styles: '<style data-styled="true">.a{color:red}</style>',
  structuredData: '<script type="application/ld+json">{"@type":"Product"}</script>',
  data: '<script type="application/json" id="mp-ssr-data-mfe_shop">{}</script>',
};
const BUILD = { buildVersion: '1.4.0', buildName: '@marktplatz/mfe-shop' };
const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('page cache: which pages and how', () => {
  const shared = { shared: true };
  const none = new URLSearchParams();

  it('lets shared caches keep a server-rendered page with nothing personal, within a minute with revalidation', () => {
    assert.equal(PUBLIC_PAGE_CACHE, 'public, max-age=0, s-maxage=20, stale-while-revalidate=30');
    assert.equal(isPublicPage({ rendered: PAGE, visitor: shared, params: none, setsCookie: false }), true);
  });

  it('keeps today’s headers for the browser’s render, a canary or QA visitor, a preview, a cookie set or another status', () => {
    const page = { rendered: PAGE, visitor: shared, params: none, setsCookie: false };
    assert.equal(isPublicPage({ ...page, rendered: null }), false);
    assert.equal(isPublicPage({ ...page, rendered: { kind: 'redirect', status: 302, location: '/product/x' } }), false);
    assert.equal(isPublicPage({ ...page, rendered: { ...PAGE, status: 404 } }), false);
    assert.equal(isPublicPage({ ...page, visitor: { shared: false } }), false);
    assert.equal(isPublicPage({ ...page, setsCookie: true }), false);
    assert.equal(isPublicPage({ ...page, params: new URLSearchParams('vorschau=1') }), false);
    assert.equal(isPublicPage({ ...page, params: new URLSearchParams('preview=1') }), false);
    assert.equal(isPublicPage({ ...page, params: new URLSearchParams('testversion=abc') }), false);
    assert.equal(isPublicPage({ ...page, params: new URLSearchParams('farbe=blau') }), true);
  });

  it('replaces the nonce by the hashes of the scripts that carried it, and only those', () => {
    const html =
      '<head><script nonce="N1">window.a=1</script><script type="application/ld+json" nonce="N1">{"x":1}</script></head>' +
      '<body><script>alert(1)</script><script nonce="N1" src="/main.js"></script></body>';
    const result = withScriptHashes(html, 'N1');
    assert.doesNotMatch(result.html, /nonce/);
    assert.deepEqual(result.hashes, [sha256('window.a=1'), sha256('{"x":1}')]);
    // A script without the nonce (not the server's) gets no hash: it stays blocked.
    assert.ok(!result.hashes.includes(sha256('alert(1)')));
    assert.equal(scriptHash('window.a=1'), sha256('window.a=1'));
  });

  it('leaves a page whose trusted script loads from another origin with its nonce, not shared', () => {
    const html = '<script nonce="N1" src="https://cdn.example/main.js"></script>';
    assert.equal(withScriptHashes(html, 'N1'), null);
    assert.equal(publicPage({ html, nonce: 'N1', rendered: PAGE, visitor: shared, params: none, setsCookie: false }), null);
  });
});

describe('page cache in the shell production server', () => {
  let folder;
  let areaHost;
  let entrySource;
  before(async () => {
    areaHost = createServer((request, response) => {
      const manifest = (remoteEntry) => JSON.stringify({ metaData: { name: 'mfe_shop', buildInfo: BUILD, remoteEntry } });
      if (request.url === '/server/mf-manifest.json') response.end(manifest({ name: 'remoteEntry.test.js', path: '' }));
      else if (request.url === '/mf-manifest.json') response.end(manifest({ name: 'remoteEntry.js', path: '' }));
      else if (request.url === '/server/remoteEntry.test.js') response.end(entrySource);
      else response.writeHead(404).end();
    });
    await new Promise((resolve) => areaHost.listen(0, '127.0.0.1', resolve));
    folder = await mkdtemp(path.join(tmpdir(), 'marktplatz-ssr-cache-'));
    await writeFile(path.join(folder, 'index.html'), SHELL_PAGE);
    await writeFile(
      path.join(folder, 'remotes.json'),
      JSON.stringify({ mfe_shop: `http://127.0.0.1:${areaHost.address().port}/mf-manifest.json` }),
    );
    await writeFile(path.join(folder, 'env.json'), JSON.stringify({ API_BASE: 'http://127.0.0.1:9' }));
  });
  after(async () => {
    await new Promise((resolve) => areaHost.close(resolve));
    await rm(folder, { recursive: true, force: true });
  });
  beforeEach(() => {
    entrySource = `module.exports = { init: async () => undefined, get: async () => () => ({ render: async () => (${JSON.stringify(PAGE)}) }) };`;
  });

  const start = async (ssr) => {
    const shell = await serveStatic({ root: folder, port: 0, spa: true, seo: false, firstView: false, preload: false, ssr });
    await shell.warmedUp;
    return shell;
  };
  const policyOf = (response) => response.headers.get('content-security-policy');

  it('sends a server-rendered product page cacheable, without a nonce, its inline scripts allowed by hash', async () => {
    const shell = await start(true);
    try {
      const response = await fetch(`${shell.url}/product/leinenhemd-classic`);
      const html = await response.text();
      assert.match(html, /<div data-ssr="mfe_shop"><h1>Leinenhemd Classic/);
      assert.equal(response.headers.get('cache-control'), PUBLIC_PAGE_CACHE);
      assert.match(response.headers.get('vary'), /\bCookie\b/);
      assert.doesNotMatch(html, /nonce=/);
      const policy = policyOf(response);
      assert.doesNotMatch(policy, /'nonce-/);
      const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
      // Every executable inline script of the page is allowed by its hash; the page's own files by 'self'.
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)];
      assert.ok(inline.length > 0);
      for (const [, text] of inline) assert.ok(scriptSrc.includes(sha256(text)), `hash of ${text.slice(0, 40)}`);
      assert.match(scriptSrc, /'self'/);
    } finally {
      await shell.close();
    }
  });

  it('keeps no-cache and the nonce for the client-rendered answer: server render off, or the area render failed', async () => {
    for (const ssr of [false, true]) {
      entrySource = `module.exports = { init: async () => undefined, get: async () => () => ({ render: async () => { throw new Error('kaputt'); } }) };`;
      const shell = await start(ssr);
      try {
        const response = await fetch(`${shell.url}/product/leinenhemd-classic`);
        const html = await response.text();
        assert.doesNotMatch(html, /data-ssr/);
        assert.equal(response.headers.get('cache-control'), 'no-cache');
        assert.doesNotMatch(response.headers.get('vary') ?? '', /Cookie/);
        const nonce = /<script nonce="([^"]+)">window.__start=1/.exec(html)?.[1];
        assert.ok(nonce);
        assert.ok(policyOf(response).includes(`'nonce-${nonce}'`));
      } finally {
        await shell.close();
      }
    }
  });

  it('keeps no-cache for a preview, a page that is not server-rendered and a visitor with a QA link cookie', async () => {
    const shell = await start(true);
    try {
      for (const [url, headers] of [
        ['/product/leinenhemd-classic?vorschau=1', {}],
        ['/product-search-nicht-ssr', {}],
        ['/product/leinenhemd-classic', { cookie: 'mp_testversion=abgelaufen' }],
      ]) {
        const response = await fetch(`${shell.url}${url}`, { headers });
        await response.text();
        assert.doesNotMatch(response.headers.get('cache-control'), /public/, url);
      }
    } finally {
      await shell.close();
    }
  });
});
