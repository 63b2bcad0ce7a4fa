// The SSR server's per-URL cache of server renders (server-remotes.mjs, README.md "Render cache"). The server renders
// only the guest's view, so one render of a URL serves every visitor of the same build for a short while: under
// load most requests of a popular page are answered from here instead of paying a render each. The key names the
// build (both manifests' hashes), so a release never gets the old build's pages; the size is bounded (least recently
// used entries go first). A render is fresh for `freshMs`, then stale (still answered, while server-remotes.mjs
// renders it again in the background) until `ttlMs`, the hard bound: never answered older than that.

/**
 * The hard bound: how long a render is answered from the cache at all (fresh or stale), counted from the render's
 * start (before its API reads). Together with the shared caches' `s-maxage` and `stale-while-revalidate`
 * (page-cache.mjs) it bounds how old a page can be: 10 + 20 + 30 = 60 s, issue 42's "a content or price change
 * reaches the cached HTML within a minute". A render made again takes its age from its own start, so the time to
 * render it again is inside the bound.
 */
export const RENDER_CACHE_TTL_MS = 10_000;
/**
 * How long a render is fresh (answered as it is); after that, up to `RENDER_CACHE_TTL_MS`, it is stale: still answered
 * at once, while one render of its key is made in the background (server-remotes.mjs). Half the hard bound: a page asked
 * at least once in the 5 s after it turned stale never expires, and its render is made at most every 5 s.
 */
export const RENDER_CACHE_FRESH_MS = 5_000;
/** At most this many renders are kept (the product page's render is ~25 kB of text). */
export const RENDER_CACHE_MAX_ENTRIES = 500;
/** …and at most this many characters of markup, styles and data together (≈ bytes; ~16 M characters ≈ 32 MB in V8's UTF-16 worst case). */
export const RENDER_CACHE_MAX_CHARS = 16 * 1024 * 1024;

/** The characters a render keeps in memory (its strings) and its key. */
function sizeOf(key, result) {
  let chars = key.length;
  for (const value of Object.values(result ?? {})) if (typeof value === 'string') chars += value.length;
  return chars;
}

/**
 * The cache key of a render: the area, the build (the server manifest's and the browser manifest's hashes: the
 * HTML comes from the one and is taken over by the other) and everything the render reads (its input: the URL with
 * its query, the origin, the served site's API settings; never a cookie or header of the visitor).
 * @param {{ area: string, serverKey: string, browserKey: string, input: Record<string, unknown> }} parts
 */
export function renderCacheKey({ area, serverKey, browserKey, input }) {
  const { signal: _signal, ...read } = input ?? {};
  return JSON.stringify([area, serverKey, browserKey, read]);
}

/**
 * A bounded cache of renders, fresh for a while and then stale until a hard bound.
 * @param {{ freshMs?: number, ttlMs?: number, maxEntries?: number, maxChars?: number, now?: () => number }} [options]
 *   freshMs: how long a render is fresh (at most ttlMs); ttlMs: the hard bound; now: the clock in ms (tests inject
 *   their own)
 */
export function createRenderCache({
  freshMs = RENDER_CACHE_FRESH_MS,
  ttlMs = RENDER_CACHE_TTL_MS,
  maxEntries = RENDER_CACHE_MAX_ENTRIES,
  maxChars = RENDER_CACHE_MAX_CHARS,
  now = () => performance.now(),
} = {}) {
  const freshFor = Math.min(freshMs, ttlMs);
  /** key → { result, startedAt, staleAt, expiresAt, chars }, least recently used first (a Map keeps insertion order). */
  const entries = new Map();
  let chars = 0;

  const drop = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    chars -= entry.chars;
  };

  /** The entry kept for `key` within the hard bound (then the most recently used), else undefined. */
  const entryOf = (key) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() >= entry.expiresAt) {
      drop(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  return {
    now,
    /**
     * The render kept for `key` and whether it is stale (past its fresh period, within the hard bound), or undefined
     * (none, or past the hard bound: then forgotten).
     * @returns {undefined | { result: Record<string, unknown>, stale: boolean }}
     */
    lookup(key) {
      const entry = entryOf(key);
      return entry && { result: entry.result, stale: now() >= entry.staleAt };
    },
    /** The render kept for `key` within the hard bound, fresh or stale (then the most recently used), else undefined. */
    get(key) {
      return entryOf(key)?.result;
    },
    /**
     * Keeps a render for `key`: fresh until `startedAt + freshMs`, stale until `startedAt + ttlMs` (the render's start:
     * its data is at most that old when it leaves the cache). A render started before the one kept does not replace it.
     * The least recently used renders go when the count or the characters would exceed the bound; a render larger
     * than the whole bound is not kept.
     */
    set(key, result, startedAt = now()) {
      const kept = entries.get(key);
      if (kept && kept.startedAt > startedAt && now() < kept.expiresAt) return;
      drop(key);
      const size = sizeOf(key, result);
      const expiresAt = startedAt + ttlMs;
      if (size > maxChars || maxEntries < 1 || now() >= expiresAt) return;
      entries.set(key, { result: Object.freeze(result), startedAt, staleAt: startedAt + freshFor, expiresAt, chars: size });
      chars += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && chars <= maxChars) break;
        drop(oldest);
      }
    },
    /** How many renders and characters are kept (for tests and diagnostics). */
    stats: () => ({ entries: entries.size, chars }),
  };
}
