import { and, asc, count, eq, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../../../config';
import type { Executor } from '../../../db/client';
import {
  banks,
  type ProductType,
  shopCategories,
  shopCrossSelling,
  shopManufacturers,
  shopProductImages,
  shopProducts,
  shopProductSeo,
  shopProductShippings,
  shopProductTags,
  shopProductVariants,
  shopShippingMethods,
  shopTags,
  shopTaxes,
  unitTypes,
} from '../../../db/schema';
import { type FieldErrors, ValidationError } from '../../../http/errors';
import { removeUpload, storeUpload, type UploadedImage, uploadUrl } from '../../../http/uploads';
import { assertWithinLimit } from '../../billing/public';
import { assertCanPublish } from '../../onboarding/public';
import { basePriceCents, basePriceUnit } from '../../reference/public';
import { germanSlug, writeWithFreeSlug } from '../../../lib/slug';
import { recordVariantPrice } from '../price-history';
import { grossFromNet } from './numbers';
import { NOT_FOUND, ownImage, ownProduct, type ProductRow } from './ownership';
import { presentImage, presentProduct, presentSeo, type PresentedProduct } from './presenters';
import type { ProductFields, UpdateProductBody } from './schemas';

export const SKU_TAKEN = 'Diese SKU verwenden Sie bereits für ein anderes Produkt.';

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string; constraint_name?: string; message?: string };
    if (candidate.code === '23505') {
      if (!constraint) return true;
      const name = candidate.constraint ?? candidate.constraint_name ?? candidate.message ?? '';
      return name.includes(constraint);
    }
  }
  return false;
}

/** The tax row for `tax` (rate) or `tax_id`; the default (19 %) when neither is given. */
async function resolveTax(db: Executor, input: { tax?: number | string | null; tax_id?: number | null }, currentTaxId?: number) {
  const condition =
    input.tax_id != null
      ? eq(shopTaxes.id, input.tax_id)
      : input.tax != null
        ? eq(shopTaxes.value, Number(input.tax))
        : currentTaxId !== undefined
          ? eq(shopTaxes.id, currentTaxId)
          : or(eq(shopTaxes.isDefault, true), eq(shopTaxes.value, 19));
  const [row] = await db
    .select()
    .from(shopTaxes)
    .where(condition)
    .orderBy(sql`${shopTaxes.isDefault} desc`)
    .limit(1);
  if (!row) {
    const rates = await db.select({ value: shopTaxes.value }).from(shopTaxes).orderBy(asc(shopTaxes.value));
    const allowed = rates.map((rate) => `${rate.value} %`).join(', ');
    throw ValidationError.field(input.tax_id != null ? 'tax_id' : 'tax', `Diesen Steuersatz gibt es nicht. Erlaubt sind: ${allowed}.`);
  }
  return row;
}

/** Checks that category, subcategory and child category form one branch of the tree. */
async function checkCategories(
  db: Executor,
  ids: { category: number | null; sub: number | null; child: number | null },
  errors: FieldErrors,
): Promise<string | null> {
  const wanted = [ids.category, ids.sub, ids.child].filter((value): value is number => value !== null);
  if (wanted.length === 0) return null;
  const rows = await db
    .select({ id: shopCategories.id, parentId: shopCategories.parentId, level: shopCategories.level, name: shopCategories.name })
    .from(shopCategories)
    .where(inArray(shopCategories.id, wanted));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const category = ids.category === null ? undefined : byId.get(ids.category);
  const sub = ids.sub === null ? undefined : byId.get(ids.sub);
  const child = ids.child === null ? undefined : byId.get(ids.child);
  if (ids.category !== null && (!category || category.level !== 1)) {
    errors.shop_category_id = ['Diese Kategorie gibt es nicht.'];
  }
  if (ids.sub !== null) {
    if (ids.category === null) errors.shop_category_id = ['Bitte wählen Sie zuerst eine Kategorie.'];
    else if (!sub || sub.level !== 2 || sub.parentId !== ids.category) {
      errors.shop_subcategory_id = ['Diese Unterkategorie gehört nicht zur gewählten Kategorie.'];
    }
  }
  if (ids.child !== null) {
    if (ids.sub === null) errors.shop_subcategory_id = ['Bitte wählen Sie zuerst eine Unterkategorie.'];
    else if (!child || child.level !== 3 || child.parentId !== ids.sub) {
      errors.shop_childcategory_id = ['Diese Unterunterkategorie gehört nicht zur gewählten Unterkategorie.'];
    }
  }
  return category?.name ?? null;
}

