// What the page render tests of the areas (product-page, provider-page, food-menu-page, property-page .test.mjs) set
// up alike: the area's real server remote built from its source into a temporary folder and served like in
// production, a stub of our API on a local port, and reading a render's structured data and loader data. Not a test
// file itself (`node --test scripts/` runs `*.test.mjs`).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '../serve-static.mjs';
import { createServerRemotes } from './server-remotes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The site's origin the renders are asked for (absolute addresses in the structured data). */
export const ORIGIN = 'https://marktplatz.example';

/** A fixture of this folder (`product-fixture.json` …), parsed. */
export async function readFixture(name) {
  return JSON.parse(await readFile(new URL(`./${name}`, import.meta.url), 'utf8'));
}

/** An area's `package.json` (`mfe-shop` …): its name and version are the build facts of both manifests. */
export async function areaPackage(packageFolder) {
  return JSON.parse(await readFile(path.join(ROOT, packageFolder, 'package.json'), 'utf8'));
}

/** Builds the area's server remote (the factory's config, as `npm run build` does) into `<folder>/server`. */
async function buildServerRemote(packageFolder, remote, folder) {
  const requireFromArea = createRequire(path.join(ROOT, packageFolder, 'package.json'));
  const webpack = requireFromArea('webpack');
  const configs = requireFromArea('./webpack.config.cjs')({}, { mode: 'production' });
  const config = configs.find((entry) => entry.name === `${remote}-server`);
  const standalone = { ...config, dependencies: undefined, output: { ...config.output, path: path.join(folder, 'server') } };
  const stats = await new Promise((resolve, reject) => webpack(standalone, (error, result) => (error ? reject(error) : resolve(result))));
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
}

/**
 * The browser manifest beside it, as the area's browser build of the same `npm run build` writes it (name, package and
 * version: what the server render's skew check compares). The browser build itself is not needed here.
 */
async function writeBrowserManifest(packageFolder, remote, folder) {
  const pkg = await areaPackage(packageFolder);
  const metaData = {
    name: remote,
    buildInfo: { buildVersion: pkg.version, buildName: pkg.name },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  };
  await writeFile(path.join(folder, 'mf-manifest.json'), JSON.stringify({ id: remote, name: remote, metaData, shared: [], exposes: [] }));
}

/** The setting with which `npm test` hands these tests the server builds it has just made (scripts/run.mjs). */
export const BUILT_SETTING = 'MARKTPLATZ_SSR_TEST_BUILT';

/**
 * The area's server build of this checkout's `npm run build` (`<area>/dist/server`), when `npm test` runs these tests
 * right after building every app (build once, share the build); null otherwise (a developer's `dist/` may be older
 * than the source, so the tests build their own).
 */
function sharedBuild(packageFolder) {
  if (process.env[BUILT_SETTING] !== '1') return null;
  const folder = path.join(ROOT, packageFolder, 'dist', 'server');
  assert.ok(existsSync(path.join(folder, 'mf-manifest.json')), `${BUILT_SETTING}=1, aber ${packageFolder}/dist/server fehlt`);
  return folder;
}

/**
 * Builds an area's server remote once (25–35 s: call it in the file's `before`; with `npm test`'s shared build, a copy
 * of it) and serves it with the production
 * server: `manifest` is the browser manifest's address the SSR server is given, `folder` the build's folder.
 * @param {{ packageFolder: string, remote: string }} area e.g. `{ packageFolder: 'mfe-shop', remote: 'mfe_shop' }`
 */
export async function serveBuiltServerRemote({ packageFolder, remote }) {
  const folder = await mkdtemp(path.join(tmpdir(), `marktplatz-ssr-${packageFolder}-`));
  let served;
  try {
    const built = sharedBuild(packageFolder);
    if (built) await cp(built, path.join(folder, 'server'), { recursive: true });
    else await buildServerRemote(packageFolder, remote, folder);
    await writeBrowserManifest(packageFolder, remote, folder);
    served = await serveStatic({ root: folder, port: 0, spa: false });
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    folder,
    url: served.url,
    manifest: `${served.url}/mf-manifest.json`,
    close: async () => {
      await served.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * A page render test's set-up, for its file's `before`: the fixture read, the area's server remote built and served,
 * the stub API started with the fixture (`startApi(fixture)`) and the SSR server's remote loader; `close` for `after`.
 * @param {{ packageFolder: string, remote: string, fixture?: string, startApi: (fixture: any) => Promise<any> }} page
 */
export async function startPageRender({ packageFolder, remote, fixture, startApi }) {
  // A page without data (a form) has no fixture.
  const data = fixture ? await readFixture(fixture) : undefined;
  const area = await serveBuiltServerRemote({ packageFolder, remote });
  let api;
  try {
    api = await startApi(data);
  } catch (error) {
    await area.close();
    throw error;
  }
  return {
    area,
    api,
    fixture: data,
    manifest: area.manifest,
    origin: ORIGIN,
    // A cold load (evaluating the entry) takes longer than a render's budget, and fetching a 4 MB entry longer than
    // the production server's fetch timeout on a busy machine; these tests look at the page.
    remotes: createServerRemotes({ budgetMs: 5_000, fetchTimeoutMs: 15_000 }),
    close: async () => {
      await area.close();
      await api.close();
    },
  };
}

/**
 * A stub of our API on a local port. `answer(address, request)` gives `[status, body]` (sent as JSON after `delayMs`);
 * `asked` notes each request (its URL, or what `note` takes from it); `aborted` is whether the caller gave up a
 * request before its answer; `api` is the endpoints a render is given.
 */
export async function startStubApi(answer, { delayMs = 0, note = (request) => request.url } = {}) {
  const asked = [];
  const stub = { asked, aborted: false };
  const server = createServer((request, response) => {
    asked.push(note(request));
    request.on('close', () => {
      if (!response.writableEnded) stub.aborted = true;
    });
    const [status, body] = answer(new URL(request.url, 'http://localhost'), request);
    const send = () => {
      if (response.destroyed) return;
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (delayMs > 0) setTimeout(send, delayMs);
    else send();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return Object.assign(stub, {
    base,
    api: { API_BASE: base, API_SECONDARY_BASE: `${base}/api` },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  });
}

/** The JSON-LD objects of a render's `<script type="application/ld+json">` tags. */
export const jsonLdOf = (tags) =>
  [...tags.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]));

/** The loader data a render writes for the client (`<script type="application/json" id="mp-ssr-data-<remote>">`). */
export function loaderDataOf(page, remote) {
  const prefix = `<script type="application/json" id="mp-ssr-data-${remote}">`;
  assert.ok(page.data.startsWith(prefix) && page.data.endsWith('</script>'), page.data.slice(0, 120));
  return JSON.parse(page.data.slice(prefix.length, -'</script>'.length)).loaderData;
}

/** Times `runs` warm renders one after the other: their median and the slowest, in milliseconds. */
export async function warmRenderTimes(render, runs = 20) {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await render();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], slowest: times.at(-1) };
}
