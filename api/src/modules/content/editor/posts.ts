import { and, desc, eq, ilike, ne, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { portalCategories, portalPosts, portalRegions, seoEntries } from '../../../db/schema/content';
import { NotFoundError, ValidationError } from '../../../http/errors';
import { germanSlug } from '../../../lib/slug';
import { containsPattern } from '../../../lib/like-pattern';
import { auditedChange } from '../../staff/public';
import { contentNow } from '../clock';
import { MESSAGES } from '../editorial-service';
import { assertScheduleAhead, changes, EDITOR_MESSAGES, statusOf, textToHtml, type EditorContext } from './editing';
import { claimSlug, dropRedirects, recordSlugChange } from './redirects';
import { isOwnPicture, sanitizeBody } from './sanitize';
import type { EditorListItem, EditorPost, PostInput } from './schemas';
import { assertCurrentVersion, getVersion, savedState, savedStates, writeVersion, type SavedState } from './versions';

/**
 * News posts for editors. A post's SEO title and description are its `seo_entries` row (type `news`, its slug),
 * which the visitors' post read already answers as `seo`; it moves with the slug.
 */

type PostRow = typeof portalPosts.$inferSelect;

interface PostView {
  post: PostRow;
  category: { id: number; name: string; slug: string };
  region: { id: number; name: string; slug: string } | null;
  metaTitle: string;
  metaDescription: string;
}

async function postView(db: Executor, row: PostRow): Promise<PostView> {
  const [category] = await db
    .select({ id: portalCategories.id, name: portalCategories.name, slug: portalCategories.slug })
    .from(portalCategories)
    .where(eq(portalCategories.id, row.categoryId));
  const [region] =
    row.regionId === null
      ? []
      : await db
          .select({ id: portalRegions.id, name: portalRegions.name, slug: portalRegions.slug })
          .from(portalRegions)
          .where(eq(portalRegions.id, row.regionId));
  const [seo] = await db
    .select()
    .from(seoEntries)
    .where(and(eq(seoEntries.type, 'news'), eq(seoEntries.slug, row.slug)))
    .limit(1);
  if (!category) throw new Error(`Beitrag ${row.id} ohne Kategorie.`);
  return {
    post: row,
    category,
    region: region ?? null,
    metaTitle: seo?.metaTitle ?? row.title,
    metaDescription: seo?.metaDescription ?? row.excerpt,
  };
}

/** What a version of a post holds (the editor's fields; publication is not part of a version). */
function postData(view: PostView): Record<string, unknown> {
  const { post } = view;
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.contentFormat === 'html' ? post.content : textToHtml(post.content),
    image: post.image,
    image_alt: post.imageAlt,
    author: post.author,
    category_id: post.categoryId,
    region_id: post.regionId,
    meta_title: view.metaTitle,
    meta_description: view.metaDescription,
  };
}

function present(view: PostView, saved: SavedState): EditorPost {
  const { post } = view;
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.contentFormat === 'html' ? post.content : textToHtml(post.content),
    image: post.image,
    image_alt: post.imageAlt,
    author: post.author,
    category: view.category,
    region: view.region,
    meta_title: view.metaTitle,
    meta_description: view.metaDescription,
    status: statusOf(post.isActive, post.publishedAt),
    publish_at: post.isActive ? post.publishedAt.toISOString() : null,
    content_format: post.contentFormat,
    url: `/news/${post.slug}`,
    ...saved,
  };
}

export async function listEditorPosts(db: Executor, q?: string): Promise<EditorListItem[]> {
  const pattern = q ? containsPattern(q) : undefined;
  const rows = await db
    .select()
    .from(portalPosts)
    .where(pattern ? or(ilike(portalPosts.title, pattern), ilike(portalPosts.slug, pattern)) : undefined)
    .orderBy(desc(portalPosts.publishedAt), desc(portalPosts.id));
  const saved = await savedStates(
    db,
    'post',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: statusOf(row.isActive, row.publishedAt),
    publish_at: row.isActive ? row.publishedAt.toISOString() : null,
    url: `/news/${row.slug}`,
    ...(saved.get(row.id) ?? { version: 0, saved_at: null, saved_by: null }),
  }));
}

