import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, test } from 'node:test';
import { main } from './commands.mjs';

/** A stand-in for the API and a static host: answers by "METHOD /path", records what it was sent. */
const routes = new Map();
const received = [];
let server;
let base;

before(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const key = `${request.method} ${request.url}`;
      received.push({ key, authorization: request.headers.authorization, body: body ? JSON.parse(body) : undefined });
      const answer = routes.get(key) ?? { status: 404, body: { status: false, message: 'Nicht gefunden.' } };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
after(() => server.close());
beforeEach(() => {
  routes.clear();
  received.length = 0;
});

async function run(args, env = { MARKTPLATZ_RELEASE_TOKEN: 'mpt_test' }) {
  const out = [];
  const err = [];
  const code = await main([...args, '--api', base], { env, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function distWith(manifest) {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-dist-'));
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  mkdirSync(path.join(dir, 'static'));
  writeFileSync(path.join(dir, 'static', 'main.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'static', 'main.js.br'), 'compressed');
  return dir;
}

const shopManifest = {
  name: 'mfe_shop',
  metaData: { pluginVersion: '2.9.2', buildInfo: { buildVersion: '0.1.0' } },
  shared: [
    { name: '@marktplatz/shared/kit', version: '1.13.0', requiredVersion: '^1.13' },
    { name: '@marktplatz/shared', version: '1.13.0', requiredVersion: '^1.13' },
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
  ],
};

const change = (before, afterState) => ({ environment: 'local', area: 'mfe-shop', action: 'released', before, after: afterState });
const ref = (version) => ({ version, manifest_url: `https://cdn.example/${version}/mf-manifest.json`, content_hash: 'sha256-x' });

test('register checks that the manifest loads, then registers the build with its hash and shared ranges', async () => {
  const dist = distWith(shopManifest);
  routes.set('GET /shop/1.4.0/mf-manifest.json', { status: 200, body: shopManifest });
  routes.set('POST /admin/releases/builds', {
    status: 201,
    body: {
      status: true,
      data: { area: 'mfe-shop', version: '1.4.0', manifest_url: 'u', content_hash: 'sha256-x', shared: { '@marktplatz/shared': '^1.13' } },
    },
  });
  const result = await run(['register', 'mfe-shop', '--dist', dist, '--url', `${base}/shop/1.4.0/mf-manifest.json`, '--version', '1.4.0']);
  rmSync(dist, { recursive: true });
  assert.equal(result.code, 0, result.err);
  const posted = received.find((entry) => entry.key === 'POST /admin/releases/builds');
  assert.equal(posted.authorization, 'Bearer mpt_test');
  assert.deepEqual(posted.body.shared, { '@marktplatz/shared': '^1.13', '@module-federation/runtime': '^2.9.2' });
  assert.match(posted.body.content_hash, /^sha256-[0-9a-f]{64}$/);
  assert.equal(posted.body.version, '1.4.0');
  assert.match(result.out, /Registriert: mfe-shop 1\.4\.0/);
});

test('the content hash ignores precompressed copies and changes with a file', async () => {
  const { contentHash } = await import('./dist.mjs');
  const dist = distWith(shopManifest);
  const first = contentHash(dist);
  writeFileSync(path.join(dist, 'static', 'main.js.gz'), 'other');
  assert.equal(contentHash(dist), first);
  writeFileSync(path.join(dist, 'static', 'main.js'), 'console.log(2)');
  assert.notEqual(contentHash(dist), first);
  rmSync(dist, { recursive: true });
});

test('register refuses a manifest that does not load, or belongs to another area, and registers nothing', async () => {
  const dist = distWith(shopManifest);
  const missing = await run(['register', 'mfe-shop', '--dist', dist, '--url', `${base}/fehlt/mf-manifest.json`, '--version', '1.4.0']);
  assert.equal(missing.code, 1);
  assert.equal(missing.err, `Das Manifest unter ${base}/fehlt/mf-manifest.json lädt nicht (HTTP 404).`);
  routes.set('GET /leads/mf-manifest.json', { status: 200, body: { name: 'mfe_leads' } });
  const other = await run(['register', 'mfe-shop', '--dist', dist, '--url', `${base}/leads/mf-manifest.json`, '--version', '1.4.0']);
  assert.equal(other.code, 1);
  assert.match(other.err, /gehört zu „mfe_leads“, nicht zu „mfe_shop“/);
  const wrongDist = await run(['register', 'mfe-leads', '--dist', dist, '--url', `${base}/leads/mf-manifest.json`]);
  assert.equal(wrongDist.code, 1);
  assert.ok(!received.some((entry) => entry.key.startsWith('POST')));
  rmSync(dist, { recursive: true });
});

/** A dist/ with the browser build's manifest and a server build (`server/mf-manifest.json`) beside it. */
function distWithServer(browserBuild, serverBuild) {
  const manifestOf = (buildInfo, remoteEntry) => ({
    ...shopManifest,
    metaData: { ...shopManifest.metaData, name: 'mfe_shop', buildInfo, remoteEntry },
  });
  const dir = distWith(manifestOf(browserBuild, { name: 'remoteEntry.js' }));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'server', 'mf-manifest.json'), JSON.stringify(manifestOf(serverBuild, { name: 'remoteEntry.0a1b2c3d.js' })));
  return dir;
}
const shopBuild = (version) => ({ buildVersion: version, buildName: '@marktplatz/mfe-shop' });

test('register refuses a dist whose server build is not the browser build beside it, and registers nothing', async () => {
  routes.set('GET /shop/mf-manifest.json', { status: 200, body: shopManifest });
  const older = distWithServer(shopBuild('1.5.0'), shopBuild('1.4.0'));
  const skew = await run(['register', 'mfe-shop', '--dist', older, '--url', `${base}/shop/mf-manifest.json`]);
  assert.equal(skew.code, 1);
  assert.equal(
    skew.err,
    `${older}: Server-Build (server/mf-manifest.json) und Browser-Build (mf-manifest.json) sind nicht derselbe Build ` +
      '(buildVersion: Server 1.4.0, Browser 1.5.0). Beide aus einem „npm run build“ des Bereichs hochladen.',
  );
  const otherPackage = distWithServer(shopBuild('1.5.0'), { buildVersion: '1.5.0', buildName: '@marktplatz/mfe-leads' });
  const wrongPackage = await run(['register', 'mfe-shop', '--dist', otherPackage, '--url', `${base}/shop/mf-manifest.json`]);
  assert.equal(wrongPackage.code, 1);
  assert.match(wrongPackage.err, /\(buildName: Server @marktplatz\/mfe-leads, Browser @marktplatz\/mfe-shop\)/);
  const unnamed = distWithServer(shopBuild('1.5.0'), { buildVersion: '1.5.0' });
  const withoutName = await run(['register', 'mfe-shop', '--dist', unnamed, '--url', `${base}/shop/mf-manifest.json`]);
  assert.equal(withoutName.code, 1);
  assert.match(withoutName.err, /Server-Manifest ohne buildName/);
  writeFileSync(path.join(unnamed, 'server', 'mf-manifest.json'), '{ kaputt');
  const broken = await run(['register', 'mfe-shop', '--dist', unnamed, '--url', `${base}/shop/mf-manifest.json`]);
  assert.equal(broken.code, 1);
  assert.match(broken.err, /server\/mf-manifest\.json ist kein gültiges JSON/);
  // Refused before anything is asked or registered.
  assert.ok(!received.some((entry) => entry.key.startsWith('POST') || entry.key.startsWith('GET /shop')));
  for (const dist of [older, otherPackage, unnamed]) rmSync(dist, { recursive: true });
});

test('register takes a dist whose server build is the browser build beside it', async () => {
  routes.set('GET /shop/mf-manifest.json', { status: 200, body: shopManifest });
  routes.set('POST /admin/releases/builds', {
    status: 201,
    body: { status: true, data: { area: 'mfe-shop', version: '1.5.0', manifest_url: 'u', content_hash: 'sha256-x', shared: {} } },
  });
  const dist = distWithServer(shopBuild('1.5.0'), shopBuild('1.5.0'));
  const result = await run(['register', 'mfe-shop', '--dist', dist, '--url', `${base}/shop/mf-manifest.json`]);
  rmSync(dist, { recursive: true });
  assert.equal(result.code, 0, result.err);
  assert.equal(received.find((entry) => entry.key === 'POST /admin/releases/builds').body.version, '1.5.0');
});

test('release prints what changed, vorher → nachher', async () => {
  routes.set('POST /admin/releases/local/release', {
    status: 200,
    body: {
      status: true,
      data: change({ live: ref('1.4.0'), canary: null }, { live: ref('1.4.0'), canary: { ...ref('1.5.0'), percent: 10 } }),
    },
  });
  const result = await run(['release', 'mfe-shop', '1.5.0', '--env', 'local', '--canary', '10']);
  assert.equal(result.code, 0, result.err);
  assert.deepEqual(received.at(-1).body, { area: 'mfe-shop', version: '1.5.0', canary_percent: 10 });
  assert.equal(result.out, ['mfe-shop in „local“:', '  live:   1.4.0 → 1.4.0', '  canary: – → 1.5.0 (10 %)'].join('\n'));
});

test('a refusal of the API ends with exit code 1 and its German message and field errors', async () => {
  routes.set('POST /admin/releases/local/release', {
    status: 422,
    body: {
      status: false,
      message: 'Die Eingaben sind ungültig.',
      errors: { version: ['mfe-shop 2.0.0 braucht @marktplatz/shared ^2.0; die Shell von „local“ (0.1.0) stellt 1.13.0 bereit.'] },
    },
  });
  const result = await run(['release', 'mfe-shop', '2.0.0', '--env', 'local']);
  assert.equal(result.code, 1);
  assert.match(result.err, /^Abgelehnt \(HTTP 422\): Die Eingaben sind ungültig\.\n {2}version: mfe-shop 2\.0\.0 braucht/);
});

test('promote, rollback and canary call their steps; a share that is no number is refused before any call', async () => {
  const done = {
    status: 200,
    body: { status: true, data: change({ live: ref('1.5.0'), canary: null }, { live: ref('1.4.0'), canary: null }) },
  };
  routes.set('POST /admin/releases/local/promote', done);
  routes.set('POST /admin/releases/local/rollback', done);
  routes.set('DELETE /admin/releases/local/canary/mfe-shop', done);
  routes.set('PUT /admin/releases/local/canary/mfe-shop', done);
  assert.equal((await run(['promote', 'mfe-shop', '--from', 'local'])).code, 0);
  const rolledBack = await run(['rollback', 'mfe-shop', '--env', 'local']);
  assert.match(rolledBack.out, /live: {3}1\.5\.0 → 1\.4\.0/);
  assert.equal((await run(['canary', 'mfe-shop', '--env', 'local', '--end'])).code, 0);
  assert.equal((await run(['canary', 'mfe-shop', '--env', 'local', '--percent', '50'])).code, 0);
  assert.deepEqual(received.at(-1), {
    key: 'PUT /admin/releases/local/canary/mfe-shop',
    authorization: 'Bearer mpt_test',
    body: { percent: 50 },
  });
  const count = received.length;
  const notANumber = await run(['canary', 'mfe-shop', '--env', 'local', '--percent', 'halb']);
  assert.equal(notANumber.code, 1);
  assert.equal(received.length, count);
});

test('link prints the QA link; status prints live, canary and failures per version', async () => {
  routes.set('POST /admin/releases/local/override-links', {
    status: 201,
    body: { status: true, data: { token: 't', expires_at: '2026-12-06T20:00:00.000Z', url: 'http://127.0.0.1:3000/?testversion=t' } },
  });
  const link = await run(['link', 'mfe-shop', '1.5.0-rc.1', '--env', 'local', '--hours', '2']);
  assert.equal(link.code, 0, link.err);
  assert.deepEqual(received.at(-1).body, { area: 'mfe-shop', version: '1.5.0-rc.1', hours: 2 });
  assert.match(link.out, /\nhttp:\/\/127\.0\.0\.1:3000\/\?testversion=t$/);
  routes.set('GET /admin/releases/local', {
    status: 200,
    body: {
      status: true,
      data: {
        environment: 'local',
        revision: '7',
        shell: { version: '0.1.0' },
        areas: [
          {
            area: 'mfe-shop',
            live: { ...ref('1.4.0'), released_by: 'Rita Release', released_at: '2026-12-06T17:00:00.000Z' },
            canary: { ...ref('1.5.0'), percent: 20 },
            failures: [{ version: '1.5.0', kind: 'load', count: 3, last_at: '2026-12-06T17:30:00.000Z' }],
          },
        ],
      },
    },
  });
  const status = await run(['status', '--env', 'local']);
  assert.equal(status.code, 0, status.err);
  assert.match(status.out, /mfe-shop: live 1\.4\.0 \(Rita Release/);
  assert.match(status.out, /canary 1\.5\.0 für 20 %/);
  assert.match(status.out, /Fehler 1\.5\.0 load: 3/);
});

test('shell registers the exact shared versions of the shell build', async () => {
  const dist = distWith({
    name: 'shell',
    metaData: { pluginVersion: '2.9.2', buildInfo: { buildVersion: '0.1.0' } },
    shared: [{ name: '@marktplatz/shared', version: '1.13.0' }],
  });
  routes.set('PUT /admin/releases/staging/shell', {
    status: 200,
    body: { status: true, data: { environment: 'staging', version: '0.1.0', before: null, shared: { '@marktplatz/shared': '1.13.0' } } },
  });
  const result = await run(['shell', 'staging', '--dist', dist]);
  rmSync(dist, { recursive: true });
  assert.equal(result.code, 0, result.err);
  assert.deepEqual(received.at(-1).body, {
    version: '0.1.0',
    shared: { '@marktplatz/shared': '1.13.0', '@module-federation/runtime': '2.9.2' },
  });
});

test('without a token, with an unknown area or command it refuses in German', async () => {
  const noToken = await run(['rollback', 'mfe-shop', '--env', 'local'], {});
  assert.equal(noToken.code, 1);
  assert.match(noToken.err, /MARKTPLATZ_RELEASE_TOKEN ist nicht gesetzt/);
  const unknownArea = await run(['rollback', 'mfe-nichts', '--env', 'local']);
  assert.equal(unknownArea.code, 1);
  assert.match(unknownArea.err, /Unbekannter Bereich „mfe-nichts“/);
  assert.equal((await run(['verteilen'])).code, 2);
  assert.equal(received.length, 0);
});
