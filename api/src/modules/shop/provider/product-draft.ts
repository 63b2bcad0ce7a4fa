import { accountBanks } from '../../account/public';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { slugFamily } from '../../../db/slug-family';
import {
  shopCategories,
  shopCrossSelling,
  shopManufacturers,
  shopProducts,
  shopProductShippings,
  shopShippingMethods,
  shopTaxes,
} from '../../../db/schema/shop';
import { type FieldErrors, ValidationError } from '../../../http/errors';
import { basePriceCents, basePriceUnit, findUnitType, RETIRED_CHOICE_MESSAGES, retiredChoices } from '../../reference/public';
import { newlyChosenRetired, retirable, retiredChoiceMessage } from '../../../lib/retirable';
import { firstFreeSlug, germanSlug } from '../../../lib/slug';
import { type ProductRow } from './ownership';
import type { ProductFields } from './schemas';

export const SKU_TAKEN = 'Diese SKU verwenden Sie bereits für ein anderes Produkt.';

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

export const RETIRED_CATEGORY = retiredChoiceMessage('Diese Kategorie');

/** The product's category fields and their columns (three levels and the cross-selling category). */
const CATEGORY_FIELDS = [
  ['shop_category_id', 'shopCategoryId'],
  ['shop_subcategory_id', 'shopSubcategoryId'],
  ['shop_childcategory_id', 'shopChildcategoryId'],
  ['crossselling_category_id', 'crosssellingCategoryId'],
] as const;

/**
 * Retired categories and units cannot be chosen anew (422 on the field); a product saved with the retired value it
 * already has keeps it.
 */
async function refuseRetiredChoices(db: Executor, draft: Draft, current: ProductRow | null, errors: FieldErrors): Promise<void> {
  const crossSelling = draft.crosssellingType === 'category';
  const changed = CATEGORY_FIELDS.filter(
    ([field, column]) => (field !== 'crossselling_category_id' || crossSelling) && draft[column] !== (current?.[column] ?? null),
  );
  const retired = new Set(
    (
      await newlyChosenRetired(
        db,
        retirable(shopCategories),
        changed.map(([, column]) => draft[column]),
      )
    ).map((row) => row.id),
  );
  for (const [field, column] of changed) {
    const id = draft[column];
    if (id !== null && retired.has(id)) errors[field] ??= [RETIRED_CATEGORY];
  }
  if ((await retiredChoices(db, 'unit_type', [draft.unitTypeId], [current?.unitTypeId ?? null])).length > 0) {
    errors.unit_type ??= [RETIRED_CHOICE_MESSAGES.unit_type];
  }
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

export function draftFrom(input: ProductFields, current: ProductRow | null, currentStock: number): Draft {
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

async function exists(db: Executor, table: typeof accountBanks | typeof shopManufacturers | typeof shopCategories, id: number) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return row !== undefined;
}

/** Checks a draft against the database; returns the tax and category name, or throws 422 with every problem. */
export async function validateDraft(db: Executor, providerId: number, current: ProductRow | null, draft: Draft, input: ProductFields) {
  const productId = current?.id ?? null;
  const errors: FieldErrors = {};
  if (!draft.name) errors.name = ['Bitte geben Sie einen Produktnamen ein.'];
  if (!draft.sku) errors.sku = ['Bitte geben Sie eine SKU ein.'];
  if (draft.priceCents < 0) errors.price = ['Bitte geben Sie einen Preis ein.'];
  let tax: Awaited<ReturnType<typeof resolveTax>> | null = null;
  try {
    tax = await resolveTax(db, input, current?.taxId);
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
  if (draft.unitTypeId !== null && !(await findUnitType(db, draft.unitTypeId))) {
    errors.unit_type = ['Diese Einheit gibt es nicht.'];
  }
  if (draft.bankId !== null && !(await exists(db, accountBanks, draft.bankId))) errors.bank_id = ['Diese Bank gibt es nicht.'];
  await refuseRetiredChoices(db, draft, current, errors);
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
export async function basePrice(db: Executor, draft: Draft, grossCents: number) {
  if (draft.unitPriceCents !== null) return { unitPriceCents: draft.unitPriceCents, measurementUnit: draft.measurementUnit };
  if (draft.unitTypeId === null || draft.unit === null) return { unitPriceCents: null, measurementUnit: draft.measurementUnit };
  const unit = await findUnitType(db, draft.unitTypeId);
  if (!unit) return { unitPriceCents: null, measurementUnit: draft.measurementUnit };
  return {
    unitPriceCents: basePriceCents(grossCents, draft.unit, unit),
    measurementUnit: draft.measurementUnit ?? basePriceUnit(unit),
  };
}

/** The unique index of product slugs. */
export const PRODUCT_SLUG_INDEX = 'shop_products_slug_unique';

/** A free slug: the given one or one made from the name, with `-2`, `-3` … when taken. */
export async function freeSlug(db: Executor, wanted: string, productId: number | null): Promise<string> {
  const base = (germanSlug(wanted) || 'produkt').slice(0, 180);
  const taken = await db
    .select({ slug: shopProducts.slug })
    .from(shopProducts)
    .where(and(slugFamily(shopProducts.slug, base), productId === null ? undefined : ne(shopProducts.id, productId)));
  return firstFreeSlug(
    base,
    taken.map((row) => row.slug),
  );
}

/** Whether a new product has anything for the search keywords (manufacturer or categories). */
export function touchesKeywords(draft: Draft): boolean {
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

export async function replaceLinks(db: Executor, productId: number, input: ProductFields): Promise<void> {
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

export function columnsOf(
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

export function checkPrices(grossCents: number, previousCents: number | null): void {
  if (previousCents !== null && previousCents <= grossCents) {
    throw ValidationError.field('previous_price', 'Der Streichpreis muss höher als der Preis sein.');
  }
}
