import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { slugFamily } from '../db/slug-family';
import { firstFreeSlug, germanSlug } from './slug';

/**
 * The slug a new record of `table` takes for its `name`: the name's German slug (`fallback` when the name gives none),
 * with `-2`, `-3` … when the table's `slug` column holds it already. Goes with `writeWithFreeSlug`, which tries again
 * when another write took the slug at the same moment.
 */
export async function freeSlugFor(db: Executor, table: PgTable, slug: AnyPgColumn, name: string, fallback: string): Promise<string> {
  const base = germanSlug(name) || fallback;
  const rows = await db.select({ slug }).from(table).where(slugFamily(slug, base));
  return firstFreeSlug(
    base,
    rows.map((row) => row.slug as string | null),
  );
}
