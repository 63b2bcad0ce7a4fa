import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { providerPages, storeSearchPoints } from '../../db/schema/stores';
import { lockSearchPoints, refreshProviderSearchPoints } from './search-points';

/**
 * The stores' part of withdrawing a provider (`DomainModule.withdrawProvider`): its page settings are marked
 * `withdrawn_at` (created if the provider never saved any), so the public provider page answers 404, the provider
 * search, the sitemap and the location and hours calls leave it out; its store search entries are removed. The
 * owner's preview still works (a suspended provider can see its page).
 */
export async function withdrawProviderStores(tx: Executor, providerId: number): Promise<void> {
  const now = new Date();
  await tx
    .insert(providerPages)
    .values({ providerId, withdrawnAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: providerPages.providerId, set: { withdrawnAt: now, updatedAt: now } });
  await lockSearchPoints(tx, providerId);
  await tx.delete(storeSearchPoints).where(eq(storeSearchPoints.providerId, providerId));
}

/** After a suspension: the page is public again and the search entries are rebuilt from the stores. */
export async function reinstateProviderStores(tx: Executor, providerId: number): Promise<void> {
  await tx
    .update(providerPages)
    .set({ withdrawnAt: null, updatedAt: sql`now()` })
    .where(eq(providerPages.providerId, providerId));
  await lockSearchPoints(tx, providerId);
  await refreshProviderSearchPoints(tx, providerId);
}
