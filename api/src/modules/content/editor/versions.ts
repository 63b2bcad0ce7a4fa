import { and, desc, eq, inArray, max } from 'drizzle-orm';
import { formatInTimeZone } from 'date-fns-tz';
import type { Executor } from '../../../db/client';
import { contentVersions, type EditableContent } from '../../../db/schema/content';
import { ConflictError, NotFoundError } from '../../../http/errors';
import { staffNames } from '../../staff/public';
import type { ContentVersion, ContentVersionSummary } from './schemas';

/**
 * Every save of a page or news post is a version (who, when, the full content as saved). A save names the version
 * it was based on; when someone saved in between, it is refused with 409 and nothing is written.
 */

export const VERSION_MESSAGES = {
  versionNotFound: 'Diese Version gibt es nicht.',
} as const;

const WHAT: Record<EditableContent, string> = {
  page: 'Diese Seite wurde',
  post: 'Dieser Beitrag wurde',
  landing: 'Diese Liste der Startseite wurde',
};

/** The latest version's number, author and time (`version: 0` for seeded content no editor has saved yet). */
export interface SavedState {
  version: number;
  saved_at: string | null;
  saved_by: string | null;
}

const NEVER_SAVED: SavedState = { version: 0, saved_at: null, saved_by: null };

/** The saved state of several pages or posts at once (for lists). */
export async function savedStates(db: Executor, type: EditableContent, ids: number[]): Promise<Map<number, SavedState>> {
  if (ids.length === 0) return new Map();
  const latest = db
    .select({ entityId: contentVersions.entityId, version: max(contentVersions.version).as('latest') })
    .from(contentVersions)
    .where(and(eq(contentVersions.entityType, type), inArray(contentVersions.entityId, ids)))
    .groupBy(contentVersions.entityId)
    .as('latest');
  const rows = await db
    .select({
      entityId: contentVersions.entityId,
      version: contentVersions.version,
      staffId: contentVersions.staffId,
      at: contentVersions.createdAt,
    })
    .from(contentVersions)
    .innerJoin(latest, and(eq(latest.entityId, contentVersions.entityId), eq(latest.version, contentVersions.version)))
    .where(eq(contentVersions.entityType, type));
  const names = await staffNames(
    db,
    rows.map((row) => row.staffId),
  );
  return new Map(
    rows.map((row) => [
      row.entityId,
      { version: row.version, saved_at: row.at.toISOString(), saved_by: row.staffId === null ? null : (names.get(row.staffId) ?? null) },
    ]),
  );
}

export async function savedState(db: Executor, type: EditableContent, id: number): Promise<SavedState> {
  return (await savedStates(db, type, [id])).get(id) ?? NEVER_SAVED;
}

/**
 * Refuses a save based on an older version than the latest (409, German, naming who saved meanwhile). Call it in
 * the save's transaction after locking the page's or post's row, so two saves cannot both pass.
 */
export async function assertCurrentVersion(tx: Executor, type: EditableContent, id: number, basedOn: number): Promise<number> {
  const current = await savedState(tx, type, id);
  if (basedOn === current.version) return current.version;
  const who = current.saved_by ?? 'einer anderen Person';
  const when = current.saved_at
    ? ` am ${formatInTimeZone(new Date(current.saved_at), 'Europe/Berlin', 'dd.MM.yyyy')} um ${formatInTimeZone(new Date(current.saved_at), 'Europe/Berlin', 'HH:mm')} Uhr`
    : '';
  throw new ConflictError(
    `${WHAT[type]} inzwischen von ${who}${when} geändert (Version ${current.version}). Bitte laden Sie die neue Fassung und übernehmen Sie Ihre Änderungen erneut – Ihre Eingaben wurden nicht gespeichert.`,
  );
}

/** Writes the next version of a page or post (in the save's transaction) and answers its number. */
export async function writeVersion(
  tx: Executor,
  type: EditableContent,
  id: number,
  previous: number,
  data: Record<string, unknown>,
  staffId: number,
): Promise<number> {
  const version = previous + 1;
  await tx.insert(contentVersions).values({ entityType: type, entityId: id, version, data, staffId });
  return version;
}

/** The versions of a page or post, newest first. */
export async function listVersions(db: Executor, type: EditableContent, id: number): Promise<ContentVersionSummary[]> {
  const rows = await db
    .select({ version: contentVersions.version, staffId: contentVersions.staffId, at: contentVersions.createdAt })
    .from(contentVersions)
    .where(and(eq(contentVersions.entityType, type), eq(contentVersions.entityId, id)))
    .orderBy(desc(contentVersions.version));
  const names = await staffNames(
    db,
    rows.map((row) => row.staffId),
  );
  return rows.map((row) => ({
    version: row.version,
    entity_type: type,
    entity_id: id,
    saved_at: row.at.toISOString(),
    saved_by: row.staffId === null ? null : (names.get(row.staffId) ?? null),
  }));
}

export async function getVersion(db: Executor, type: EditableContent, id: number, version: number): Promise<ContentVersion> {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.entityType, type), eq(contentVersions.entityId, id), eq(contentVersions.version, version)))
    .limit(1);
  if (!row) throw new NotFoundError(VERSION_MESSAGES.versionNotFound);
  const names = await staffNames(db, [row.staffId]);
  return {
    version: row.version,
    entity_type: type,
    entity_id: id,
    saved_at: row.createdAt.toISOString(),
    saved_by: row.staffId === null ? null : (names.get(row.staffId) ?? null),
    data: row.data,
  };
}
