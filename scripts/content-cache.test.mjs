import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createContentCache, createContentVersion } from './content-cache.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fetch that answers `value()` and counts its calls. */
function counted(value) {
  const fetchValue = async () => {
    fetchValue.calls += 1;
    return value();
  };
  fetchValue.calls = 0;
  return fetchValue;
}

describe('the shell server keeps content answers at most a minute', () => {
  test('an answer is served from the cache while fresh, then while it is fetched again, and never past its maximum age', async () => {
    let text = 'alt';
    const fetchValue = counted(() => text);
    const get = createContentCache({ ttlMs: 40, maxAgeMs: 120 });
    assert.equal(await get('k', fetchValue), 'alt');
    text = 'neu';
    assert.equal(await get('k', fetchValue), 'alt');
    assert.equal(fetchValue.calls, 1);
    await sleep(60);
    // past the fresh time: the kept answer once more, the fresh one fetched meanwhile
    assert.equal(await get('k', fetchValue), 'alt');
    await sleep(5);
    assert.equal(await get('k', fetchValue), 'neu');
    text = 'neuer';
    await sleep(140);
    // past the maximum age: the page waits for the fresh answer
    assert.equal(await get('k', fetchValue), 'neuer');
  });

  test('a moved content version makes every kept answer old at once', async () => {
    let generation = 0;
    let text = 'alt';
    const fetchValue = counted(() => text);
    const get = createContentCache({ ttlMs: 60_000, generation: async () => generation });
    assert.equal(await get('k', fetchValue), 'alt');
    text = 'neu';
    assert.equal(await get('k', fetchValue), 'alt');
    generation = 1;
    assert.equal(await get('k', fetchValue), 'neu');
    assert.equal(fetchValue.calls, 2);
  });

  test('a failed fetch keeps the last good answer and is tried again later', async () => {
    let failing = false;
    const fetchValue = counted(() => (failing ? undefined : 'gut'));
    const get = createContentCache({ ttlMs: 10, maxAgeMs: 20, retryMs: 50 });
    assert.equal(await get('k', fetchValue), 'gut');
    failing = true;
    await sleep(30);
    assert.equal(await get('k', fetchValue), 'gut');
    assert.equal(await get('k', fetchValue), 'gut');
    assert.equal(fetchValue.calls, 2);
  });

  test('one fetch per key at a time', async () => {
    const fetchValue = counted(() => sleep(20).then(() => 'x'));
    const get = createContentCache();
    assert.deepEqual(await Promise.all([get('k', fetchValue), get('k', fetchValue), get('k', fetchValue)]), ['x', 'x', 'x']);
    assert.equal(fetchValue.calls, 1);
  });
});

describe("the API's content version", () => {
  function versionAnswering(versions) {
    const asked = [];
    const fetchImpl = async (url) => {
      asked.push(url);
      const version = versions.shift();
      if (version === 'down') throw new Error('down');
      return { ok: true, json: async () => ({ status: true, data: { version } }) };
    };
    return { asked, version: createContentVersion({ apiBase: () => 'http://api.invalid/', fetchImpl, checkMs: 0 }) };
  }

  test('the generation rises when a change was announced or a schedule came due, not for an instance that knows less', async () => {
    const { asked, version } = versionAnswering(['1000.5', '1000.5', '2000.5', '1500.5', '2000.9', 'down', '2000.9']);
    assert.equal(await version.current(), 0);
    assert.equal(await version.current(), 0);
    assert.equal(await version.current(), 1, 'a newer change');
    assert.equal(await version.current(), 1, 'an instance that has not heard of it yet');
    assert.equal(await version.current(), 2, 'a schedule came due');
    assert.equal(await version.current(), 2, 'the API does not answer');
    assert.equal(await version.current(), 2);
    assert.equal(asked[0], 'http://api.invalid/content/version');
  });

  test('is asked at most once per check interval, by concurrent pages together', async () => {
    let calls = 0;
    const version = createContentVersion({
      apiBase: () => 'http://api.invalid',
      checkMs: 60_000,
      fetchImpl: async () => {
        calls += 1;
        await sleep(10);
        return { ok: true, json: async () => ({ data: { version: '1.1' } }) };
      },
    });
    await Promise.all([version.current(), version.current(), version.current()]);
    await version.current();
    assert.equal(calls, 1);
  });
});
