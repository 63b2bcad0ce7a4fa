import { inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { industries } from '../../db/schema/reference';
import { usedReferenceIds, type ReferenceUsageKind } from './usage';

/**
 * The public lists (pickers) show a retired value only where a record already uses it: new input cannot choose it,
 * an existing record keeps showing it.
 */
export async function shownInPicker(db: Executor, kind: ReferenceUsageKind, id: AnyPgColumn, retiredAt: AnyPgColumn): Promise<SQL> {
  const used = kind === 'industry' ? await industryIdsInUse(db) : await usedReferenceIds(db, kind);
  return used.length === 0 ? isNull(retiredAt) : (or(isNull(retiredAt), inArray(id, used)) as SQL);
}

/** Industries some provider uses, with the parents of used sub-industries (so the tree still leads to them). */
async function industryIdsInUse(db: Executor): Promise<number[]> {
  const used = await usedReferenceIds(db, 'industry');
  if (used.length === 0) return [];
  const parents = await db.select({ parentId: industries.parentId }).from(industries).where(inArray(industries.id, used));
  return [...new Set([...used, ...parents.flatMap((row) => (row.parentId === null ? [] : [row.parentId]))])];
}
