/**
 * What other modules may use of the shop: shipping countries, priced cart lines, stock (the shop stays the only
 * writer of its tables), product cards for favourites, product rating and withdrawal, and the German number
 * fields of the provider forms (rule `api-module-internals`).
 */
export { cardsByIds, listed } from './catalog';
export { type ProductCard, providerRef } from './present';
export { productCardSchema } from './schemas';
export { providerCatalogueFigures, providerProductOverview } from './provider/dashboard';
export { priceLines, type LineProblem, type PricedLine, type ShippingOption } from './price-lines';
export { moneyCents, wholeNumber } from './provider/numbers';
export { setProductRating } from './rating';
export { productNamesAndSlugs, productPath } from './moderated-content';
export { restoreProduct, withdrawProduct } from './service';
export { countryCode, countryName, servesCountry } from './shipping';
export { activeShippingMethodsOf } from './provider-shipping-methods';
export { OutOfStockError, returnStock, takeStock, type StockLine } from './stock';
export {
  activeVariantsOf,
  type ActiveVariant,
  hasListedProductsSql,
  isProductListed,
  listedProductCountSql,
  listedProductsOf,
  listedProductsWithVariants,
  productListedSql,
  variantLabels,
  type VariantLabel,
} from './product-reads';
export { activeFoodProductsOf, isProviderFoodProduct, type MenuProduct, productPictures } from './food-products';
export { foodProductIds, hasFoodProducts } from './provider-facts';
export { PRODUCT_TYPES, shopProductRefs } from '../../db/schema/shop';
