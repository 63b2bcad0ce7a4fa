/** Industries as other modules read them (the provider search and the provider's industries), through `public.ts`. */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { industries } from '../../db/schema/reference';

/** Those of `ids` that name an active industry. */
export async function activeIndustryIds(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: industries.id })
    .from(industries)
    .where(and(inArray(industries.id, [...ids]), eq(industries.isActive, true)));
  return rows.map((row) => row.id);
}

/**
 * A subquery (for another module's statement, e.g. `join lateral … i on true`): the active industry with this id as
 * one row of `id` and `name`, or none.
 */
export function activeIndustrySql(industryId: SQL): SQL {
  return sql`(select i.id, i.name from ${industries} i where i.id = ${industryId} and i.is_active offset 0)`;
}
