import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  companyTypes,
  contactCategories,
  contactInfo,
  contractContents,
  industries,
  postalCodeCities,
  streets,
  unitTypes,
  vendorPolicies,
} from '../../db/schema/reference';
import type { z } from 'zod';
import { NotFoundError } from '../../http/errors';
import type { contactCategorySchema, unitTypeSchema } from './schema';
import { searchPostalCodes } from './postal-codes';
import { basePriceUnit } from './unit-types';
import { shownInPicker } from './pickers';
import { containsPattern, prefixPattern } from '../../lib/like-pattern';

export type UnitTypeDto = z.infer<typeof unitTypeSchema>;

export async function listUnitTypes(db: Executor): Promise<UnitTypeDto[]> {
  const shown = await shownInPicker(db, 'unit_type', unitTypes.id, unitTypes.retiredAt);
  const rows = await db.select().from(unitTypes).where(shown).orderBy(asc(unitTypes.position), asc(unitTypes.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    abbreviation: row.abbreviation,
    base_unit: row.baseUnit,
    units_per_base: row.unitsPerBase,
    base_price_unit: basePriceUnit(row),
  }));
}

export interface CompanyTypeDto {
  id: number;
  name: string;
  long_name: string;
  register: string | null;
}

export async function listCompanyTypes(db: Executor): Promise<CompanyTypeDto[]> {
  const shown = await shownInPicker(db, 'company_type', companyTypes.id, companyTypes.retiredAt);
  const rows = await db.select().from(companyTypes).where(shown).orderBy(asc(companyTypes.position), asc(companyTypes.id));
  return rows.map((row) => ({ id: row.id, name: row.name, long_name: row.longName, register: row.register }));
}

export interface ParentIndustryDto {
  id: number;
  name: string;
  slug: string;
  sub_industries_count: number;
}

export async function listParentIndustries(db: Executor): Promise<ParentIndustryDto[]> {
  const shown = await shownInPicker(db, 'industry', industries.id, industries.retiredAt);
  const parents = await db
    .select({ id: industries.id, name: industries.name, slug: industries.slug })
    .from(industries)
    .where(and(isNull(industries.parentId), eq(industries.isActive, true), shown))
    .orderBy(asc(industries.position), asc(industries.name));
  const counts = await db
    .select({ parentId: industries.parentId, value: count() })
    .from(industries)
    .where(and(isNotNull(industries.parentId), eq(industries.isActive, true), shown))
    .groupBy(industries.parentId);
  const countByParent = new Map(counts.map((row) => [row.parentId, row.value]));
  return parents.map((parent) => ({ ...parent, sub_industries_count: countByParent.get(parent.id) ?? 0 }));
}

export interface SubIndustryDto {
  id: number;
  name: string;
  slug: string;
  parent_id: number;
}

export const INDUSTRY_NOT_FOUND = 'Die Branche wurde nicht gefunden.';

/** Sub-industries of an active parent industry; 404 when `parentId` is no such parent. */
export async function listSubIndustries(db: Executor, parentId: number): Promise<SubIndustryDto[]> {
  const shown = await shownInPicker(db, 'industry', industries.id, industries.retiredAt);
  const [parent] = await db
    .select({ id: industries.id })
    .from(industries)
    .where(and(eq(industries.id, parentId), isNull(industries.parentId), eq(industries.isActive, true), shown))
    .limit(1);
  if (!parent) throw new NotFoundError(INDUSTRY_NOT_FOUND);
  const rows = await db
    .select()
    .from(industries)
    .where(and(eq(industries.parentId, parentId), eq(industries.isActive, true), shown))
    .orderBy(asc(industries.position), asc(industries.name));
  return rows.map((row) => ({ id: row.id, name: row.name, slug: row.slug, parent_id: parentId }));
}

export type ContactCategoryDto = z.infer<typeof contactCategorySchema>;

export async function listContactCategories(db: Executor): Promise<ContactCategoryDto[]> {
  return db
    .select({ id: contactCategories.id, name: contactCategories.name })
    .from(contactCategories)
    .where(eq(contactCategories.isActive, true))
    .orderBy(asc(contactCategories.position), asc(contactCategories.id));
}

export interface ContactInfoDto {
  company_name: string;
  street: string;
  street_number: string;
  postal_code: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  opening_hours: string;
  managing_directors: string;
  register_court: string;
  register_number: string;
  vat_id: string;
}

export const CONTACT_INFO_NOT_FOUND = 'Es sind keine Kontaktdaten hinterlegt.';

export async function getContactInfo(db: Executor): Promise<ContactInfoDto> {
  const [row] = await db.select().from(contactInfo).orderBy(asc(contactInfo.id)).limit(1);
  if (!row) throw new NotFoundError(CONTACT_INFO_NOT_FOUND);
  return {
    company_name: row.companyName,
    street: row.street,
    street_number: row.streetNumber,
    postal_code: row.postalCode,
    city: row.city,
    country: row.country,
    phone: row.phone,
    email: row.email,
    opening_hours: row.openingHours,
    managing_directors: row.managingDirectors,
    register_court: row.registerCourt,
    register_number: row.registerNumber,
    vat_id: row.vatId,
  };
}

export interface ContractContentDto {
  id: number;
  key: string;
  title: string;
  content: string;
  version: string;
  valid_from: string;
}

export const CONTRACT_NOT_FOUND = 'Der Vertragsinhalt wurde nicht gefunden.';

