// The shell's own build in the shell server's server render (shell-server.mjs): found beside the shell's own manifest
// on the server's own origin, never named by a visitor's composition, loaded at start with the areas' builds.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SERVER_RENDERED_PAGES } from './pages.mjs';
import { preloadServerRemotes, serverRenderOf } from './shell-page.mjs';
import { SHELL_AREA, shellManifestUrl, withShellServer } from './shell-server.mjs';

/** Server remotes that note what they were asked to render or load. */
function fakeRemotes() {
  const asked = [];
  const preloaded = [];
  return {
    asked,
    preloaded,
    counters: { marker: true },
    render: async (area, manifest, input) => {
      asked.push({ area, manifest, url: input.url });
      return { kind: 'page', status: 200, html: '<h1>News und Ratgeber</h1>', styles: '', structuredData: '', data: '', hydrate: false };
    },
    preload: async (manifest) => {
      preloaded.push(manifest);
      return true;
    },
  };
}

const COMPOSITION = { mfe_shop: 'http://127.0.0.1:3001/mf-manifest.json', shell: 'https://fremd.example/mf-manifest.json' };

describe("the shell's own server build", () => {
  it("names the shell's manifest on the server's own origin", () => {
    assert.equal(shellManifestUrl('http://127.0.0.1:5200'), 'http://127.0.0.1:5200/mf-manifest.json');
    assert.equal(shellManifestUrl('http://127.0.0.1:5200/'), 'http://127.0.0.1:5200/mf-manifest.json');
  });

  it('has the landing page, the news list, the news article and „Anbieter werden“ in the page table', () => {
    const shellPages = SERVER_RENDERED_PAGES.filter((page) => page.remote === SHELL_AREA);
    assert.equal(shellPages.length, 4);
    assert.ok(shellPages.some((page) => page.pattern.test('/news')));
    assert.ok(shellPages.some((page) => page.pattern.test('/news/badsanierung-planen')));
    assert.ok(shellPages.some((page) => page.pattern.test('/become-a-provider')));
    assert.ok(!shellPages.some((page) => page.pattern.test('/news/badsanierung-planen/mehr')));
    // The landing page is exactly `/`.
    assert.ok(shellPages.some((page) => page.pattern.test('/')));
    assert.ok(!shellPages.some((page) => page.pattern.test('/start') || page.pattern.test('//')));
  });

  it("renders the shell's pages with its own build, whatever the composition names, and the areas' with the composition's", async () => {
    let origin = 'http://127.0.0.1:0';
    const remotes = fakeRemotes();
    const own = withShellServer(remotes, () => origin);
    // The port is known once the server listens: asked on each render.
    origin = 'http://127.0.0.1:5200';
    const page = await serverRenderOf(own, {
      urlPath: '/news',
      url: '/news?page=2',
      origin: 'https://x.example',
      composition: COMPOSITION,
      api: {},
    });
    assert.equal(page.area, 'shell');
    await serverRenderOf(own, {
      urlPath: '/product/honig',
      url: '/product/honig',
      origin: 'https://x.example',
      composition: COMPOSITION,
      api: {},
    });
    assert.deepEqual(remotes.asked, [
      { area: 'shell', manifest: 'http://127.0.0.1:5200/mf-manifest.json', url: '/news?page=2' },
      { area: 'mfe_shop', manifest: 'http://127.0.0.1:3001/mf-manifest.json', url: '/product/honig' },
    ]);
    // The counters and the rest are the same object's: /metrics counts the shell's renders beside the areas'.
    assert.equal(own.counters, remotes.counters);
  });

  it("leaves the shell's pages to the browser without the shell's server build (server render off, or another server)", async () => {
    assert.equal(
      withShellServer(null, () => 'http://127.0.0.1:5200'),
      null,
    );
    const remotes = fakeRemotes();
    const page = await serverRenderOf(remotes, {
      urlPath: '/become-a-provider',
      url: '/become-a-provider',
      origin: 'https://x.example',
      composition: {},
      api: {},
    });
    assert.equal(page, null);
    assert.deepEqual(remotes.asked, []);
  });

  it("leaves the shell's pages to the browser when the server's origin makes no address, never to the composition's build", async () => {
    const remotes = fakeRemotes();
    const own = withShellServer(remotes, () => 'http://:::5200');
    const page = await serverRenderOf(own, {
      urlPath: '/news',
      url: '/news',
      origin: 'https://x.example',
      composition: COMPOSITION,
      api: {},
    });
    assert.equal(page, null);
    assert.deepEqual(remotes.asked, []);
  });

  it("loads the shell's own build at start with the areas' builds", async () => {
    const remotes = fakeRemotes();
    await preloadServerRemotes(
      withShellServer(remotes, () => 'http://127.0.0.1:5200'),
      { mfe_shop: COMPOSITION.mfe_shop },
    );
    assert.deepEqual(remotes.preloaded.sort(), ['http://127.0.0.1:3001/mf-manifest.json', 'http://127.0.0.1:5200/mf-manifest.json']);
  });
});