/** The values the editor may change, after merging the request with the stored product. */
interface Draft {
  name: string;
  sku: string;
  slug: string | null;
  articleNumber: string | null;
  status: ProductRow['status'];
  productCondition: ProductRow['productCondition'];
  details: string;
  shortDescription: string;
  priceCents: number;
  priceIncluded: boolean;
  previousPriceCents: number | null;
  stock: number;
  unit: number | null;
  unitTypeId: number | null;
  unitPriceCents: number | null;
  measurementUnit: string | null;
  weight: number | null;
  width: number | null;
  height: number | null;
  lenght: number | null;
  manufacturerId: number | null;
  isLocalManufacturer: boolean;
  shopCategoryId: number | null;
  shopSubcategoryId: number | null;
  shopChildcategoryId: number | null;
  isPickup: boolean;
  pickupAddress: string | null;
  einNumber: string | null;
  isCrossselling: boolean;
  crosssellingType: ProductRow['crosssellingType'];
  crosssellingCategoryId: number | null;
  showAsProfile: boolean;
  invoiceText: string | null;
  bankId: number | null;
}

function pick<T>(value: T | undefined, fallback: T): T {
  return value === undefined ? fallback : value;
}

function draftFrom(input: ProductFields, current: ProductRow | null, currentStock: number): Draft {
  return {
    name: pick(input.name, current?.name ?? ''),
    sku: pick(input.sku, current?.sku ?? ''),
    slug: input.slug === undefined ? null : input.slug,
    articleNumber: pick(input.article_number, current?.articleNumber ?? null),
    status: pick(input.status, current?.status ?? 'draft'),
    productCondition: pick(input.product_condition, current?.productCondition ?? 'new'),
    details: pick(input.details, current?.details ?? null) ?? '',
    shortDescription: pick(input.short_description, current?.shortDescription ?? null) ?? '',
    priceCents: pick(input.price, current?.priceCents ?? -1),
    priceIncluded: pick(input.price_included, true),
    previousPriceCents: pick(input.previous_price, current?.previousPriceCents ?? null),
    stock: pick(input.stock, currentStock) ?? 0,
    unit: pick(input.unit, current?.unit ?? null),
    unitTypeId: pick(input.unit_type, current?.unitTypeId ?? null),
    unitPriceCents: input.unit_price === undefined ? null : input.unit_price,
    measurementUnit: input.measurement_unit === undefined ? null : input.measurement_unit,
    weight: pick(input.weight, current?.weight ?? null),
    width: pick(input.width, current?.width ?? null),
    height: pick(input.height, current?.height ?? null),
    lenght: pick(input.lenght, current?.lenght ?? null),
    manufacturerId: pick(input.manufacturer, current?.manufacturerId ?? null),
    isLocalManufacturer: pick(input.is_local_manufacturer, current?.isLocalManufacturer ?? false),
    shopCategoryId: pick(input.shop_category_id, current?.shopCategoryId ?? null),
    shopSubcategoryId: pick(input.shop_subcategory_id, current?.shopSubcategoryId ?? null),
    shopChildcategoryId: pick(input.shop_childcategory_id, current?.shopChildcategoryId ?? null),
    isPickup: pick(input.is_pickup, current?.isPickup ?? false),
    pickupAddress: pick(input.pickup_address, current?.pickupAddress ?? null),
    einNumber: pick(input.ein_number, current?.einNumber ?? null),
    isCrossselling: pick(input.is_crossselling, current?.isCrossselling ?? false),
    crosssellingType: pick(input.crossselling_type, current?.crosssellingType ?? null),
    crosssellingCategoryId: pick(input.crossselling_category_id, current?.crosssellingCategoryId ?? null),
    showAsProfile: pick(input.show_as_profile, current?.showAsProfile ?? false),
    invoiceText: pick(input.invoice_text, current?.invoiceText ?? null),
    bankId: pick(input.bank_id, current?.bankId ?? null),
  };
}

async function exists(db: Executor, table: typeof banks | typeof shopManufacturers | typeof unitTypes | typeof shopCategories, id: number) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return row !== undefined;
}

