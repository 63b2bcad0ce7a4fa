import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** Advisory lock space of a provider's search points (second key: the provider id). */
const SEARCH_POINTS_LOCK_SPACE = 4210;

/**
 * Takes the provider's search-points lock until the transaction ends. Every write that changes a provider's points
 * (its stores' coordinates, its industries) takes it before writing, so the rebuild that follows reads the other
 * writes of that provider committed: a new store and new industries saved at the same time both end up in the points.
 */
export async function lockSearchPoints(tx: Executor, providerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEARCH_POINTS_LOCK_SPACE}, ${providerId})`);
}

/** The stores whose points a rebuild replaces: one store, or all stores of a provider. */
type Scope = { store: number } | { provider: number };

/**
 * Rebuilds the search points of the stores `scope` selects (one point per store and industry of its provider); call
 * it in the transaction of the write that changed them.
 */
async function rebuildSearchPoints(tx: Executor, scope: Scope): Promise<void> {
  const [points, stores] =
    'store' in scope
      ? [sql`store_id = ${scope.store}`, sql`sl.id = ${scope.store}`]
      : [sql`provider_id = ${scope.provider}`, sql`sl.provider_id = ${scope.provider}`];
  await tx.execute(sql`delete from store_search_points where ${points}`);
  await tx.execute(sql`insert into store_search_points (store_id, industry_id, provider_id, latitude, longitude)
    select sl.id, pi.industry_id, sl.provider_id, sl.latitude, sl.longitude
    from store_locations sl join provider_industries pi on pi.provider_id = sl.provider_id
    where ${stores} and sl.latitude is not null and sl.longitude is not null`);
}

/** Rebuilds the search points of one store; call it in the store's write transaction. */
export async function refreshStoreSearchPoints(tx: Executor, storeId: number): Promise<void> {
  await rebuildSearchPoints(tx, { store: storeId });
}

/** Rebuilds the search points of all of a provider's stores; call it in the transaction that changes its industries. */
export async function refreshProviderSearchPoints(tx: Executor, providerId: number): Promise<void> {
  await rebuildSearchPoints(tx, { provider: providerId });
}
