/**
 * What other modules may use of the ledger: booking entries (orders: sales and refunds; billing: package fees and
 * the VAT of commission documents), the balance, the payout account, monthly sales (loans), the commission figures
 * read from the entries and the payout methods (rule `api-module-internals`).
 */
export {
  balanceOf,
  bookEntries,
  debitBalance,
  LEDGER_KIND_LABELS,
  type LedgerEntryInsert,
  monthlySales,
  PAYOUT_METHODS,
  payoutAccountOf,
  recordCommissionRefund,
  recordRefund,
  type RefundedVendorOrder,
  requestWithdrawal,
  savePayoutAccount,
} from './ledger';
export {
  bookCommissionVat,
  type CommissionCharge,
  type CommissionGiveBack,
  commissionOfPeriod,
  providersWithCommission,
} from './commission-settlement';
export { type FoodVendorOrders, linkFoodVendorOrders, linkVendorOrders, type VendorOrderFacts, type VendorOrderLinks } from './links';
export { commissionBookedSql, commissionByBucket, commissionGivenBackSql, commissionInPeriod, paidOutInPeriod } from './figures';
