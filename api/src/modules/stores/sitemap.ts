import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { providerProfiles, users } from '../../db/schema';
import { SITEMAP_LIMIT_PER_MODULE, type SitemapUrl } from '../types';

/** The provider search and every provider page a visitor can open (shown profile, account not deleted). */
export async function storesSitemap(db: Executor): Promise<SitemapUrl[]> {
  const rows = await db
    .select({ slug: providerProfiles.slug })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .where(and(eq(providerProfiles.showProfile, true), isNotNull(providerProfiles.slug), isNull(users.deletedAt)))
    .orderBy(asc(providerProfiles.slug))
    .limit(SITEMAP_LIMIT_PER_MODULE);
  return [{ path: '/provider-search' }, ...rows.map((row) => ({ path: `/provider-detail/${encodeURIComponent(row.slug ?? '')}` }))];
}
