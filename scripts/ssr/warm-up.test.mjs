// The warm-up in the shell's production server: the area's build, loaded at start, renders its page types once
// before the first visitor's page (a small area server remote whose first render is slow; no build, no API).
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { serveStatic } from '../serve-static.mjs';
import { SERVER_RENDERED_PAGES } from './pages.mjs';
import { RENDER_BUDGET_MS } from './server-remotes.mjs';
import { placeholderPath } from './warm-up.mjs';

const SHELL_PAGE =
  '<!doctype html><html lang="de"><head><title>Marktplatz</title></head><body><div id=root><div style="min-height:65px"></div></div></body></html>';
const BUILD = { buildVersion: '1.4.0', buildName: '@marktplatz/mfe-shop' };
// The build's first render takes longer than the budget (JIT, first imports); every later one is quick.
const ENTRY = `module.exports = { init: async () => undefined, get: async () => () => ({ render: (() => {
  let first = true;
  return async (input) => {
    (globalThis.__ssrShellWarmUps ??= []).push(input.url);
    if (first) { first = false; await new Promise((resolve) => setTimeout(resolve, ${RENDER_BUDGET_MS + 150})); }
    return { kind: 'page', status: 200, html: '<h1>Leinenhemd</h1>', styles: '', structuredData: '', data: '' };
  };
})() }) };`;

describe('warm-up in the shell production server', () => {
  let folder;
  let areaHost;
  before(async () => {
    areaHost = createServer((request, response) => {
      const manifest = (remoteEntry) => JSON.stringify({ metaData: { name: 'mfe_shop', buildInfo: BUILD, remoteEntry } });
      if (request.url === '/server/mf-manifest.json') response.end(manifest({ name: 'remoteEntry.test.js', path: '' }));
      else if (request.url === '/mf-manifest.json') response.end(manifest({ name: 'remoteEntry.js', path: '' }));
      else if (request.url === '/server/remoteEntry.test.js') response.end(ENTRY);
      else response.writeHead(404).end();
    });
    await new Promise((resolve) => areaHost.listen(0, '127.0.0.1', resolve));
    folder = await mkdtemp(path.join(tmpdir(), 'marktplatz-ssr-warm-up-'));
    await writeFile(path.join(folder, 'index.html'), SHELL_PAGE);
    await writeFile(
      path.join(folder, 'remotes.json'),
      JSON.stringify({ mfe_shop: `http://127.0.0.1:${areaHost.address().port}/mf-manifest.json` }),
    );
    // No API: the warm-up takes the page pattern's placeholder.
    await writeFile(path.join(folder, 'env.json'), JSON.stringify({ API_BASE: 'http://127.0.0.1:9' }));
  });
  after(async () => {
    await new Promise((resolve) => areaHost.close(resolve));
    await rm(folder, { recursive: true, force: true });
    delete globalThis.__ssrShellWarmUps;
  });

  it('renders the first visitor’s product page on the server after the warm-up at start', async () => {
    const shell = await serveStatic({ root: folder, port: 0, spa: true, seo: false, firstView: false, preload: false, ssr: true });
    try {
      await shell.warmedUp;
      // One render per page type of the shop (pages.mjs), each with its pattern's placeholder.
      const shopPages = SERVER_RENDERED_PAGES.filter((page) => page.remote === 'mfe_shop');
      assert.deepEqual(
        globalThis.__ssrShellWarmUps,
        shopPages.map((page) => placeholderPath(page.pattern)),
      );
      assert.ok(globalThis.__ssrShellWarmUps.includes('/product/aufwaermen'));
      assert.deepEqual(shell.serverRemotes.warmUps.snapshot(), { mfe_shop: { rendered: shopPages.length } });
      const html = await (await fetch(`${shell.url}/product/leinenhemd-classic`)).text();
      assert.match(html, /<div data-ssr="mfe_shop"><h1>Leinenhemd<\/h1><\/div>/);
      assert.deepEqual(shell.serverRemotes.counters.snapshot(), { mfe_shop: { rendered: 1 } });
    } finally {
      await shell.close();
    }
  });
});
