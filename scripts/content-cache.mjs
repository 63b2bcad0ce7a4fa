// What the shell's production server keeps of the API's content (SEO heads, first answers of GraphQL queries, the
// news article's and landing page's first views, the cookie banner's texts, old slugs' redirects), and how a
// published change reaches it within a minute on every instance (content README „Aktualität“):
//
// - Every kept answer is fresh for `ttlMs` (30 s); until `maxAgeMs` (60 s) it is still served while a fresh one is
//   fetched in the background; an older one is never served while the API answers — the page waits for the fresh
//   answer (at most the fetch's timeout). So without any other signal a change shows within a minute.
// - On top, the server asks the API's content version (`GET /content/version`) at most every `checkMs` (2 s). The
//   version moves with every announced change (`content.changed` on the API's bus, heard by every API instance) and
//   with every scheduled time that came due; then every kept answer counts as old and the next page fetches it again.
//   So a change usually shows within seconds, and a failing version check never shows older content than the TTL.
// - When the API does not answer, the last good answer stays (tried again after `retryMs`).

export const CONTENT_FRESH_MS = 30_000;
export const CONTENT_MAX_AGE_MS = 60_000;

/**
 * The API's content version as a generation number: it goes up when the version's change mark grows (the highest one
 * seen counts: API instances started at different times answer different marks until a change reaches them all) or
 * its schedule mark differs. `current()` checks at most every `checkMs`, concurrent pages share one check; without an
 * API or on a failure the generation stays.
 */
export function createContentVersion({ apiBase, fetchImpl = fetch, checkMs = 2_000, timeoutMs = 600 }) {
  let generation = 0;
  let known = null;
  let checkedAt = -Infinity;
  let pending = null;

  function take(version) {
    const match = /^(\d+)\.(\d+)$/.exec(typeof version === 'string' ? version : '');
    if (!match) return;
    const changed = Number(match[1]);
    const due = Number(match[2]);
    if (known && (changed > known.changed || due !== known.due)) generation += 1;
    known = { changed: Math.max(changed, known?.changed ?? 0), due };
  }

  async function check() {
    const base = apiBase();
    if (!base) return;
    try {
      const response = await fetchImpl(`${base.replace(/\/$/, '')}/content/version`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return;
      take((await response.json())?.data?.version);
    } catch {
      // the TTL still bounds every kept answer
    }
  }

  return {
    async current() {
      if (Date.now() - checkedAt < checkMs) return generation;
      pending ??= check().finally(() => {
        checkedAt = Date.now();
        pending = null;
      });
      await pending;
      return generation;
    },
  };
}

/**
 * A cache of content answers per key. `get(key, fetchValue)`: `fetchValue` answers the value, or `undefined` when the
 * API did not answer (the last good value stays, tried again after `retryMs`). `generation` (see
 * `createContentVersion`) makes every entry of an older generation old at once. One fetch per key and generation at a
 * time; at most `maxEntries` keys.
 */
export function createContentCache({
  ttlMs = CONTENT_FRESH_MS,
  maxAgeMs = CONTENT_MAX_AGE_MS,
  retryMs = 5_000,
  maxEntries = 500,
  generation = async () => 0,
} = {}) {
  const cache = new Map();
  const pending = new Map();

  function refresh(key, fetchValue, gen) {
    const running = `${gen}\u0000${key}`;
    let fetching = pending.get(running);
    if (!fetching) {
      fetching = fetchValue()
        .catch(() => undefined)
        .then((fresh) => {
          const old = cache.get(key);
          cache.delete(key);
          if (cache.size >= maxEntries) cache.delete(cache.keys().next().value);
          const now = Date.now();
          cache.set(
            key,
            fresh === undefined
              ? { value: old?.value, fetchedAt: old?.fetchedAt ?? -Infinity, gen: old?.gen ?? -1, retryAt: now + retryMs }
              : { value: fresh, fetchedAt: now, gen, retryAt: -Infinity },
          );
          pending.delete(running);
          return cache.get(key).value;
        });
      pending.set(running, fetching);
    }
    return fetching;
  }

  return async function get(key, fetchValue) {
    const gen = await generation().catch(() => 0);
    const hit = cache.get(key);
    if (hit) {
      const now = Date.now();
      const current = hit.gen === gen;
      const age = now - hit.fetchedAt;
      if (current && age < ttlMs) return hit.value;
      if (hit.retryAt > now) return hit.value;
      if (current && age < maxAgeMs) {
        void refresh(key, fetchValue, gen);
        return hit.value;
      }
    }
    return refresh(key, fetchValue, gen);
  };
}
