// What the render cache's concurrency tests (render-cache.test.mjs, render-cache-background.test.mjs) set up: small
// server remotes served over HTTP whose render is a fake (`globalThis.__fakeRender`, no build). Not a test file itself
// (`node --test` runs `*.test.mjs`).
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, beforeEach } from 'node:test';
import { createRenderCache } from './render-cache.mjs';
import { createServerRemotes } from './server-remotes.mjs';

/** The server manifest and browser manifest of one build of version `version`, the server entry named `entryName`. */
export const manifests = (entryName, version) => {
  const metaData = (remoteEntry) => ({
    name: 'mfe_shop',
    buildInfo: { buildVersion: version, buildName: '@marktplatz/mfe-shop' },
    remoteEntry,
    publicPath: 'auto',
  });
  return {
    server: JSON.stringify({ name: 'mfe_shop', metaData: metaData({ name: entryName, path: '', type: 'commonjs-module' }) }),
    browser: JSON.stringify({ name: 'mfe_shop', metaData: metaData({ name: 'remoteEntry.js', path: '', type: 'global' }) }),
  };
};

/**
 * A server entry whose render is `globalThis.__fakeRender(input, build)` (set by the test), so a test decides how long
 * a render takes and what it answers, and counts the calls.
 */
const fakeEntry = (build) =>
  `module.exports = { init: async () => undefined, get: async () => () => ({ render: (input) => globalThis.__fakeRender(input, ${JSON.stringify(build)}) }) };`;

/** One area's files (path → text) on a local host. */
export function createAreaHost() {
  const files = new Map();
  const requests = [];
  const server = createServer((request, response) => {
    requests.push(request.url);
    const body = files.get(request.url);
    if (body === undefined) response.writeHead(404).end('Nicht gefunden');
    else response.writeHead(200, { 'Cache-Control': 'no-cache' }).end(body);
  });
  return {
    files,
    requests,
    /** Publishes a build of the area (both manifests and the server entry). */
    release(build, version) {
      const entryName = `remoteEntry.${build}.js`;
      const { server: serverManifest, browser } = manifests(entryName, version);
      files.set(`/server/${entryName}`, fakeEntry(build));
      files.set('/server/mf-manifest.json', serverManifest);
      files.set('/mf-manifest.json', browser);
    },
    async start() {
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${server.address().port}`;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export const input = (url = '/product/hemd') => ({ url, origin: 'https://marktplatz.example', api: { API_BASE: 'https://api.example' } });
export const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Server remotes with a render cache (fresh 5 s, hard bound 10 s) on a clock the test moves (`clock.now`); the build
 * beside `browserManifest` loaded before the first page. The manifests are read on every page (`manifestCheckMs: 0`)
 * unless a test trusts them for longer, so that concurrent calls reach the render at the same moment.
 */
export async function remotesWithCache(browserManifest, options = {}) {
  const clock = { now: 0 };
  const remotes = createServerRemotes({
    budgetMs: 2_000,
    manifestCheckMs: 0,
    renderCache: createRenderCache({ freshMs: 5_000, ttlMs: 10_000, now: () => clock.now }),
    ...options,
  });
  assert.equal(await remotes.preload(browserManifest), true);
  return { remotes, clock };
}

/**
 * The set-up of a suite over fake renders: an area host started once, the renders the fake was asked for (`calls`,
 * [build, url], emptied before each test; a test may replace `globalThis.__fakeRender` and push to it), and
 * `remotesWith(options)` — server remotes with a render cache on the test's clock, preloaded with the host's build.
 */
export function fakeRenderSuite() {
  const host = createAreaHost();
  const calls = [];
  const suite = {
    host,
    calls,
    browserManifest: '',
    remotesWith: (options) => remotesWithCache(suite.browserManifest, options),
  };
  before(async () => {
    suite.browserManifest = `${await host.start()}/mf-manifest.json`;
  });
  after(() => {
    host.close();
    delete globalThis.__fakeRender;
  });
  beforeEach(() => {
    host.files.clear();
    host.requests.length = 0;
    calls.length = 0;
    globalThis.__fakeRender = async (request, build) => {
      calls.push([build, request.url]);
      return { kind: 'page', status: 200, html: `<h1>${build} ${request.url}</h1>` };
    };
  });
  return suite;
}
