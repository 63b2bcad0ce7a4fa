import type { Database } from '../client';
import {
  blogHotspots,
  contentSections,
  contentTexts,
  cookieBanners,
  cookieContents,
  cookieTypes,
  pageBanners,
  seoEntries,
  stickyLayers,
} from '../schema';
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
  await db.insert(contentTexts).values([...TEXTS]);
  const positions = new Map<string, number>();
  await db.insert(contentSections).values(
    SECTIONS.map((section) => {
      const position = positions.get(section.group) ?? 0;
      positions.set(section.group, position + 1);
      return { ...section, position };
    }),
  );
  await db.insert(pageBanners).values(BANNERS.map((banner, position) => ({ ...banner, position })));
  await db.insert(stickyLayers).values(STICKY_LAYERS.map((layer, position) => ({ ...layer, position })));
  await db.insert(blogHotspots).values(
    BLOG_HOTSPOTS.map((post, position) => ({
      ...post,
      url: `/news/${post.slug}`,
      publishedAt: new Date(post.publishedAt),
      position,
    })),
  );
  await db.insert(seoEntries).values(SEO_ENTRIES.map((entry) => ({ ...entry, tags: [...entry.tags] })));
  await db.insert(cookieBanners).values(COOKIE_BANNER);
  for (const [position, type] of COOKIE_TYPES.entries()) {
    const [row] = await db
      .insert(cookieTypes)
      .values({ key: type.key, name: type.name, description: type.description, isRequired: type.isRequired, position })
      .returning({ id: cookieTypes.id });
    if (!row) throw new Error(`Cookie-Kategorie ${type.name} wurde nicht angelegt.`);
    await db
      .insert(cookieContents)
      .values(type.contents.map((content, contentPosition) => ({ ...content, cookieTypeId: row.id, position: contentPosition })));
  }
  await seedEditorial(db);
}