async function lockedPost(tx: Executor, id: number): Promise<PostRow> {
  const [row] = await tx.select().from(portalPosts).where(eq(portalPosts.id, id)).for('update');
  if (!row) throw new NotFoundError(MESSAGES.postNotFound);
  return row;
}

export async function readEditorPost(db: Executor, id: number): Promise<EditorPost> {
  const [row] = await db.select().from(portalPosts).where(eq(portalPosts.id, id)).limit(1);
  if (!row) throw new NotFoundError(MESSAGES.postNotFound);
  return present(await postView(db, row), await savedState(db, 'post', id));
}

/** Checks slug, category, region and picture; answers the slug to store. */
async function checkInput(
  context: EditorContext,
  tx: Executor,
  input: PostInput,
  fallbackSlug: string | null,
  exceptId?: number,
): Promise<string> {
  const slug = input.slug ?? fallbackSlug ?? germanSlug(input.title).slice(0, 120).replace(/-+$/, '');
  if (!slug) throw ValidationError.field('slug', EDITOR_MESSAGES.slugEmpty);
  const [taken] = await tx
    .select({ id: portalPosts.id })
    .from(portalPosts)
    .where(exceptId === undefined ? eq(portalPosts.slug, slug) : and(eq(portalPosts.slug, slug), ne(portalPosts.id, exceptId)))
    .limit(1);
  if (taken) throw ValidationError.field('slug', EDITOR_MESSAGES.slugTaken);
  const [category] = await tx.select({ id: portalCategories.id }).from(portalCategories).where(eq(portalCategories.id, input.category_id));
  if (!category) throw ValidationError.field('category_id', EDITOR_MESSAGES.categoryUnknown);
  if (input.region_id !== null) {
    const [region] = await tx.select({ id: portalRegions.id }).from(portalRegions).where(eq(portalRegions.id, input.region_id));
    if (!region) throw ValidationError.field('region_id', EDITOR_MESSAGES.regionUnknown);
  }
  if (!isOwnPicture(context.config, input.image)) throw ValidationError.field('image', EDITOR_MESSAGES.pictureForeign);
  return slug;
}

function columns(context: EditorContext, input: PostInput, slug: string) {
  return {
    slug,
    title: input.title,
    excerpt: input.excerpt,
    content: sanitizeBody(context.config, input.content),
    contentFormat: 'html' as const,
    image: input.image,
    imageAlt: input.image_alt,
    author: input.author ?? context.actor.name,
    categoryId: input.category_id,
    regionId: input.region_id,
  };
}

/** The post's SEO entry under its (possibly new) slug. */
async function saveSeo(tx: Executor, oldSlug: string | null, row: PostRow, input: PostInput): Promise<void> {
  const values = {
    metaTitle: input.meta_title ?? row.title,
    metaDescription: input.meta_description ?? row.excerpt,
    updatedAt: new Date(),
  };
  if (oldSlug !== null && oldSlug !== row.slug) {
    await tx.delete(seoEntries).where(and(eq(seoEntries.type, 'news'), eq(seoEntries.slug, row.slug)));
    await tx
      .update(seoEntries)
      .set({ slug: row.slug })
      .where(and(eq(seoEntries.type, 'news'), eq(seoEntries.slug, oldSlug)));
  }
  await tx
    .insert(seoEntries)
    .values({ type: 'news', slug: row.slug, ...values })
    .onConflictDoUpdate({ target: [seoEntries.type, seoEntries.slug], set: values });
}

/** A new post: a draft (visitors see it once published), version 1. */
export async function createEditorPost(context: EditorContext, input: PostInput): Promise<EditorPost> {
  const id = await auditedChange(context.db, context, async (tx, audit) => {
    const slug = await checkInput(context, tx, input, null);
    const [row] = await tx
      .insert(portalPosts)
      .values({ ...columns(context, input, slug), isActive: false, publishedAt: contentNow() })
      .returning();
    if (!row) throw new Error('Der Beitrag wurde nicht angelegt.');
    await claimSlug(tx, 'post', slug);
    await saveSeo(tx, null, row, input);
    const data = postData(await postView(tx, row));
    await writeVersion(tx, 'post', row.id, 0, data, context.actor.id);
    await audit({
      action: 'content.post_created',
      recordType: 'content_post',
      recordId: row.id,
      after: data,
    });
    return row.id;
  });
  return readEditorPost(context.db, id);
}

