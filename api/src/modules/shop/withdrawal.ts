import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopProducts } from '../../db/schema/shop';
import { invalidateCatalogCache } from './cache';

/**
 * The shop's part of withdrawing a provider (`DomainModule.withdrawProvider`): every listed product goes
 * `inactive` and is marked `withdrawn_at`, so it leaves every list, the search, the product page (404), favourites
 * and bundles, and carts show it as no longer available (its variants can no longer be bought: the cart and the
 * stock take only variants of active products). Drafts and products the provider had switched off stay as they are.
 */
export async function withdrawProviderProducts(tx: Executor, providerId: number): Promise<void> {
  const now = new Date();
  await tx
    .update(shopProducts)
    .set({ status: 'inactive', withdrawnAt: now, updatedAt: now })
    .where(and(eq(shopProducts.providerId, providerId), eq(shopProducts.status, 'active'), isNull(shopProducts.deletedAt)));
  invalidateCatalogCache();
}

/** After a suspension: the products the withdrawal took off are listed again (not the ones the provider had switched off). */
export async function reinstateProviderProducts(tx: Executor, providerId: number): Promise<void> {
  const now = new Date();
  await tx
    .update(shopProducts)
    .set({ status: 'active', withdrawnAt: null, updatedAt: now })
    .where(and(eq(shopProducts.providerId, providerId), isNotNull(shopProducts.withdrawnAt), isNull(shopProducts.deletedAt)));
  invalidateCatalogCache();
}
