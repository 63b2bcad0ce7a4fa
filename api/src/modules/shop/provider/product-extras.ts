import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AppConfig } from '../../../config';
import type { Executor } from '../../../db/client';
import { shopProductImages, shopProducts, shopProductSeo, shopProductTags, shopTags } from '../../../db/schema/shop';
import { ValidationError } from '../../../http/errors';
import { removeUpload, storeUpload, type UploadedImage, uploadUrl } from '../../../http/uploads';
import { germanSlug } from '../../../lib/slug';
import { ownImage, ownProduct } from './ownership';
import { presentImage, presentSeo } from './presenters';
import { refreshSearchKeywords } from './product-draft';

/** Upserts the product's SEO info. */
export async function saveSeo(
  db: Executor,
  providerId: number,
  input: {
    product_id: number;
    is_meta?: boolean | undefined;
    meta_tag?: string | null | undefined;
    meta_title?: string | null | undefined;
    meta_description?: string | null | undefined;
    tags?: string | null | undefined;
  },
) {
  await ownProduct(db, providerId, input.product_id);
  const values = {
    isMeta: input.is_meta ?? true,
    metaTag: input.meta_tag ?? '',
    metaTitle: input.meta_title ?? '',
    metaDescription: input.meta_description ?? '',
    tags: input.tags ?? '',
  };
  const [row] = await db
    .insert(shopProductSeo)
    .values({ productId: input.product_id, ...values })
    .onConflictDoUpdate({ target: shopProductSeo.productId, set: values })
    .returning();
  return presentSeo(input.product_id, row);
}

export async function productSeo(db: Executor, providerId: number, productId: number) {
  await ownProduct(db, providerId, productId);
  const [row] = await db.select().from(shopProductSeo).where(eq(shopProductSeo.productId, productId)).limit(1);
  return presentSeo(productId, row);
}

/** Splits the tag input into distinct names (array or comma/semicolon separated text). */
export function tagNames(input: string[] | string): string[] {
  const list = Array.isArray(input) ? input : input.split(/[,;\n]/);
  const seen = new Map<string, string>();
  for (const raw of list) {
    const name = raw.trim().replace(/\s+/g, ' ');
    const slug = germanSlug(name);
    if (name && slug && !seen.has(slug)) seen.set(slug, name.slice(0, 50));
  }
  return [...seen.values()];
}

/** Replaces the product's search tags. */
export async function saveTags(db: Executor, providerId: number, productId: number, input: string[] | string) {
  const names = tagNames(input);
  if (names.length > 30) throw ValidationError.field('tags', 'Höchstens 30 Suchbegriffe.');
  return db.transaction(async (tx) => {
    await ownProduct(tx, providerId, productId);
    await tx.delete(shopProductTags).where(eq(shopProductTags.productId, productId));
    if (names.length > 0) {
      await tx
        .insert(shopTags)
        .values(names.map((name) => ({ name, slug: germanSlug(name) })))
        .onConflictDoNothing({ target: shopTags.slug });
      const tags = await tx
        .select({ id: shopTags.id })
        .from(shopTags)
        .where(
          inArray(
            shopTags.slug,
            names.map((name) => germanSlug(name)),
          ),
        );
      await tx.insert(shopProductTags).values(tags.map((tag) => ({ productId, tagId: tag.id })));
    }
    await refreshSearchKeywords(tx, productId);
    return productTags(tx, providerId, productId);
  });
}

export async function productTags(db: Executor, providerId: number, productId: number) {
  await ownProduct(db, providerId, productId);
  return db
    .select({ id: shopTags.id, name: shopTags.name })
    .from(shopProductTags)
    .innerJoin(shopTags, eq(shopTags.id, shopProductTags.tagId))
    .where(eq(shopProductTags.productId, productId))
    .orderBy(asc(shopTags.name));
}

export const MAX_IMAGES_PER_PRODUCT = 30;

/** Stores uploaded images in the product's gallery (optionally as images of one variant). */
export async function addImages(
  db: Executor,
  config: AppConfig,
  providerId: number,
  target: { productId: number; variantId: number | null; makeMain: boolean },
  files: UploadedImage[],
) {
  const product = await ownProduct(db, providerId, target.productId);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(shopProductImages)
    .where(eq(shopProductImages.productId, product.id));
  if (total + files.length > MAX_IMAGES_PER_PRODUCT) {
    throw ValidationError.field('file', `Ein Produkt kann höchstens ${MAX_IMAGES_PER_PRODUCT} Bilder haben.`);
  }
  const keys: string[] = [];
  for (const file of files) keys.push(await storeUpload(config, 'shop/products', file.buffer, file.extension));
  const rows = await db.transaction(async (tx) => {
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${shopProductImages.position}), -1)::int + 1` })
      .from(shopProductImages)
      .where(eq(shopProductImages.productId, product.id));
    const inserted = await tx
      .insert(shopProductImages)
      .values(
        keys.map((image, index) => ({
          productId: product.id,
          variantId: target.variantId,
          image,
          alt: product.name,
          position: next + index,
        })),
      )
      .returning();
    const first = keys[0];
    if (first && (product.photo === null || target.makeMain)) {
      await tx.update(shopProducts).set({ photo: first, updatedAt: new Date() }).where(eq(shopProducts.id, product.id));
    }
    return inserted;
  });
  const [updated] = await db.select({ photo: shopProducts.photo }).from(shopProducts).where(eq(shopProducts.id, product.id));
  return { photo: uploadUrl(config, updated?.photo), images: rows.map((row) => presentImage(config, row)) };
}

/** Deletes a gallery image (and its file); the next image becomes the photo when it was the photo. */
export async function deleteImage(db: Executor, config: AppConfig, providerId: number, imageId: number) {
  const { image, product } = await ownImage(db, providerId, imageId);
  const photo = await db.transaction(async (tx) => {
    await tx.delete(shopProductImages).where(eq(shopProductImages.id, imageId));
    if (product.photo !== image.image) return product.photo;
    const [next] = await tx
      .select({ image: shopProductImages.image })
      .from(shopProductImages)
      .where(eq(shopProductImages.productId, product.id))
      .orderBy(asc(shopProductImages.position), asc(shopProductImages.id))
      .limit(1);
    const nextPhoto = next?.image ?? null;
    await tx.update(shopProducts).set({ photo: nextPhoto, updatedAt: new Date() }).where(eq(shopProducts.id, product.id));
    return nextPhoto;
  });
  await removeUpload(config, image.image);
  return { id: imageId, photo: uploadUrl(config, photo) };
}

export async function productImages(db: Executor, config: AppConfig, providerId: number, productId: number) {
  await ownProduct(db, providerId, productId);
  const rows = await db
    .select()
    .from(shopProductImages)
    .where(eq(shopProductImages.productId, productId))
    .orderBy(asc(shopProductImages.position), asc(shopProductImages.id));
  return rows.map((row) => presentImage(config, row));
}
