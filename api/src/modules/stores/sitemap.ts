import { accountProviderProfiles, accountUsers } from '../account/public';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { verifiedProviderSql } from '../onboarding/public';
import { SITEMAP_LIMIT_PER_MODULE, type SitemapUrl } from '../types';

/**
 * The provider search and every provider page a visitor can open: shown profile, confirmed and not deleted account,
 * verified trader data (Art. 30 DSA) — the same conditions as the page itself.
 */
export async function storesSitemap(db: Executor): Promise<SitemapUrl[]> {
  const rows = await db
    .select({ slug: accountProviderProfiles.slug })
    .from(accountProviderProfiles)
    .innerJoin(accountUsers, eq(accountUsers.id, accountProviderProfiles.userId))
    .where(
      and(
        eq(accountProviderProfiles.showProfile, true),
        isNotNull(accountProviderProfiles.slug),
        isNull(accountUsers.deletedAt),
        isNotNull(accountUsers.emailConfirmedAt),
        verifiedProviderSql(sql`${accountUsers.id}`),
        sql`not exists (select 1 from provider_pages w where w.provider_id = ${accountUsers.id} and w.withdrawn_at is not null)`,
      ),
    )
    .orderBy(asc(accountProviderProfiles.slug))
    .limit(SITEMAP_LIMIT_PER_MODULE);
  return [{ path: '/provider-search' }, ...rows.map((row) => ({ path: `/provider-detail/${encodeURIComponent(row.slug ?? '')}` }))];
}
