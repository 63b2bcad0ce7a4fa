import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../../config';
import type { Executor } from '../../../db/client';
import {
  type ProductType,
  shopCategories,
  shopCrossSelling,
  shopManufacturers,
  shopProducts,
  shopProductShippings,
  shopProductVariants,
  shopShippingMethods,
  shopTaxes,
} from '../../../db/schema/shop';
import { type FieldErrors, ValidationError } from '../../../http/errors';
import { assertWithinLimit } from '../../billing/public';
import { assertCanPublish } from '../../onboarding/public';
import { writeWithFreeSlug } from '../../../lib/slug';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { recordVariantPrice } from '../price-history';
import { grossFromNet } from './numbers';
import { ownProduct, type ProductRow } from './ownership';
import { presentProduct, type PresentedProduct } from './presenters';
import type { ProductFields, UpdateProductBody } from './schemas';
import {
  PRODUCT_SLUG_INDEX,
  SKU_TAKEN,
  basePrice,
  checkPrices,
  columnsOf,
  draftFrom,
  freeSlug,
  refreshSearchKeywords,
  replaceLinks,
  touchesKeywords,
  validateDraft,
} from './product-draft';

/** The provider's active products (what its package limits). */
export async function activeProductCount(db: Executor, providerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shopProducts)
    .where(and(eq(shopProducts.providerId, providerId), eq(shopProducts.status, 'active'), isNull(shopProducts.deletedAt)));
  return Number(row?.n ?? 0);
}

/**
 * Before a product goes active: the trader data are verified (Art. 30 DSA, 422 linking `/account/onboarding`) and
 * the package allows one more active product (422 naming the limit and `/account/packages`). Inside the product's
 * transaction, which holds the provider's product-limit lock until it ends.
 */
async function assertMayActivate(tx: Executor, providerId: number): Promise<void> {
  await assertCanPublish(tx, providerId);
  await assertWithinLimit(tx, providerId, 'active_products', () => activeProductCount(tx, providerId), 'status');
}

/** Creates a product with its default variant (spec: `POST /v2/createProduct`, `/createFoodProduct`). */
export async function createProduct(
  db: Executor,
  config: AppConfig,
  providerId: number,
  input: ProductFields,
  productType: ProductType,
): Promise<PresentedProduct & { price_notice: string | null }> {
  const notices: string[] = [];
  const productId = await insertProduct(db, providerId, input, productType, notices);
  return { ...(await productDetail(db, config, providerId, productId)), price_notice: notices[0] ?? null };
}

/** The product and its default variant in one transaction (a savepoint inside another one); answers the id. */
export async function insertProduct(
  db: Executor,
  providerId: number,
  input: ProductFields,
  productType: ProductType,
  notices: string[] = [],
): Promise<number> {
  return db.transaction(async (tx) => {
    const draft = draftFrom(input, null, 0);
    const { tax } = await validateDraft(tx, providerId, null, draft, input);
    if (draft.status === 'active') await assertMayActivate(tx, providerId);
    const grossCents = draft.priceIncluded ? draft.priceCents : grossFromNet(draft.priceCents, tax.value);
    checkPrices(grossCents, draft.previousPriceCents);
    const base = await basePrice(tx, draft, grossCents);
    let row: ProductRow | undefined;
    try {
      // Two products of one name created at once: the loser takes the next free slug (lib/slug.ts).
      [row] = await writeWithFreeSlug(
        tx,
        PRODUCT_SLUG_INDEX,
        (savepoint) => freeSlug(savepoint, draft.slug ?? draft.name, null),
        (savepoint, slug) =>
          savepoint
            .insert(shopProducts)
            .values({ ...columnsOf(draft, grossCents, tax.id, base), providerId, slug, productType, stock: draft.stock })
            .returning(),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'sku')) throw ValidationError.field('sku', SKU_TAKEN);
      if (isUniqueViolation(error, 'slug')) throw ValidationError.field('slug', 'Dieser Slug ist bereits vergeben.');
      throw error;
    }
    if (!row) throw new Error('Produkt wurde nicht angelegt.');
    const [variant] = await tx
      .insert(shopProductVariants)
      .values({
        productId: row.id,
        isDefault: true,
        priceCents: grossCents,
        oldPriceCents: null,
        qty: draft.stock,
        articleNo: draft.articleNumber,
        ean: draft.einNumber,
        weight: draft.weight,
        width: draft.width,
        height: draft.height,
        lenght: draft.lenght,
        unitPriceCents: base.unitPriceCents,
        measurementUnit: base.measurementUnit,
      })
      .returning({ id: shopProductVariants.id });
    if (!variant) throw new Error('Variante wurde nicht angelegt.');
    // A new product has no earlier price: a typed reference price is refused (§ 11 PAngV).
    const settled = await recordVariantPrice(tx, variant.id, null, grossCents, draft.previousPriceCents);
    if (settled.notice) notices.push(settled.notice);
    if (draft.previousPriceCents !== null)
      await tx.update(shopProducts).set({ previousPriceCents: null }).where(eq(shopProducts.id, row.id));
    await replaceLinks(tx, row.id, input);
    if (touchesKeywords(draft)) await refreshSearchKeywords(tx, row.id);
    return row.id;
  });
}

