// The SSR server under concurrency: the per-URL render cache, one render per key in flight, and the limit of renders
// in flight — with small server remotes served over HTTP whose render is a fake (no build).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RENDER_CACHE_FRESH_MS, RENDER_CACHE_TTL_MS, createRenderCache, renderCacheKey } from './render-cache.mjs';
import { BACKGROUND_RENDER_LIMIT_MS, SSR_RENDERS_SETTING, defaultRenderLimit, ssrRenderLimit } from './server-remotes.mjs';
import { PUBLIC_PAGE_CACHE } from './page-cache.mjs';
import { fakeRenderSuite, input, manifests, wait } from './render-cache-test-support.mjs';

describe('render cache', () => {
  it('answers a kept render within its time to live and forgets it after (injected clock)', () => {
    let clock = 1_000;
    const cache = createRenderCache({ ttlMs: 10_000, now: () => clock });
    cache.set('a', { kind: 'page', html: '<h1>Hemd</h1>' }, clock);
    clock += 9_999;
    assert.deepEqual(cache.get('a'), { kind: 'page', html: '<h1>Hemd</h1>' });
    clock += 1;
    assert.equal(cache.get('a'), undefined);
    assert.deepEqual(cache.stats(), { entries: 0, chars: 0 });
  });

  it('answers a render as fresh within its fresh period, as stale after it until the hard bound, and not after (injected clock)', () => {
    let clock = 0;
    const cache = createRenderCache({ freshMs: 5_000, ttlMs: 10_000, now: () => clock });
    cache.set('a', { html: 'Hemd' }, 0);
    clock = 4_999;
    assert.deepEqual(cache.lookup('a'), { result: { html: 'Hemd' }, stale: false });
    clock = 5_000;
    assert.deepEqual(cache.lookup('a'), { result: { html: 'Hemd' }, stale: true });
    clock = 9_999;
    assert.deepEqual(cache.lookup('a'), { result: { html: 'Hemd' }, stale: true });
    clock = 10_000;
    assert.equal(cache.lookup('a'), undefined);
    assert.deepEqual(cache.stats(), { entries: 0, chars: 0 });
  });

  it('keeps the later render of a key: one started earlier does not replace it', () => {
    let clock = 3_000;
    const cache = createRenderCache({ freshMs: 5_000, ttlMs: 10_000, now: () => clock });
    cache.set('a', { html: 'neu' }, 2_000);
    cache.set('a', { html: 'alt' }, 1_000);
    assert.deepEqual(cache.get('a'), { html: 'neu' });
    clock = 6_500;
    assert.equal(cache.lookup('a').stale, false, 'fresh from the later start');
  });

  it('counts the time to live from the render’s start, not from when it was kept', () => {
    let clock = 0;
    const cache = createRenderCache({ ttlMs: 10_000, now: () => clock });
    clock = 4_000;
    cache.set('a', { kind: 'page', html: 'x' }, 0);
    clock = 10_000;
    assert.equal(cache.get('a'), undefined);
  });

  it('drops the least recently used render beyond the entry bound', () => {
    const cache = createRenderCache({ maxEntries: 2, now: () => 0 });
    cache.set('a', { html: 'A' });
    cache.set('b', { html: 'B' });
    assert.ok(cache.get('a')); // a is now the most recently used
    cache.set('c', { html: 'C' });
    assert.equal(cache.get('b'), undefined);
    assert.deepEqual(cache.get('a'), { html: 'A' });
    assert.deepEqual(cache.get('c'), { html: 'C' });
    assert.equal(cache.stats().entries, 2);
  });

  it('drops the least recently used renders beyond the character bound and keeps no render larger than it', () => {
    const cache = createRenderCache({ maxChars: 100, now: () => 0 });
    cache.set('a', { html: 'x'.repeat(40) });
    cache.set('b', { html: 'y'.repeat(40) });
    cache.set('c', { html: 'z'.repeat(40) });
    assert.equal(cache.get('a'), undefined);
    assert.ok(cache.get('b') && cache.get('c'));
    assert.ok(cache.stats().chars <= 100);
    cache.set('d', { html: 'w'.repeat(200) });
    assert.equal(cache.get('d'), undefined);
    assert.ok(cache.get('b') && cache.get('c'));
  });

  it('keys a render by area, both builds and everything the render reads, never by its signal', () => {
    const base = { area: 'mfe_shop', serverKey: 's1', browserKey: 'b1', input: input() };
    const key = renderCacheKey(base);
    assert.equal(renderCacheKey({ ...base, input: { ...input(), signal: new AbortController().signal } }), key);
    for (const other of [
      { ...base, serverKey: 's2' },
      { ...base, browserKey: 'b2' },
      { ...base, area: 'mfe_stores' },
      { ...base, input: input('/product/hemd?farbe=blau') },
      { ...base, input: { ...input(), origin: 'https://andere.example' } },
      { ...base, input: { ...input(), api: { API_BASE: 'https://api2.example' } } },
    ]) {
      assert.notEqual(renderCacheKey(other), key);
    }
  });

  it('keeps a page for at most a minute together with the shared caches (hard bound here, stale included, + s-maxage + stale-while-revalidate)', () => {
    const seconds = (name) => Number(new RegExp(`${name}=(\\d+)`).exec(PUBLIC_PAGE_CACHE)[1]);
    assert.ok(RENDER_CACHE_TTL_MS / 1000 + seconds('s-maxage') + seconds('stale-while-revalidate') <= 60, PUBLIC_PAGE_CACHE);
    // The default cache answers a stale render up to the hard bound, never at it (the bound above holds for stale ones).
    assert.ok(RENDER_CACHE_FRESH_MS < RENDER_CACHE_TTL_MS);
    let clock = 0;
    const cache = createRenderCache({ now: () => clock });
    cache.set('a', { html: 'Preis 10 €' }, 0);
    clock = RENDER_CACHE_TTL_MS - 1;
    assert.equal(cache.lookup('a')?.stale, true);
    clock = RENDER_CACHE_TTL_MS;
    assert.equal(cache.get('a'), undefined);
    // A render still running at its background limit is aborted long before its data would be stale.
    assert.ok(BACKGROUND_RENDER_LIMIT_MS < RENDER_CACHE_FRESH_MS);
  });
});

