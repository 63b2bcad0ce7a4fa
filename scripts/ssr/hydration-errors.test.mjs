// The browser's reports of recoverable hydration errors (POST /ssr/hydration-errors): counted by area in /metrics,
// refused for anything else; the shell's production server without a build, API or area host.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { serveStatic } from '../serve-static.mjs';
import { HYDRATION_ERRORS_PATH, createHydrationErrorCounter } from './hydration-errors.mjs';

const SHELL_PAGE = '<!doctype html><html lang="de"><head><title>Marktplatz</title></head><body><div id=root></div></body></html>';

describe('hydration error reports', () => {
  let folder;
  before(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'marktplatz-hydration-errors-'));
    await writeFile(path.join(folder, 'index.html'), SHELL_PAGE);
    await writeFile(
      path.join(folder, 'remotes.json'),
      JSON.stringify({ mfe_shop: 'http://127.0.0.1:9/mf-manifest.json', mfe_stores: 'http://127.0.0.1:9/mf-manifest.json' }),
    );
    await writeFile(path.join(folder, 'env.json'), JSON.stringify({ API_BASE: 'http://127.0.0.1:9' }));
  });
  after(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const start = (metrics = true) =>
    serveStatic({ root: folder, port: 0, spa: true, seo: false, firstView: false, preload: false, ssr: false, metrics });
  const report = (url, body, type = 'application/json') =>
    fetch(`${url}${HYDRATION_ERRORS_PATH}`, { method: 'POST', headers: type ? { 'content-type': type } : {}, body });
  const samples = async (url) =>
    (await (await fetch(`${url}/metrics`)).text()).split('\n').filter((line) => line.startsWith('marktplatz_ssr_hydration_errors_total{'));

  it('counts a report of a known area (and of the shell) with 204 and prints it in /metrics by area only', async () => {
    const shell = await start();
    try {
      const first = await report(shell.url, JSON.stringify({ area: 'mfe_shop' }));
      assert.equal(first.status, 204);
      assert.equal(await first.text(), '');
      assert.equal((await report(shell.url, JSON.stringify({ area: 'mfe_shop' }), 'application/json; charset=utf-8')).status, 204);
      assert.equal((await report(shell.url, JSON.stringify({ area: 'shell' }))).status, 204);
      const text = await (await fetch(`${shell.url}/metrics`)).text();
      assert.match(text, /^# HELP marktplatz_ssr_hydration_errors_total .+$/m);
      assert.match(text, /^# TYPE marktplatz_ssr_hydration_errors_total counter$/m);
      // the render counts stay in the same text
      assert.match(text, /^# TYPE marktplatz_ssr_renders_total counter$/m);
      assert.deepEqual(await samples(shell.url), [
        'marktplatz_ssr_hydration_errors_total{area="mfe_shop"} 2',
        'marktplatz_ssr_hydration_errors_total{area="shell"} 1',
      ]);
      assert.doesNotMatch(text, /127\.0\.0\.1/);
    } finally {
      await shell.close();
    }
  });

  it('refuses an unknown area, bad JSON, a wrong content type, an empty or oversized body with a German message, never counted', async () => {
    const shell = await start();
    try {
      const refused = [
        [JSON.stringify({ area: 'mfe_unbekannt' }), 'application/json', 400],
        [JSON.stringify({ area: 'mfe_shop"} 1\nmarktplatz_fake 9' }), 'application/json', 400],
        [JSON.stringify({ area: 42 }), 'application/json', 400],
        [JSON.stringify(['mfe_shop']), 'application/json', 400],
        [JSON.stringify({}), 'application/json', 400],
        ['{"area":', 'application/json', 400],
        [JSON.stringify({ area: 'mfe_shop' }), 'text/plain', 400],
        [JSON.stringify({ area: 'mfe_shop' }), 'application/x-www-form-urlencoded', 400],
        [JSON.stringify({ area: 'mfe_shop' }), null, 400],
        ['', 'application/json', 400],
        [JSON.stringify({ area: 'mfe_shop', padding: 'x'.repeat(1100) }), 'application/json', 413],
      ];
      for (const [body, type, status] of refused) {
        const response = await report(shell.url, body, type);
        assert.equal(response.status, status, `${type}: ${body.slice(0, 40)}`);
        const { message } = await response.json();
        assert.match(message, /^(Nur JSON|Die Meldung|Unbekannter Bereich)/);
      }
      assert.deepEqual(await samples(shell.url), []);
      assert.doesNotMatch(await (await fetch(`${shell.url}/metrics`)).text(), /mfe_unbekannt|marktplatz_fake/);
    } finally {
      await shell.close();
    }
  });

  it('takes no report when /metrics is off', async () => {
    const shell = await start(false);
    try {
      const response = await report(shell.url, JSON.stringify({ area: 'mfe_shop' }));
      assert.notEqual(response.status, 204);
    } finally {
      await shell.close();
    }
  });

  it('prints only the description until an area is counted', () => {
    const counter = createHydrationErrorCounter();
    assert.equal(counter.lines().length, 2);
    counter.count('mfe_stores');
    assert.equal(counter.get('mfe_stores'), 1);
    assert.equal(counter.lines()[2], 'marktplatz_ssr_hydration_errors_total{area="mfe_stores"} 1');
  });
});
