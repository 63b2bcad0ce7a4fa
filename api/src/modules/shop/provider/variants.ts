import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { AppConfig } from '../../../config';
import type { Executor } from '../../../db/client';
import {
  shopFeatures,
  shopFeatureValues,
  shopProductFeatures,
  shopProductImages,
  shopProducts,
  shopProductVariants,
  shopTaxes,
  shopVariantOptions,
} from '../../../db/schema/shop';
import { NotFoundError, ValidationError } from '../../../http/errors';
import { recordVariantPrice } from '../price-history';
import { splitGross } from '../../../lib/money';
import { grossFromNet } from './numbers';
import { NOT_FOUND, ownImage, ownProduct, ownVariant, type ProductRow, type VariantRow } from './ownership';
import { bit, presentImage, presentVariant, type PresentedVariant } from './presenters';
import type { DataSheetRow, ProviderFeature, UpdateVariantBody } from './schemas';
import { syncProductFromVariants } from './sync';

/** Most variants one product may have (the cartesian product of the chosen values). */
export const MAX_VARIANTS = 100;

// --- Features ---------------------------------------------------------------------------------------------

/** Features the provider may use: global ones (no provider) and its own. */
const usable = (providerId: number) => or(isNull(shopFeatures.providerId), eq(shopFeatures.providerId, providerId));

/**
 * The features products of a product's category use (its subcategory, else its top category; data sheet and
 * variant options of every provider's products), or null when the product has no category to go by.
 */
async function categoryFeatureIds(db: Executor, providerId: number, productId: number): Promise<Set<number> | null> {
  const product = await ownProduct(db, providerId, productId);
  const inCategory = product.shopSubcategoryId
    ? eq(shopProducts.shopSubcategoryId, product.shopSubcategoryId)
    : product.shopCategoryId
      ? eq(shopProducts.shopCategoryId, product.shopCategoryId)
      : null;
  if (!inCategory) return null;
  const sheet = await db
    .selectDistinct({ featureId: shopProductFeatures.featureId })
    .from(shopProductFeatures)
    .innerJoin(shopProducts, eq(shopProducts.id, shopProductFeatures.productId))
    .where(and(inCategory, isNull(shopProducts.deletedAt)));
  const options = await db
    .selectDistinct({ featureId: shopVariantOptions.featureId })
    .from(shopVariantOptions)
    .innerJoin(shopProductVariants, eq(shopProductVariants.id, shopVariantOptions.variantId))
    .innerJoin(shopProducts, eq(shopProducts.id, shopProductVariants.productId))
    .where(and(inCategory, isNull(shopProducts.deletedAt)));
  return new Set([...sheet, ...options].map((row) => row.featureId).filter((id): id is number => id !== null));
}

/**
 * The features the provider may use, with their values. With a product, each says whether it fits the product's
 * category (`in_category`: products of that category use it, or it is the provider's own); without a category
 * every feature fits.
 */
export async function listFeatures(db: Executor, providerId: number, productId?: number): Promise<ProviderFeature[]> {
  const fitting = productId === undefined ? null : await categoryFeatureIds(db, providerId, productId);
  const features = await db
    .select()
    .from(shopFeatures)
    .where(usable(providerId))
    .orderBy(asc(shopFeatures.position), asc(shopFeatures.name));
  const values =
    features.length === 0
      ? []
      : await db
          .select()
          .from(shopFeatureValues)
          .where(
            inArray(
              shopFeatureValues.featureId,
              features.map((feature) => feature.id),
            ),
          )
          .orderBy(asc(shopFeatureValues.position), asc(shopFeatureValues.id));
  return features.map((feature) => ({
    id: feature.id,
    name: feature.name,
    is_color: bit(feature.isColor),
    own: bit(feature.providerId === providerId),
    in_category: bit(fitting === null || fitting.has(feature.id) || feature.providerId === providerId),
    values: values
      .filter((value) => value.featureId === feature.id)
      .map((value) => ({ id: value.id, name: value.name, custom_value: value.customValue })),
  }));
}

