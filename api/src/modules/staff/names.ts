import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { staffMembers } from '../../db/schema/staff';

/** Names of staff members by id (unknown ids are missing from the map). */
export async function staffNames(db: Executor, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((value): value is number => value !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: staffMembers.id, name: staffMembers.name }).from(staffMembers).where(inArray(staffMembers.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}
