import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { providerProfiles } from '../../db/schema/account';

/** The notice a § 19 UStG small business (Kleinunternehmer) shows instead of a VAT line (product page, cart, invoice). */
export const SMALL_BUSINESS_NOTICE = 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.';

/** Which of the given providers are small businesses (§ 19 UStG flag of their profile). */
export async function smallBusinessProviderIds(db: Executor, providerIds: readonly number[]): Promise<Set<number>> {
  const ids = [...new Set(providerIds)];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ userId: providerProfiles.userId })
    .from(providerProfiles)
    .where(and(inArray(providerProfiles.userId, ids), eq(providerProfiles.smallBusiness, true)));
  return new Set(rows.map((row) => row.userId));
}