export async function createFeature(
  db: Executor,
  providerId: number,
  input: { name: string; is_color?: boolean | undefined; values: { name: string; custom_value?: string | null | undefined }[] },
): Promise<ProviderFeature> {
  const id = await db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: shopFeatures.id })
      .from(shopFeatures)
      .where(and(usable(providerId), eq(shopFeatures.name, input.name)))
      .limit(1);
    if (clash) throw ValidationError.field('name', 'Ein Merkmal mit diesem Namen gibt es bereits.');
    const [feature] = await tx
      .insert(shopFeatures)
      .values({ providerId, name: input.name, isColor: input.is_color ?? false })
      .returning();
    if (!feature) throw new Error('Merkmal wurde nicht angelegt.');
    if (input.values.length > 0) {
      await tx.insert(shopFeatureValues).values(
        input.values.map((value, position) => ({
          featureId: feature.id,
          name: value.name,
          customValue: value.custom_value ?? null,
          position,
        })),
      );
    }
    return feature.id;
  });
  const all = await listFeatures(db, providerId);
  const created = all.find((feature) => feature.id === id);
  if (!created) throw new Error('Merkmal wurde nicht angelegt.');
  return created;
}

async function ownFeature(db: Executor, providerId: number, featureId: number) {
  const [row] = await db
    .select()
    .from(shopFeatures)
    .where(and(eq(shopFeatures.id, featureId), eq(shopFeatures.providerId, providerId)))
    .limit(1);
  if (!row) throw new NotFoundError(NOT_FOUND.feature);
  return row;
}

export async function addFeatureValue(
  db: Executor,
  providerId: number,
  featureId: number,
  input: { name: string; custom_value?: string | null | undefined },
) {
  await ownFeature(db, providerId, featureId);
  const existing = await db.select().from(shopFeatureValues).where(eq(shopFeatureValues.featureId, featureId));
  if (existing.some((value) => value.name.toLowerCase() === input.name.toLowerCase())) {
    throw ValidationError.field('name', 'Diesen Wert hat das Merkmal schon.');
  }
  const [row] = await db
    .insert(shopFeatureValues)
    .values({ featureId, name: input.name, customValue: input.custom_value ?? null, position: existing.length })
    .returning();
  if (!row) throw new Error('Wert wurde nicht angelegt.');
  return { id: row.id, name: row.name, custom_value: row.customValue };
}

export async function deleteFeature(db: Executor, providerId: number, featureId: number) {
  await ownFeature(db, providerId, featureId);
  await db.delete(shopFeatures).where(eq(shopFeatures.id, featureId));
  return { id: featureId };
}

export async function deleteFeatureValue(db: Executor, providerId: number, valueId: number) {
  const [row] = await db
    .select({ id: shopFeatureValues.id })
    .from(shopFeatureValues)
    .innerJoin(shopFeatures, eq(shopFeatures.id, shopFeatureValues.featureId))
    .where(and(eq(shopFeatureValues.id, valueId), eq(shopFeatures.providerId, providerId)))
    .limit(1);
  if (!row) throw new NotFoundError(NOT_FOUND.featureValue);
  await db.delete(shopFeatureValues).where(eq(shopFeatureValues.id, valueId));
  return { id: valueId };
}

type DataSheetEntry = { feature_id: number; feature_value_id: number } | { name: string; value: string };

/** Replaces the product's data sheet (Material: Eiche …). */
export async function saveProductFeatures(db: Executor, providerId: number, productId: number, entries: DataSheetEntry[]) {
  return db.transaction(async (tx) => {
    await ownProduct(tx, providerId, productId);
    const valueIds = entries.flatMap((entry) => ('feature_value_id' in entry ? [entry.feature_value_id] : []));
    const values =
      valueIds.length === 0
        ? []
        : await tx
            .select({
              id: shopFeatureValues.id,
              featureId: shopFeatureValues.featureId,
              value: shopFeatureValues.name,
              name: shopFeatures.name,
            })
            .from(shopFeatureValues)
            .innerJoin(shopFeatures, eq(shopFeatures.id, shopFeatureValues.featureId))
            .where(and(inArray(shopFeatureValues.id, valueIds), usable(providerId)));
    const rows = entries.map((entry, position) => {
      if ('name' in entry) return { productId, featureId: null, featureValueId: null, name: entry.name, value: entry.value, position };
      const value = values.find((candidate) => candidate.id === entry.feature_value_id && candidate.featureId === entry.feature_id);
      if (!value) throw ValidationError.field(`features.${position}.feature_value_id`, 'Dieser Merkmalswert gehört nicht zum Merkmal.');
      return { productId, featureId: value.featureId, featureValueId: value.id, name: value.name, value: value.value, position };
    });
    await tx.delete(shopProductFeatures).where(eq(shopProductFeatures.productId, productId));
    if (rows.length > 0) await tx.insert(shopProductFeatures).values(rows);
    return productFeatureSheet(tx, providerId, productId);
  });
}

