import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { worldCategories } from '../../db/schema';
import { SITEMAP_LIMIT_PER_MODULE, type SitemapUrl } from '../types';

/** The living worlds, their categories and the provider finder. */
export async function leadsSitemap(db: Executor): Promise<SitemapUrl[]> {
  const rows = await db
    .select({ slug: worldCategories.slug })
    .from(worldCategories)
    .orderBy(asc(worldCategories.slug))
    .limit(SITEMAP_LIMIT_PER_MODULE);
  return [
    { path: '/living_worlds' },
    { path: '/bauen-wohnen' },
    { path: '/finder' },
    ...rows.map((row) => ({ path: `/world-category/lead/${encodeURIComponent(row.slug)}` })),
  ];
}
