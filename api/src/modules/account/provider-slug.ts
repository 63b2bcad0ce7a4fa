import { and, asc, eq, isNull, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { slugFamily } from '../../db/slug-family';
import { providerProfiles, users } from '../../db/schema/account';
import { firstFreeSlug, germanSlug, writeWithFreeSlug } from '../../lib/slug';
import { providerNameColumns } from './provider-name';

/**
 * The one slug of a provider's public page. The account service is its only writer: it is derived from the
 * company name (else the person's name) with `germanSlug`; when another provider already has it, `-2`, `-3`, …
 * is appended. Old URL forms (`germanSlug(name)` of the shop, `name-<id>` of the landing page) are resolved by
 * `resolveProviderSlug` and redirect to this one.
 */
export function slugBase(companyName: string | null, firstName = '', lastName = ''): string {
  return germanSlug(companyName ?? '') || germanSlug(`${firstName} ${lastName}`) || 'anbieter';
}

/** The first free slug of `base`, `base-2`, `base-3`, … (the provider's own current slug counts as free). */
async function freeSlug(db: Executor, userId: number, base: string): Promise<string> {
  const taken = await db
    .select({ slug: providerProfiles.slug, userId: providerProfiles.userId })
    .from(providerProfiles)
    .where(slugFamily(providerProfiles.slug, base));
  return firstFreeSlug(
    base,
    taken.filter((row) => row.userId !== userId).map((row) => row.slug),
  );
}

/** Gives the provider its slug from its current name; retries when another provider took it at the same moment. */
export async function assignProviderSlug(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ ...providerNameColumns, slug: providerProfiles.slug })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .where(eq(providerProfiles.userId, userId))
    .limit(1);
  if (!row) return undefined;
  const base = slugBase(row.companyName, row.firstName, row.lastName);
  if (row.slug && (row.slug === base || new RegExp(`^${base}-\\d+$`).test(row.slug))) return row.slug;
  // In a savepoint per try (lib/slug.ts): a retry inside the registration's transaction needs one on PostgreSQL.
  return writeWithFreeSlug(
    db,
    'provider_profiles_slug_unique',
    (tx) => freeSlug(tx, userId, base),
    async (tx, slug) => {
      await tx.update(providerProfiles).set({ slug }).where(eq(providerProfiles.userId, userId));
      return slug;
    },
  );
}

/** Fills the slug of every provider that has none yet, oldest first (so the first of a name keeps it plain). */
export async function ensureProviderSlugs(db: Executor): Promise<number> {
  const missing = await db
    .select({ userId: providerProfiles.userId })
    .from(providerProfiles)
    .where(isNull(providerProfiles.slug))
    .orderBy(asc(providerProfiles.userId));
  for (const row of missing) await assignProviderSlug(db, row.userId);
  return missing.length;
}

export type SlugResolution = { userId: number; slug: string; redirect: boolean } | undefined;

/**
 * The provider a URL slug names: its stored slug (no redirect), or an old form — `name-<id>` of the landing page
 * or the shop's `germanSlug(name)` — answered with the stored slug to redirect to.
 */
export async function resolveProviderSlug(db: Executor, slug: string): Promise<SlugResolution> {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return undefined;
  const [stored] = await db
    .select({ userId: providerProfiles.userId })
    .from(providerProfiles)
    .where(eq(providerProfiles.slug, slug))
    .limit(1);
  if (stored) return { userId: stored.userId, slug, redirect: false };
  const withId = /^(?:.*-)?(\d{1,9})$/.exec(slug);
  if (withId) {
    const userId = Number(withId[1]);
    const slugOf = await currentSlug(db, userId);
    if (slugOf) {
      const [profile] = await db
        .select(providerNameColumns)
        .from(providerProfiles)
        .innerJoin(users, eq(users.id, providerProfiles.userId))
        .where(eq(providerProfiles.userId, userId));
      const base = profile ? slugBase(profile.companyName, profile.firstName, profile.lastName) : '';
      if (slug === `${base}-${userId}` || slug === `anbieter-${userId}` || slug === String(userId))
        return { userId, slug: slugOf, redirect: true };
    }
  }
  // the shop's old form: germanSlug of the name without a suffix — the oldest provider of that name
  const [byName] = await db
    .select({ userId: providerProfiles.userId, slug: providerProfiles.slug })
    .from(providerProfiles)
    .where(and(like(providerProfiles.slug, `${slug}-%`), sql`${providerProfiles.slug} ~ ${`^${slug}-[0-9]+$`}`))
    .orderBy(asc(providerProfiles.userId))
    .limit(1);
  if (byName?.slug) return { userId: byName.userId, slug: byName.slug, redirect: true };
  return undefined;
}

export async function currentSlug(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ slug: providerProfiles.slug }).from(providerProfiles).where(eq(providerProfiles.userId, userId)).limit(1);
  if (!row) return undefined;
  return row.slug ?? (await assignProviderSlug(db, userId));
}
