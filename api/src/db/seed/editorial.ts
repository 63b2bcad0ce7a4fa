import { and, eq, inArray, like } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import * as tables from '../schema/content';
import { seedHistory } from '../schema';
import { CATEGORIES, CONTACT, LINKS, PAGES, POSTS, REGIONS, WIDGETS } from '../../modules/content/editorial-seed-data';

/** Key in `seed_history` of the editorial content (added after the content module's first seed). */
export const EDITORIAL_SEED_KEY = 'content-editorial';

export const postImage = (slug: string): string => `/images/news/${slug}.svg`;

/** Seeds the editorial site's tables (content pages, widgets, menus, news) once per database. */
export async function seedEditorial(db: Executor): Promise<void> {
  const done = await db.select().from(seedHistory).where(eq(seedHistory.domain, EDITORIAL_SEED_KEY)).limit(1);
  if (done.length > 0) return;
  await db.insert(tables.editorialPages).values(PAGES.map((page, position) => ({ ...page, position })));
  await db.insert(tables.widgets).values(WIDGETS.map((widget, position) => ({ ...widget, position })));
  await db.insert(tables.layoutLinks).values(LINKS.map((link, position) => ({ ...link, position })));
  await db.insert(tables.siteSettings).values({ key: 'contact', value: { ...CONTACT } });
  await db.insert(tables.pageBanners).values([
    {
      page: 'home',
      title: 'Ihr Marktplatz für die Region',
      subtitle: 'Produkte, Handwerk und Dienstleistungen von geprüften Anbietern aus Ihrer Nähe.',
      image: '/images/banners/home.svg',
      altText: 'Illustration eines Wochenmarkts mit Ständen und Einkaufenden',
      buttonText: 'Marktplatz entdecken',
      buttonUrl: '/shop',
      position: 0,
    },
  ]);
  const categories = await db
    .insert(tables.portalCategories)
    .values(CATEGORIES.map((category, position) => ({ ...category, position })))
    .returning();
  const regions = await db
    .insert(tables.portalRegions)
    .values(REGIONS.map((region, position) => ({ ...region, position })))
    .returning();
  const categoryId = new Map(categories.map((row) => [row.slug, row.id]));
  const regionId = new Map(regions.map((row) => [row.slug, row.id]));
  await db.insert(tables.portalPosts).values(
    POSTS.map((post) => {
      const category = categoryId.get(post.category);
      if (category === undefined) throw new Error(`Unbekannte Kategorie ${post.category}`);
      return {
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        image: postImage(post.slug),
        imageAlt: `Illustration zum Beitrag „${post.title}“`,
        author: post.author,
        categoryId: category,
        regionId: post.region === null ? null : (regionId.get(post.region) ?? null),
        publishedAt: new Date(post.publishedAt),
      };
    }),
  );
  await db
    .insert(tables.seoEntries)
    .values([
      ...POSTS.map((post) => ({
        type: 'news' as const,
        slug: post.slug,
        metaTitle: `${post.title} | Marktplatz News`,
        metaDescription: post.excerpt,
        ogImage: postImage(post.slug),
      })),
      ...PAGES.map((page) => ({
        type: 'page' as const,
        slug: page.slug,
        metaTitle: page.metaTitle,
        metaDescription: page.metaDescription,
      })),
      {
        type: 'page' as const,
        slug: 'news',
        metaTitle: 'News und Ratgeber aus Ihrer Region | Marktplatz',
        metaDescription:
          'Tipps zu Bauen, Wohnen, Energie und Garten sowie Neuigkeiten von Anbietern aus Berlin, Hamburg, München, Köln und weiteren Regionen.',
      },
    ])
    .onConflictDoNothing();
  await repairSeoImages(db);
  await db.insert(seedHistory).values({ domain: EDITORIAL_SEED_KEY });
}

/**
 * Earlier SEO entries pointed at pictures that were never shipped (`/images/blog/….jpg`, `/images/banners/….jpg`):
 * points them at the generated illustrations. Idempotent; touches only entries that still carry such a path.
 */
export async function repairSeoImages(db: Executor): Promise<void> {
  for (const post of POSTS) {
    await db
      .update(tables.seoEntries)
      .set({ ogImage: postImage(post.slug) })
      .where(
        and(eq(tables.seoEntries.type, 'news'), eq(tables.seoEntries.slug, post.slug), like(tables.seoEntries.ogImage, '/images/blog/%')),
      );
  }
  await db
    .update(tables.seoEntries)
    .set({ ogImage: '/images/banners/home.svg' })
    .where(
      and(
        eq(tables.seoEntries.type, 'page'),
        inArray(tables.seoEntries.slug, ['home']),
        like(tables.seoEntries.ogImage, '/images/banners/%.jpg'),
      ),
    );
}

/** At start: seeds a database seeded before the editorial tables existed (once), and repairs old SEO pictures. */
export async function ensureEditorialSeed(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await seedEditorial(tx);
    await repairSeoImages(tx);
  });
}
