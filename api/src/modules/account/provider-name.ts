import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { providerProfiles, users } from '../../db/schema/account';

/** The name a provider is shown by: the company name, or the person's name for a provider without one. */
export function providerDisplayName(companyName: string | null | undefined, firstName: string, lastName: string): string {
  const company = companyName?.trim();
  return company ? company : `${firstName} ${lastName}`.trim();
}

/** The columns `providerDisplayName` needs, for queries that join `provider_profiles` to `users` themselves. */
export const providerNameColumns = {
  companyName: providerProfiles.companyName,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** Display names of the given users (providers), by id; unknown ids are missing from the map. */
export async function providerDisplayNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, ...providerNameColumns })
    .from(users)
    .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, providerDisplayName(row.companyName, row.firstName, row.lastName)]));
}

/** Display name of one provider; null for an unknown id. */
export async function providerDisplayNameOf(db: Executor, id: number): Promise<string | null> {
  return (await providerDisplayNames(db, [id])).get(id) ?? null;
}
