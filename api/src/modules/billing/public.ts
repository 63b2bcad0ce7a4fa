/**
 * What other modules may use of the billing module: a provider's entitlements from its package (premium badge and
 * search boost, active products, lead routes, store locations) and the limit check the services call before they
 * add one more. The rest of the folder is internal; billing imports none of the modules that ask it.
 */
export {
  allowance,
  type Allowance,
  assertWithinLimit,
  entitlements,
  type Entitlements,
  FREE_TIER,
  limitMessage,
  type LimitKind,
  PACKAGES_PATH,
  premiumProviders,
  premiumProviderSql,
  subscriptionOverview,
} from './entitlements';
