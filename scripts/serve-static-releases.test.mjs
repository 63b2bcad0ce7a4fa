// The shell's server and the release registry (releases.mjs): node --test scripts/
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { signOverrideToken } from '../tooling/release/override-token.mjs';
import { get } from './raw-get.mjs';
import { newBucket, visitorComposition } from './releases.mjs';
import { serveStatic } from './serve-static.mjs';

describe('serveStatic and the release registry', () => {
  const shellDir = mkdtempSync(path.join(tmpdir(), 'serve-static-releases-'));
  const secret = 'ein-schluessel-fuer-testversionen-0123456789';
  const servers = [];
  let registry = null;
  let registryDown = false;
  let api;
  let live;
  let canary;
  let candidate;
  let shell;

  /** A server answering one area build's manifest (remote entry beside it). */
  async function areaBuild(name) {
    const server = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          metaData: { publicPath: 'auto', remoteEntry: { name: `${name}-remoteEntry.js`, path: '' } },
          exposes: [],
        }),
      );
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    return `http://127.0.0.1:${server.address().port}`;
  }

  const visit = (url, cookie) => get(url, cookie ? { cookie } : {});
  const cookiesOf = (response) => [response.headers['set-cookie'] ?? []].flat();
  const cookieValue = (response, name) =>
    cookiesOf(response)
      .find((value) => value.startsWith(`${name}=`))
      ?.split(';')[0];
  const releasesOf = (response) => JSON.parse(response.headers['marktplatz-releases'] ?? 'null');
  const scriptSources = (response) => /(?:^|; )script-src ([^;]*)/.exec(response.headers['content-security-policy'])[1].split(' ');
  const token = (payload) =>
    signOverrideToken(
      {
        env: 'local',
        area: 'mfe-account',
        version: '2.0.0-rc.1',
        manifest_url: `${candidate}/mf-manifest.json`,
        exp: Math.floor(Date.now() / 1000) + 3600,
        ...payload,
      },
      secret,
    );

  before(async () => {
    const registryServer = http.createServer((request, response) => {
      if (registryDown) return response.destroy();
      response.setHeader('content-type', 'application/json');
      if (request.url === '/releases/local/composition' && registry) {
        response.setHeader('cache-control', 'max-age=5');
        return response.end(JSON.stringify({ status: true, data: registry }));
      }
      response.statusCode = 404;
      response.end(JSON.stringify({ status: false, message: 'Nicht gefunden' }));
    });
    await new Promise((resolve) => registryServer.listen(0, '127.0.0.1', resolve));
    servers.push(registryServer);
    api = `http://127.0.0.1:${registryServer.address().port}`;
    [live, canary, candidate] = await Promise.all([areaBuild('live'), areaBuild('canary'), areaBuild('candidate')]);
    writeFileSync(
      path.join(shellDir, 'index.html'),
      '<!doctype html><html><head><title>Marktplatz</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(shellDir, 'route-table.json'), JSON.stringify({ areas: [{ remote: 'mfe_account', patterns: ['/login'] }] }));
    writeFileSync(
      path.join(shellDir, 'remotes.json'),
      JSON.stringify({ mfe_account: 'http://127.0.0.1:3007/mf-manifest.json', mfe_shop: 'http://127.0.0.1:3001/mf-manifest.json' }),
    );
    writeFileSync(path.join(shellDir, 'env.json'), JSON.stringify({ API_BASE: api }));
    shell = await serveStatic({
      root: shellDir,
      port: 0,
      spa: true,
      seo: false,
      firstView: false,
      registryTtlMs: 0,
      releases: { environment: 'local', linkSecret: secret },
    });
  });
  after(async () => {
    await shell?.close();
    for (const server of servers) server.close();
  });

  const released = (canaryPercent) => ({
    environment: 'local',
    revision: 3,
    areas: {
      'mfe-account': {
        live: { version: '1.1.0', manifest_url: `${live}/mf-manifest.json`, content_hash: 'a1' },
        canary: canaryPercent
          ? { version: '1.2.0', manifest_url: `${canary}/mf-manifest.json`, content_hash: 'b2', percent: canaryPercent }
          : null,
      },
    },
  });

  test('remotes.json names the live build of each released area, the .env composition for the others, and each version in a header', async () => {
    registry = released(null);
    const response = await visit(`${shell.url}/remotes.json`);
    assert.deepEqual(JSON.parse(response.body.toString()), {
      mfe_account: `${live}/mf-manifest.json`,
      mfe_shop: 'http://127.0.0.1:3001/mf-manifest.json',
    });
    assert.deepEqual(releasesOf(response), {
      environment: 'local',
      areas: { mfe_account: { version: '1.1.0', channel: 'live' } },
      test: null,
    });
    assert.equal(response.headers['cache-control'], 'private, no-cache');
    assert.equal(cookiesOf(response).length, 0, 'no bucket without a canary');
    const page = await visit(`${shell.url}/login`);
    assert.ok(scriptSources(page).includes(live), page.headers['content-security-policy']);
    assert.equal(scriptSources(page).includes('http://127.0.0.1:3007'), false);
    assert.ok(page.body.toString().includes(`href="${live}/live-remoteEntry.js"`), 'the preload hints name the released build');
  });

  test('while the API is unreachable the last good composition stays; on a cold start the .env one', async () => {
    registry = released(null);
    await visit(`${shell.url}/remotes.json`);
    registryDown = true;
    try {
      const kept = await visit(`${shell.url}/remotes.json`);
      assert.equal(JSON.parse(kept.body.toString()).mfe_account, `${live}/mf-manifest.json`);
      const cold = await serveStatic({
        root: shellDir,
        port: 0,
        spa: true,
        seo: false,
        firstView: false,
        releases: { environment: 'local', linkSecret: secret },
      });
      try {
        const answer = await visit(`${cold.url}/remotes.json`);
        assert.equal(answer.status, 200);
        assert.equal(JSON.parse(answer.body.toString()).mfe_account, 'http://127.0.0.1:3007/mf-manifest.json');
        assert.equal(answer.headers['marktplatz-releases'], undefined);
        assert.equal((await visit(`${cold.url}/login`)).status, 200);
      } finally {
        await cold.close();
      }
    } finally {
      registryDown = false;
    }
  });

  test('a 50 % canary splits 2,000 new visitors near half, each keeping its build', () => {
    const registryAnswer = released(50);
    const versionOf = (bucket) =>
      visitorComposition({ fallback: {}, registry: registryAnswer, bucket, test: null, environment: 'local' }).releases.areas.mfe_account
        .version;
    const buckets = Array.from({ length: 2000 }, newBucket);
    const onCanary = buckets.filter((bucket) => versionOf(bucket) === '1.2.0').length;
    assert.ok(onCanary > 900 && onCanary < 1100, `${onCanary} of 2000 on the canary`);
    assert.ok(buckets.every((bucket) => versionOf(bucket) === versionOf(bucket)));
  });

  test('over HTTP a new visitor gets a bucket once and keeps its build on later requests; 300 of them split near half', async () => {
    registry = released(50);
    let onCanary = 0;
    const visitor = async () => {
      const first = await visit(`${shell.url}/remotes.json`);
      const bucket = cookieValue(first, 'mp_bucket');
      assert.ok(bucket, 'a new visitor gets a bucket');
      const version = releasesOf(first).areas.mfe_account.version;
      if (version === '1.2.0') onCanary += 1;
      for (let load = 0; load < 2; load += 1) {
        const again = await visit(`${shell.url}/remotes.json`, bucket);
        assert.equal(releasesOf(again).areas.mfe_account.version, version);
        assert.equal(cookieValue(again, 'mp_bucket'), undefined, 'the bucket is set once');
      }
    };
    for (let round = 0; round < 10; round += 1) await Promise.all(Array.from({ length: 30 }, visitor));
    assert.ok(onCanary > 105 && onCanary < 195, `${onCanary} of 300 on the canary`);
  });

  test('the bucket cookie is HttpOnly, SameSite=Lax, for a year, Secure behind https; the page follows the bucket', async () => {
    registry = released(50);
    const first = await visit(`${shell.url}/login`);
    const cookie = cookiesOf(first).find((value) => value.startsWith('mp_bucket='));
    assert.match(cookie, /^mp_bucket=\d{1,2}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    const secure = await get(`${shell.url}/remotes.json`, { 'x-forwarded-proto': 'https' });
    assert.match(cookieValue(secure, 'mp_bucket') && cookiesOf(secure)[0], /; Secure$/);
    const low = await visit(`${shell.url}/login`, 'mp_bucket=3');
    assert.ok(scriptSources(low).includes(canary));
    assert.ok(low.body.toString().includes(`${canary}/canary-remoteEntry.js`));
    assert.equal(low.headers['cache-control'], 'private, no-cache');
    const high = await visit(`${shell.url}/login`, 'mp_bucket=77');
    assert.ok(scriptSources(high).includes(live));
    assert.equal(scriptSources(high).includes(canary), false);
  });

  test('a valid QA link sets the test version cookie and answers 303 to the same address; the visitor then gets its build', async () => {
    registry = released(null);
    const link = token();
    const answer = await visit(`${shell.url}/login?tab=1&testversion=${link}`);
    assert.equal(answer.status, 303);
    assert.equal(answer.headers.location, '/login?tab=1');
    assert.equal(answer.headers['x-robots-tag'], 'noindex');
    const cookie = cookiesOf(answer).find((value) => value.startsWith('mp_testversion='));
    assert.match(cookie, /^mp_testversion=[\w.-]+; Max-Age=(3599|3600); Path=\/; HttpOnly; SameSite=Lax$/);
    const withCookie = cookie.split(';')[0];
    const remotes = await visit(`${shell.url}/remotes.json`, withCookie);
    assert.equal(JSON.parse(remotes.body.toString()).mfe_account, `${candidate}/mf-manifest.json`);
    assert.deepEqual(releasesOf(remotes).test, { area: 'mfe-account', version: '2.0.0-rc.1' });
    assert.deepEqual(releasesOf(remotes).areas.mfe_account, { version: '2.0.0-rc.1', channel: 'test' });
    const page = await visit(`${shell.url}/login`, withCookie);
    assert.ok(scriptSources(page).includes(candidate));
    assert.ok(page.body.toString().includes(`${candidate}/candidate-remoteEntry.js`));
    const off = await visit(`${shell.url}/login?testversion=aus`, withCookie);
    assert.equal(off.status, 303);
    assert.equal(off.headers.location, '/login');
    assert.match(cookiesOf(off)[0], /^mp_testversion=; Max-Age=0;/);
  });

  test('a forged, expired or foreign QA link is ignored: the page as usual, no cookie, a warning without the token', async (context) => {
    registry = released(null);
    const warnings = [];
    context.mock.method(console, 'warn', (message) => warnings.push(String(message)));
    const good = token();
    const forged = `${token({ manifest_url: 'https://boese.example/mf-manifest.json' }).split('.')[0]}.${good.split('.')[1]}`;
    const expired = token({ exp: Math.floor(Date.now() / 1000) - 10 });
    const foreign = token({ env: 'production' });
    for (const link of [forged, expired, foreign, 'kaputt']) {
      const page = await visit(`${shell.url}/login?testversion=${link}`);
      assert.equal(page.status, 200);
      assert.equal(cookieValue(page, 'mp_testversion'), undefined);
      assert.equal(page.headers['x-robots-tag'], 'noindex');
      assert.equal(scriptSources(page).includes('https://boese.example'), false);
    }
    assert.equal(warnings.length, 4);
    assert.equal(
      warnings.some((warning) => warning.includes(forged.slice(0, 20))),
      false,
    );
    const cookieAnswer = await visit(`${shell.url}/remotes.json`, `mp_testversion=${forged}`);
    assert.equal(JSON.parse(cookieAnswer.body.toString()).mfe_account, `${live}/mf-manifest.json`);
    assert.match(cookiesOf(cookieAnswer)[0], /^mp_testversion=; Max-Age=0;/, 'a cookie no longer valid is removed');
    const expiredCookie = await visit(`${shell.url}/remotes.json`, `mp_testversion=${expired}`);
    assert.equal(JSON.parse(expiredCookie.body.toString()).mfe_account, `${live}/mf-manifest.json`);
  });

  test('a content preview link is noindex; a plain page is not', async () => {
    assert.equal((await visit(`${shell.url}/seite/impressum?vorschau=abc`)).headers['x-robots-tag'], 'noindex');
    assert.equal((await visit(`${shell.url}/login`)).headers['x-robots-tag'], undefined);
  });
});
