import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors';

/**
 * Reference values that are retired instead of deleted once a record uses them (shop categories, industries, units,
 * legal forms, policy templates): the steps every owning module takes the same way on its own table. The module
 * passes its table and writes the audit entry; this file knows no table.
 */
export interface RetirableTable {
  table: PgTable;
  id: AnyPgColumn;
  name: AnyPgColumn;
  position: AnyPgColumn;
  retiredAt: AnyPgColumn;
}

/** The columns of a table whose values can be retired (`id`, `name`, `position`, `retired_at`). */
export function retirable<T extends PgTable & { id: AnyPgColumn; name: AnyPgColumn; position: AnyPgColumn; retiredAt: AnyPgColumn }>(
  table: T,
): RetirableTable {
  return { table, id: table.id, name: table.name, position: table.position, retiredAt: table.retiredAt };
}

export interface RetirableValue {
  id: number;
  name: string;
  position: number;
  retiredAt: Date | null;
}

/** The German refusal for deleting a value in use (`label`: „Die Einheit „Gramm““). */
export function inUseMessage(label: string): string {
  return `${label} wird noch verwendet und kann nur stillgelegt werden.`;
}

/** The German refusal for choosing a retired value anew (`subject`: „Diese Kategorie“, „Die Branche „Bäckerei““). */
export function retiredChoiceMessage(subject: string): string {
  return `${subject} wird nicht mehr angeboten. Bitte wählen Sie eine andere.`;
}

/**
 * Those of `chosen` a write may not take: retired values (gone from the pickers) that the record did not have before
 * (`kept`). A record saved with its retired value unchanged keeps it; nothing is lost.
 */
export async function newlyChosenRetired(
  db: Executor,
  values: RetirableTable,
  chosen: readonly (number | null)[],
  kept: readonly (number | null)[] = [],
): Promise<Array<{ id: number; name: string }>> {
  const had = new Set(kept);
  const fresh = [...new Set(chosen.filter((id): id is number => id !== null && !had.has(id)))];
  if (fresh.length === 0) return [];
  return (await db
    .select({ id: values.id, name: values.name })
    .from(values.table)
    .where(and(inArray(values.id, fresh), isNotNull(values.retiredAt)))) as Array<{ id: number; name: string }>;
}

/** The value, locked for the rest of the transaction (a record that starts using it meanwhile waits); 404 when missing. */
export async function lockValue(tx: Executor, values: RetirableTable, id: number, notFound: string): Promise<RetirableValue> {
  const [row] = (await tx
    .select({ id: values.id, name: values.name, position: values.position, retiredAt: values.retiredAt })
    .from(values.table)
    .where(eq(values.id, id))
    .for('update')) as RetirableValue[];
  if (!row) throw new NotFoundError(notFound);
  return row;
}

/** Retires (`true`) or un-retires a value; the moment of retirement, or null. */
export async function setRetired(tx: Executor, values: RetirableTable, id: number, retired: boolean): Promise<Date | null> {
  const at = retired ? new Date() : null;
  await tx.execute(
    sql`update ${values.table} set ${sql.identifier(values.retiredAt.name)} = ${at ? at.toISOString() : null} where ${values.id} = ${id}`,
  );
  return at;
}

/** Deletes a value after its owner checked `usage`: 409 with the German „… wird noch verwendet …“ when it is used. */
export async function deleteUnusedValue(tx: Executor, values: RetirableTable, id: number, usage: number, label: string): Promise<void> {
  if (usage > 0) throw new ConflictError(inUseMessage(label));
  await tx.delete(values.table).where(eq(values.id, id));
}

/**
 * Puts `ids` in this order (positions 0, 1, …). `ids` must be exactly the values of one list (`siblings`: a
 * category's subcategories, the units …), else 422 with `message`.
 */
export async function reorderValues(
  tx: Executor,
  values: RetirableTable,
  ids: readonly number[],
  siblings: readonly number[],
  message: string,
) {
  const wanted = new Set(ids);
  if (wanted.size !== ids.length || wanted.size !== siblings.length || siblings.some((id) => !wanted.has(id))) {
    throw ValidationError.field('ids', message);
  }
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id} then ${index}`),
    sql` `,
  );
  await tx.execute(
    sql`update ${values.table} set ${sql.identifier(values.position.name)} = (case ${values.id} ${cases} end)::int where ${inArray(values.id, [...ids])}`,
  );
}
