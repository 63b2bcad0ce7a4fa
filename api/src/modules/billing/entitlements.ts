import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { billingPackages, billingSubscriptions } from '../../db/schema/billing';
import { ValidationError } from '../../http/errors';

/** What a provider may use: from the package of its running subscription (active, past due or cancelled until the period end). */
export interface Entitlements {
  package_code: string | null;
  /** The package's name („Plus“); null = the free base tier. */
  package_name: string | null;
  is_premium: boolean;
  /** null = no limit. */
  max_active_products: number | null;
  max_lead_routes: number | null;
  max_store_locations: number | null;
}

/**
 * Without a package: the free base tier. A shop lists for free (the marketplace earns on visibility and leads),
 * so the product and store limits are generous and cover every demo provider; lead routes — the paid part of the
 * lead business — start at one. Every package grants more of each (see the seed and the README).
 */
export const FREE_TIER: Entitlements = {
  package_code: null,
  package_name: null,
  is_premium: false,
  max_active_products: 200,
  max_lead_routes: 1,
  max_store_locations: 5,
};

export async function entitlements(db: Executor, providerId: number): Promise<Entitlements> {
  const [row] = await db
    .select({ pkg: billingPackages })
    .from(billingSubscriptions)
    .innerJoin(billingPackages, eq(billingPackages.id, billingSubscriptions.packageId))
    // The running subscription (not expired): past due and cancelled keep the package until it ends.
    .where(and(eq(billingSubscriptions.providerId, providerId), ne(billingSubscriptions.status, 'expired')))
    .limit(1);
  if (!row) return FREE_TIER;
  return {
    package_code: row.pkg.code,
    package_name: row.pkg.name,
    is_premium: row.pkg.isPremium,
    max_active_products: row.pkg.maxActiveProducts,
    max_lead_routes: row.pkg.maxLeadRoutes,
    max_store_locations: row.pkg.maxStoreLocations,
  };
}

/** The provider's newest subscription (also an ended one) for the back office; null = never subscribed. */
export async function subscriptionOverview(db: Executor, providerId: number) {
  const [row] = await db
    .select({ subscription: billingSubscriptions, packageName: billingPackages.name })
    .from(billingSubscriptions)
    .innerJoin(billingPackages, eq(billingPackages.id, billingSubscriptions.packageId))
    .where(eq(billingSubscriptions.providerId, providerId))
    .orderBy(desc(billingSubscriptions.id))
    .limit(1);
  if (!row) return null;
  const { subscription } = row;
  return {
    packageName: row.packageName,
    status: subscription.status,
    paymentMethod: subscription.paymentMethod,
    periodStart: subscription.periodStart,
    periodEnd: subscription.periodEnd,
    cancelledAt: subscription.cancelledAt,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Premium badge and search boost

/** Of these providers, those whose running package carries the premium badge (and the search boost). */
export async function premiumProviders(db: Executor, providerIds: readonly number[]): Promise<Set<number>> {
  const ids = [...new Set(providerIds)];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ providerId: billingSubscriptions.providerId })
    .from(billingSubscriptions)
    .innerJoin(billingPackages, eq(billingPackages.id, billingSubscriptions.packageId))
    .where(
      and(inArray(billingSubscriptions.providerId, ids), ne(billingSubscriptions.status, 'expired'), eq(billingPackages.isPremium, true)),
    );
  return new Set(rows.map((row) => row.providerId));
}

/**
 * A SQL boolean for lists and their order: the provider (id expression) has the premium badge now. A search sorts
 * by it first (`order by <this> desc, …`) for the boost and shows it as the card's badge.
 */
export function premiumProviderSql(providerId: SQL): SQL {
  return sql`exists (select 1 from ${billingSubscriptions} bs join ${billingPackages} bp on bp.id = bs.package_id where bs.provider_id = ${providerId} and bs.status <> 'expired' and bp.is_premium)`;
}

// ---------------------------------------------------------------------------------------------------------------
// Limits

/** Where a provider books a bigger package; the refusals name it (the screens turn it into a link). */
export const PACKAGES_PATH = '/account/packages';

export type LimitKind = 'active_products' | 'lead_routes' | 'store_locations';

const LIMITS: Record<LimitKind, { lock: number; max: (entitled: Entitlements) => number | null; one: string; many: string }> = {
  active_products: { lock: 4203, max: (entitled) => entitled.max_active_products, one: 'ein aktives Produkt', many: 'aktive Produkte' },
  lead_routes: {
    lock: 4204,
    max: (entitled) => entitled.max_lead_routes,
    one: 'eine aktive Anfragestrecke',
    many: 'aktive Anfragestrecken',
  },
  store_locations: { lock: 4205, max: (entitled) => entitled.max_store_locations, one: 'einen Standort', many: 'Standorte' },
};

/** The German refusal: names the tier, the limit and `/account/packages`. */
export function limitMessage(kind: LimitKind, entitled: Entitlements): string {
  const limit = LIMITS[kind];
  const max = limit.max(entitled) ?? 0;
  const what = max === 1 ? limit.one : `${max.toLocaleString('de-DE')} ${limit.many}`;
  const tier = entitled.package_name ? `Ihr Paket „${entitled.package_name}“` : 'Der kostenlose Grundtarif (ohne Paket)';
  return `${tier} erlaubt höchstens ${what}; diese Grenze ist erreicht. Für mehr buchen Sie bitte ein größeres Paket unter ${PACKAGES_PATH}.`;
}

export interface Allowance {
  /** How many more the provider may add now; null = no limit. */
  remaining: number | null;
  /** The refusal for anything beyond `remaining`. */
  message: string;
}

/**
 * How many more of `kind` the provider may use. Call it inside the transaction that adds them: it takes the
 * provider's lock of that limit (held until the transaction ends), so two activations at once cannot both pass,
 * and then asks `inUse` (the caller's count of what the provider uses now — billing reads no other module's tables).
 */
export async function allowance(tx: Executor, providerId: number, kind: LimitKind, inUse: () => Promise<number>): Promise<Allowance> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LIMITS[kind].lock}, ${providerId})`);
  const entitled = await entitlements(tx, providerId);
  const max = LIMITS[kind].max(entitled);
  const message = limitMessage(kind, entitled);
  if (max === null) return { remaining: null, message };
  return { remaining: Math.max(0, max - (await inUse())), message };
}

/** Refuses with a German 422 on `field` (naming the limit and `/account/packages`) when one more would exceed the package. */
export async function assertWithinLimit(
  tx: Executor,
  providerId: number,
  kind: LimitKind,
  inUse: () => Promise<number>,
  field: string,
): Promise<void> {
  const { remaining, message } = await allowance(tx, providerId, kind, inUse);
  if (remaining !== null && remaining < 1) throw ValidationError.field(field, message);
}
