/** What other modules may use of the address book: a user's addresses for checkout (rule `api-module-internals`). */
export { type AddressRow, lookupAddress, presentAddress } from './service';
export { countUserAddresses } from './data-export';
export { shippingCountry } from './shipping-country';
export { addressEntryFields } from './schemas';
