import type { Executor } from '../../db/client';

/**
 * How many records of other modules use a reference value: the modules that keep those records register a counter
 * here from their `index.ts` (shop: unit types of products; onboarding: legal forms of providers; stores:
 * industries of providers), so this module reads none of their tables. Without a registration a call fails loudly.
 */
export type ReferenceUsageKind = 'industry' | 'unit_type' | 'company_type';

/** Records per value id that use it; ids without a record are missing. */
export type ReferenceUsageCounter = (db: Executor) => Promise<ReadonlyMap<number, number>>;

const counters = new Map<ReferenceUsageKind, ReferenceUsageCounter>();

/** Called once by the module that keeps the records. */
export function registerReferenceUsage(kind: ReferenceUsageKind, counter: ReferenceUsageCounter): void {
  counters.set(kind, counter);
}

/** Records per value id of this kind. */
export function referenceUsage(db: Executor, kind: ReferenceUsageKind): Promise<ReadonlyMap<number, number>> {
  const counter = counters.get(kind);
  if (!counter) throw new Error(`No module has registered the usage of reference kind "${kind}" (reference/usage.ts).`);
  return counter(db);
}

/** The ids of this kind that some record uses. */
export async function usedReferenceIds(db: Executor, kind: ReferenceUsageKind): Promise<number[]> {
  return [...(await referenceUsage(db, kind)).keys()];
}
