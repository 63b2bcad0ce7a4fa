import type { AppConfig } from '../../../config';
import type {
  shopBulkPrices,
  shopProductImages,
  shopProductSeo,
  shopVariantOptions,
  shopWholesaleDiscounts,
} from '../../../db/schema/shop';
import { uploadUrl } from '../../../http/uploads';
import { euros, eurosOrNull, splitGross } from '../../../lib/money';
import type { ProductRow, VariantRow } from './ownership';
import type { ProviderBulkPrice, ProviderImage, ProviderProduct, ProviderSeo, ProviderVariant, ProviderWholesale } from './schemas';

/** Flags on the wire are 1/0, as the spec's forms send them. */
export const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

export interface ProductExtras {
  taxRate: number;
  manufacturerName: string | null;
  categoryName: string | null;
  shippings: { id: number; name: string }[];
  crossSelling: { product_id: number; product_name: string }[];
  defaultVariantId: number | null;
  variantsCount: number;
}

export function presentProduct(config: AppConfig, row: ProductRow, extras: ProductExtras): ProviderProduct {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    article_number: row.articleNumber,
    product_type: row.productType,
    status: row.status,
    product_condition: row.productCondition,
    details: row.details,
    short_description: row.shortDescription,
    price: euros(row.priceCents),
    price_cents: row.priceCents,
    price_included: bit(row.priceIncluded),
    previous_price: eurosOrNull(row.previousPriceCents),
    previous_price_cents: row.previousPriceCents,
    tax: extras.taxRate,
    tax_id: row.taxId,
    stock: row.stock,
    photo: uploadUrl(config, row.photo),
    unit: row.unit,
    unit_type: row.unitTypeId,
    unit_price: eurosOrNull(row.unitPriceCents),
    unit_price_cents: row.unitPriceCents,
    measurement_unit: row.measurementUnit,
    weight: row.weight,
    width: row.width,
    height: row.height,
    lenght: row.lenght,
    manufacturer: row.manufacturerId,
    manufacturer_name: extras.manufacturerName,
    is_local_manufacturer: bit(row.isLocalManufacturer),
    shop_category_id: row.shopCategoryId,
    shop_subcategory_id: row.shopSubcategoryId,
    shop_childcategory_id: row.shopChildcategoryId,
    category_name: extras.categoryName,
    product_shippings: extras.shippings,
    is_pickup: bit(row.isPickup),
    pickup_address: row.pickupAddress,
    ein_number: row.einNumber,
    is_crossselling: bit(row.isCrossselling),
    crossselling_type: row.crosssellingType,
    crossselling_category_id: row.crosssellingCategoryId,
    crossselling_product: extras.crossSelling,
    is_variants: bit(row.isVariants),
    show_as_profile: bit(row.showAsProfile),
    invoice_text: row.invoiceText,
    bank_id: row.bankId,
    default_variant_id: extras.defaultVariantId,
    variants_count: extras.variantsCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
export type PresentedProduct = ProviderProduct;

export function presentImage(config: AppConfig, row: typeof shopProductImages.$inferSelect): ProviderImage {
  return { id: row.id, image: uploadUrl(config, row.image) ?? '', variant_id: row.variantId, position: row.position };
}
export type PresentedImage = ProviderImage;

export function presentVariant(
  row: VariantRow,
  context: {
    productName: string;
    taxRate: number;
    options: (typeof shopVariantOptions.$inferSelect)[];
    images: PresentedImage[];
  },
): ProviderVariant {
  const net = splitGross(row.priceCents, context.taxRate).netCents;
  const unitNet = row.unitPriceCents === null ? null : splitGross(row.unitPriceCents, context.taxRate).netCents;
  return {
    id: row.id,
    product_id: row.productId,
    product_name: context.productName,
    is_default: bit(row.isDefault),
    name: row.name,
    article_no: row.articleNo,
    ean: row.ean,
    tax_rate: context.taxRate,
    gross_price: euros(row.priceCents),
    gross_price_cents: row.priceCents,
    net_price: euros(net),
    net_price_cents: net,
    unit_price_with_tax: eurosOrNull(row.unitPriceCents),
    unit_price_without_tax: eurosOrNull(unitNet),
    old_price: eurosOrNull(row.oldPriceCents),
    qty: row.qty,
    weight: row.weight,
    unit_weight: row.unitWeight,
    lenght: row.lenght,
    height: row.height,
    width: row.width,
    unit_whl: row.unitWhl,
    measurement_unit: row.measurementUnit,
    variant_options: context.options.map((option) => ({
      feature_id: option.featureId,
      feature_value_id: option.featureValueId,
      name: option.name,
      value: option.value,
      custom_value: option.customValue,
    })),
    images: context.images,
  };
}
export type PresentedVariant = ProviderVariant;

export function presentSeo(productId: number, row: typeof shopProductSeo.$inferSelect | undefined): ProviderSeo {
  return {
    product_id: productId,
    is_meta: bit(row?.isMeta ?? false),
    meta_tag: row?.metaTag ?? '',
    meta_title: row?.metaTitle ?? '',
    meta_description: row?.metaDescription ?? '',
    tags: row?.tags ?? '',
  };
}

export function presentBulkPrice(row: typeof shopBulkPrices.$inferSelect): ProviderBulkPrice {
  return {
    id: row.id,
    product_id: row.productId,
    variant_id: row.variantId,
    min_qty: row.minQty,
    price: euros(row.unitPriceCents),
    price_cents: row.unitPriceCents,
  };
}

export function presentWholesale(row: typeof shopWholesaleDiscounts.$inferSelect, variantName: string | null): ProviderWholesale {
  return {
    id: row.id,
    product_id: row.productId,
    shop_product_variant_id: row.shopProductVariantId,
    whole_sell_qty: row.wholeSellQty,
    whole_sell_discount: row.wholeSellDiscount,
    variant_name: variantName,
  };
}
