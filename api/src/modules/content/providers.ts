import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountProviderProfiles, accountUsers } from '../account/public';

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
      id: accountUsers.id,
      companyName: accountProviderProfiles.companyName,
      slug: accountProviderProfiles.slug,
      city: accountProviderProfiles.city,
      avatar: accountUsers.avatar,
      createdAt: accountUsers.createdAt,
    })
    .from(accountUsers)
    .innerJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, accountUsers.id))
    .where(
      and(
        eq(accountUsers.role, 'Company'),
        isNull(accountUsers.deletedAt),
        isNotNull(accountUsers.emailConfirmedAt),
        eq(accountProviderProfiles.showProfile, true),
      ),
    )
    .orderBy(desc(accountUsers.createdAt), desc(accountUsers.id))
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