export async function productFeatureSheet(db: Executor, providerId: number, productId: number): Promise<DataSheetRow[]> {
  await ownProduct(db, providerId, productId);
  const rows = await db
    .select()
    .from(shopProductFeatures)
    .where(eq(shopProductFeatures.productId, productId))
    .orderBy(asc(shopProductFeatures.position));
  return rows.map((row) => ({
    id: row.id,
    feature_id: row.featureId,
    feature_value_id: row.featureValueId,
    name: row.name,
    value: row.value,
  }));
}

// --- Variants ---------------------------------------------------------------------------------------------

/** Every combination of one value per feature, in the order the features were chosen. */
export function cartesian<T>(lists: readonly (readonly T[])[]): T[][] {
  return lists.reduce<T[][]>((combos, list) => combos.flatMap((combo) => list.map((item) => [...combo, item])), [[]]);
}

/** The active variants of a product with options and images, presented. */
export async function productVariants(db: Executor, config: AppConfig, productId: number): Promise<PresentedVariant[]> {
  const [product] = await db
    .select({ name: shopProducts.name, taxRate: shopTaxes.value })
    .from(shopProducts)
    .innerJoin(shopTaxes, eq(shopTaxes.id, shopProducts.taxId))
    .where(eq(shopProducts.id, productId));
  if (!product) return [];
  const variants = await db
    .select()
    .from(shopProductVariants)
    .where(and(eq(shopProductVariants.productId, productId), eq(shopProductVariants.isActive, true)))
    .orderBy(asc(shopProductVariants.position), asc(shopProductVariants.id));
  const ids = variants.map((variant) => variant.id);
  const [options, images] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(shopVariantOptions).where(inArray(shopVariantOptions.variantId, ids)).orderBy(asc(shopVariantOptions.position)),
          db.select().from(shopProductImages).where(inArray(shopProductImages.variantId, ids)).orderBy(asc(shopProductImages.position)),
        ]);
  return variants.map((variant) =>
    presentVariant(variant, {
      productName: product.name,
      taxRate: product.taxRate,
      options: options.filter((option) => option.variantId === variant.id),
      images: images.filter((image) => image.variantId === variant.id).map((image) => presentImage(config, image)),
    }),
  );
}

export async function providerProductVariants(db: Executor, config: AppConfig, providerId: number, productId: number) {
  await ownProduct(db, providerId, productId);
  return productVariants(db, config, productId);
}

/**
 * Generates the variants from the chosen feature values (cartesian product). Combinations that exist keep their
 * prices and stock (an inactive one comes back), new ones get `price` (default: the product price) and `qty`
 * (default 0), combinations no longer chosen and the default variant are deactivated.
 */
