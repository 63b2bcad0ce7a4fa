import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  shopBulkPrices,
  shopProductShippings,
  shopProductVariants,
  shopProducts,
  shopShippingMethods,
  shopTaxes,
  shopWholesaleDiscounts,
} from '../../db/schema/shop';
import { providerDisplayName, accountProviderProfiles, accountUsers, providerNameFields } from '../account/public';
import { type BulkTier, reductionReference, splitGross, unitPriceFor, type WholesaleDiscount } from '../../lib/money';
import type { StockLine } from './stock';

export interface ShippingOption {
  id: number;
  name: string;
  priceCents: number;
  freeFromCents: number | null;
  deliveryTime: string;
  isPickup: boolean;
  /** ISO codes of the countries it delivers to (pickup methods: none needed). */
  countries: string[];
}

/**
 * Why a line cannot be ordered: variant unknown, product or variant not listed, product withdrawn with its provider
 * (account ended or suspended), not enough stock.
 */
export type LineProblem = 'unknown' | 'inactive' | 'withdrawn' | 'out_of_stock' | null;

export interface PricedLine {
  variantId: number;
  qty: number;
  productId: number | null;
  productName: string;
  productSlug: string;
  /** Options of the variant ("Größe: M, Farbe: Blau"); empty for a product without variants. */
  variantLabel: string;
  sku: string;
  photo: string | null;
  providerId: number | null;
  providerName: string;
  productType: 'normal' | 'food' | null;
  taxRate: number;
  listUnitCents: number;
  /** § 11 PAngV: the variant's struck price (lowest price of the 30 days before its reduction), null without one. */
  lowestPrice30DaysCents: number | null;
  /** After bulk tier and wholesale discount. */
  unitGrossCents: number;
  discountPercent: number;
  lineGrossCents: number;
  lineNetCents: number;
  lineTaxCents: number;
  availableStock: number;
  isPickup: boolean;
  pickupAddress: string | null;
  shippingMethods: ShippingOption[];
  problem: LineProblem;
}

/**
 * Prices cart lines with the shop's rules (see `pricing.ts`), in four queries whatever the number of lines.
 * Duplicate variant ids are priced on their summed quantity. Lines keep the caller's order. Unknown, inactive
 * and under-stocked variants are flagged in `problem`, never thrown.
 */
