import type { AppConfig } from '../../config';
import { uploadUrl } from '../../http/uploads';
import type { Lookups, ProviderInfo } from './lookups';
import { germanSlug } from '../../lib/slug';
import { providerDisplayName } from '../account/public';
import { euros, eurosOrNull, reductionReference, savingsPercent } from '../../lib/money';
import type { ProductCard, ProviderRef } from './schemas';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/**
 * Browser URL of a stored image: absolute URLs stay, `/…` paths are API routes (the generated SVG
 * illustrations), anything else is an upload key.
 */
export function imageUrl(config: AppConfig, value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^https?:\/\//.test(value)) return value;
  if (value.startsWith('/')) return `${config.publicApiUrl}${value}`;
  return uploadUrl(config, value);
}

export function basePriceText(unitPriceCents: number | null, measurementUnit: string | null): string | null {
  if (unitPriceCents === null || !measurementUnit) return null;
  return `${euro.format(unitPriceCents / 100)} / ${measurementUnit}`;
}

export interface CardRow {
  id: number;
  name: string;
  slug: string;
  sku: string;
  productType: 'normal' | 'food';
  priceCents: number;
  previousPriceCents: number | null;
  taxId: number;
  photo: string | null;
  stock: number;
  unitPriceCents: number | null;
  measurementUnit: string | null;
  isPickup: boolean;
  isVariants: boolean;
  ratingAvg: number;
  ratingCount: number;
  providerId: number;
  shopCategoryId: number | null;
  shopSubcategoryId: number | null;
  shopChildcategoryId: number | null;
  manufacturerId: number | null;
  createdAt: Date;
  variantCount: number;
  defaultVariantId: number | null;
}

export type { ProductCard, ProviderRef } from './schemas';

export function providerRef(id: number, companyName: string | null, firstName: string, lastName: string): ProviderRef {
  const name = providerDisplayName(companyName, firstName, lastName);
  return { id, name, slug: germanSlug(name) || String(id) };
}

export function presentCard(config: AppConfig, row: CardRow, lookups: Lookups, providers: Map<number, ProviderInfo>): ProductCard {
  const category = row.shopCategoryId === null ? undefined : lookups.categories.get(row.shopCategoryId);
  const mostSpecific = [row.shopChildcategoryId, row.shopSubcategoryId, row.shopCategoryId]
    .map((id) => (id === null ? undefined : lookups.categories.get(id)))
    .find((entry) => entry !== undefined);
  const provider = providers.get(row.providerId);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    product_type: row.productType,
    price: euros(row.priceCents),
    price_cents: row.priceCents,
    previous_price: eurosOrNull(row.previousPriceCents),
    previous_price_cents: row.previousPriceCents,
    discount_percent: savingsPercent(row.priceCents, row.previousPriceCents),
    lowest_price_30_days: eurosOrNull(reductionReference(row.priceCents, row.previousPriceCents)),
    lowest_price_30_days_cents: reductionReference(row.priceCents, row.previousPriceCents),
    tax: lookups.taxes.get(row.taxId)?.value ?? 19,
    photo: imageUrl(config, row.photo),
    stock: row.stock,
    in_stock: row.stock > 0,
    unit_price: eurosOrNull(row.unitPriceCents),
    unit_price_cents: row.unitPriceCents,
    measurement_unit: row.measurementUnit,
    base_price_label: basePriceText(row.unitPriceCents, row.measurementUnit),
    is_pickup: row.isPickup,
    is_variants: row.isVariants,
    variant_count: row.variantCount,
    default_variant_id: row.defaultVariantId,
    avg_rating: Number(row.ratingAvg),
    total_review: row.ratingCount,
    provider: provider
      ? { id: provider.id, name: provider.name, slug: provider.slug }
      : { id: row.providerId, name: '', slug: String(row.providerId) },
    category: category ? { id: category.id, name: category.name, slug: category.slug } : null,
    category_name: mostSpecific?.name ?? null,
    manufacturer: row.manufacturerId === null ? null : (lookups.manufacturers.get(row.manufacturerId)?.name ?? null),
    created_at: row.createdAt instanceof Date ? row.createdAt.toISOString() : new Date(row.createdAt).toISOString(),
  };
}
