import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../client';
import { shopBundleItems, shopBundleProviderRequests, shopBundles, shopProducts, shopProductVariants, users } from '../schema';
import { DEMO_PROVIDER_EMAIL } from './account';
import { germanSlug } from '../../lib/slug';
import { allocateBundlePrice } from '../../modules/bundle/cart';

/** Active products without variants of one provider, cheapest first, with their default variant. */
async function simpleProducts(db: Database, providerId: number, limit: number) {
  return db
    .select({
      productId: shopProducts.id,
      providerId: shopProducts.providerId,
      variantId: shopProductVariants.id,
      priceCents: shopProductVariants.priceCents,
    })
    .from(shopProducts)
    .innerJoin(
      shopProductVariants,
      and(
        eq(shopProductVariants.productId, shopProducts.id),
        eq(shopProductVariants.isDefault, true),
        eq(shopProductVariants.isActive, true),
      ),
    )
    .where(
      and(
        eq(shopProducts.providerId, providerId),
        eq(shopProducts.status, 'active'),
        isNull(shopProducts.deletedAt),
        eq(shopProducts.isVariants, false),
      ),
    )
    .orderBy(asc(shopProducts.id))
    .limit(limit);
}

/**
 * One confirmed demo bundle (the demo provider's products with another provider's), so the marketplace's bundle
 * section is not empty on a fresh start. Skipped when the catalogue has too few products.
 */
export async function seedBundles(db: Database): Promise<void> {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL)).limit(1);
  if (!demo) return;
  const own = await simpleProducts(db, demo.id, 2);
  const [partner] = await db
    .selectDistinct({ id: shopProducts.providerId })
    .from(shopProducts)
    .where(and(ne(shopProducts.providerId, demo.id), eq(shopProducts.status, 'active'), isNull(shopProducts.deletedAt)))
    .orderBy(asc(shopProducts.providerId))
    .limit(1);
  if (own.length < 2 || !partner) return;
  const theirs = await simpleProducts(db, partner.id, 1);
  const items = [...own, ...theirs].map((item) => ({ ...item, qty: 1 }));
  if (theirs.length === 0) return;
  const regularCents = items.reduce((sum, item) => sum + item.priceCents, 0);
  const wanted = Math.max(100, Math.floor((regularCents * 0.9) / 10) * 10);
  const { unitPrices, totalCents } = allocateBundlePrice(
    wanted,
    items.map((item) => ({ regularUnitCents: item.priceCents, qty: 1 })),
  );
  const name = 'Entdecker-Set: drei Lieblinge aus der Region';
  const [bundle] = await db
    .insert(shopBundles)
    .values({
      providerId: demo.id,
      name,
      slug: `${germanSlug(name)}-demo`,
      description: 'Drei Produkte von zwei Anbietern aus der Nachbarschaft – zusammen 10 % günstiger.',
      priceCents: totalCents,
      regularPriceCents: regularCents,
    })
    .returning({ id: shopBundles.id });
  if (!bundle) return;
  await db.insert(shopBundleItems).values(
    items.map((item, position) => ({
      bundleId: bundle.id,
      productId: item.productId,
      variantId: item.variantId,
      providerId: item.providerId,
      qty: 1,
      regularUnitPriceCents: item.priceCents,
      unitPriceCents: unitPrices[position] ?? item.priceCents,
      position,
    })),
  );
  await db.insert(shopBundleProviderRequests).values({
    bundleId: bundle.id,
    senderId: demo.id,
    receiverId: partner.id,
    status: 'confirmed',
    message: 'Gemeinsames Set für Neukunden?',
    changedBy: partner.id,
    respondedAt: new Date(),
  });
}
