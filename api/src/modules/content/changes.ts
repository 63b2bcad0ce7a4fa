import { and, eq, lte, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { editorialPages, portalPosts } from '../../db/schema/content';
import type { Bus } from '../../infra/bus';
import { contentNow } from './clock';

/**
 * How a published change reaches every instance (README „Aktualität“): a write of the content module — or of anyone
 * who changes what visitors read — calls `announceContentChange(kind, slug)` after its transaction committed. The
 * event goes out on the bus (`content.changed`, Redis pub/sub when configured), so every API instance hears it: its
 * in-process caches (`onContentChange`) drop their entries, and its content version (`GET /content/version`) moves,
 * which the shell's servers compare before they use an answer they keep.
 */
export const CONTENT_CHANGED_CHANNEL = 'content.changed';

/** What changed: a kind (`page`, `post`, `landing`, `menu`, `legal`, `media`, …) and, when known, its slug. */
export interface ContentChange {
  kind: string;
  slug: string | null;
  /** When it was announced (ms since the epoch, the announcing instance's wall clock). */
  at: number;
}

type ContentChangeListener = (change: ContentChange) => void;

const listeners = new Set<ContentChangeListener>();
const buses = new Set<Bus>();
/** The newest change this instance knows of; an instance that starts counts its start as one (it knows no older). */
let lastChangeAt = Date.now();

function parseChange(message: unknown): ContentChange | null {
  if (!message || typeof message !== 'object') return null;
  const { kind, slug, at } = message as Record<string, unknown>;
  if (typeof kind !== 'string' || typeof at !== 'number' || !Number.isFinite(at)) return null;
  return { kind, slug: typeof slug === 'string' ? slug : null, at };
}

function heard(change: ContentChange): void {
  lastChangeAt = Math.max(lastChangeAt, change.at);
  for (const listener of listeners) {
    try {
      listener(change);
    } catch {
      // One cache failing to drop its entry does not keep the others from it (its own TTL still bounds it).
    }
  }
}

/**
 * Tells every instance that visitors' content changed. Call it after the change committed. Best effort: without a
 * connected bus (a script, a test without the app) only this process hears it; a failing bus is not the writer's
 * failure — the shell's caches still expire within a minute.
 */
export async function announceContentChange(kind: string, slug: string | null = null): Promise<void> {
  const change: ContentChange = { kind, slug, at: Date.now() };
  if (buses.size === 0) {
    heard(change);
    return;
  }
  await Promise.all([...buses].map((bus) => bus.publish(CONTENT_CHANGED_CHANNEL, change).catch(() => heard(change))));
}

/** `/admin/content/pages/12/publish` → `page`: the kind of a back-office write, from its address (else null). */
export function changedKind(url: string): string | null {
  const match = /^\/admin\/content\/([a-z-]+?)s?(?:[/?]|$)/.exec(url);
  return match ? match[1]! : null;
}

/** Calls `listener` on every announced change (from any instance); answers the function that stops it. */
export function onContentChange(listener: ContentChangeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Subscribes this app's instance to the changes of every instance (and publishes its own on its bus). */
export async function connectContentChanges(app: FastifyInstance): Promise<void> {
  const bus = app.bus;
  const unsubscribe = await bus.subscribe(CONTENT_CHANGED_CHANNEL, (message) => {
    const change = parseChange(message);
    if (change) heard(change);
  });
  buses.add(bus);
  app.addHook('onClose', async () => {
    buses.delete(bus);
    await unsubscribe();
  });
}

/**
 * The newest instant at which scheduled content became visible (posts' `published_at`, pages' `publish_at`, on the
 * content clock): it moves when a scheduled time is reached, with no write at all.
 */
async function latestDueAt(db: Executor): Promise<number> {
  const now = contentNow();
  const [[post], [page]] = await Promise.all([
    db
      .select({ at: max(portalPosts.publishedAt) })
      .from(portalPosts)
      .where(and(eq(portalPosts.isActive, true), lte(portalPosts.publishedAt, now))),
    db
      .select({ at: max(editorialPages.publishAt) })
      .from(editorialPages)
      .where(and(eq(editorialPages.isActive, true), lte(editorialPages.publishAt, now))),
  ]);
  return Math.max(post?.at?.getTime() ?? 0, page?.at?.getTime() ?? 0);
}

/**
 * The content version an instance answers: `<newest change>.<newest due schedule>`, both in ms. Instances agree on
 * the second part (the database) and on the first once the bus delivered a change; a newly started instance answers
 * its start time until then. Readers treat the first part as a high-water mark (a larger one means newer content)
 * and the second as a value (any difference means a schedule came due) — see `scripts/content-freshness.mjs`.
 */
export async function contentVersion(db: Executor): Promise<string> {
  return `${lastChangeAt}.${await latestDueAt(db)}`;
}
