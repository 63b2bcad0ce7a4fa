import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { providerProfiles, users } from '../../db/schema';
import { verifiedProviderSql } from '../onboarding/public';
import { SITEMAP_LIMIT_PER_MODULE, type SitemapUrl } from '../types';

/**
 * The provider search and every provider page a visitor can open: shown profile, confirmed and not deleted account,
 * verified trader data (Art. 30 DSA) — the same conditions as the page itself.
 */
export async function storesSitemap(db: Executor): Promise<SitemapUrl[]> {
  const rows = await db
    .select({ slug: providerProfiles.slug })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .where(
      and(
        eq(providerProfiles.showProfile, true),
        isNotNull(providerProfiles.slug),
        isNull(users.deletedAt),
        isNotNull(users.emailConfirmedAt),
        verifiedProviderSql(sql`${users.id}`),
        sql`not exists (select 1 from provider_pages w where w.provider_id = ${users.id} and w.withdrawn_at is not null)`,
      ),
    )
    .orderBy(asc(providerProfiles.slug))
    .limit(SITEMAP_LIMIT_PER_MODULE);
  return [{ path: '/provider-search' }, ...rows.map((row) => ({ path: `/provider-detail/${encodeURIComponent(row.slug ?? '')}` }))];
}
