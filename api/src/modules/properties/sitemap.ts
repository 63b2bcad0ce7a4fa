import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { properties } from '../../db/schema/properties';
import { SITEMAP_LIMIT_PER_MODULE, type SitemapUrl } from '../types';

/** The property list and every listing's page. */
export async function propertiesSitemap(db: Executor): Promise<SitemapUrl[]> {
  const rows = await db
    .select({ slug: properties.slug, createdAt: properties.createdAt })
    .from(properties)
    .orderBy(desc(properties.createdAt))
    .limit(SITEMAP_LIMIT_PER_MODULE);
  return [
    { path: '/properties' },
    ...rows.map((row) => ({ path: `/property-detail/${encodeURIComponent(row.slug)}`, lastmod: row.createdAt.toISOString().slice(0, 10) })),
  ];
}