/** Saves a post based on version `basedOn` (409 when someone saved in between); `restoredFrom` marks a restore. */
export async function updateEditorPost(
  context: EditorContext,
  id: number,
  input: PostInput,
  basedOn: number,
  restoredFrom?: number,
): Promise<EditorPost> {
  await auditedChange(context.db, context, async (tx, audit) => {
    const beforeRow = await lockedPost(tx, id);
    const current = await assertCurrentVersion(tx, 'post', id, basedOn);
    const before = postData(await postView(tx, beforeRow));
    const slug = await checkInput(context, tx, input, beforeRow.slug, id);
    const [row] = await tx
      .update(portalPosts)
      .set(columns(context, input, slug))
      .where(eq(portalPosts.id, id))
      .returning();
    if (!row) throw new NotFoundError(MESSAGES.postNotFound);
    await saveSeo(tx, beforeRow.slug, row, input);
    await recordSlugChange(tx, 'post', id, beforeRow.slug, row.slug);
    const after = postData(await postView(tx, row));
    const version = await writeVersion(tx, 'post', id, current, after, context.actor.id);
    const changed = changes(before, after);
    await audit({
      action: restoredFrom === undefined ? 'content.post_updated' : 'content.post_restored',
      recordType: 'content_post',
      recordId: id,
      before: changed.before,
      after: { ...changed.after, version, ...(restoredFrom === undefined ? {} : { restored_from: restoredFrom }) },
    });
  });
  return readEditorPost(context.db, id);
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Restores a version: a new save with that version's content (based on the version the editor saw). */
export async function restoreEditorPost(context: EditorContext, id: number, version: number, basedOn: number): Promise<EditorPost> {
  const { data } = await getVersion(context.db, 'post', id, version);
  const input: PostInput = {
    title: String(data.title ?? ''),
    slug: textOrNull(data.slug) ?? undefined,
    excerpt: String(data.excerpt ?? ''),
    content: String(data.content ?? ''),
    image: String(data.image ?? ''),
    image_alt: String(data.image_alt ?? ''),
    author: textOrNull(data.author),
    category_id: Number(data.category_id),
    region_id: typeof data.region_id === 'number' ? data.region_id : null,
    meta_title: textOrNull(data.meta_title),
    meta_description: textOrNull(data.meta_description),
  };
  return updateEditorPost(context, id, input, basedOn, version);
}

/** Publishes now (`publishAt` null) or at a later instant (its `published_at`); a time in the past is refused. */
export async function publishEditorPost(context: EditorContext, id: number, publishAt: Date | null): Promise<EditorPost> {
  assertScheduleAhead(publishAt);
  await auditedChange(context.db, context, async (tx, audit) => {
    const before = await lockedPost(tx, id);
    const at = publishAt ?? contentNow();
    await tx.update(portalPosts).set({ isActive: true, publishedAt: at }).where(eq(portalPosts.id, id));
    await audit({
      action: 'content.post_published',
      recordType: 'content_post',
      recordId: id,
      before: { active: before.isActive, published_at: before.publishedAt.toISOString() },
      after: { active: true, published_at: at.toISOString() },
    });
  });
  return readEditorPost(context.db, id);
}

export async function unpublishEditorPost(context: EditorContext, id: number): Promise<EditorPost> {
  await auditedChange(context.db, context, async (tx, audit) => {
    const before = await lockedPost(tx, id);
    await tx.update(portalPosts).set({ isActive: false }).where(eq(portalPosts.id, id));
    await audit({
      action: 'content.post_unpublished',
      recordType: 'content_post',
      recordId: id,
      before: { active: before.isActive },
      after: { active: false },
    });
  });
  return readEditorPost(context.db, id);
}

export async function deleteEditorPost(context: EditorContext, id: number): Promise<void> {
  await auditedChange(context.db, context, async (tx, audit) => {
    const row = await lockedPost(tx, id);
    const before = postData(await postView(tx, row));
    await tx.delete(portalPosts).where(eq(portalPosts.id, id));
    await tx.delete(seoEntries).where(and(eq(seoEntries.type, 'news'), eq(seoEntries.slug, row.slug)));
    await dropRedirects(tx, 'post', id);
    await audit({
      action: 'content.post_deleted',
      recordType: 'content_post',
      recordId: id,
      before,
    });
  });
}
