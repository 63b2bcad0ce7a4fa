import type { Executor } from '../../db/client';
import { cachedProviderTotals, forgetProviderTotals, PROVIDER_TOTALS_TTL_MS, type ProviderTotals } from './provider-totals';

/** Two stand-ins for database handles: the cache only uses them as keys. */
const db = {} as Executor;
const otherDb = {} as Executor;

function counter(totals: ProviderTotals) {
  let calls = 0;
  return {
    compute: async () => {
      calls += 1;
      return totals;
    },
    calls: () => calls,
  };
}

describe('provider list totals cache', () => {
  let providerId = 9_000;
  beforeEach(() => {
    providerId += 1;
  });

  it('answers the same provider and filter from the cache until the time is up', async () => {
    let now = 1_000;
    const source = counter({ total: 3, totalCents: 900 });
    expect(await cachedProviderTotals(db, providerId, 'a', source.compute, () => now)).toEqual({ total: 3, totalCents: 900 });
    now += PROVIDER_TOTALS_TTL_MS - 1;
    expect(await cachedProviderTotals(db, providerId, 'a', source.compute, () => now)).toEqual({ total: 3, totalCents: 900 });
    expect(source.calls()).toBe(1);
    now += 1;
    await cachedProviderTotals(db, providerId, 'a', source.compute, () => now);
    expect(source.calls()).toBe(2);
  });

  it('computes again after a write of the provider’s orders', async () => {
    const source = counter({ total: 1, totalCents: 100 });
    await cachedProviderTotals(db, providerId, 'a', source.compute);
    forgetProviderTotals([providerId]);
    await cachedProviderTotals(db, providerId, 'a', source.compute);
    expect(source.calls()).toBe(2);
  });

  it('never stores a figure whose provider was written while it was computed', async () => {
    const stale = await cachedProviderTotals(db, providerId, 'a', async () => {
      forgetProviderTotals([providerId]);
      return { total: 1, totalCents: 100 };
    });
    expect(stale).toEqual({ total: 1, totalCents: 100 });
    const fresh = counter({ total: 2, totalCents: 200 });
    expect(await cachedProviderTotals(db, providerId, 'a', fresh.compute)).toEqual({ total: 2, totalCents: 200 });
    expect(fresh.calls()).toBe(1);
  });

  it('lets requests that miss the same figure at once share one computation', async () => {
    const source = counter({ total: 4, totalCents: 400 });
    const answers = await Promise.all([1, 2, 3].map(() => cachedProviderTotals(db, providerId, 'a', source.compute)));
    expect(answers).toEqual([1, 2, 3].map(() => ({ total: 4, totalCents: 400 })));
    expect(source.calls()).toBe(1);
  });

  it('keeps figures apart by provider, filter and database', async () => {
    await cachedProviderTotals(db, providerId, 'a', async () => ({ total: 1, totalCents: 100 }));
    expect(await cachedProviderTotals(db, providerId + 1_000, 'a', async () => ({ total: 7, totalCents: 700 }))).toEqual({
      total: 7,
      totalCents: 700,
    });
    expect(await cachedProviderTotals(db, providerId, 'b', async () => ({ total: 8, totalCents: 800 }))).toEqual({
      total: 8,
      totalCents: 800,
    });
    expect(await cachedProviderTotals(otherDb, providerId, 'a', async () => ({ total: 9, totalCents: 900 }))).toEqual({
      total: 9,
      totalCents: 900,
    });
  });
});
