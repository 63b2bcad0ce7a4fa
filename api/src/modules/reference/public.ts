/**
 * What other modules may use of the reference data: vendor policies, industries, countries, postal codes and
 * their coordinates with the distance SQL, units of sale with the base price. The rest of the folder is internal
 * (rule `api-module-internals`).
 */
export {
  boundingBox,
  distanceKm,
  distanceKmSql,
  getVendorPolicies,
  isFederalState,
  listParentIndustries,
  listSubIndustries,
  postalCodeCoordinates,
  withinRadiusSql,
  type GeoPoint,
  type GeoPointSql,
} from './service';
export { findCountryById, listCountries } from './countries';
export { isGermanPostalCode } from './postal-codes';
export { basePriceCents, basePriceUnit } from './unit-types';
export {
  companyTypeNameSql,
  type CompanyTypeRow,
  findCompanyType,
  findUnitType,
  listCompanyTypes,
  listUnitTypes,
  type UnitTypeRow,
} from './read';
export { activeIndustryIds, activeIndustrySql } from './industry-reads';
export { activeContactCategory } from './contact-categories';
export { registerReferenceUsage, type ReferenceUsageCounter, type ReferenceUsageKind } from './usage';
export { RETIRED_CHOICE_MESSAGES, retiredChoices } from './retired-choices';
