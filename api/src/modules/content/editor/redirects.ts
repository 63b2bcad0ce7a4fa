import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client';
import { contentRedirects, editorialPages, portalPosts, type EditableContent } from '../../../db/schema/content';
import { ok } from '../../../http/envelope';

/**
 * Old slugs of pages and news posts. When an editor changes a slug, the old one keeps pointing at the page or post
 * (by id, so a chain of renames ends at the current slug). The visitors' reads by an old slug answer `301` with
 * `Location` set to the same read under the current slug and the body `{ status: true, message, data: { slug,
 * url } }` — a browser's XHR follows it on its own, and the front end sees the new `slug` in the page's answer.
 */

/** The visitor reads that follow old slugs: route → content type, the slug's parameter and the read's address. */
const FOLLOWED_READS: Record<
  string,
  { type: EditableContent; param: string; read: (slug: string) => string; url: (slug: string) => string }
> = {
  '/api/pagedata/:slug': { type: 'page', param: 'slug', read: (slug) => `/api/pagedata/${slug}`, url: (slug) => `/page/${slug}` },
  '/portal/post/:id': { type: 'post', param: 'id', read: (slug) => `/portal/post/${slug}`, url: (slug) => `/news/${slug}` },
};

export const MOVED_MESSAGE = 'Die Seite ist unter einer neuen Adresse erreichbar.';

/** The current slug a page's or post's old slug leads to (`null`: not an old slug). */
export async function redirectTarget(db: Executor, type: EditableContent, slug: string): Promise<string | null> {
  const [redirect] = await db
    .select({ entityId: contentRedirects.entityId })
    .from(contentRedirects)
    .where(and(eq(contentRedirects.entityType, type), eq(contentRedirects.fromSlug, slug)))
    .limit(1);
  if (!redirect) return null;
  const table = type === 'page' ? editorialPages : portalPosts;
  const [target] = await db.select({ slug: table.slug }).from(table).where(eq(table.id, redirect.entityId)).limit(1);
  return target && target.slug !== slug ? target.slug : null;
}

/** A slug now in use by a page or post is no old slug any more (the live one wins). */
export async function claimSlug(tx: Executor, type: EditableContent, slug: string): Promise<void> {
  await tx.delete(contentRedirects).where(and(eq(contentRedirects.entityType, type), eq(contentRedirects.fromSlug, slug)));
}

/** Records a slug change: the old slug leads to the page or post from now on. */
export async function recordSlugChange(tx: Executor, type: EditableContent, id: number, oldSlug: string, newSlug: string): Promise<void> {
  if (oldSlug === newSlug) return;
  await claimSlug(tx, type, newSlug);
  await tx
    .insert(contentRedirects)
    .values({ entityType: type, fromSlug: oldSlug, entityId: id })
    .onConflictDoUpdate({ target: [contentRedirects.entityType, contentRedirects.fromSlug], set: { entityId: id, createdAt: new Date() } });
}

/** A deleted page or post leaves no redirects behind (its old slugs answer 404 like any unknown slug). */
export async function dropRedirects(tx: Executor, type: EditableContent, id: number): Promise<void> {
  await tx.delete(contentRedirects).where(and(eq(contentRedirects.entityType, type), eq(contentRedirects.entityId, id)));
}

/**
 * Installs the 301 for old slugs on the visitor reads registered after it in the same plugin. Only a slug that is
 * an old one is answered here; every other request goes on to its route unchanged.
 */
export function followSlugRedirects(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    const read = FOLLOWED_READS[request.routeOptions.url ?? ''];
    if (!read) return;
    const slug = (request.params as Record<string, unknown>)[read.param];
    if (typeof slug !== 'string' || /^\d{1,9}$/.test(slug)) return;
    const target = await redirectTarget(app.db, read.type, slug);
    if (!target) return;
    return reply
      .code(301)
      .header('location', read.read(target))
      .send(ok({ slug: target, url: read.url(target) }, MOVED_MESSAGE));
  });
}
