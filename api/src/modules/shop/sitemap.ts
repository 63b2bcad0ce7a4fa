import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopProducts } from '../../db/schema/shop';
import { SITEMAP_LIMIT_PER_MODULE, type SitemapUrl } from '../types';

/** Product pages a visitor can open: active and not deleted, newest change first. */
export async function shopSitemap(db: Executor): Promise<SitemapUrl[]> {
  const rows = await db
    .select({ slug: shopProducts.slug, updatedAt: shopProducts.updatedAt })
    .from(shopProducts)
    .where(and(eq(shopProducts.status, 'active'), isNull(shopProducts.deletedAt)))
    .orderBy(desc(shopProducts.updatedAt))
    .limit(SITEMAP_LIMIT_PER_MODULE);
  return [
    { path: '/product-list' },
    ...rows.map((row) => ({ path: `/product/${encodeURIComponent(row.slug)}`, lastmod: row.updatedAt.toISOString().slice(0, 10) })),
  ];
}
