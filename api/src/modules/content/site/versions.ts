import { and, desc, eq, sql } from 'drizzle-orm';
import { formatInTimeZone } from 'date-fns-tz';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { contentSiteVersions, type SiteSettingsEntity } from '../../../db/schema/content';
import { wireSchema } from '../../../http/contract';
import { ConflictError, NotFoundError, ValidationError } from '../../../http/errors';
import { staffNames } from '../../staff/public';

/**
 * Every save of the menus or the cookie texts is a version (who, when, the whole set). A save names the version it
 * was based on; when someone saved in between it is refused with 409 and nothing is written.
 */

export interface SiteSavedState {
  version: number;
  saved_at: string | null;
  saved_by: string | null;
}

const WHAT: Record<SiteSettingsEntity, string> = {
  menus: 'Navigation und Fußzeile wurden',
  cookies: 'Die Cookie-Texte wurden',
};

export const SITE_VERSION_MESSAGES = {
  versionNotFound: 'Diese Version gibt es nicht.',
  versionUnfit: 'Diese Version passt nicht mehr zu den heutigen Regeln und kann nicht wiederhergestellt werden.',
  menusRestored: (version: number) => `Navigation und Fußzeile: Version ${version} wurde wiederhergestellt.`,
  cookiesRestored: (version: number) => `Cookie-Texte: Version ${version} wurde wiederhergestellt.`,
} as const;

/** One save of the menus or cookie texts in the version list (newest first). */
export const siteVersionSummarySchema = wireSchema(
  'SiteVersionSummary',
  z.object({ version: z.number().int(), saved_at: z.string(), saved_by: z.string().nullable() }),
);
export type SiteVersionSummary = z.infer<typeof siteVersionSummarySchema>;

/** Every save of one set, newest first, with who saved and when. */
export async function listSiteVersions(db: Executor, type: SiteSettingsEntity): Promise<SiteVersionSummary[]> {
  const rows = await db
    .select({ version: contentSiteVersions.version, staffId: contentSiteVersions.staffId, at: contentSiteVersions.createdAt })
    .from(contentSiteVersions)
    .where(eq(contentSiteVersions.entityType, type))
    .orderBy(desc(contentSiteVersions.version));
  const names = await staffNames(
    db,
    rows.map((row) => row.staffId),
  );
  return rows.map((row) => ({
    version: row.version,
    saved_at: row.at.toISOString(),
    saved_by: row.staffId === null ? null : (names.get(row.staffId) ?? null),
  }));
}

/**
 * The content of one version, read by `schema` (today's rules of a save): 404 for a version that does not exist, 422
 * when an old version no longer fits them.
 */
export async function siteVersionContent<T>(db: Executor, type: SiteSettingsEntity, version: number, schema: z.ZodType<T>): Promise<T> {
  const [row] = await db
    .select({ data: contentSiteVersions.data })
    .from(contentSiteVersions)
    .where(and(eq(contentSiteVersions.entityType, type), eq(contentSiteVersions.version, version)))
    .limit(1);
  if (!row) throw new NotFoundError(SITE_VERSION_MESSAGES.versionNotFound);
  const parsed = schema.safeParse(row.data);
  if (!parsed.success) throw new ValidationError({}, SITE_VERSION_MESSAGES.versionUnfit);
  return parsed.data;
}

export async function siteSavedState(db: Executor, type: SiteSettingsEntity): Promise<SiteSavedState> {
  const [row] = await db
    .select({ version: contentSiteVersions.version, staffId: contentSiteVersions.staffId, at: contentSiteVersions.createdAt })
    .from(contentSiteVersions)
    .where(eq(contentSiteVersions.entityType, type))
    .orderBy(desc(contentSiteVersions.version))
    .limit(1);
  if (!row) return { version: 0, saved_at: null, saved_by: null };
  const names = await staffNames(db, [row.staffId]);
  return {
    version: row.version,
    saved_at: row.at.toISOString(),
    saved_by: row.staffId === null ? null : (names.get(row.staffId) ?? null),
  };
}

/**
 * Refuses a save based on an older version (409, German, naming who saved meanwhile). Call it inside the save's
 * transaction after `lockSiteEntity`, so two saves cannot both pass.
 */
export async function assertSiteVersion(tx: Executor, type: SiteSettingsEntity, basedOn: number): Promise<number> {
  const current = await siteSavedState(tx, type);
  if (current.version === basedOn) return current.version;
  const who = current.saved_by ?? 'einer anderen Person';
  const when = current.saved_at
    ? ` am ${formatInTimeZone(new Date(current.saved_at), 'Europe/Berlin', 'dd.MM.yyyy')} um ${formatInTimeZone(new Date(current.saved_at), 'Europe/Berlin', 'HH:mm')} Uhr`
    : '';
  throw new ConflictError(
    `${WHAT[type]} inzwischen von ${who}${when} geändert (Version ${current.version}). Bitte laden Sie die neue Fassung und übernehmen Sie Ihre Änderungen erneut – Ihre Eingaben wurden nicht gespeichert.`,
  );
}

/** Serialises the saves of one set (a transaction-scoped advisory lock per entity). */
export async function lockSiteEntity(tx: Executor, type: SiteSettingsEntity): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content_site_${type}`}))`);
}

export async function writeSiteVersion(
  tx: Executor,
  type: SiteSettingsEntity,
  previous: number,
  data: Record<string, unknown>,
  staffId: number,
): Promise<number> {
  const version = previous + 1;
  await tx.insert(contentSiteVersions).values({ entityType: type, version, data, staffId });
  return version;
}
