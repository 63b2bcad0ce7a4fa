/**
 * Bundles at checkout: whether a bundle is sellable, the bundle as the cart prices it (`resolveBundleForCart`, public
 * through `public.ts`) and the split of a bundle price over its items.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopBundleItems, shopBundleProviderRequests, shopBundles } from '../../db/schema/bundle';
import { listedProductsWithVariants } from '../shop/public';

// --- Resolving for the cart ------------------------------------------------------------------------------

export interface CartBundle {
  bundleId: number;
  name: string;
  items: { productId: number; variantId: number; providerId: number; qty: number; unitPriceCents: number }[];
}

/**
 * Whether every request of each bundle is confirmed (and it has at least one), every product and variant is active
 * and the bundle was not withdrawn with its provider (`withdrawal.ts`).
 */
export async function sellableBundleIds(db: Executor, bundleIds: number[]): Promise<Set<number>> {
  if (bundleIds.length === 0) return new Set();
  const rows = await db
    .select({
      bundleId: shopBundleProviderRequests.bundleId,
      total: count(),
      confirmed: sql<number>`count(*) filter (where ${shopBundleProviderRequests.status} = 'confirmed')`.mapWith(Number),
    })
    .from(shopBundleProviderRequests)
    .where(inArray(shopBundleProviderRequests.bundleId, bundleIds))
    .groupBy(shopBundleProviderRequests.bundleId);
  const items = await db
    .select({ bundleId: shopBundleItems.bundleId, productId: shopBundleItems.productId, variantId: shopBundleItems.variantId })
    .from(shopBundleItems)
    .where(inArray(shopBundleItems.bundleId, bundleIds));
  // The shop answers which of the items' products are listed and which of their variants are active.
  const { products, variants } = await listedProductsWithVariants(
    db,
    items.map((item) => item.productId),
  );
  const listedProducts = new Set(products.map((product) => product.id));
  const activeVariants = new Set(variants.map((variant) => variant.id));
  const unavailable = items.filter((item) => !listedProducts.has(item.productId) || !activeVariants.has(item.variantId));
  const withdrawn = await db
    .select({ bundleId: shopBundles.id })
    .from(shopBundles)
    .where(and(inArray(shopBundles.id, bundleIds), isNotNull(shopBundles.withdrawnAt)));
  const blocked = new Set([...unavailable, ...withdrawn].map((row) => row.bundleId));
  return new Set(
    rows.filter((row) => row.total > 0 && row.confirmed === row.total && !blocked.has(row.bundleId)).map((row) => row.bundleId),
  );
}

/**
 * A sellable bundle for the cart: each item with its provider and its unit price inside the bundle, so checkout
 * makes each provider's share part of that provider's vendor order. Null unless the bundle exists, is not
 * deleted, every request is confirmed and every product and variant is active.
 */
export async function resolveBundleForCart(db: Executor, bundleId: number): Promise<CartBundle | null> {
  const [bundle] = await db
    .select({ id: shopBundles.id, name: shopBundles.name })
    .from(shopBundles)
    .where(and(eq(shopBundles.id, bundleId), isNull(shopBundles.deletedAt)))
    .limit(1);
  if (!bundle) return null;
  if (!(await sellableBundleIds(db, [bundle.id])).has(bundle.id)) return null;
  const items = await db
    .select()
    .from(shopBundleItems)
    .where(eq(shopBundleItems.bundleId, bundle.id))
    .orderBy(asc(shopBundleItems.position), asc(shopBundleItems.id));
  return {
    bundleId: bundle.id,
    name: bundle.name,
    items: items.map((item) => ({
      productId: item.productId,
      variantId: item.variantId,
      providerId: item.providerId,
      qty: item.qty,
      unitPriceCents: item.unitPriceCents,
    })),
  };
}

// --- Price split --------------------------------------------------------------------------------------------

/**
 * Splits a bundle price over the items in proportion to their regular value. Unit prices are whole cents;
 * the remainder goes to the lines with the largest fractions (a line with qty 1 takes what is left), so
 * Σ unit × qty equals the price whenever the quantities allow it. Answers the unit prices and that sum.
 */
export function allocateBundlePrice(priceCents: number, lines: readonly { regularUnitCents: number; qty: number }[]) {
  const regularTotal = lines.reduce((sum, line) => sum + line.regularUnitCents * line.qty, 0);
  if (regularTotal <= 0) return { unitPrices: lines.map(() => 0), totalCents: 0 };
  const exact = lines.map((line) => (priceCents * line.regularUnitCents) / regularTotal);
  const unitPrices = exact.map((value) => Math.floor(value));
  let rest = priceCents - unitPrices.reduce((sum, unit, index) => sum + unit * (lines[index]?.qty ?? 0), 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    const qty = lines[index]?.qty ?? 0;
    if (qty > 0 && qty <= rest) {
      unitPrices[index] = (unitPrices[index] ?? 0) + 1;
      rest -= qty;
    }
  }
  const single = lines.findIndex((line) => line.qty === 1);
  if (rest > 0 && single >= 0) {
    unitPrices[single] = (unitPrices[single] ?? 0) + rest;
    rest = 0;
  }
  return { unitPrices, totalCents: priceCents - rest };
}
