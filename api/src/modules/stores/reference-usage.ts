import { count } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { providerIndustries } from '../../db/schema/stores';

/** Providers per industry (for the reference data's rule: an industry in use is retired, never deleted); registered in `index.ts`. */
export async function industryUsage(db: Executor): Promise<ReadonlyMap<number, number>> {
  const rows = await db
    .select({ id: providerIndustries.industryId, value: count() })
    .from(providerIndustries)
    .groupBy(providerIndustries.industryId);
  return new Map(rows.map((row) => [row.id, row.value] as const));
}
