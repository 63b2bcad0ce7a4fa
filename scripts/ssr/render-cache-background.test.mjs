// The render cache's work in the background (README.md "Under load"): a stale render answered at once while one render
// of its key is made again, within the hard bound; a render that missed the visitor's budget finished for the next
// visitor within its own limit; their counts — with small server remotes served over HTTP whose render is a fake.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fakeRenderSuite, input, wait } from './render-cache-test-support.mjs';

describe('server renders in the background', () => {
  const suite = fakeRenderSuite();
  const { host, calls, remotesWith } = suite;

  /** A numbered render of the URL (the how-manyth render it was) and a gate the test opens to let renders finish. */
  function numberedRenders({ held = () => false } = {}) {
    let open;
    const gate = new Promise((resolve) => {
      open = resolve;
    });
    globalThis.__fakeRender = async (request, build) => {
      calls.push([build, request.url]);
      const number = calls.length;
      if (held(build, number)) await gate;
      return { kind: 'page', status: 200, html: `<h1>${build} ${request.url} #${number}</h1>` };
    };
    return { open };
  }

  it('lets a render that missed the visitor’s budget finish in the background and fill the cache: the next visitor gets it (late)', async () => {
    host.release('v1', '1.4.0');
    const { remotes } = await remotesWith({ budgetMs: 100, manifestCheckMs: 60_000 });
    let signal;
    globalThis.__fakeRender = async (request, build) => {
      calls.push([build, request.url]);
      signal = request.signal;
      await wait(300);
      return { kind: 'page', html: 'spät, aber da' };
    };
    const started = performance.now();
    assert.equal(await remotes.render('mfe_shop', suite.browserManifest, input()), null);
    assert.ok(performance.now() - started < 250, 'the visitor who hit the budget got the browser render at once');
    while (remotes.counters.background.get('mfe_shop', 'late', 'rendered') === 0) await wait(10);
    assert.equal((await remotes.render('mfe_shop', suite.browserManifest, input())).html, 'spät, aber da');
    assert.equal(calls.length, 1);
    assert.equal(signal.aborted, false);
    assert.deepEqual(remotes.counters.snapshot(), { mfe_shop: { over_budget: 1, cache_hit: 1 } });
    assert.deepEqual(remotes.counters.background.snapshot(), { mfe_shop: { late: { rendered: 1 } } });
  });

  it('gives a request joining a late render its own budget: it gets the render when it arrives within that', async () => {
    host.release('v1', '1.4.0');
    const { remotes } = await remotesWith({ budgetMs: 150, manifestCheckMs: 60_000 });
    const { open } = numberedRenders({ held: () => true });
    assert.equal(await remotes.render('mfe_shop', suite.browserManifest, input()), null);
    // The first visitor's budget is over; the render goes on and finishes within the second visitor's budget.
    const second = remotes.render('mfe_shop', suite.browserManifest, input());
    open();
    assert.equal((await second)?.html, '<h1>v1 /product/hemd #1</h1>');
    assert.equal(calls.length, 1);
    assert.deepEqual(remotes.counters.snapshot(), { mfe_shop: { over_budget: 1, joined: 1 } });
  });

  it('aborts a late render at its own limit and keeps nothing (late, timed_out)', async () => {
    host.release('v1', '1.4.0');
    const { remotes } = await remotesWith({ budgetMs: 50, backgroundLimitMs: 500, manifestCheckMs: 60_000 });
    let signal;
    globalThis.__fakeRender = (request, build) => {
      calls.push([build, request.url]);
      signal = request.signal;
      return new Promise(() => undefined);
    };
    assert.equal(await remotes.render('mfe_shop', suite.browserManifest, input()), null);
    assert.equal(signal.aborted, false);
    while (!signal.aborted) await wait(10);
    await wait(10);
    assert.deepEqual(remotes.counters.background.snapshot(), { mfe_shop: { late: { timed_out: 1 } } });
    globalThis.__fakeRender = async (request, build) => {
      calls.push([build, request.url]);
      return { kind: 'page', html: 'jetzt' };
    };
    assert.equal((await remotes.render('mfe_shop', suite.browserManifest, input())).html, 'jetzt');
    assert.equal(calls.length, 2);
  });

  it('answers a stale render at once after its fresh period and renders it again once in the background for concurrent requests (stale_hit)', async () => {
    host.release('v1', '1.4.0');
    const { remotes, clock } = await remotesWith({ manifestCheckMs: 60_000 });
    // The first render goes through at once, the refresh (the second) waits until the test opens the gate.
    const { open } = numberedRenders({ held: (_build, number) => number > 1 });
    assert.equal((await remotes.render('mfe_shop', suite.browserManifest, input())).html, '<h1>v1 /product/hemd #1</h1>');
    clock.now = 6_000;
    // While the refresh is held, every request gets the stale render at once (none waits for the refresh).
    const pages = await Promise.all(Array.from({ length: 10 }, () => remotes.render('mfe_shop', suite.browserManifest, input())));
    assert.ok(pages.every((page) => page?.html === '<h1>v1 /product/hemd #1</h1>'));
    clock.now = 9_000;
    assert.equal((await remotes.render('mfe_shop', suite.browserManifest, input())).html, '<h1>v1 /product/hemd #1</h1>');
    assert.equal(calls.length, 2, 'one refresh for all stale answers');
    open();
    while (remotes.counters.background.get('mfe_shop', 'refresh', 'rendered') === 0) await wait(5);
    // The refresh started at 6 s: fresh until 11 s, kept until 16 s.
    clock.now = 10_500;
    assert.equal((await remotes.render('mfe_shop', suite.browserManifest, input())).html, '<h1>v1 /product/hemd #2</h1>');
    assert.equal(calls.length, 2);
    assert.deepEqual(remotes.counters.snapshot(), { mfe_shop: { rendered: 1, stale_hit: 11, cache_hit: 1 } });
    assert.deepEqual(remotes.counters.background.snapshot(), { mfe_shop: { refresh: { rendered: 1 } } });
  });

  it('never answers a render past the hard bound, even while its refresh is still in flight', async () => {
    host.release('v1', '1.4.0');
    const { remotes, clock } = await remotesWith({ manifestCheckMs: 60_000 });
    const { open } = numberedRenders({ held: (_build, number) => number > 1 });
    await remotes.render('mfe_shop', suite.browserManifest, input());
    clock.now = 6_000;
    assert.equal((await remotes.render('mfe_shop', suite.browserManifest, input())).html, '<h1>v1 /product/hemd #1</h1>');
    clock.now = 10_000;
    // Past the hard bound: the request joins the refresh in flight instead of getting the old render.
    const late = remotes.render('mfe_shop', suite.browserManifest, input());
    await wait(20);
    open();
    assert.equal((await late).html, '<h1>v1 /product/hemd #2</h1>');
    assert.equal(calls.length, 2);
    // Without a refresh in flight, a render past the hard bound is rendered anew for the visitor.
    clock.now = 26_000;
    assert.equal((await remotes.render('mfe_shop', suite.browserManifest, input())).html, '<h1>v1 /product/hemd #3</h1>');
    assert.deepEqual(remotes.counters.snapshot(), { mfe_shop: { rendered: 2, stale_hit: 1, joined: 1 } });
  });

  it('keeps answering the stale render until the hard bound when its refresh fails, is not rendered or runs over its limit', async () => {
    host.release('v1', '1.4.0');
    const { remotes, clock } = await remotesWith({ manifestCheckMs: 60_000, backgroundLimitMs: 100 });
    numberedRenders();
    await remotes.render('mfe_shop', suite.browserManifest, input());
    const refreshed = (outcome, count = 1) => remotes.counters.background.get('mfe_shop', 'refresh', outcome) >= count;
    const staleAnswer = async () => (await remotes.render('mfe_shop', suite.browserManifest, input()))?.html;

    clock.now = 6_000;
    globalThis.__fakeRender = async () => {
      throw new Error('API nicht erreichbar');
    };
    assert.equal(await staleAnswer(), '<h1>v1 /product/hemd #1</h1>');
    while (!refreshed('threw')) await wait(5);
    clock.now = 7_000;
    globalThis.__fakeRender = async () => null;
    assert.equal(await staleAnswer(), '<h1>v1 /product/hemd #1</h1>');
    while (!refreshed('not_rendered')) await wait(5);
    clock.now = 8_000;
    let signal;
    globalThis.__fakeRender = (request) => {
      signal = request.signal;
      return new Promise(() => undefined);
    };
    assert.equal(await staleAnswer(), '<h1>v1 /product/hemd #1</h1>');
    while (!refreshed('timed_out')) await wait(5);
    assert.equal(signal.aborted, true);
    clock.now = 9_999;
    globalThis.__fakeRender = async () => {
      throw new Error('API nicht erreichbar');
    };
    assert.equal(await staleAnswer(), '<h1>v1 /product/hemd #1</h1>');
    while (!refreshed('threw', 2)) await wait(5);
    // At the hard bound the stale render goes: the visitor's own render fails, the browser renders the page.
    clock.now = 10_000;
    assert.equal(await staleAnswer(), undefined);
    assert.deepEqual(remotes.counters.snapshot(), { mfe_shop: { rendered: 1, stale_hit: 4, threw: 1 } });
    assert.deepEqual(remotes.counters.background.snapshot(), {
      mfe_shop: { refresh: { threw: 2, not_rendered: 1, timed_out: 1 } },
    });
  });

  it('never answers a new build with the old build’s stale render, nor with its refresh finishing after the release', async () => {
    host.release('v1', '1.4.0');
    const { remotes, clock } = await remotesWith();
    // The old build's refresh is held until after the release.
    const { open } = numberedRenders({ held: (build, number) => build === 'v1' && number > 1 });
    await remotes.render('mfe_shop', suite.browserManifest, input());
    clock.now = 6_000;
    assert.equal((await remotes.render('mfe_shop', suite.browserManifest, input())).html, '<h1>v1 /product/hemd #1</h1>');
    host.release('v2', '1.5.0');
    assert.equal((await remotes.render('mfe_shop', suite.browserManifest, input())).html, '<h1>v2 /product/hemd #3</h1>');
    open();
    while (remotes.counters.background.get('mfe_shop', 'refresh', 'rendered') === 0) await wait(5);
    clock.now = 7_000;
    assert.equal((await remotes.render('mfe_shop', suite.browserManifest, input())).html, '<h1>v2 /product/hemd #3</h1>');
    assert.deepEqual(calls, [
      ['v1', '/product/hemd'],
      ['v1', '/product/hemd'],
      ['v2', '/product/hemd'],
    ]);
    assert.deepEqual(remotes.counters.snapshot(), { mfe_shop: { rendered: 2, stale_hit: 1, cache_hit: 1 } });
  });

  it('starts no refresh while every place for renders is taken (busy), answers the stale render, and refreshes on a later request', async () => {
    host.release('v1', '1.4.0');
    const { remotes, clock } = await remotesWith({ maxRenders: 1, manifestCheckMs: 60_000 });
    const { open } = numberedRenders({ held: (_build, number) => number === 2 });
    await remotes.render('mfe_shop', suite.browserManifest, input('/product/a'));
    clock.now = 6_000;
    const holding = remotes.render('mfe_shop', suite.browserManifest, input('/product/b'));
    while (calls.length < 2) await wait(5);
    assert.equal((await remotes.render('mfe_shop', suite.browserManifest, input('/product/a'))).html, '<h1>v1 /product/a #1</h1>');
    assert.equal(calls.length, 2, 'no refresh beyond the limit');
    open();
    await holding;
    await wait(10);
    assert.equal((await remotes.render('mfe_shop', suite.browserManifest, input('/product/a'))).html, '<h1>v1 /product/a #1</h1>');
    while (remotes.counters.background.get('mfe_shop', 'refresh', 'rendered') === 0) await wait(5);
    assert.equal((await remotes.render('mfe_shop', suite.browserManifest, input('/product/a'))).html, '<h1>v1 /product/a #3</h1>');
    assert.deepEqual(remotes.counters.background.snapshot(), { mfe_shop: { refresh: { busy: 1, rendered: 1 } } });
  });

  it('publishes stale hits and background renders in the Prometheus text for /metrics', async () => {
    host.release('v1', '1.4.0');
    const { remotes, clock } = await remotesWith({ manifestCheckMs: 60_000 });
    numberedRenders();
    await remotes.render('mfe_shop', suite.browserManifest, input());
    clock.now = 6_000;
    await remotes.render('mfe_shop', suite.browserManifest, input());
    while (remotes.counters.background.get('mfe_shop', 'refresh', 'rendered') === 0) await wait(5);
    const text = remotes.counters.prometheus();
    assert.match(text, /^# TYPE marktplatz_ssr_renders_total counter$/m);
    assert.match(text, /^marktplatz_ssr_renders_total\{area="mfe_shop",outcome="stale_hit"\} 1$/m);
    assert.match(text, /^# TYPE marktplatz_ssr_background_renders_total counter$/m);
    assert.match(text, /^marktplatz_ssr_background_renders_total\{area="mfe_shop",reason="refresh",outcome="rendered"\} 1$/m);
    // Nothing about the visitor or the page in the labels.
    assert.doesNotMatch(text, /hemd|marktplatz\.example/);
  });
});
