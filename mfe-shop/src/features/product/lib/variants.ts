/** Variant choice and price rules of the product page (the same rules the API's `pricing.ts` applies). */
import type { BulkPrice, GalleryImage, ProductDetail, Variant, WholesaleDiscount } from '../types';

export type Selection = Record<string, string>;

function optionValue(variant: Variant, name: string): string | undefined {
  return variant.variant_options.find((option) => option.name === name)?.value;
}

/** The variant whose options equal the selection (every option group chosen), else undefined. */
export function findVariant(product: Pick<ProductDetail, 'variants' | 'options'>, selection: Selection): Variant | undefined {
  if (product.options.length === 0) return product.variants.find((variant) => variant.is_default) ?? product.variants[0];
  return product.variants.find((variant) => product.options.every((group) => optionValue(variant, group.name) === selection[group.name]));
}

/** The start selection: the default variant's options, else those of the first variant in stock, else the first. */
export function initialSelection(product: Pick<ProductDetail, 'variants' | 'options'>): Selection {
  const start =
    product.variants.find((variant) => variant.is_default && variant.variant_options.length > 0) ??
    product.variants.find((variant) => variant.qty > 0) ??
    product.variants[0];
  const selection: Selection = {};
  if (!start) return selection;
  for (const group of product.options) {
    const value = optionValue(start, group.name);
    if (value !== undefined) selection[group.name] = value;
  }
  return selection;
}

/** Whether choosing `value` for `group` (keeping the other choices) leads to a variant, and whether it is in stock. */
export function valueState(
  product: Pick<ProductDetail, 'variants' | 'options'>,
  selection: Selection,
  group: string,
  value: string,
): 'available' | 'soldOut' | 'none' {
  const wanted = { ...selection, [group]: value };
  const match = product.variants.find((variant) =>
    product.options.every((g) => wanted[g.name] === undefined || optionValue(variant, g.name) === wanted[g.name]),
  );
  if (!match) return 'none';
  return match.qty > 0 ? 'available' : 'soldOut';
}

/** Changes one option; when the combination does not exist, the other choices follow the first variant with it. */
export function changeSelection(
  product: Pick<ProductDetail, 'variants' | 'options'>,
  selection: Selection,
  group: string,
  value: string,
): Selection {
  const wanted = { ...selection, [group]: value };
  if (findVariant(product, wanted)) return wanted;
  const fallback =
    product.variants.find((variant) => optionValue(variant, group) === value && variant.qty > 0) ??
    product.variants.find((variant) => optionValue(variant, group) === value);
  if (!fallback) return wanted;
  const next: Selection = {};
  for (const g of product.options) {
    const v = optionValue(fallback, g.name);
    if (v !== undefined) next[g.name] = v;
  }
  return next;
}

/** The bulk tiers that apply to a variant (its own tiers win over the product-wide ones), by quantity. */
export function tiersFor(bulkPrices: readonly BulkPrice[], variantId: number | undefined): BulkPrice[] {
  const own = bulkPrices.filter((tier) => tier.variant_id !== null && tier.variant_id === variantId);
  const chosen = own.length > 0 ? own : bulkPrices.filter((tier) => tier.variant_id === null);
  return [...chosen].sort((a, b) => a.min_qty - b.min_qty);
}

function discountsFor(discounts: readonly WholesaleDiscount[], variantId: number | undefined): WholesaleDiscount[] {
  const own = discounts.filter((d) => d.shop_product_variant_id !== null && d.shop_product_variant_id === variantId);
  return own.length > 0 ? own : discounts.filter((d) => d.shop_product_variant_id === null);
}

/**
 * The unit price in cents for a quantity: the variant's price, replaced by the bulk tier with the highest
 * `min_qty` ≤ qty (never higher than the price), then the wholesale discount with the highest `whole_sell_qty` ≤ qty
 * in percent off, rounded half up to the cent.
 */
export function unitPriceCents(
  variant: Pick<Variant, 'id' | 'price'>,
  qty: number,
  bulkPrices: readonly BulkPrice[] = [],
  discounts: readonly WholesaleDiscount[] = [],
): number {
  let unit = Math.round(variant.price * 100);
  const tier = tiersFor(bulkPrices, variant.id)
    .filter((t) => t.min_qty <= qty)
    .pop();
  if (tier) unit = Math.min(unit, Math.round(tier.price * 100));
  const discount = discountsFor(discounts, variant.id)
    .filter((d) => d.whole_sell_qty <= qty)
    .sort((a, b) => a.whole_sell_qty - b.whole_sell_qty)
    .pop();
  if (discount && discount.whole_sell_discount > 0) {
    unit = Math.floor((unit * (100 - discount.whole_sell_discount)) / 100 + 0.5);
  }
  return unit;
}

/** The pictures to show for a variant: its own first, then the product's. */
export function galleryFor(product: Pick<ProductDetail, 'gallery' | 'photo'>, variant: Variant | undefined): GalleryImage[] {
  const own: GalleryImage[] = (variant?.images ?? []).map((image) => ({ ...image, variant_id: variant?.id ?? null }));
  const fromGallery = product.gallery.filter((image) => image.variant_id === variant?.id && !own.some((o) => o.id === image.id));
  const shared = product.gallery.filter((image) => image.variant_id === null || image.variant_id === undefined);
  const images = [...own, ...fromGallery, ...shared];
  if (images.length === 0 && product.photo) return [{ id: 0, image: product.photo, alt: '', variant_id: null }];
  return images;
}