/** Checks a draft against the database; returns the tax and category name, or throws 422 with every problem. */
async function validateDraft(
  db: Executor,
  providerId: number,
  productId: number | null,
  draft: Draft,
  input: ProductFields,
  currentTaxId?: number,
) {
  const errors: FieldErrors = {};
  if (!draft.name) errors.name = ['Bitte geben Sie einen Produktnamen ein.'];
  if (!draft.sku) errors.sku = ['Bitte geben Sie eine SKU ein.'];
  if (draft.priceCents < 0) errors.price = ['Bitte geben Sie einen Preis ein.'];
  let tax: Awaited<ReturnType<typeof resolveTax>> | null = null;
  try {
    tax = await resolveTax(db, input, currentTaxId);
  } catch (error) {
    if (!(error instanceof ValidationError) || !error.errors) throw error;
    Object.assign(errors, error.errors);
  }
  const categoryName = await checkCategories(
    db,
    { category: draft.shopCategoryId, sub: draft.shopSubcategoryId, child: draft.shopChildcategoryId },
    errors,
  );
  if (draft.manufacturerId !== null && !(await exists(db, shopManufacturers, draft.manufacturerId))) {
    errors.manufacturer = ['Diesen Hersteller gibt es nicht.'];
  }
  if (draft.unitTypeId !== null && !(await exists(db, unitTypes, draft.unitTypeId))) {
    errors.unit_type = ['Diese Einheit gibt es nicht.'];
  }
  if (draft.bankId !== null && !(await exists(db, banks, draft.bankId))) errors.bank_id = ['Diese Bank gibt es nicht.'];
  if (draft.isPickup && !draft.pickupAddress) {
    errors.pickup_address = ['Bitte geben Sie die Abholadresse an, wenn das Produkt abgeholt werden kann.'];
  }
  if (draft.isCrossselling && draft.crosssellingType === null) {
    errors.crossselling_type = ['Bitte wählen Sie die Art des Cross-Sellings.'];
  }
  if (draft.crosssellingType === 'category') {
    if (draft.crosssellingCategoryId === null) errors.crossselling_category_id = ['Bitte wählen Sie eine Kategorie.'];
    else if (!(await exists(db, shopCategories, draft.crosssellingCategoryId))) {
      errors.crossselling_category_id = ['Diese Kategorie gibt es nicht.'];
    }
  }
  if (input.product_shippings && input.product_shippings.length > 0) {
    const own = await db
      .select({ id: shopShippingMethods.id })
      .from(shopShippingMethods)
      .where(and(inArray(shopShippingMethods.id, input.product_shippings), eq(shopShippingMethods.providerId, providerId)));
    if (own.length !== new Set(input.product_shippings).size) {
      errors.product_shippings = ['Bitte wählen Sie nur Ihre eigenen Versandarten.'];
    }
  }
  if (input.crossselling_product && input.crossselling_product.length > 0) {
    const ids = [...new Set(input.crossselling_product)];
    const own = await db
      .select({ id: shopProducts.id })
      .from(shopProducts)
      .where(and(inArray(shopProducts.id, ids), eq(shopProducts.providerId, providerId), isNull(shopProducts.deletedAt)));
    if (own.length !== ids.length || (productId !== null && ids.includes(productId))) {
      errors.crossselling_product = ['Bitte wählen Sie andere eigene Produkte für das Cross-Selling.'];
    }
  }
  if (draft.sku) {
    const clash = await db
      .select({ id: shopProducts.id })
      .from(shopProducts)
      .where(
        and(
          eq(shopProducts.providerId, providerId),
          eq(shopProducts.sku, draft.sku),
          productId === null ? undefined : ne(shopProducts.id, productId),
        ),
      )
      .limit(1);
    if (clash.length > 0) errors.sku = [SKU_TAKEN];
  }
  if (Object.keys(errors).length > 0 || tax === null) throw new ValidationError(errors);
  return { tax, categoryName };
}

/** Base price from content quantity and unit, unless the provider sent one. */
async function basePrice(db: Executor, draft: Draft, grossCents: number) {
  if (draft.unitPriceCents !== null) return { unitPriceCents: draft.unitPriceCents, measurementUnit: draft.measurementUnit };
  if (draft.unitTypeId === null || draft.unit === null) return { unitPriceCents: null, measurementUnit: draft.measurementUnit };
  const [unit] = await db.select().from(unitTypes).where(eq(unitTypes.id, draft.unitTypeId)).limit(1);
  if (!unit) return { unitPriceCents: null, measurementUnit: draft.measurementUnit };
  return {
    unitPriceCents: basePriceCents(grossCents, draft.unit, unit),
    measurementUnit: draft.measurementUnit ?? basePriceUnit(unit),
  };
}

