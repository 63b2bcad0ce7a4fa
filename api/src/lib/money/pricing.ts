/**
 * Price arithmetic of the shop (pure, integer cents, gross prices with VAT included).
 *
 * Order of application for a cart line of `qty` pieces:
 * 1. the variant's gross unit price;
 * 2. the bulk quantity tier with the highest `min_qty` ≤ qty replaces it (tiers of the variant win over the
 *    product's tiers; a tier never raises the price);
 * 3. the wholesale discount with the highest `whole_sell_qty` ≤ qty takes its percentage off that unit price
 *    (the variant's discounts win over the product's), rounded half up to the cent;
 * 4. line gross = unit × qty; net = gross × 100 / (100 + rate), rounded; tax = gross − net.
 */

export interface BulkTier {
  variantId: number | null;
  minQty: number;
  unitPriceCents: number;
}

export interface WholesaleDiscount {
  variantId: number | null;
  wholeSellQty: number;
  /** Percent, e.g. 5 or 7.5. */
  wholeSellDiscount: number;
}

/** Tiers that apply to one variant: its own when it has any, otherwise the product-wide ones. */
function forVariant<T extends { variantId: number | null }>(rows: readonly T[], variantId: number): T[] {
  const own = rows.filter((row) => row.variantId === variantId);
  return own.length > 0 ? own : rows.filter((row) => row.variantId === null);
}

export function bulkUnitPriceCents(baseCents: number, qty: number, variantId: number, tiers: readonly BulkTier[]): number {
  let best: BulkTier | null = null;
  for (const tier of forVariant(tiers, variantId)) {
    if (tier.minQty <= qty && (best === null || tier.minQty > best.minQty)) best = tier;
  }
  return best === null ? baseCents : Math.min(baseCents, best.unitPriceCents);
}

export function wholesaleDiscountPercent(qty: number, variantId: number, discounts: readonly WholesaleDiscount[]): number {
  let best: WholesaleDiscount | null = null;
  for (const discount of forVariant(discounts, variantId)) {
    if (discount.wholeSellQty <= qty && (best === null || discount.wholeSellQty > best.wholeSellQty)) best = discount;
  }
  return best === null ? 0 : best.wholeSellDiscount;
}

/** `cents` minus `percent` %, rounded half up to the cent. */
export function applyPercentOff(cents: number, percent: number): number {
  if (percent <= 0) return cents;
  return Math.round((cents * (10_000 - Math.round(percent * 100))) / 10_000);
}

export interface UnitPrice {
  /** Gross unit price before tiers and discounts. */
  listUnitCents: number;
  /** After the bulk tier. */
  tierUnitCents: number;
  discountPercent: number;
  /** What the customer pays per piece. */
  unitCents: number;
}

export function unitPriceFor(
  baseCents: number,
  qty: number,
  variantId: number,
  tiers: readonly BulkTier[],
  discounts: readonly WholesaleDiscount[],
): UnitPrice {
  const tierUnitCents = bulkUnitPriceCents(baseCents, qty, variantId, tiers);
  const discountPercent = wholesaleDiscountPercent(qty, variantId, discounts);
  return { listUnitCents: baseCents, tierUnitCents, discountPercent, unitCents: applyPercentOff(tierUnitCents, discountPercent) };
}

/** Splits a gross amount into net and tax for a VAT rate in percent. */
export function splitGross(grossCents: number, ratePercent: number): { netCents: number; taxCents: number } {
  const netCents = Math.round((grossCents * 100) / (100 + ratePercent));
  return { netCents, taxCents: grossCents - netCents };
}

/** Euro amount with two decimals for the wire (`1250` → `12.5`). */
export function euros(cents: number): number {
  return Math.round(cents) / 100;
}

export function eurosOrNull(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : euros(cents);
}

/** Percent saved against the previous price, whole number; null when there is no lower current price. */
export function savingsPercent(priceCents: number, previousCents: number | null): number | null {
  if (previousCents === null || previousCents <= priceCents || previousCents <= 0) return null;
  return Math.round(((previousCents - priceCents) * 100) / previousCents);
}

/**
 * The reference price shown beside a reduction: the stored old price, which the price history keeps at the
 * lowest price of the 30 days before the reduction (§ 11 PAngV, `price-history.ts`); null without a reduction.
 */
export function reductionReference(priceCents: number, previousCents: number | null): number | null {
  return previousCents !== null && previousCents > priceCents ? previousCents : null;
}
