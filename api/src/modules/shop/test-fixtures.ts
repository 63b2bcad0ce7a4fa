import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopBulkPrices, shopProductVariants, shopProducts, shopTaxes, shopWholesaleDiscounts, users } from '../../db/schema';
import { invalidateCatalogCache } from './cache';

export interface FixtureProduct {
  productId: number;
  slug: string;
  variantIds: number[];
}

/**
 * A product for tests (inserted directly): variants with price and stock, optional bulk tiers and wholesale
 * discounts. The first provider of the demo data owns it unless `providerEmail` is given.
 */
export async function createFixtureProduct(
  db: Executor,
  options: {
    name?: string;
    details?: string;
    taxRate?: 19 | 7;
    status?: 'draft' | 'active' | 'inactive';
    variants: { priceCents: number; qty: number; name?: string; isActive?: boolean }[];
    bulk?: { variantIndex?: number; minQty: number; unitPriceCents: number }[];
    wholesale?: { variantIndex?: number; qty: number; percent: number }[];
    providerEmail?: string;
    pickupAddress?: string;
  },
): Promise<FixtureProduct> {
  const suffix = randomBytes(4).toString('hex');
  const name = options.name ?? `Testprodukt ${suffix}`;
  const [provider] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, options.providerEmail ?? 'anbieter@example.com'))
    .limit(1);
  const [tax] = await db
    .select({ id: shopTaxes.id })
    .from(shopTaxes)
    .where(eq(shopTaxes.value, options.taxRate ?? 19))
    .limit(1);
  if (!provider || !tax) throw new Error('Demo-Anbieter oder Steuersatz fehlt (Seed).');
  const real = options.variants.length > 1 || options.variants.some((variant) => variant.name);
  const [product] = await db
    .insert(shopProducts)
    .values({
      providerId: provider.id,
      name,
      slug: `testprodukt-${suffix}`,
      sku: `TEST-${suffix}`,
      status: options.status ?? 'active',
      details: options.details ?? '',
      priceCents: Math.min(...options.variants.map((variant) => variant.priceCents)),
      taxId: tax.id,
      stock: options.variants.reduce((sum, variant) => sum + variant.qty, 0),
      isVariants: real,
      isPickup: options.pickupAddress !== undefined,
      pickupAddress: options.pickupAddress ?? null,
    })
    .returning({ id: shopProducts.id, slug: shopProducts.slug });
  if (!product) throw new Error('Testprodukt wurde nicht angelegt.');
  const variants = await db
    .insert(shopProductVariants)
    .values(
      options.variants.map((variant, position) => ({
        productId: product.id,
        isDefault: !real,
        name: variant.name ?? (real ? `Variante ${position + 1}` : ''),
        priceCents: variant.priceCents,
        qty: variant.qty,
        isActive: variant.isActive ?? true,
        position,
      })),
    )
    .returning({ id: shopProductVariants.id, position: shopProductVariants.position });
  const variantIds = variants.sort((a, b) => a.position - b.position).map((variant) => variant.id);
  const variantAt = (index: number | undefined) => (index === undefined ? null : (variantIds[index] ?? null));
  if (options.bulk?.length) {
    await db.insert(shopBulkPrices).values(
      options.bulk.map((tier) => ({
        productId: product.id,
        variantId: variantAt(tier.variantIndex),
        minQty: tier.minQty,
        unitPriceCents: tier.unitPriceCents,
      })),
    );
  }
  if (options.wholesale?.length) {
    await db.insert(shopWholesaleDiscounts).values(
      options.wholesale.map((discount) => ({
        productId: product.id,
        shopProductVariantId: variantAt(discount.variantIndex),
        wholeSellQty: discount.qty,
        wholeSellDiscount: discount.percent,
      })),
    );
  }
  invalidateCatalogCache();
  return { productId: product.id, slug: product.slug, variantIds };
}
