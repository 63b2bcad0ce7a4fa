/**
 * What other modules may use of the reference data: vendor policies, industries, countries and postal-code
 * coordinates with the distance SQL. The rest of the folder is internal (rule `api-module-internals`).
 */
export {
  distanceKmSql,
  getVendorPolicies,
  listParentIndustries,
  listSubIndustries,
  postalCodeCoordinates,
  withinRadiusSql,
  type GeoPoint,
} from './service';
export { findCountryById, listCountries } from './countries';
