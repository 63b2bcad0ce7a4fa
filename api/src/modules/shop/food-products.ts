/**
 * Reads of the shop's food products for the food module (its menu and the dish editor), through `public.ts`: the
 * shop stays the only module that knows its product tables; the food module adds its own dish data (category,
 * allergens) by product id.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopProductImages, shopProductVariants, shopProducts } from '../../db/schema/shop';

/** Whether the product is one of the provider's food products (any status). */
export async function isProviderFoodProduct(db: Executor, providerId: number, productId: number): Promise<boolean> {
  const [product] = await db
    .select({ id: shopProducts.id })
    .from(shopProducts)
    .where(and(eq(shopProducts.id, productId), eq(shopProducts.providerId, providerId), eq(shopProducts.productType, 'food')))
    .limit(1);
  return product !== undefined;
}

/** A food product on the menu, with its default variant (the one the menu puts in the cart). */
export interface MenuProduct {
  id: number;
  name: string;
  slug: string;
  description: string;
  priceCents: number;
  photo: string | null;
  stock: number;
  variantId: number;
}

/** The provider's active food products that have a default variant, by name. */
export async function activeFoodProductsOf(db: Executor, providerId: number): Promise<MenuProduct[]> {
  return db
    .select({
      id: shopProducts.id,
      name: shopProducts.name,
      slug: shopProducts.slug,
      description: shopProducts.shortDescription,
      priceCents: shopProducts.priceCents,
      photo: shopProducts.photo,
      stock: shopProducts.stock,
      variantId: shopProductVariants.id,
    })
    .from(shopProducts)
    .innerJoin(shopProductVariants, and(eq(shopProductVariants.productId, shopProducts.id), eq(shopProductVariants.isDefault, true)))
    .where(and(eq(shopProducts.providerId, providerId), eq(shopProducts.productType, 'food'), eq(shopProducts.status, 'active')))
    .orderBy(asc(shopProducts.name));
}

/** The gallery pictures of the products in gallery order: product pictures before variant pictures, by position. */
export async function productPictures(
  db: Executor,
  productIds: readonly number[],
): Promise<{ productId: number; image: string; alt: string }[]> {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: shopProductImages.productId, image: shopProductImages.image, alt: shopProductImages.alt })
    .from(shopProductImages)
    .where(inArray(shopProductImages.productId, [...productIds]))
    .orderBy(sql`${shopProductImages.variantId} nulls first`, asc(shopProductImages.position), asc(shopProductImages.id));
}