/** Changes a product (partial; spec: `POST /updateProduct`, `/updateFoodProduct`). */
export async function updateProduct(
  db: Executor,
  config: AppConfig,
  providerId: number,
  input: UpdateProductBody,
  productType: ProductType,
): Promise<PresentedProduct & { price_notice: string | null }> {
  const productId = input.id ?? input.product_id;
  if (productId === undefined) throw ValidationError.field('id', 'Bitte geben Sie das Produkt (id) an.');
  const notices: string[] = [];
  await changeProduct(db, providerId, productId, input, productType, { notices });
  return { ...(await productDetail(db, config, providerId, productId)), price_notice: notices[0] ?? null };
}

/**
 * Changes a product in one transaction (a savepoint inside another one). `productType` null accepts either
 * kind (the CSV import keys on the SKU only). The editor's price and stock of a product with variants are
 * ignored (they mirror the variants); `refuseVariantPrices` makes them an error instead (CSV import).
 */
export async function changeProduct(
  db: Executor,
  providerId: number,
  productId: number,
  input: ProductFields,
  productType: ProductType | null,
  options: { refuseVariantPrices?: boolean; notices?: string[] } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await ownProduct(tx, providerId, productId);
    if (options.refuseVariantPrices && current.isVariants) {
      const message = 'Dieses Produkt hat Varianten: Preis und Bestand bitte je Variante ändern.';
      const errors: FieldErrors = {};
      for (const field of ['price', 'previous_price', 'stock'] as const) if (input[field] !== undefined) errors[field] = [message];
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    }
    if (productType !== null && current.productType !== productType) {
      throw ValidationError.field(
        'id',
        productType === 'food'
          ? 'Dieses Produkt ist kein Lebensmittel; bitte nutzen Sie updateProduct.'
          : 'Dieses Produkt ist ein Lebensmittel; bitte nutzen Sie updateFoodProduct.',
      );
    }
    const draft = draftFrom(input, current, current.stock);
    const { tax } = await validateDraft(tx, providerId, current, draft, input);
    if (draft.status === 'active' && current.status !== 'active') await assertMayActivate(tx, providerId);
    const priceSent = input.price !== undefined;
    const grossCents = priceSent && !draft.priceIncluded ? grossFromNet(draft.priceCents, tax.value) : draft.priceCents;
    if (!current.isVariants) {
      checkPrices(grossCents, draft.previousPriceCents);
      const [defaultVariant] = await tx
        .select({ id: shopProductVariants.id, priceCents: shopProductVariants.priceCents, createdAt: shopProductVariants.createdAt })
        .from(shopProductVariants)
        .where(and(eq(shopProductVariants.productId, productId), eq(shopProductVariants.isDefault, true)));
      if (defaultVariant) {
        const settled = await recordVariantPrice(tx, defaultVariant.id, defaultVariant, grossCents, draft.previousPriceCents);
        draft.previousPriceCents = settled.oldPriceCents;
        if (settled.notice) options.notices?.push(settled.notice);
      }
    }
    const base = await basePrice(tx, draft, grossCents);
    try {
      await writeWithFreeSlug(
        tx,
        PRODUCT_SLUG_INDEX,
        async (savepoint) => (input.slug ? freeSlug(savepoint, input.slug, productId) : current.slug),
        (savepoint, slug) =>
          savepoint
            .update(shopProducts)
            .set({
              ...columnsOf(draft, current.isVariants ? current.priceCents : grossCents, tax.id, base),
              // Without variants the product mirrors its default variant, written just below; with variants the
              // mirrored price, stock and strike price stay as the variants set them.
              ...(current.isVariants ? { previousPriceCents: current.previousPriceCents } : { stock: draft.stock }),
              slug,
            })
            .where(eq(shopProducts.id, productId)),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'sku')) throw ValidationError.field('sku', SKU_TAKEN);
      throw error;
    }
    if (!current.isVariants) {
      // Price and stock of a product without variants live on its default variant.
      await tx
        .update(shopProductVariants)
        .set({
          priceCents: grossCents,
          oldPriceCents: draft.previousPriceCents,
          qty: draft.stock,
          articleNo: draft.articleNumber,
          ean: draft.einNumber,
          weight: draft.weight,
          width: draft.width,
          height: draft.height,
          lenght: draft.lenght,
          unitPriceCents: base.unitPriceCents,
          measurementUnit: base.measurementUnit,
          updatedAt: new Date(),
        })
        .where(and(eq(shopProductVariants.productId, productId), eq(shopProductVariants.isDefault, true)));
    }
    await replaceLinks(tx, productId, input);
    const keywordFields = ['manufacturer', 'shop_category_id', 'shop_subcategory_id', 'shop_childcategory_id'] as const;
    if (keywordFields.some((field) => input[field] !== undefined)) await refreshSearchKeywords(tx, productId);
  });
}

