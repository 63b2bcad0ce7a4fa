import type { Executor } from '../../db/client';
import { resolveBundleForCart } from '../bundle/public';

export type ResolvedBundle = NonNullable<Awaited<ReturnType<typeof resolveBundleForCart>>>;

/** A sellable bundle (every partner confirmed, every product active), or null. */
export async function resolveBundle(db: Executor, bundleId: number): Promise<ResolvedBundle | null> {
  return resolveBundleForCart(db, bundleId);
}

/** Bundle unit prices per variant for each bundle that can still be sold (missing = not sellable any more). */
export async function bundlePrices(db: Executor, bundleIds: number[]): Promise<Map<number, Map<number, number>>> {
  const prices = new Map<number, Map<number, number>>();
  for (const bundleId of new Set(bundleIds)) {
    const bundle = await resolveBundleForCart(db, bundleId);
    if (bundle) prices.set(bundleId, new Map(bundle.items.map((item) => [item.variantId, item.unitPriceCents])));
  }
  return prices;
}