export async function saveVariants(
  db: Executor,
  config: AppConfig,
  providerId: number,
  input: {
    product_id: number;
    features: { feature_id: number; value_ids: number[] }[];
    price?: number | null | undefined;
    qty?: number | null | undefined;
  },
): Promise<PresentedVariant[]> {
  await db.transaction(async (tx) => {
    const product = await ownProduct(tx, providerId, input.product_id);
    const featureIds = input.features.map((feature) => feature.feature_id);
    if (new Set(featureIds).size !== featureIds.length) throw ValidationError.field('features', 'Jedes Merkmal bitte nur einmal wählen.');
    const features = await tx
      .select()
      .from(shopFeatures)
      .where(and(inArray(shopFeatures.id, featureIds), usable(providerId)));
    const valueIds = input.features.flatMap((feature) => feature.value_ids);
    const values = await tx.select().from(shopFeatureValues).where(inArray(shopFeatureValues.id, valueIds));
    const lists = input.features.map((chosen, index) => {
      const feature = features.find((candidate) => candidate.id === chosen.feature_id);
      if (!feature) throw ValidationError.field(`features.${index}.feature_id`, NOT_FOUND.feature);
      const ids = [...new Set(chosen.value_ids)];
      return ids.map((valueId) => {
        const value = values.find((candidate) => candidate.id === valueId && candidate.featureId === feature.id);
        if (!value) throw ValidationError.field(`features.${index}.value_ids`, 'Dieser Wert gehört nicht zum Merkmal.');
        return { feature, value };
      });
    });
    const combos = cartesian(lists);
    if (combos.length > MAX_VARIANTS) {
      throw ValidationError.field('features', `Das ergäbe ${combos.length} Varianten; erlaubt sind höchstens ${MAX_VARIANTS}.`);
    }
    const existing = await tx
      .select()
      .from(shopProductVariants)
      .where(and(eq(shopProductVariants.productId, product.id), eq(shopProductVariants.isDefault, false)));
    const existingOptions =
      existing.length === 0
        ? []
        : await tx
            .select()
            .from(shopVariantOptions)
            .where(
              inArray(
                shopVariantOptions.variantId,
                existing.map((variant) => variant.id),
              ),
            );
    const keyOf = (valueIdsOfCombo: (number | null)[]) => [...valueIdsOfCombo].sort((a, b) => (a ?? 0) - (b ?? 0)).join('-');
    const byKey = new Map<string, VariantRow>();
    for (const variant of existing) {
      const key = keyOf(existingOptions.filter((option) => option.variantId === variant.id).map((option) => option.featureValueId));
      const seen = byKey.get(key);
      if (!seen || (!seen.isActive && variant.isActive)) byKey.set(key, variant);
    }
    const keep = new Set<number>();
    const [defaultVariant] = await tx
      .select()
      .from(shopProductVariants)
      .where(and(eq(shopProductVariants.productId, product.id), eq(shopProductVariants.isDefault, true)))
      .limit(1);
    const priceCents = input.price ?? defaultVariant?.priceCents ?? product.priceCents;
    for (const [position, combo] of combos.entries()) {
      const key = keyOf(combo.map((entry) => entry.value.id));
      const found = byKey.get(key);
      const name = combo.map((entry) => `${entry.feature.name}: ${entry.value.name}`).join(', ');
      if (found) {
        keep.add(found.id);
        await tx
          .update(shopProductVariants)
          .set({ isActive: true, position, name, updatedAt: new Date() })
          .where(eq(shopProductVariants.id, found.id));
        continue;
      }
      const [created] = await tx
        .insert(shopProductVariants)
        .values({
          productId: product.id,
          name,
          priceCents,
          // A new variant has no price history yet, so it cannot advertise a reduction (§ 11 PAngV).
          oldPriceCents: null,
          qty: input.qty ?? 0,
          weight: product.weight,
          width: product.width,
          height: product.height,
          lenght: product.lenght,
          measurementUnit: product.measurementUnit,
          unitPriceCents: product.unitPriceCents,
          position,
        })
        .returning({ id: shopProductVariants.id });
      if (!created) throw new Error('Variante wurde nicht angelegt.');
      await recordVariantPrice(tx, created.id, null, priceCents, null);
      keep.add(created.id);
      await tx.insert(shopVariantOptions).values(
        combo.map((entry, index) => ({
          variantId: created.id,
          featureId: entry.feature.id,
          featureValueId: entry.value.id,
          name: entry.feature.name,
          value: entry.value.name,
          customValue: entry.value.customValue,
          position: index,
        })),
      );
    }
    const drop = existing.filter((variant) => variant.isActive && !keep.has(variant.id)).map((variant) => variant.id);
    if (drop.length > 0) {
      await tx.update(shopProductVariants).set({ isActive: false, updatedAt: new Date() }).where(inArray(shopProductVariants.id, drop));
    }
    await tx
      .update(shopProductVariants)
      .set({ isActive: false, updatedAt: new Date() })
      .where(and(eq(shopProductVariants.productId, product.id), eq(shopProductVariants.isDefault, true)));
    await tx.update(shopProducts).set({ isVariants: true }).where(eq(shopProducts.id, product.id));
    await syncProductFromVariants(tx, product.id);
  });
  return productVariants(db, config, input.product_id);
}

