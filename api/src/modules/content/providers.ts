import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { providerProfiles, users } from '../../db/schema';

/** A provider as the landing page's "new providers" teaser shows it (public fields only). */
export interface LatestProviderDto {
  id: number;
  company_name: string;
  slug: string;
  city: string;
  avatar: string | null;
  created_at: string;
}

/** URL slug of a company name: lower case, umlauts spelled out, non-letters as dashes. */
export function providerSlug(companyName: string, id: number): string {
  const base = companyName
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base ? `${base}-${id}` : `anbieter-${id}`;
}

/**
 * The newest confirmed, visible providers (read-only on the account module's tables: `users` with role
 * `Company` joined with `provider_profiles`; deleted and unconfirmed accounts and hidden profiles are left out).
 */
export async function latestProviders(db: Executor, limit: number): Promise<LatestProviderDto[]> {
  const rows = await db
    .select({
      id: users.id,
      companyName: providerProfiles.companyName,
      slug: providerProfiles.slug,
      city: providerProfiles.city,
      avatar: users.avatar,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .where(
      and(eq(users.role, 'Company'), isNull(users.deletedAt), isNotNull(users.emailConfirmedAt), eq(providerProfiles.showProfile, true)),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
  return rows
    .filter((row) => row.companyName.trim() !== '')
    .map((row) => ({
      id: row.id,
      company_name: row.companyName,
      slug: row.slug ?? providerSlug(row.companyName, row.id),
      city: row.city,
      avatar: row.avatar,
      created_at: row.createdAt.toISOString(),
    }));
}
