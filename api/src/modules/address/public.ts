/** What other modules may use of the address book: a user's addresses for checkout and erasure (rule `api-module-internals`). */
export { type AddressRow, defaultAddress, deleteUserAddresses, lookupAddress, presentAddress } from './service';
