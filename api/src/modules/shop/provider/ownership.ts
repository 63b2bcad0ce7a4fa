import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { shopProductImages, shopProducts, shopProductVariants, shopTaxes } from '../../../db/schema/shop';
import { NotFoundError } from '../../../http/errors';

/**
 * Ownership: every lookup filters by the provider. Another provider's id answers the same 404 as an id that
 * does not exist, so ids of other providers reveal nothing.
 */
export const NOT_FOUND = {
  product: 'Das Produkt wurde nicht gefunden.',
  variant: 'Die Variante wurde nicht gefunden.',
  image: 'Das Bild wurde nicht gefunden.',
  bulkPrice: 'Der Staffelpreis wurde nicht gefunden.',
  wholesale: 'Der Großhandelsrabatt wurde nicht gefunden.',
  feature: 'Das Merkmal wurde nicht gefunden.',
  featureValue: 'Der Merkmalswert wurde nicht gefunden.',
} as const;

export type ProductRow = typeof shopProducts.$inferSelect;
export type VariantRow = typeof shopProductVariants.$inferSelect;

/** The provider's product (not deleted), or 404. */
export async function ownProduct(db: Executor, providerId: number, productId: number): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.id, productId), eq(shopProducts.providerId, providerId), isNull(shopProducts.deletedAt)))
    .limit(1);
  if (!row) throw new NotFoundError(NOT_FOUND.product);
  return row;
}

/** The provider's variant with its product and the product's tax rate, or 404. Inactive variants count as gone. */
export async function ownVariant(
  db: Executor,
  providerId: number,
  variantId: number,
): Promise<{ variant: VariantRow; product: ProductRow; taxRate: number }> {
  const [row] = await db
    .select({ variant: shopProductVariants, product: shopProducts, taxRate: shopTaxes.value })
    .from(shopProductVariants)
    .innerJoin(shopProducts, eq(shopProducts.id, shopProductVariants.productId))
    .innerJoin(shopTaxes, eq(shopTaxes.id, shopProducts.taxId))
    .where(
      and(
        eq(shopProductVariants.id, variantId),
        eq(shopProductVariants.isActive, true),
        eq(shopProducts.providerId, providerId),
        isNull(shopProducts.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw new NotFoundError(NOT_FOUND.variant);
  return row;
}

/** The provider's gallery image, or 404. */
export async function ownImage(db: Executor, providerId: number, imageId: number) {
  const [row] = await db
    .select({ image: shopProductImages, product: shopProducts })
    .from(shopProductImages)
    .innerJoin(shopProducts, eq(shopProducts.id, shopProductImages.productId))
    .where(and(eq(shopProductImages.id, imageId), eq(shopProducts.providerId, providerId), isNull(shopProducts.deletedAt)))
    .limit(1);
  if (!row) throw new NotFoundError(NOT_FOUND.image);
  return row;
}
