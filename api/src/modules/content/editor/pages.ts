import { and, asc, eq, ilike, max, ne, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { editorialPages } from '../../../db/schema/content';
import { NotFoundError, ConflictError, ValidationError } from '../../../http/errors';
import { germanSlug } from '../../../lib/slug';
import { auditedChange } from '../../staff/public';
import { MESSAGES } from '../editorial-service';
import { assertScheduleAhead, changes, EDITOR_MESSAGES, statusOf, textToHtml, type EditorContext } from './editing';
import { claimSlug, dropRedirects, recordSlugChange } from './redirects';
import { sanitizeBody } from './sanitize';
import type { EditorListItem, EditorPage, PageInput } from './schemas';
import { assertCurrentVersion, getVersion, savedState, savedStates, writeVersion, type SavedState } from './versions';
import { containsPattern } from '../../../lib/like-pattern';

/** Content pages for editors: every page (drafts and scheduled ones too), saved with versions, audited. */

type PageRow = typeof editorialPages.$inferSelect;

/** What a version of a page holds (the editor's fields; publication is not part of a version). */
function pageData(row: PageRow): Record<string, unknown> {
  return {
    title: row.title,
    subtitle: row.subtitle,
    slug: row.slug,
    content: row.contentFormat === 'html' ? row.content : textToHtml(row.content),
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
  };
}

function present(row: PageRow, saved: SavedState): EditorPage {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    content: row.contentFormat === 'html' ? row.content : textToHtml(row.content),
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    is_template: row.isTemplate,
    status: statusOf(row.isActive, row.publishAt),
    publish_at: row.publishAt?.toISOString() ?? null,
    content_format: row.contentFormat,
    url: `/page/${row.slug}`,
    ...saved,
  };
}

export async function listEditorPages(db: Executor, q?: string): Promise<EditorListItem[]> {
  const pattern = q ? containsPattern(q) : undefined;
  const rows = await db
    .select()
    .from(editorialPages)
    .where(pattern ? or(ilike(editorialPages.title, pattern), ilike(editorialPages.slug, pattern)) : undefined)
    .orderBy(asc(editorialPages.position), asc(editorialPages.id));
  const saved = await savedStates(
    db,
    'page',
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const page = present(row, saved.get(row.id) ?? { version: 0, saved_at: null, saved_by: null });
    return {
      id: page.id,
      slug: page.slug,
      title: page.title,
      status: page.status,
      publish_at: page.publish_at,
      url: page.url,
      version: page.version,
      saved_at: page.saved_at,
      saved_by: page.saved_by,
    };
  });
}

async function lockedPage(tx: Executor, id: number): Promise<PageRow> {
  const [row] = await tx.select().from(editorialPages).where(eq(editorialPages.id, id)).for('update');
  if (!row) throw new NotFoundError(MESSAGES.pageNotFound);
  return row;
}

export async function readEditorPage(db: Executor, id: number): Promise<EditorPage> {
  const [row] = await db.select().from(editorialPages).where(eq(editorialPages.id, id)).limit(1);
  if (!row) throw new NotFoundError(MESSAGES.pageNotFound);
  return present(row, await savedState(db, 'page', id));
}

async function assertSlugFree(tx: Executor, slug: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: editorialPages.id })
    .from(editorialPages)
    .where(exceptId === undefined ? eq(editorialPages.slug, slug) : and(eq(editorialPages.slug, slug), ne(editorialPages.id, exceptId)))
    .limit(1);
  if (taken) throw ValidationError.field('slug', EDITOR_MESSAGES.slugTaken);
}

function slugOf(input: PageInput): string {
  const slug = input.slug ?? germanSlug(input.title).slice(0, 120).replace(/-+$/, '');
  if (!slug) throw ValidationError.field('slug', EDITOR_MESSAGES.slugEmpty);
  return slug;
}

function columns(context: EditorContext, input: PageInput, slug: string) {
  return {
    slug,
    title: input.title,
    subtitle: input.subtitle,
    content: sanitizeBody(context.config, input.content),
    contentFormat: 'html' as const,
    metaTitle: input.meta_title ?? input.title,
    metaDescription: input.meta_description ?? '',
    updatedAt: new Date(),
  };
}

/** A new page: a draft (visitors see it once published), version 1. */
export async function createEditorPage(context: EditorContext, input: PageInput): Promise<EditorPage> {
  const id = await auditedChange(context.db, context, async (tx, audit) => {
    const slug = slugOf(input);
    await assertSlugFree(tx, slug);
    const [last] = await tx.select({ position: max(editorialPages.position) }).from(editorialPages);
    const [row] = await tx
      .insert(editorialPages)
      .values({ ...columns(context, input, slug), isActive: false, position: (last?.position ?? 0) + 1 })
      .returning();
    if (!row) throw new Error('Die Seite wurde nicht angelegt.');
    await claimSlug(tx, 'page', slug);
    await writeVersion(tx, 'page', row.id, 0, pageData(row), context.actor.id);
    await audit({
      action: 'content.page_created',
      recordType: 'content_page',
      recordId: row.id,
      after: pageData(row),
    });
    return row.id;
  });
  return readEditorPage(context.db, id);
}

