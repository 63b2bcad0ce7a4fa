import { type Column, eq, like, or, type SQL } from 'drizzle-orm';

/**
 * The rows whose slug is `base` or `base-…`: the ones to read before taking the first free slug of `base`
 * (`firstFreeSlug` in lib/slug.ts). Slugs are `a-z0-9` and dashes, so `base` holds no `LIKE` wildcard.
 */
export function slugFamily(column: Column, base: string): SQL {
  return or(eq(column, base), like(column, `${base}-%`)) as SQL;
}
