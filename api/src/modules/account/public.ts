/**
 * What other modules may use of the account module: the provider's profile writes and its one slug. The rest of
 * the folder is internal (`.dependency-cruiser.cjs`, rule `api-module-internals`).
 */
export { updateProviderInfo } from './provider-info';
export { currentSlug, resolveProviderSlug } from './provider-slug';
export { SMALL_BUSINESS_NOTICE, smallBusinessProviderIds } from './small-business';
export { providerDisplayName, providerDisplayNameOf, providerDisplayNames, providerNameColumns } from './provider-name';
export { providerCompanyFields } from './schemas';
export { hashPassword, newPasswordSchema, verifyAgainstDummy, verifyPassword } from './passwords';
export { withLinkAttempt } from './throttle';
// Read models (migration 0042): read-only views to join/filter/sort on, and small reads.
export { accountBanks, accountProviderProfiles, accountUsers, GENDERS, ROLES, type Role } from '../../db/schema/account';
export {
  accountPeople,
  type AccountPerson,
  accountProviderProfileFields,
  accountUserFields,
  activeUserRole,
  isActiveProvider,
  providerNameFields,
  userEmail,
  userEmails,
} from './read-model';
// The back office's customers (screens and audit in the backoffice module) and the deletion's steps.
export {
  assertUnconfirmed,
  buildDataExport,
  CUSTOMER_DELETED,
  CUSTOMER_NOT_FOUND,
  customerState,
  type CustomerState,
  type DataExport,
  exportFileName,
  findCustomer,
  findLiveCustomer,
  listCustomers,
  lockAccount,
  presentCustomerAccount,
  presentCustomerListItem,
  resetAccountTwoFactor,
  unlockAccount,
} from './customer-accounts';
export { ACCOUNT_LOCKED, eraseAccount, type ErasureSteps, sendConfirmationEmail } from './service';
export { dataExportSchema } from './schemas';