/** Resolves a price pair (with/without tax): one given → the other computed; both → they must agree. */
function priceFrom(
  gross: number | null | undefined,
  net: number | null | undefined,
  taxRate: number,
  field: string,
): number | null | undefined {
  if (gross === undefined && net === undefined) return undefined;
  if (gross === null || (gross === undefined && net === null)) return null;
  if (gross !== undefined && net !== undefined && net !== null) {
    const expectedNet = splitGross(gross, taxRate).netCents;
    if (Math.abs(expectedNet - net) > 1) {
      throw ValidationError.field(field, `Preis mit und ohne Steuer passen bei ${taxRate} % Umsatzsteuer nicht zusammen.`);
    }
  }
  return gross ?? grossFromNet(net as number, taxRate);
}

export async function updateVariant(db: Executor, config: AppConfig, providerId: number, input: UpdateVariantBody) {
  let notice: string | null = null;
  const productId = await db.transaction(async (tx) => {
    const { variant, product, taxRate } = await ownVariant(tx, providerId, input.id);
    const price = priceFrom(input.gross_price, input.net_price, taxRate, 'gross_price');
    if (price === null) throw ValidationError.field('gross_price', 'Bitte geben Sie einen Preis ein.');
    const unitPrice = priceFrom(input.unit_price_with_tax, input.unit_price_without_tax, taxRate, 'unit_price_with_tax');
    const priceCents = price ?? variant.priceCents;
    const typedOldCents = input.old_price === undefined ? variant.oldPriceCents : input.old_price;
    if (typedOldCents !== null && typedOldCents <= priceCents) {
      throw ValidationError.field('old_price', 'Der Streichpreis muss höher als der Preis sein.');
    }
    const settled = await recordVariantPrice(tx, variant.id, variant, priceCents, typedOldCents);
    const oldPriceCents = settled.oldPriceCents;
    notice = settled.notice;
    await tx
      .update(shopProductVariants)
      .set({
        priceCents,
        oldPriceCents,
        ...(unitPrice !== undefined ? { unitPriceCents: unitPrice } : {}),
        ...(input.article_no !== undefined ? { articleNo: input.article_no } : {}),
        ...(input.ean !== undefined ? { ean: input.ean } : {}),
        ...(input.qty !== undefined ? { qty: input.qty } : {}),
        ...(input.weight !== undefined ? { weight: input.weight } : {}),
        ...(input.unit_weight !== undefined ? { unitWeight: input.unit_weight } : {}),
        ...(input.lenght !== undefined ? { lenght: input.lenght } : {}),
        ...(input.height !== undefined ? { height: input.height } : {}),
        ...(input.width !== undefined ? { width: input.width } : {}),
        ...(input.unit_whl !== undefined ? { unitWhl: input.unit_whl } : {}),
        ...(input.measurement_unit !== undefined ? { measurementUnit: input.measurement_unit } : {}),
        updatedAt: new Date(),
      })
      .where(eq(shopProductVariants.id, variant.id));
    await syncProductFromVariants(tx, product.id);
    return product.id;
  });
  const variants = await productVariants(db, config, productId);
  const updated = variants.find((variant) => variant.id === input.id);
  if (!updated) throw new NotFoundError(NOT_FOUND.variant);
  return { ...updated, price_notice: notice };
}

