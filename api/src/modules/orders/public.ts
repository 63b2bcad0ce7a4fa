/** What other modules may use of the orders module: the payout methods a provider can choose (rule `api-module-internals`). */
export { PAYOUT_METHODS } from './ledger';
