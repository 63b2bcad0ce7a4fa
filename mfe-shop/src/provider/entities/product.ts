/**
 * The provider product editor's wire types, from the generated contract (`@marktplatz/shared`, `npm run contract`;
 * the shapes are declared in `api/src/modules/shop/provider/schemas.ts`): the aliases only name the API's shapes for
 * the screens; no answer shape is written here by hand.
 */
import type { ApiData, ApiRequestBody, Graphql, WireShape } from '@marktplatz/shared';
import { messages } from '../../messages/provider';

/** The product as the editor loads it (spec 01 §3 „Shop product“; flags 1/0, euros with `*_cents`). */
export type ProductDetail = WireShape<'ProviderProduct'>;
/** The answer of a save: the product and why a typed reference price was refused or replaced (§ 11 PAngV). */
export type SavedProduct = ApiData<'/updateProduct', 'post'>;
/** `GET /shop/provider/products/{id}`: the product with everything the editor's tabs show. */
export type ProductBundle = WireShape<'ProviderProductEditor'>;

export type ProductStatus = ProductDetail['status'];
export type ProductType = ProductDetail['product_type'];
export type ProductCondition = ProductDetail['product_condition'];
export type CrossSellingProduct = ProductDetail['crossselling_product'][number];

/** A row of the graph query `providerProducts` (its `id` read as a number). */
export type ProductRow = Pick<
  Graphql.ProviderProductRow,
  'name' | 'slug' | 'sku' | 'price' | 'stock' | 'photo' | 'category_name' | 'is_variants' | 'variants_count'
> & { id: number; status: ProductStatus; product_type: ProductType };

/** What the editor sends on create/update (`id` on update). */
export type ProductInput = ApiRequestBody<'/updateProduct', 'post'>;

export type GalleryImage = WireShape<'ProviderProductImage'>;
export type SeoInfo = WireShape<'ProviderProductSeo'>;
export type Feature = WireShape<'ProviderFeature'>;
export type FeatureValue = WireShape<'ProviderFeatureValue'>;
export type Variant = WireShape<'ProviderProductVariant'>;
export type VariantOption = Variant['variant_options'][number];
export type BulkPrice = WireShape<'ProviderBulkPrice'>;
export type WholesaleDiscount = WireShape<'ProviderWholesaleDiscount'>;

/** The chosen value ids: those of the product's data sheet and those its variants are made of. */
export function chosenValueIds(product: Pick<ProductBundle, 'features' | 'variants'>): Set<number> {
  const ids = [
    ...product.features.map((row) => row.feature_value_id),
    ...product.variants.flatMap((variant) => variant.variant_options.map((option) => option.feature_value_id)),
  ];
  return new Set(ids.filter((id): id is number => typeof id === 'number'));
}

/** The variant's name, „Standard“ for the unnamed default variant, else its number. */
export function variantLabelOf(variant: Variant): string {
  return variant.name || (variant.is_default ? messages.variants.defaultVariant : `#${variant.id}`);
}
