/**
 * What other modules may use of the commission module: the rate that applies to a sale (frozen by the checkout on
 * each order line) and its German text, the rules per category (uses of a category for the shop's category admin), and the hook through which the shop module supplies its category tree.
 * Everything else is internal.
 */
export { registerCategorySource, type CategorySource } from './category-source';
export {
  commissionRateFor,
  commissionRulesPerCategory,
  commissionResolver,
  percentText,
  productCategoryIds,
  type CommissionResolver,
  type RateQuery,
  type ResolvedRate,
} from './service';
