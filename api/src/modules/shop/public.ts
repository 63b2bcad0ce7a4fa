/** What other modules may use of the shop: which shipping method serves which country (rule `api-module-internals`). */
export { countryCode, countryName, servesCountry } from './shipping';
