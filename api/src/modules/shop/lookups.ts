import { listUnitTypes } from '../reference/public';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopCategories, shopManufacturers, shopTaxes } from '../../db/schema/shop';
import { germanSlug } from '../../lib/slug';
import { cached } from './cache';
import { providerDisplayName, accountProviderProfiles, accountUsers } from '../account/public';

/**
 * The small tables a product card refers to (taxes, categories, manufacturers, unit types), held in memory
 * (cached 10 s, cleared by writes): product queries then read one table and PostgreSQL plans them in well
 * under a millisecond, where nine joins cost more to plan than to run.
 */
export interface Lookups {
  taxes: Map<number, { id: number; name: string; value: number }>;
  categories: Map<number, { id: number; name: string; slug: string; level: number }>;
  manufacturers: Map<number, { id: number; name: string; slug: string }>;
  unitTypes: Map<number, { id: number; name: string; abbreviation: string }>;
}

export function lookups(db: Executor): Promise<Lookups> {
  return cached(db, 'lookups', async () => {
    const taxes = await db.select({ id: shopTaxes.id, name: shopTaxes.name, value: shopTaxes.value }).from(shopTaxes);
    const categories = await db
      .select({ id: shopCategories.id, name: shopCategories.name, slug: shopCategories.slug, level: shopCategories.level })
      .from(shopCategories);
    const manufacturers = await db
      .select({ id: shopManufacturers.id, name: shopManufacturers.name, slug: shopManufacturers.slug })
      .from(shopManufacturers);
    const units = (await listUnitTypes(db)).map(({ id, name, abbreviation }) => ({ id, name, abbreviation }));
    return {
      taxes: new Map(taxes.map((row) => [row.id, row])),
      categories: new Map(categories.map((row) => [row.id, row])),
      manufacturers: new Map(manufacturers.map((row) => [row.id, row])),
      unitTypes: new Map(units.map((row) => [row.id, row])),
    };
  });
}

export interface ProviderInfo {
  id: number;
  name: string;
  slug: string;
  city: string;
  zipCode: string;
}

function providerInfo(row: {
  id: number;
  slug: string | null;
  companyName: string | null;
  firstName: string;
  lastName: string;
  city: string | null;
  zipCode: string | null;
}): ProviderInfo {
  const name = providerDisplayName(row.companyName, row.firstName, row.lastName);
  return { id: row.id, name, slug: row.slug ?? (germanSlug(name) || String(row.id)), city: row.city ?? '', zipCode: row.zipCode ?? '' };
}

const providerColumns = {
  id: accountUsers.id,
  slug: accountProviderProfiles.slug,
  companyName: accountProviderProfiles.companyName,
  firstName: accountUsers.firstName,
  lastName: accountUsers.lastName,
  city: accountProviderProfiles.city,
  zipCode: accountProviderProfiles.zipCode,
};

/** Names, slugs and places of the given providers (all providers cached; one query for any not yet known). */
export async function providersByIds(db: Executor, ids: readonly number[]): Promise<Map<number, ProviderInfo>> {
  const known = await cached(db, 'providers', async () => {
    const rows = await db
      .select(providerColumns)
      .from(accountUsers)
      .leftJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, accountUsers.id))
      .where(eq(accountUsers.role, 'Company'));
    return new Map(rows.map((row) => [row.id, providerInfo(row)]));
  });
  const missing = [...new Set(ids)].filter((id) => !known.has(id));
  if (missing.length > 0) {
    const rows = await db
      .select(providerColumns)
      .from(accountUsers)
      .leftJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, accountUsers.id))
      .where(inArray(accountUsers.id, missing));
    for (const row of rows) known.set(row.id, providerInfo(row));
  }
  return known;
}
