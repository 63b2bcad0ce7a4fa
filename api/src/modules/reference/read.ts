import { type AnyColumn, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyTypes, unitTypes } from '../../db/schema/reference';
import { shownInPicker } from './pickers';

/** A unit of sale as other modules read it (the shop's product editor, import and base price). */
export type UnitTypeRow = typeof unitTypes.$inferSelect;

/** Every unit of sale, by id. */
export async function listUnitTypes(db: Executor): Promise<UnitTypeRow[]> {
  const shown = await shownInPicker(db, 'unit_type', unitTypes.id, unitTypes.retiredAt);
  return db.select().from(unitTypes).where(shown).orderBy(asc(unitTypes.id));
}

/** One unit of sale, or undefined. */
export async function findUnitType(db: Executor, id: number): Promise<UnitTypeRow | undefined> {
  const [row] = await db.select().from(unitTypes).where(eq(unitTypes.id, id)).limit(1);
  return row;
}

/** A legal form (company type) as other modules read it (the onboarding's trader data). */
export type CompanyTypeRow = typeof companyTypes.$inferSelect;

/** Every legal form, in their order. */
export async function listCompanyTypes(db: Executor): Promise<CompanyTypeRow[]> {
  const shown = await shownInPicker(db, 'company_type', companyTypes.id, companyTypes.retiredAt);
  return db.select().from(companyTypes).where(shown).orderBy(companyTypes.position);
}

/** One legal form, or null. */
export async function findCompanyType(db: Executor, id: number | null): Promise<CompanyTypeRow | null> {
  if (id === null) return null;
  const [row] = await db.select().from(companyTypes).where(eq(companyTypes.id, id)).limit(1);
  return row ?? null;
}

/** A SQL expression (for another module's statement): the short name of the legal form with this id, or null. */
export function companyTypeNameSql(id: SQL | AnyColumn): SQL<string | null> {
  return sql<string | null>`(select ${companyTypes.name} from ${companyTypes} where ${companyTypes.id} = ${id})`;
}