export async function priceLines(db: Executor, lines: readonly StockLine[]): Promise<PricedLine[]> {
  const variantIds = [...new Set(lines.map((line) => line.variantId))];
  if (variantIds.length === 0) return [];
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.variantId, (totals.get(line.variantId) ?? 0) + line.qty);

  const rows = await db
    .select({
      variantId: shopProductVariants.id,
      variantName: shopProductVariants.name,
      variantPriceCents: shopProductVariants.priceCents,
      variantOldPriceCents: shopProductVariants.oldPriceCents,
      qty: shopProductVariants.qty,
      variantActive: shopProductVariants.isActive,
      articleNo: shopProductVariants.articleNo,
      productId: shopProducts.id,
      productName: shopProducts.name,
      slug: shopProducts.slug,
      sku: shopProducts.sku,
      photo: shopProducts.photo,
      status: shopProducts.status,
      deletedAt: shopProducts.deletedAt,
      withdrawnAt: shopProducts.withdrawnAt,
      productType: shopProducts.productType,
      providerId: shopProducts.providerId,
      ...providerNameFields,
      isPickup: shopProducts.isPickup,
      pickupAddress: shopProducts.pickupAddress,
      taxRate: shopTaxes.value,
    })
    .from(shopProductVariants)
    .innerJoin(shopProducts, eq(shopProducts.id, shopProductVariants.productId))
    .innerJoin(shopTaxes, eq(shopTaxes.id, shopProducts.taxId))
    .innerJoin(accountUsers, eq(accountUsers.id, shopProducts.providerId))
    .leftJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, shopProducts.providerId))
    .where(inArray(shopProductVariants.id, variantIds));
  const byVariant = new Map(rows.map((row) => [row.variantId, row]));
  const productIds = [...new Set(rows.map((row) => row.productId))];

  // Sequential on purpose: `db` may be a transaction (one connection, one query at a time).
  const tiers =
    productIds.length === 0
      ? []
      : await db
          .select({
            productId: shopBulkPrices.productId,
            variantId: shopBulkPrices.variantId,
            minQty: shopBulkPrices.minQty,
            unitPriceCents: shopBulkPrices.unitPriceCents,
          })
          .from(shopBulkPrices)
          .where(inArray(shopBulkPrices.productId, productIds));
  const discounts =
    productIds.length === 0
      ? []
      : await db
          .select({
            productId: shopWholesaleDiscounts.productId,
            variantId: shopWholesaleDiscounts.shopProductVariantId,
            wholeSellQty: shopWholesaleDiscounts.wholeSellQty,
            wholeSellDiscount: shopWholesaleDiscounts.wholeSellDiscount,
          })
          .from(shopWholesaleDiscounts)
          .where(inArray(shopWholesaleDiscounts.productId, productIds));
  const shippings =
    productIds.length === 0
      ? []
      : await db
          .select({
            productId: shopProductShippings.productId,
            id: shopShippingMethods.id,
            name: shopShippingMethods.name,
            priceCents: shopShippingMethods.priceCents,
            freeFromCents: shopShippingMethods.freeFromCents,
            deliveryTime: shopShippingMethods.deliveryTime,
            isPickup: shopShippingMethods.isPickup,
            countries: shopShippingMethods.countries,
          })
          .from(shopProductShippings)
          .innerJoin(shopShippingMethods, eq(shopShippingMethods.id, shopProductShippings.shippingMethodId))
          .where(sql`${inArray(shopProductShippings.productId, productIds)} and ${shopShippingMethods.isActive}`)
          .orderBy(asc(shopShippingMethods.position), asc(shopShippingMethods.id));

  const group = <T extends { productId: number }>(items: readonly T[]) => {
    const map = new Map<number, T[]>();
    for (const item of items) map.set(item.productId, [...(map.get(item.productId) ?? []), item]);
    return map;
  };
  const tiersByProduct = group<BulkTier & { productId: number }>(tiers);
  const discountsByProduct = group<WholesaleDiscount & { productId: number }>(discounts);
  const shippingByProduct = group(shippings);

  return lines.map((line) => {
    const row = byVariant.get(line.variantId);
    if (!row) return unknownLine(line);
    const total = totals.get(line.variantId) ?? line.qty;
    const price = unitPriceFor(
      row.variantPriceCents,
      total,
      row.variantId,
      tiersByProduct.get(row.productId) ?? [],
      discountsByProduct.get(row.productId) ?? [],
    );
    const lineGrossCents = price.unitCents * line.qty;
    const { netCents, taxCents } = splitGross(lineGrossCents, row.taxRate);
    const listed = row.status === 'active' && row.deletedAt === null && row.variantActive;
    const problem: LineProblem = !listed ? (row.withdrawnAt ? 'withdrawn' : 'inactive') : row.qty < total ? 'out_of_stock' : null;
    return {
      variantId: row.variantId,
      qty: line.qty,
      productId: row.productId,
      productName: row.productName,
      productSlug: row.slug,
      variantLabel: row.variantName,
      sku: row.articleNo ?? row.sku,
      photo: row.photo,
      providerId: row.providerId,
      providerName: providerDisplayName(row.companyName, row.firstName, row.lastName),
      productType: row.productType,
      taxRate: row.taxRate,
      listUnitCents: price.listUnitCents,
      lowestPrice30DaysCents: reductionReference(row.variantPriceCents, row.variantOldPriceCents),
      unitGrossCents: price.unitCents,
      discountPercent: price.discountPercent,
      lineGrossCents,
      lineNetCents: netCents,
      lineTaxCents: taxCents,
      availableStock: listed ? row.qty : 0,
      isPickup: row.isPickup,
      pickupAddress: row.isPickup ? row.pickupAddress : null,
      shippingMethods: (shippingByProduct.get(row.productId) ?? []).map(({ productId: _productId, ...method }) => method),
      problem,
    };
  });
}

function unknownLine(line: StockLine): PricedLine {
  return {
    variantId: line.variantId,
    qty: line.qty,
    productId: null,
    productName: 'Unbekannter Artikel',
    productSlug: '',
    variantLabel: '',
    sku: '',
    photo: null,
    providerId: null,
    providerName: '',
    productType: null,
    taxRate: 0,
    listUnitCents: 0,
    lowestPrice30DaysCents: null,
    unitGrossCents: 0,
    discountPercent: 0,
    lineGrossCents: 0,
    lineNetCents: 0,
    lineTaxCents: 0,
    availableStock: 0,
    isPickup: false,
    pickupAddress: null,
    shippingMethods: [],
    problem: 'unknown',
  };
}