/** Saves a page based on version `basedOn` (409 when someone saved in between); `restoredFrom` marks a restore. */
export async function updateEditorPage(
  context: EditorContext,
  id: number,
  input: PageInput,
  basedOn: number,
  restoredFrom?: number,
): Promise<EditorPage> {
  await auditedChange(context.db, context, async (tx, audit) => {
    const before = await lockedPage(tx, id);
    const current = await assertCurrentVersion(tx, 'page', id, basedOn);
    const slug = input.slug ?? before.slug;
    await assertSlugFree(tx, slug, id);
    const [row] = await tx
      .update(editorialPages)
      .set(columns(context, input, slug))
      .where(eq(editorialPages.id, id))
      .returning();
    if (!row) throw new NotFoundError(MESSAGES.pageNotFound);
    await recordSlugChange(tx, 'page', id, before.slug, row.slug);
    const version = await writeVersion(tx, 'page', id, current, pageData(row), context.actor.id);
    const changed = changes(pageData(before), pageData(row));
    await audit({
      action: restoredFrom === undefined ? 'content.page_updated' : 'content.page_restored',
      recordType: 'content_page',
      recordId: id,
      before: changed.before,
      after: { ...changed.after, version, ...(restoredFrom === undefined ? {} : { restored_from: restoredFrom }) },
    });
  });
  return readEditorPage(context.db, id);
}

/** Restores a version: a new save with that version's content (based on the version the editor saw). */
export async function restoreEditorPage(context: EditorContext, id: number, version: number, basedOn: number): Promise<EditorPage> {
  const { data } = await getVersion(context.db, 'page', id, version);
  const input: PageInput = {
    title: String(data.title ?? ''),
    subtitle: typeof data.subtitle === 'string' ? data.subtitle : null,
    slug: typeof data.slug === 'string' ? data.slug : undefined,
    content: String(data.content ?? ''),
    meta_title: typeof data.meta_title === 'string' ? data.meta_title : null,
    meta_description: typeof data.meta_description === 'string' ? data.meta_description : null,
  };
  return updateEditorPage(context, id, input, basedOn, version);
}

/** Publishes now (`publishAt` null) or at a later instant; a time in the past is refused. */
export async function publishEditorPage(context: EditorContext, id: number, publishAt: Date | null): Promise<EditorPage> {
  assertScheduleAhead(publishAt);
  await auditedChange(context.db, context, async (tx, audit) => {
    const before = await lockedPage(tx, id);
    await tx.update(editorialPages).set({ isActive: true, publishAt, updatedAt: new Date() }).where(eq(editorialPages.id, id));
    await audit({
      action: 'content.page_published',
      recordType: 'content_page',
      recordId: id,
      before: { active: before.isActive, publish_at: before.publishAt?.toISOString() ?? null },
      after: { active: true, publish_at: publishAt?.toISOString() ?? null },
    });
  });
  return readEditorPage(context.db, id);
}

export async function unpublishEditorPage(context: EditorContext, id: number): Promise<EditorPage> {
  await auditedChange(context.db, context, async (tx, audit) => {
    const before = await lockedPage(tx, id);
    await tx.update(editorialPages).set({ isActive: false, publishAt: null, updatedAt: new Date() }).where(eq(editorialPages.id, id));
    await audit({
      action: 'content.page_unpublished',
      recordType: 'content_page',
      recordId: id,
      before: { active: before.isActive, publish_at: before.publishAt?.toISOString() ?? null },
      after: { active: false, publish_at: null },
    });
  });
  return readEditorPage(context.db, id);
}

/** Deletes a page; the legal texts (operator data, withdrawal form) stay — they can only go offline. */
export async function deleteEditorPage(context: EditorContext, id: number): Promise<void> {
  await auditedChange(context.db, context, async (tx, audit) => {
    const before = await lockedPage(tx, id);
    if (before.hasWithdrawalForm || before.content.includes('{{')) throw new ConflictError(EDITOR_MESSAGES.legalPageKept);
    await tx.delete(editorialPages).where(eq(editorialPages.id, id));
    await dropRedirects(tx, 'page', id);
    await audit({
      action: 'content.page_deleted',
      recordType: 'content_page',
      recordId: id,
      before: pageData(before),
    });
  });
}
