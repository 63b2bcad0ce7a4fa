import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { worldCategories } from '../../db/schema/leads';
import { SITEMAP_LIMIT_PER_MODULE, type SitemapUrl } from '../types';

/** The living worlds and their categories (the property search `/properties` is the properties module's; `/finder` leads there). */
export async function leadsSitemap(db: Executor): Promise<SitemapUrl[]> {
  const rows = await db
    .select({ slug: worldCategories.slug })
    .from(worldCategories)
    .orderBy(asc(worldCategories.slug))
    .limit(SITEMAP_LIMIT_PER_MODULE);
  return [
    { path: '/living_worlds' },
    { path: '/bauen-wohnen' },
    ...rows.map((row) => ({ path: `/world-category/lead/${encodeURIComponent(row.slug)}` })),
  ];
}