/**
 * Marks a product deleted: it leaves every list, search and bundle; orders keep their reference. Its SKU is
 * freed (renamed to `<sku>~geloescht-<id>`), so the provider can use the SKU again, e.g. in the next import.
 */
export async function deleteProduct(db: Executor, providerId: number, productId: number): Promise<{ id: number }> {
  const product = await ownProduct(db, providerId, productId);
  await db
    .update(shopProducts)
    .set({ deletedAt: new Date(), status: 'inactive', sku: `${product.sku}~geloescht-${productId}`, updatedAt: new Date() })
    .where(eq(shopProducts.id, productId));
  return { id: productId };
}

/** The product as the editor shows it. */
export async function productDetail(db: Executor, config: AppConfig, providerId: number, productId: number): Promise<PresentedProduct> {
  const row = await ownProduct(db, providerId, productId);
  const [[tax], [manufacturer], [category], shippings, crossSelling, variants] = await Promise.all([
    db.select({ value: shopTaxes.value }).from(shopTaxes).where(eq(shopTaxes.id, row.taxId)),
    row.manufacturerId === null
      ? Promise.resolve([])
      : db.select({ name: shopManufacturers.name }).from(shopManufacturers).where(eq(shopManufacturers.id, row.manufacturerId)),
    row.shopCategoryId === null
      ? Promise.resolve([])
      : db.select({ name: shopCategories.name }).from(shopCategories).where(eq(shopCategories.id, row.shopCategoryId)),
    db
      .select({ id: shopShippingMethods.id, name: shopShippingMethods.name })
      .from(shopProductShippings)
      .innerJoin(shopShippingMethods, eq(shopShippingMethods.id, shopProductShippings.shippingMethodId))
      .where(eq(shopProductShippings.productId, productId))
      .orderBy(asc(shopShippingMethods.position), asc(shopShippingMethods.id)),
    db
      .select({ product_id: shopProducts.id, product_name: shopProducts.name })
      .from(shopCrossSelling)
      .innerJoin(shopProducts, eq(shopProducts.id, shopCrossSelling.relatedProductId))
      .where(and(eq(shopCrossSelling.productId, productId), isNull(shopProducts.deletedAt)))
      .orderBy(asc(shopCrossSelling.position)),
    db
      .select({ id: shopProductVariants.id, isDefault: shopProductVariants.isDefault })
      .from(shopProductVariants)
      .where(and(eq(shopProductVariants.productId, productId), eq(shopProductVariants.isActive, true))),
  ]);
  return presentProduct(config, row, {
    taxRate: tax?.value ?? 19,
    manufacturerName: manufacturer?.name ?? null,
    categoryName: category?.name ?? null,
    shippings,
    crossSelling,
    defaultVariantId: variants.find((variant) => variant.isDefault)?.id ?? null,
    variantsCount: variants.length,
  });
}
