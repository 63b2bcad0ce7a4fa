import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { billingPackages, billingSubscriptions } from '../../db/schema';

/** What a provider may use: from the package of its running subscription (active, past due or cancelled until the period end). */
export interface Entitlements {
  package_code: string | null;
  is_premium: boolean;
  /** null = no limit. */
  max_active_products: number | null;
  max_lead_routes: number | null;
  max_store_locations: number | null;
}

/** Without a package: no premium badge, and the limits of the free tier. */
export const FREE_TIER: Entitlements = {
  package_code: null,
  is_premium: false,
  max_active_products: 10,
  max_lead_routes: 1,
  max_store_locations: 1,
};

export async function entitlements(db: Executor, providerId: number): Promise<Entitlements> {
  const [row] = await db
    .select({ pkg: billingPackages })
    .from(billingSubscriptions)
    .innerJoin(billingPackages, eq(billingPackages.id, billingSubscriptions.packageId))
    .where(and(eq(billingSubscriptions.providerId, providerId), ne(billingSubscriptions.status, 'expired')))
    .limit(1);
  if (!row) return FREE_TIER;
  return {
    package_code: row.pkg.code,
    is_premium: row.pkg.isPremium,
    max_active_products: row.pkg.maxActiveProducts,
    max_lead_routes: row.pkg.maxLeadRoutes,
    max_store_locations: row.pkg.maxStoreLocations,
  };
}
