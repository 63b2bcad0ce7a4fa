import type { Database } from '../client';
import * as tables from '../schema/content';
import {
  BANNERS,
  BLOG_HOTSPOTS,
  COOKIE_BANNER,
  COOKIE_TYPES,
  SECTIONS,
  SEO_ENTRIES,
  STICKY_LAYERS,
  TEXTS,
} from '../../modules/content/seed-data';
import { seedEditorial } from './editorial';

/** German editorial content the GraphQL content queries serve; editors change it in these tables. */
export async function seedContent(db: Database): Promise<void> {
  await db.insert(tables.contentTexts).values([...TEXTS]);
  const positions = new Map<string, number>();
  await db.insert(tables.contentSections).values(
    SECTIONS.map((section) => {
      const position = positions.get(section.group) ?? 0;
      positions.set(section.group, position + 1);
      return { ...section, position };
    }),
  );
  await db.insert(tables.pageBanners).values(BANNERS.map((banner, position) => ({ ...banner, position })));
  await db.insert(tables.stickyLayers).values(STICKY_LAYERS.map((layer, position) => ({ ...layer, position })));
  await db.insert(tables.blogHotspots).values(
    BLOG_HOTSPOTS.map((post, position) => ({
      ...post,
      url: `/news/${post.slug}`,
      publishedAt: new Date(post.publishedAt),
      position,
    })),
  );
  await db.insert(tables.seoEntries).values(SEO_ENTRIES.map((entry) => ({ ...entry, tags: [...entry.tags] })));
  await db.insert(tables.cookieBanners).values(COOKIE_BANNER);
  for (const [position, type] of COOKIE_TYPES.entries()) {
    const [row] = await db
      .insert(tables.cookieTypes)
      .values({ key: type.key, name: type.name, description: type.description, isRequired: type.isRequired, position })
      .returning({ id: tables.cookieTypes.id });
    if (!row) throw new Error(`Cookie-Kategorie ${type.name} wurde nicht angelegt.`);
    await db
      .insert(tables.cookieContents)
      .values(type.contents.map((content, contentPosition) => ({ ...content, cookieTypeId: row.id, position: contentPosition })));
  }
  await seedEditorial(db);
}