/** The unique index of product slugs. */
const PRODUCT_SLUG_INDEX = 'shop_products_slug_unique';

/** A free slug: the given one or one made from the name, with `-2`, `-3` … when taken. */
async function freeSlug(db: Executor, wanted: string, productId: number | null): Promise<string> {
  const base = (germanSlug(wanted) || 'produkt').slice(0, 180);
  const taken = await db
    .select({ slug: shopProducts.slug })
    .from(shopProducts)
    .where(
      and(
        or(eq(shopProducts.slug, base), like(shopProducts.slug, `${base}-%`)),
        productId === null ? undefined : ne(shopProducts.id, productId),
      ),
    );
  const set = new Set(taken.map((row) => row.slug));
  if (!set.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) if (!set.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

/** Whether a new product has anything for the search keywords (manufacturer or categories). */
function touchesKeywords(draft: Draft): boolean {
  return [draft.manufacturerId, draft.shopCategoryId, draft.shopSubcategoryId, draft.shopChildcategoryId].some((id) => id !== null);
}

/** Keeps the search keywords (manufacturer, tags, categories) the search vector reads in step. */
export async function refreshSearchKeywords(db: Executor, productId: number): Promise<void> {
  await db.execute(sql`
    update shop_products p set search_keywords = concat_ws(' ',
      (select m.name from shop_manufacturers m where m.id = p.manufacturer_id),
      (select string_agg(t.name, ' ') from shop_product_tags pt join shop_tags t on t.id = pt.tag_id where pt.product_id = p.id),
      (select string_agg(c.name, ' ') from shop_categories c where c.id in (p.shop_category_id, p.shop_subcategory_id, p.shop_childcategory_id)))
    where p.id = ${productId}`);
}

async function replaceLinks(db: Executor, productId: number, input: ProductFields): Promise<void> {
  if (input.product_shippings !== undefined) {
    await db.delete(shopProductShippings).where(eq(shopProductShippings.productId, productId));
    const ids = [...new Set(input.product_shippings)];
    if (ids.length > 0) await db.insert(shopProductShippings).values(ids.map((shippingMethodId) => ({ productId, shippingMethodId })));
  }
  if (input.crossselling_product !== undefined) {
    await db.delete(shopCrossSelling).where(eq(shopCrossSelling.productId, productId));
    const ids = [...new Set(input.crossselling_product)];
    if (ids.length > 0) {
      await db.insert(shopCrossSelling).values(ids.map((relatedProductId, position) => ({ productId, relatedProductId, position })));
    }
  }
}

function columnsOf(
  draft: Draft,
  grossCents: number,
  taxId: number,
  base: { unitPriceCents: number | null; measurementUnit: string | null },
) {
  return {
    name: draft.name,
    sku: draft.sku,
    articleNumber: draft.articleNumber,
    status: draft.status,
    productCondition: draft.productCondition,
    details: draft.details,
    shortDescription: draft.shortDescription,
    priceIncluded: true,
    previousPriceCents: draft.previousPriceCents,
    taxId,
    unit: draft.unit,
    unitTypeId: draft.unitTypeId,
    unitPriceCents: base.unitPriceCents,
    measurementUnit: base.measurementUnit,
    weight: draft.weight,
    width: draft.width,
    height: draft.height,
    lenght: draft.lenght,
    manufacturerId: draft.manufacturerId,
    isLocalManufacturer: draft.isLocalManufacturer,
    shopCategoryId: draft.shopCategoryId,
    shopSubcategoryId: draft.shopSubcategoryId,
    shopChildcategoryId: draft.shopChildcategoryId,
    isPickup: draft.isPickup,
    pickupAddress: draft.pickupAddress,
    einNumber: draft.einNumber,
    isCrossselling: draft.isCrossselling,
    crosssellingType: draft.crosssellingType,
    crosssellingCategoryId: draft.crosssellingType === 'category' ? draft.crosssellingCategoryId : null,
    showAsProfile: draft.showAsProfile,
    invoiceText: draft.invoiceText,
    bankId: draft.bankId,
    priceCents: grossCents,
    updatedAt: new Date(),
  };
}

function checkPrices(grossCents: number, previousCents: number | null): void {
  if (previousCents !== null && previousCents <= grossCents) {
    throw ValidationError.field('previous_price', 'Der Streichpreis muss höher als der Preis sein.');
  }
}

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
    const { tax } = await validateDraft(tx, providerId, productId, draft, input, current.taxId);
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

export { NOT_FOUND };