export async function updateVariantQuantities(db: Executor, config: AppConfig, providerId: number, rows: { id: number; qty: number }[]) {
  const productIds = await db.transaction(async (tx) => {
    const touched = new Set<number>();
    for (const [index, row] of rows.entries()) {
      let found;
      try {
        found = await ownVariant(tx, providerId, row.id);
      } catch (error) {
        if (error instanceof NotFoundError && rows.length > 1) throw new NotFoundError(`Zeile ${index + 1}: ${NOT_FOUND.variant}`);
        throw error;
      }
      await tx.update(shopProductVariants).set({ qty: row.qty, updatedAt: new Date() }).where(eq(shopProductVariants.id, row.id));
      touched.add(found.product.id);
    }
    for (const productId of touched) await syncProductFromVariants(tx, productId);
    return [...touched];
  });
  const wanted = new Set(rows.map((row) => row.id));
  const lists = await Promise.all(productIds.map((productId) => productVariants(db, config, productId)));
  return lists.flat().filter((variant) => wanted.has(variant.id));
}

/** Links gallery images of the same product to a variant. */
export async function linkImagesToVariant(db: Executor, config: AppConfig, providerId: number, variantId: number, imageIds: number[]) {
  const { product } = await ownVariant(db, providerId, variantId);
  const ids = [...new Set(imageIds)];
  const images = await db
    .select({ id: shopProductImages.id })
    .from(shopProductImages)
    .where(and(inArray(shopProductImages.id, ids), eq(shopProductImages.productId, product.id)));
  if (images.length !== ids.length) throw new NotFoundError(NOT_FOUND.image);
  const rows = await db.update(shopProductImages).set({ variantId }).where(inArray(shopProductImages.id, ids)).returning();
  return rows.map((row) => presentImage(config, row));
}

/** Unlinks an image from its variant; it stays in the product gallery. */
export async function unlinkVariantImage(db: Executor, providerId: number, imageId: number) {
  const { image } = await ownImage(db, providerId, imageId);
  if (image.variantId === null) throw new NotFoundError('Dieses Bild gehört zu keiner Variante.');
  await db.update(shopProductImages).set({ variantId: null }).where(eq(shopProductImages.id, imageId));
  return { id: imageId };
}

/**
 * Removes (deactivates) a variant. The default variant cannot be removed; removing the last real variant
 * brings the default variant back (product price, stock 0) — a product always keeps one active variant.
 */
export async function removeVariant(db: Executor, providerId: number, variantId: number) {
  return db.transaction(async (tx) => {
    const { variant, product } = await ownVariant(tx, providerId, variantId);
    if (variant.isDefault) {
      throw ValidationError.field('id', 'Die Standardvariante eines Produkts ohne Varianten kann nicht entfernt werden.');
    }
    await tx.update(shopProductVariants).set({ isActive: false, updatedAt: new Date() }).where(eq(shopProductVariants.id, variantId));
    const remaining = await tx
      .select({ id: shopProductVariants.id })
      .from(shopProductVariants)
      .where(
        and(eq(shopProductVariants.productId, product.id), eq(shopProductVariants.isActive, true), ne(shopProductVariants.id, variantId)),
      );
    let isVariants = true;
    if (remaining.length === 0) {
      isVariants = false;
      await restoreDefaultVariant(tx, product, variant.priceCents);
    }
    await syncProductFromVariants(tx, product.id);
    return { id: variantId, product_id: product.id, is_variants: bit(isVariants) };
  });
}

async function restoreDefaultVariant(tx: Executor, product: ProductRow, priceCents: number): Promise<void> {
  const [stored] = await tx
    .select()
    .from(shopProductVariants)
    .where(and(eq(shopProductVariants.productId, product.id), eq(shopProductVariants.isDefault, true)));
  if (stored) {
    const settled = await recordVariantPrice(tx, stored.id, stored, priceCents, stored.oldPriceCents);
    await tx
      .update(shopProductVariants)
      .set({ isActive: true, qty: 0, priceCents, oldPriceCents: settled.oldPriceCents, updatedAt: new Date() })
      .where(eq(shopProductVariants.id, stored.id));
  } else {
    const [created] = await tx
      .insert(shopProductVariants)
      .values({ productId: product.id, isDefault: true, priceCents, qty: 0 })
      .returning({ id: shopProductVariants.id });
    if (created) await recordVariantPrice(tx, created.id, null, priceCents, null);
  }
  await tx.update(shopProducts).set({ isVariants: false }).where(eq(shopProducts.id, product.id));
}
