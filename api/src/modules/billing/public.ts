/**
 * What other modules may use of the billing module: a provider's entitlements from its package (premium badge and
 * search boost, active products, lead routes, store locations). The rest of the folder is internal.
 */
export { entitlements, type Entitlements, FREE_TIER } from './entitlements';
