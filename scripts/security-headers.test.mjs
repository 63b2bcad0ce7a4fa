// The Content-Security-Policy of the production server, from the composition and the settings: node --test scripts/
import assert from 'node:assert/strict';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { get } from './raw-get.mjs';
import { securitySettings, serveStatic } from './serve-static.mjs';
import { createNonce, parseExtraSources, tileSource, withNonce } from './security-headers.mjs';

describe('the page policy from the composition', () => {
  const shellDir = mkdtempSync(path.join(tmpdir(), 'serve-static-csp-'));
  let enforced;
  let reported;

  before(async () => {
    writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><html><head><script>var a=1</script></head><body></body></html>');
    writeFileSync(path.join(shellDir, 'remotes.json'), JSON.stringify({ mfe_shop: 'https://shop.cdn.example/v3/mf-manifest.json' }));
    writeFileSync(
      path.join(shellDir, 'env.json'),
      JSON.stringify({
        API_BASE: 'https://api.example.de',
        GRAPHQL_URL: 'https://graphql.example.de/graphql',
        STATISTICS_URL: 'https://statistik.example/',
      }),
    );
    const options = { root: shellDir, port: 0, spa: true, seo: false, firstView: false, preload: false };
    const settings = {
      MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      S3_PUBLIC_URL: 'https://cdn.example.de/public',
      PUBLIC_API_URL: 'https://dateien.example.de',
    };
    enforced = await serveStatic({ ...options, security: securitySettings(settings) });
    reported = await serveStatic({
      ...options,
      security: securitySettings({ ...settings, CSP_REPORT_ONLY: 'true', CSP_REPORT_URI: 'https://reports.example/csp' }),
    });
  });
  after(async () => {
    await enforced?.close();
    await reported?.close();
  });

  const policyOf = async (server) => (await get(`${server.url}/`)).headers['content-security-policy'];
  const sources = (policy, name) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)?.[1].split(' ') ?? [];

  test('areas, API, its WebSocket, statistics, map tiles and the uploads CDN are each allowed where the page uses them', async () => {
    const policy = await policyOf(enforced);
    assert.deepEqual(
      sources(policy, 'script-src').filter((source) => !source.startsWith("'nonce-")),
      ["'self'", 'https://shop.cdn.example', 'https://statistik.example'],
    );
    const connect = sources(policy, 'connect-src');
    for (const source of [
      'https://shop.cdn.example',
      'https://api.example.de',
      'wss://api.example.de',
      'https://graphql.example.de',
      'https://statistik.example',
      // the chat's WebSocket address is the API's public base (PUBLIC_API_URL)
      'wss://dateien.example.de',
    ])
      assert.ok(connect.includes(source), source);
    const images = sources(policy, 'img-src');
    for (const source of [
      'https://api.example.de',
      'https://*.tile.example.org',
      'https://cdn.example.de',
      'https://statistik.example',
      'data:',
    ])
      assert.ok(images.includes(source), source);
    assert.ok(sources(policy, 'style-src').includes("'unsafe-inline'"), 'styled-components and the first views write inline styles');
  });

  test("a changed remotes.json changes the next page's policy (no restart)", async () => {
    writeFileSync(
      path.join(shellDir, 'remotes.json'),
      JSON.stringify({ mfe_shop: 'https://shop.cdn.example/v3/mf-manifest.json', mfe_food: 'https://food.example:8443/mf-manifest.json' }),
    );
    // the file's modification time decides; make sure it differs from the last read
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(shellDir, 'remotes.json'), later, later);
    assert.ok(sources(await policyOf(enforced), 'script-src').includes('https://food.example:8443'));
  });

  test('CSP_REPORT_ONLY=true sends the same policy as Content-Security-Policy-Report-Only, with the report address', async () => {
    const { headers } = await get(`${reported.url}/`);
    assert.equal(headers['content-security-policy'], undefined);
    const policy = headers['content-security-policy-report-only'];
    assert.match(policy, /(^|; )report-uri https:\/\/reports\.example\/csp$/);
    assert.match(policy, /script-src 'self' 'nonce-/);
    assert.equal(headers['x-frame-options'], 'DENY', 'framing stays refused while the policy is only reported');
  });

  test('map tile templates become sources: a placeholder in the first label a wildcard, elsewhere the scheme', () => {
    assert.equal(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png'), 'https://tile.openstreetmap.org');
    assert.equal(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png'), 'https://*.tile.example.org');
    assert.equal(tileSource('https://tiles.{s}.example.org/{z}/{x}/{y}.png'), 'https:');
    assert.equal(tileSource(''), null);
    assert.deepEqual(parseExtraSources('img-src https://a.example; connect-src https://b.example wss://b.example'), {
      'img-src': ['https://a.example'],
      'connect-src': ['https://b.example', 'wss://b.example'],
    });
  });

  test('withNonce marks every script start tag of trusted markup once, closing tags untouched', () => {
    const marked = withNonce('<script>a</script><SCRIPT src="/x.js"></SCRIPT><script nonce="alt">b</script>', 'n0');
    assert.equal(marked, '<script nonce="n0">a</script><SCRIPT nonce="n0" src="/x.js"></SCRIPT><script nonce="alt">b</script>');
    assert.notEqual(createNonce(), createNonce());
  });
});
