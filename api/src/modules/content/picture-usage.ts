import { ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  blogHotspots,
  contentSections,
  contentTexts,
  editorialPages,
  pageBanners,
  portalPosts,
  seoEntries,
  widgets,
} from '../../db/schema/content';
import { containsPattern } from '../../lib/like-pattern';

/** Where content shows a picture: the kind of record, its id and title, the field, and the back office's address if any. */
export interface PictureUse {
  kind: 'page' | 'post' | 'banner' | 'hotspot' | 'text' | 'section' | 'widget' | 'seo';
  id: number;
  title: string;
  field: string;
  admin_path: string | null;
}

/** The back office's screen of the start pages' banners and tiles („Startseiten“). */
const LANDING_PATH = '/admin/startseiten';

/**
 * Every piece of content whose picture fields or body text contain `needle` (a picture's storage folder, which
 * every address of the picture contains — relative, absolute or a CDN's): pages and news bodies, the news teaser,
 * banners, blog hotspots, texts, sections, widgets and SEO images. For the media library's where-used list.
 */
export async function contentUsingPicture(db: Executor, needle: string): Promise<PictureUse[]> {
  const pattern = containsPattern(needle);
  // One after another: the caller may pass a transaction, which runs one query at a time.
  const pages = await db
    .select({ id: editorialPages.id, title: editorialPages.title })
    .from(editorialPages)
    .where(ilike(editorialPages.content, pattern));
  const posts = await db
    .select({
      id: portalPosts.id,
      title: portalPosts.title,
      inBody: sql<boolean>`${portalPosts.content} ilike ${pattern}`,
      inImage: sql<boolean>`${portalPosts.image} ilike ${pattern}`,
    })
    .from(portalPosts)
    .where(or(ilike(portalPosts.content, pattern), ilike(portalPosts.image, pattern)));
  const banners = await db
    .select({ id: pageBanners.id, title: pageBanners.title })
    .from(pageBanners)
    .where(or(ilike(pageBanners.image, pattern), ilike(pageBanners.imageMobile, pattern)));
  const hotspots = await db
    .select({ id: blogHotspots.id, title: blogHotspots.title })
    .from(blogHotspots)
    .where(ilike(blogHotspots.image, pattern));
  const texts = await db
    .select({ id: contentTexts.id, title: contentTexts.title })
    .from(contentTexts)
    .where(or(ilike(contentTexts.image, pattern), ilike(contentTexts.content, pattern)));
  const sections = await db
    .select({ id: contentSections.id, title: contentSections.title })
    .from(contentSections)
    .where(or(ilike(contentSections.image, pattern), ilike(contentSections.content, pattern)));
  const widgetRows = await db
    .select({ id: widgets.id, title: widgets.title })
    .from(widgets)
    .where(or(sql`${widgets.items}::text ilike ${pattern}`, ilike(widgets.content, pattern)));
  const seo = await db
    .select({ id: seoEntries.id, title: seoEntries.metaTitle })
    .from(seoEntries)
    .where(ilike(seoEntries.ogImage, pattern));
  const uses: PictureUse[] = [];
  for (const row of pages)
    uses.push({ kind: 'page', id: row.id, title: row.title, field: 'content', admin_path: `/admin/inhalte/pages/${row.id}` });
  for (const row of posts) {
    const path = `/admin/inhalte/posts/${row.id}`;
    if (row.inImage) uses.push({ kind: 'post', id: row.id, title: row.title, field: 'image', admin_path: path });
    if (row.inBody) uses.push({ kind: 'post', id: row.id, title: row.title, field: 'content', admin_path: path });
  }
  for (const row of banners) uses.push({ kind: 'banner', id: row.id, title: row.title, field: 'image', admin_path: LANDING_PATH });
  for (const row of hotspots) uses.push({ kind: 'hotspot', id: row.id, title: row.title, field: 'image', admin_path: null });
  for (const row of texts) uses.push({ kind: 'text', id: row.id, title: row.title, field: 'image', admin_path: null });
  for (const row of sections) uses.push({ kind: 'section', id: row.id, title: row.title, field: 'image', admin_path: null });
  for (const row of widgetRows) uses.push({ kind: 'widget', id: row.id, title: row.title, field: 'items', admin_path: LANDING_PATH });
  for (const row of seo) uses.push({ kind: 'seo', id: row.id, title: row.title, field: 'og_image', admin_path: null });
  return uses;
}
