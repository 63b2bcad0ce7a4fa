import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopBundles } from '../../db/schema/bundle';

/**
 * The bundles' part of withdrawing a provider (`DomainModule.withdrawProvider`): the bundles it built are marked
 * `withdrawn_at` and are no longer sold (`sellableBundleIds`: the marketplace section, the cart, the checkout).
 * Bundles of other providers that hold its products stop selling through those products (no longer active); their
 * requests stay, so the bundle sells again if the provider is reinstated.
 */
export async function withdrawProviderBundles(tx: Executor, providerId: number): Promise<void> {
  const now = new Date();
  await tx
    .update(shopBundles)
    .set({ withdrawnAt: now, updatedAt: now })
    .where(and(eq(shopBundles.providerId, providerId), isNull(shopBundles.deletedAt), isNull(shopBundles.withdrawnAt)));
}

/** After a suspension: the provider's bundles sell again (when every partner is still confirmed). */
export async function reinstateProviderBundles(tx: Executor, providerId: number): Promise<void> {
  await tx
    .update(shopBundles)
    .set({ withdrawnAt: null, updatedAt: new Date() })
    .where(and(eq(shopBundles.providerId, providerId), isNotNull(shopBundles.withdrawnAt)));
}
