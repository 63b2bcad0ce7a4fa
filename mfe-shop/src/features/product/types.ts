/**
 * The product page's wire types, from the generated contract (`@marktplatz/shared`, `npm run contract`): the
 * aliases only name the API's shapes for the screens; no answer shape is written here by hand.
 */
import type { ApiData } from '@marktplatz/shared';

export type ProductDetail = ApiData<'/shop/productBySlug/{slug}', 'get'>;
export type GalleryImage = ProductDetail['gallery'][number];
export type Variant = ProductDetail['variants'][number];
export type VariantOption = Variant['variant_options'][number];
export type OptionGroup = ProductDetail['options'][number];
export type BulkPrice = ProductDetail['bulk_prices'][number];
export type WholesaleDiscount = ProductDetail['wholesale_discounts'][number];
export type ShippingMethod = ProductDetail['shipping_methods'][number];
