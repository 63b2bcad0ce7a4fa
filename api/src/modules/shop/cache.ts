/**
 * Per-process cache for list totals, facets, the category tree and the home page blocks: a list page then costs
 * one indexed query. An entry is fresh for 10 s; after that the stale value is still answered while one refresh
 * runs in the background (so an expiring total never makes 50 waiting requests). Any write through the shop
 * service clears everything ({@link invalidateCatalogCache}), so the next read computes afresh.
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
  refreshing: boolean;
}

/** One cache per database handle (tests run several databases in one process). */
let caches = new WeakMap<object, Map<string, Entry>>();

/** Clears every cached total, facet and tree (of every database handle in this process). */
export function invalidateCatalogCache(): void {
  caches = new WeakMap();
}

function store(db: object): Map<string, Entry> {
  let entries = caches.get(db);
  if (!entries) {
    entries = new Map();
    caches.set(db, entries);
  }
  return entries;
}

/** The cached value for `key`, or `load()` (shared by concurrent callers; a failed load is not kept). */
export function cached<T>(db: object, key: string, load: () => Promise<T>, ttlMs = TTL_MS): Promise<T> {
  const entries = store(db);
  const now = Date.now();
  const hit = entries.get(key);
  if (hit) {
    if (hit.expires <= now && !hit.refreshing) {
      hit.refreshing = true;
      load().then(
        (value) => {
          if (entries.get(key) === hit) entries.set(key, { expires: Date.now() + ttlMs, value: Promise.resolve(value), refreshing: false });
        },
        () => {
          hit.refreshing = false;
        },
      );
    }
    return hit.value as Promise<T>;
  }
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const value = load();
  const entry: Entry = { expires: now + ttlMs, value, refreshing: false };
  entries.set(key, entry);
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return value;
}
