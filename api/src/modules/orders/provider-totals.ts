/**
 * A short cache of the totals of a provider's order list (`meta.total` and `summary.total_order_value` of
 * `api/providerOrders`): every page answers them over *all* matches, an aggregate over the provider's vendor orders that
 * costs far more than the page itself. The totals of one provider and filter are kept for
 * `PROVIDER_TOTALS_TTL_MS`; the orders service (the only writer of `shop_orders` and `shop_vendor_orders`) drops a
 * provider's totals whenever one of its vendor orders or their orders changes (`forgetProviderTotals`).
 *
 * Correctness:
 * - Keyed by the database handle (`Executor`) and the provider id, so two apps in one process (tests) or two providers
 *   never share figures; a provider only ever gets what was computed for its own id.
 * - Each provider has a generation, raised by every write. A figure is stored only when the generation did not move
 *   while it was computed, so a write during the aggregate never leaves the old figure behind. A reader that starts
 *   between a write and its commit can still store the figure before the commit; the TTL bounds that to a few
 *   seconds.
 * - Requests that miss the same figure at the same time share one computation (no pile of equal aggregates under load).
 * - In-process only: with several API instances another instance's writes reach this cache only by the TTL (figures
 *   may lag by up to `PROVIDER_TOTALS_TTL_MS` there; the rows of the page never do).
 */
import type { Executor } from '../../db/client';

export const PROVIDER_TOTALS_TTL_MS = 10_000;
/** Filter combinations kept per provider; beyond that the oldest is dropped (search terms are unbounded). */
const MAX_ENTRIES_PER_PROVIDER = 200;

export interface ProviderTotals {
  total: number;
  totalCents: number;
}

interface Entry extends ProviderTotals {
  expires: number;
}

/** Raised by every write of a provider's orders (process-wide, so it reaches the caches of every handle). */
const generations = new Map<number, number>();
const caches = new WeakMap<object, Map<number, Map<string, Entry>>>();
/** Computations under way, by handle and `<provider>|<generation>|<filters>`. */
const running = new WeakMap<object, Map<string, Promise<ProviderTotals>>>();

function generation(providerId: number): number {
  return generations.get(providerId) ?? 0;
}

/** Drops the cached totals of these providers: call on every write of their vendor orders or of the orders around them. */
export function forgetProviderTotals(providerIds: Iterable<number>): void {
  for (const providerId of providerIds) generations.set(providerId, generation(providerId) + 1);
}

/** The provider's totals for `key` (the filters), from the cache or computed by `compute` and kept. */
export async function cachedProviderTotals(
  db: Executor,
  providerId: number,
  key: string,
  compute: () => Promise<ProviderTotals>,
  now: () => number = Date.now,
): Promise<ProviderTotals> {
  let byProvider = caches.get(db);
  if (!byProvider) {
    byProvider = new Map();
    caches.set(db, byProvider);
  }
  const cacheKey = `${generation(providerId)}|${key}`;
  const entries = byProvider.get(providerId);
  const hit = entries?.get(cacheKey);
  if (hit && hit.expires > now()) return { total: hit.total, totalCents: hit.totalCents };

  const started = generation(providerId);
  let pending = running.get(db);
  if (!pending) {
    pending = new Map();
    running.set(db, pending);
  }
  const runningKey = `${providerId}|${cacheKey}`;
  const shared = pending.get(runningKey);
  if (shared) return shared;
  const computation = compute();
  pending.set(runningKey, computation);
  let totals: ProviderTotals;
  try {
    totals = await computation;
  } finally {
    pending.delete(runningKey);
  }
  if (generation(providerId) !== started) return totals;
  let current = byProvider.get(providerId);
  if (!current) {
    current = new Map();
    byProvider.set(providerId, current);
  }
  // Entries of older generations or past their time go first.
  for (const [entryKey, entry] of current) {
    if (entry.expires <= now() || !entryKey.startsWith(`${started}|`)) current.delete(entryKey);
  }
  if (current.size >= MAX_ENTRIES_PER_PROVIDER) {
    const oldest = current.keys().next().value;
    if (oldest !== undefined) current.delete(oldest);
  }
  current.set(cacheKey, { ...totals, expires: now() + PROVIDER_TOTALS_TTL_MS });
  return totals;
}