/** All contract documents, or the one with `key` (404 when there is none). */
export async function listContractContents(db: Executor, key?: string): Promise<ContractContentDto[]> {
  const rows = await db
    .select()
    .from(contractContents)
    .where(key === undefined ? undefined : eq(contractContents.key, key))
    .orderBy(asc(contractContents.position), asc(contractContents.id));
  if (key !== undefined && rows.length === 0) throw new NotFoundError(CONTRACT_NOT_FOUND);
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    title: row.title,
    content: row.content,
    version: row.version,
    valid_from: row.validFrom,
  }));
}

export interface CityDto {
  postal_code: string;
  city: string;
  state: string;
}

/** Places for a postal code; an empty list when none is on record (see README). */
export async function findCities(db: Executor, postalCode: string): Promise<CityDto[]> {
  const rows = await db
    .select()
    .from(postalCodeCities)
    .where(eq(postalCodeCities.postalCode, postalCode))
    .orderBy(asc(postalCodeCities.city));
  return rows.map((row) => ({ postal_code: row.postalCode, city: row.city, state: row.state }));
}

export interface PostalCodeDto {
  postal_code: string;
  cities: string[];
}

export interface PostalCodeResult {
  items: PostalCodeDto[];
  total: number;
}

/** German postal codes starting with `prefix`, one page of them, each with the places on record. */
export async function findPostalCodes(db: Executor, prefix: string, page: { page: number; perPage: number }): Promise<PostalCodeResult> {
  const upTo = page.page * page.perPage;
  const { codes, total } = searchPostalCodes(prefix, upTo);
  const pageCodes = codes.slice((page.page - 1) * page.perPage);
  if (pageCodes.length === 0) return { items: [], total };
  const rows = await db
    .select({ postalCode: postalCodeCities.postalCode, city: postalCodeCities.city })
    .from(postalCodeCities)
    .where(inArray(postalCodeCities.postalCode, pageCodes))
    .orderBy(asc(postalCodeCities.city));
  const citiesByCode = new Map<string, string[]>();
  for (const row of rows) citiesByCode.set(row.postalCode, [...(citiesByCode.get(row.postalCode) ?? []), row.city]);
  return { items: pageCodes.map((code) => ({ postal_code: code, cities: citiesByCode.get(code) ?? [] })), total };
}

export interface StreetDto {
  id: number;
  street: string;
  postal_code: string;
  city: string;
}

/** Streets whose name contains `keyword` (case-insensitive); names starting with it come first. */
export async function searchStreets(db: Executor, keyword: string, limit = 20): Promise<StreetDto[]> {
  const needle = keyword.toLowerCase();
  const rows = await db
    .select()
    .from(streets)
    .where(sql`lower(${streets.name}) like ${containsPattern(needle)}`)
    .orderBy(
      sql`case when lower(${streets.name}) like ${prefixPattern(needle)} then 0 else 1 end`,
      asc(streets.name),
      asc(streets.postalCode),
    )
    .limit(limit);
  return rows.map((row) => ({ id: row.id, street: row.name, postal_code: row.postalCode, city: row.city }));
}

export interface VendorPoliciesDto {
  return_policy: string;
  shipping_policy: string;
  privacy_policy: string;
  updated_at: string | null;
}

export interface VendorPoliciesInput {
  return_policy?: string | undefined;
  shipping_policy?: string | undefined;
  privacy_policy?: string | undefined;
}

/** A provider's policies; empty texts while it has saved none. Also read by the provider's public page. */
export async function getVendorPolicies(db: Executor, providerId: number): Promise<VendorPoliciesDto> {
  const [row] = await db.select().from(vendorPolicies).where(eq(vendorPolicies.providerId, providerId)).limit(1);
  if (!row) return { return_policy: '', shipping_policy: '', privacy_policy: '', updated_at: null };
  return {
    return_policy: row.returnPolicy,
    shipping_policy: row.shippingPolicy,
    privacy_policy: row.privacyPolicy,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Saves the given texts of the provider's own policies; texts left out keep their value. */
export async function setVendorPolicies(db: Executor, providerId: number, input: VendorPoliciesInput): Promise<VendorPoliciesDto> {
  const changes = {
    ...(input.return_policy === undefined ? {} : { returnPolicy: input.return_policy }),
    ...(input.shipping_policy === undefined ? {} : { shippingPolicy: input.shipping_policy }),
    ...(input.privacy_policy === undefined ? {} : { privacyPolicy: input.privacy_policy }),
  };
  await db
    .insert(vendorPolicies)
    .values({ providerId, ...changes })
    .onConflictDoUpdate({ target: vendorPolicies.providerId, set: { ...changes, updatedAt: sql`now()` } });
  return getVendorPolicies(db, providerId);
}

/** Removes a provider's policies (account deletion); call it inside the deletion's transaction. */
export async function deleteVendorPolicies(db: Executor, providerId: number): Promise<void> {
  await db.delete(vendorPolicies).where(eq(vendorPolicies.providerId, providerId));
}

// Postal-code coordinates and distance helpers (geo.ts) — the public surface other modules use.
export {
  boundingBox,
  distanceKm,
  distanceKmSql,
  FEDERAL_STATES,
  isFederalState,
  postalCodeCoordinates,
  withinRadiusSql,
  type FederalState,
  type GeoPoint,
  type GeoPointSql,
  type PostalCoordinates,
} from './geo';