describe('server renders under concurrency', () => {
  const suite = fakeRenderSuite();
  const { host, calls, remotesWith } = suite;

  it('renders a URL once and answers it from the cache within its fresh period, counted as cache_hit', async () => {
    host.release('v1', '1.4.0');
    const { remotes, clock } = await remotesWith();
    const first = await remotes.render('mfe_shop', suite.browserManifest, input());
    clock.now = 4_999;
    const second = await remotes.render('mfe_shop', suite.browserManifest, input());
    assert.deepEqual(second, first);
    assert.equal(calls.length, 1);
    assert.deepEqual(remotes.counters.snapshot(), { mfe_shop: { rendered: 1, cache_hit: 1 } });
    assert.match(remotes.counters.prometheus(), /^marktplatz_ssr_renders_total\{area="mfe_shop",outcome="cache_hit"\} 1$/m);
  });

  it('renders the URL again for the visitor once the hard bound has passed (no stale answer then)', async () => {
    host.release('v1', '1.4.0');
    const { remotes, clock } = await remotesWith();
    await remotes.render('mfe_shop', suite.browserManifest, input());
    clock.now = 10_000;
    await remotes.render('mfe_shop', suite.browserManifest, input());
    assert.equal(calls.length, 2);
    assert.deepEqual(remotes.counters.snapshot(), { mfe_shop: { rendered: 2 } });
  });

  it('renders each distinct URL (path and query) on its own', async () => {
    host.release('v1', '1.4.0');
    const { remotes } = await remotesWith();
    await remotes.render('mfe_shop', suite.browserManifest, input('/product/hemd'));
    await remotes.render('mfe_shop', suite.browserManifest, input('/product/hose'));
    await remotes.render('mfe_shop', suite.browserManifest, input('/product-search?keyword=hemd'));
    await remotes.render('mfe_shop', suite.browserManifest, input('/product-search?keyword=hose'));
    assert.equal(calls.length, 4);
  });

  it('never answers a new release with a page the old build rendered', async () => {
    host.release('v1', '1.4.0');
    const { remotes } = await remotesWith();
    assert.equal((await remotes.render('mfe_shop', suite.browserManifest, input())).html, '<h1>v1 /product/hemd</h1>');
    host.release('v2', '1.5.0');
    assert.equal((await remotes.render('mfe_shop', suite.browserManifest, input())).html, '<h1>v2 /product/hemd</h1>');
    // A rebuild of the same version is a new build too (another entry, another manifest).
    host.release('v3', '1.5.0');
    assert.equal((await remotes.render('mfe_shop', suite.browserManifest, input())).html, '<h1>v3 /product/hemd</h1>');
    assert.deepEqual(remotes.counters.snapshot(), { mfe_shop: { rendered: 3 } });
  });

  it('does not answer from the cache while the browser build beside it is another release (skew)', async () => {
    host.release('v1', '1.4.0');
    const { remotes } = await remotesWith();
    await remotes.render('mfe_shop', suite.browserManifest, input());
    host.files.set('/mf-manifest.json', manifests('remoteEntry.js', '1.5.0').browser);
    assert.equal(await remotes.render('mfe_shop', suite.browserManifest, input()), null);
    assert.deepEqual(remotes.counters.snapshot(), { mfe_shop: { rendered: 1, skew: 1 } });
  });

  it('does not keep a page the area leaves to the browser (not_rendered) nor a failed render', async () => {
    host.release('v1', '1.4.0');
    const { remotes } = await remotesWith();
    globalThis.__fakeRender = async (request) => {
      calls.push(request.url);
      return calls.length === 1 ? null : { kind: 'page', html: 'jetzt da' };
    };
    assert.equal(await remotes.render('mfe_shop', suite.browserManifest, input()), null);
    assert.equal((await remotes.render('mfe_shop', suite.browserManifest, input())).html, 'jetzt da');
    globalThis.__fakeRender = async () => {
      throw new Error('kaputt');
    };
    assert.equal(await remotes.render('mfe_shop', suite.browserManifest, input('/product/kaputt')), null);
    assert.equal(await remotes.render('mfe_shop', suite.browserManifest, input('/product/kaputt')), null);
    assert.deepEqual(remotes.counters.snapshot(), { mfe_shop: { not_rendered: 1, rendered: 1, threw: 2 } });
  });

  it('renders once for concurrent requests of the same URL (single flight), the others counted as joined', async () => {
    host.release('v1', '1.4.0');
    const { remotes } = await remotesWith({ manifestCheckMs: 60_000 });
    globalThis.__fakeRender = async (request, build) => {
      calls.push([build, request.url]);
      await wait(100);
      return { kind: 'page', html: 'Hemd' };
    };
    const pages = await Promise.all(Array.from({ length: 10 }, () => remotes.render('mfe_shop', suite.browserManifest, input())));
    assert.equal(calls.length, 1);
    assert.ok(pages.every((page) => page?.html === 'Hemd'));
    assert.deepEqual(remotes.counters.snapshot(), { mfe_shop: { rendered: 1, joined: 9 } });
  });

  it('shares one render for concurrent requests also without a render cache', async () => {
    host.release('v1', '1.4.0');
    const { remotes } = await remotesWith({ renderCache: null, manifestCheckMs: 60_000 });
    globalThis.__fakeRender = async (request) => {
      calls.push(request.url);
      await wait(100);
      return { kind: 'page', html: 'Hemd' };
    };
    await Promise.all(Array.from({ length: 5 }, () => remotes.render('mfe_shop', suite.browserManifest, input())));
    assert.equal(calls.length, 1);
    await remotes.render('mfe_shop', suite.browserManifest, input());
    assert.equal(calls.length, 2);
  });

  it('reads each manifest once for the pages asking while it is being read, not once per page', async () => {
    host.release('v1', '1.4.0');
    const { remotes } = await remotesWith();
    host.requests.length = 0;
    const pages = await Promise.all(
      Array.from({ length: 10 }, (_, at) => remotes.render('mfe_shop', suite.browserManifest, input(`/p/${at}`))),
    );
    assert.equal(pages.filter(Boolean).length, 10);
    assert.equal(host.requests.filter((url) => url === '/server/mf-manifest.json').length, 1);
    assert.equal(host.requests.filter((url) => url === '/mf-manifest.json').length, 1);
  });

  it('gives every request of a shared render that misses the budget the browser render, within the budget', async () => {
    host.release('v1', '1.4.0');
    const { remotes } = await remotesWith({ budgetMs: 100, manifestCheckMs: 60_000 });
    let signal;
    globalThis.__fakeRender = (request) => {
      signal = request.signal;
      return new Promise((resolve) => setTimeout(() => resolve({ kind: 'page', html: 'zu spät' }), 1_000));
    };
    const started = performance.now();
    const pages = await Promise.all(Array.from({ length: 3 }, () => remotes.render('mfe_shop', suite.browserManifest, input())));
    assert.ok(performance.now() - started < 400, `waited ${Math.round(performance.now() - started)} ms`);
    assert.deepEqual(pages, [null, null, null]);
    // With a render cache the render goes on for the next visitor (below), instead of being aborted at the budget.
    assert.equal(signal.aborted, false);
    assert.deepEqual(remotes.counters.snapshot(), { mfe_shop: { over_budget: 3 } });
  });

  it('leaves the page beyond the limit of renders in flight to the browser at once, counted as busy', async () => {
    host.release('v1', '1.4.0');
    const reported = [];
    const { remotes } = await remotesWith({
      maxRenders: 2,
      manifestCheckMs: 60_000,
      onFallback: (area, outcome) => reported.push([area, outcome]),
    });
    let release;
    const gate = new Promise((resolve) => {
      release = resolve;
    });
    globalThis.__fakeRender = async (request) => {
      calls.push(request.url);
      await gate;
      return { kind: 'page', html: request.url };
    };
    const running = ['/product/a', '/product/b'].map((url) => remotes.render('mfe_shop', suite.browserManifest, input(url)));
    while (calls.length < 2) await wait(5);
    const started = performance.now();
    assert.equal(await remotes.render('mfe_shop', suite.browserManifest, input('/product/c')), null);
    assert.ok(performance.now() - started < 100, 'answered at once, not after the budget');
    assert.deepEqual(reported, [['mfe_shop', 'busy']]);
    // A request of a URL in flight joins it instead of counting against the limit.
    const joining = remotes.render('mfe_shop', suite.browserManifest, input('/product/a'));
    release();
    assert.deepEqual(
      (await Promise.all([...running, joining])).map((page) => page?.html),
      ['/product/a', '/product/b', '/product/a'],
    );
    // Once the renders are done (their places freed after the answers went out), the next URL renders again.
    await wait(10);
    assert.equal((await remotes.render('mfe_shop', suite.browserManifest, input('/product/c'))).html, '/product/c');
    assert.deepEqual(remotes.counters.snapshot(), { mfe_shop: { busy: 1, rendered: 3, joined: 1 } });
    assert.deepEqual(calls, ['/product/a', '/product/b', '/product/c']);
  });

  it('keeps the place of a render that missed the budget while it goes on, and frees it at the render’s own limit', async () => {
    host.release('v1', '1.4.0');
    const { remotes } = await remotesWith({ maxRenders: 1, budgetMs: 50, backgroundLimitMs: 500 });
    globalThis.__fakeRender = async () => new Promise(() => undefined);
    assert.equal(await remotes.render('mfe_shop', suite.browserManifest, input('/product/haengt')), null);
    globalThis.__fakeRender = async (request) => ({ kind: 'page', html: request.url });
    // Still rendering in the background: its CPU time counts against the limit.
    assert.equal(await remotes.render('mfe_shop', suite.browserManifest, input('/product/b')), null);
    await wait(500);
    assert.equal((await remotes.render('mfe_shop', suite.browserManifest, input('/product/b'))).html, '/product/b');
    assert.deepEqual(remotes.counters.snapshot(), { mfe_shop: { over_budget: 1, busy: 1, rendered: 1 } });
    assert.deepEqual(remotes.counters.background.snapshot(), { mfe_shop: { late: { timed_out: 1 } } });
  });

  it('without a render cache, aborts a render at its visitor’s budget and frees its place then (nothing to fill)', async () => {
    host.release('v1', '1.4.0');
    const { remotes } = await remotesWith({ renderCache: null, maxRenders: 1, budgetMs: 50 });
    let signal;
    globalThis.__fakeRender = async (request) => {
      signal = request.signal;
      return new Promise(() => undefined);
    };
    assert.equal(await remotes.render('mfe_shop', suite.browserManifest, input('/product/haengt')), null);
    assert.equal(signal.aborted, true);
    globalThis.__fakeRender = async (request) => ({ kind: 'page', html: request.url });
    assert.equal((await remotes.render('mfe_shop', suite.browserManifest, input('/product/b'))).html, '/product/b');
    assert.deepEqual(remotes.counters.snapshot(), { mfe_shop: { over_budget: 1, rendered: 1 } });
    assert.deepEqual(remotes.counters.background.snapshot(), {});
  });

  it('answers a cached page even while every place for renders is taken', async () => {
    host.release('v1', '1.4.0');
    const { remotes } = await remotesWith({ maxRenders: 1 });
    await remotes.render('mfe_shop', suite.browserManifest, input('/product/a'));
    let release;
    globalThis.__fakeRender = async (request) => {
      await new Promise((resolve) => {
        release = resolve;
      });
      return { kind: 'page', html: request.url };
    };
    const running = remotes.render('mfe_shop', suite.browserManifest, input('/product/b'));
    while (!release) await wait(5);
    assert.equal((await remotes.render('mfe_shop', suite.browserManifest, input('/product/a'))).html, '<h1>v1 /product/a</h1>');
    release();
    await running;
    assert.deepEqual(remotes.counters.snapshot(), { mfe_shop: { rendered: 2, cache_hit: 1 } });
  });
});

describe('limit of renders in flight', () => {
  it('is two per core by default, at least two', () => {
    assert.equal(defaultRenderLimit(2), 4);
    assert.equal(defaultRenderLimit(1), 2);
    assert.equal(defaultRenderLimit(8), 16);
  });

  it('is read from MARKTPLATZ_SSR_RENDERS, a whole number of at least 1, else the default', () => {
    assert.equal(SSR_RENDERS_SETTING, 'MARKTPLATZ_SSR_RENDERS');
    assert.equal(ssrRenderLimit({ MARKTPLATZ_SSR_RENDERS: '3' }), 3);
    for (const value of [undefined, '', '0', '-1', '2.5', 'viele']) {
      assert.equal(ssrRenderLimit({ MARKTPLATZ_SSR_RENDERS: value }), defaultRenderLimit());
    }
  });
});
