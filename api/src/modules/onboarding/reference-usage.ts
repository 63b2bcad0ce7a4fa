import { count, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { providerOnboarding } from '../../db/schema/onboarding';

/** Providers per legal form (for the reference data's rule: a legal form in use is retired, never deleted); registered in `index.ts`. */
export async function companyTypeUsage(db: Executor): Promise<ReadonlyMap<number, number>> {
  const rows = await db
    .select({ id: providerOnboarding.companyTypeId, value: count() })
    .from(providerOnboarding)
    .where(isNotNull(providerOnboarding.companyTypeId))
    .groupBy(providerOnboarding.companyTypeId);
  return new Map(rows.flatMap((row) => (row.id === null ? [] : [[row.id, row.value] as const])));
}
