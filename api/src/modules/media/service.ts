import { randomUUID } from 'node:crypto';
import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import { mediaItems, type MediaVariant } from '../../db/schema/media';
import type { StaffPrincipal } from '../../http/auth';
import { ConflictError, NotFoundError } from '../../http/errors';
import { uploadUrl } from '../../http/uploads';
import { storageFor } from '../../infra/storage';
import { contentUsingPicture } from '../content/public';
import { auditedChange } from '../staff/public';
import { checkMediaFile, renderPicture, safeFileName } from './images';
import type { MediaDetailDto, MediaItemDto, UpdateInput, UploadInput } from './schemas';
import type { UploadedMediaFile } from './upload-form';
import { containsPattern } from '../../lib/like-pattern';
import { countedPage } from '../../http/pagination';

/** The media library: the only writer of `media_items` and of the files under `media/` in the public storage. */

export interface MediaContext {
  db: Database;
  config: AppConfig;
  actor: StaffPrincipal;
  ip: string;
}

export const MEDIA_TEXTS = {
  notFound: 'Das Bild wurde nicht gefunden.',
  inUse: (count: number) =>
    `Das Bild wird noch verwendet (${count === 1 ? 'an einer Stelle' : `an ${count} Stellen`}). Entfernen Sie es dort zuerst, dann können Sie es löschen.`,
  uploaded: 'Das Bild wurde hochgeladen.',
  updated: 'Die Angaben zum Bild wurden gespeichert.',
  deleted: 'Das Bild wurde gelöscht.',
} as const;

type MediaRow = typeof mediaItems.$inferSelect;

function present(config: AppConfig, row: MediaRow): MediaItemDto {
  const sizes = row.variants.map((variant) => ({
    width: variant.width,
    height: variant.height,
    url: uploadUrl(config, variant.key) ?? '',
    type: variant.type,
    size_bytes: variant.size,
  }));
  return {
    id: row.id,
    url: uploadUrl(config, row.original.key) ?? '',
    file_name: row.fileName,
    title: row.title,
    alt_text: row.altText,
    mime_type: row.mimeType,
    width: row.width,
    height: row.height,
    size_bytes: row.sizeBytes,
    sizes,
    srcset: sizes.map((size) => `${size.url} ${size.width}w`).join(', '),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a picture. */
const auditData = (row: MediaRow) => ({ file_name: row.fileName, title: row.title, alt_text: row.altText, folder: row.folder });

async function findRow(db: Executor, id: number): Promise<MediaRow> {
  const [row] = await db.select().from(mediaItems).where(eq(mediaItems.id, id));
  if (!row) throw new NotFoundError(MEDIA_TEXTS.notFound);
  return row;
}

/** Checks and stores an uploaded picture with its sizes; the row and its audit entry in one transaction. */
export async function uploadMedia(context: MediaContext, file: UploadedMediaFile, input: UploadInput): Promise<MediaItemDto> {
  const kind = checkMediaFile(file.buffer, file.fileName);
  const picture = await renderPicture(file.buffer, kind);
  const folder = `media/${randomUUID()}`;
  const storage = storageFor(context.config);
  const stored: MediaVariant[] = [];
  const put = async (name: string, rendered: typeof picture.original): Promise<MediaVariant> => {
    const key = `${folder}/${name}.${rendered.extension}`;
    await storage.put('public', key, rendered.buffer, rendered.type);
    const variant = { key, width: rendered.width, height: rendered.height, type: rendered.type, size: rendered.buffer.length };
    stored.push(variant);
    return variant;
  };
  try {
    const original = await put('original', picture.original);
    const variants: MediaVariant[] = [];
    for (const size of picture.sizes) variants.push(await put(`w${size.width}`, size));
    const row = await auditedChange(context.db, context, async (tx, audit) => {
      const [inserted] = await tx
        .insert(mediaItems)
        .values({
          folder,
          fileName: safeFileName(file.fileName, kind),
          title: input.title,
          altText: input.alt_text,
          mimeType: picture.original.type,
          width: original.width,
          height: original.height,
          sizeBytes: original.size,
          original,
          variants,
          uploadedBy: context.actor.id,
        })
        .returning();
      if (!inserted) throw new Error('Das Bild wurde nicht angelegt.');
      await audit({
        action: 'media.uploaded',
        recordType: 'media_item',
        recordId: inserted.id,
        after: { ...auditData(inserted), sizes: variants.map((variant) => variant.width) },
      });
      return inserted;
    });
    return present(context.config, row);
  } catch (error) {
    await Promise.all(stored.map((variant) => storage.delete('public', variant.key).catch(() => undefined)));
    throw error;
  }
}

/** A page of the library, newest first; `q` searches alt text, title and file name. */
export async function listMedia(
  db: Executor,
  config: AppConfig,
  query: { q?: string; page: number; perPage: number },
): Promise<{ rows: MediaItemDto[]; total: number }> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = pattern
    ? or(ilike(mediaItems.altText, pattern), ilike(mediaItems.title, pattern), ilike(mediaItems.fileName, pattern))
    : undefined;
  const { rows, total } = await countedPage(
    query,
    () => db.select({ total: count() }).from(mediaItems).where(where),
    db.select().from(mediaItems).where(where).orderBy(desc(mediaItems.createdAt), desc(mediaItems.id)).$dynamic(),
  );
  return { rows: rows.map((row) => present(config, row)), total };
}

/** One picture with where it is used (content read through the content module). */
export async function readMedia(db: Executor, config: AppConfig, id: number): Promise<MediaDetailDto> {
  const row = await findRow(db, id);
  return { ...present(config, row), used_in: await contentUsingPicture(db, row.folder) };
}

export async function updateMedia(context: MediaContext, id: number, input: UpdateInput): Promise<MediaDetailDto> {
  await auditedChange(context.db, context, async (tx, audit) => {
    const [before] = await tx.select().from(mediaItems).where(eq(mediaItems.id, id)).for('update');
    if (!before) throw new NotFoundError(MEDIA_TEXTS.notFound);
    const [after] = await tx
      .update(mediaItems)
      .set({
        altText: input.alt_text ?? before.altText,
        title: input.title === undefined ? before.title : input.title || null,
        updatedAt: new Date(),
      })
      .where(eq(mediaItems.id, id))
      .returning();
    if (!after) throw new NotFoundError(MEDIA_TEXTS.notFound);
    await audit({
      action: 'media.updated',
      recordType: 'media_item',
      recordId: id,
      before: { title: before.title, alt_text: before.altText },
      after: { title: after.title, alt_text: after.altText },
    });
  });
  return readMedia(context.db, context.config, id);
}

/** Deletes a picture that nothing uses (409 naming how often it is used otherwise), then its files. */
export async function deleteMedia(context: MediaContext, id: number): Promise<void> {
  const row = await auditedChange(context.db, context, async (tx, audit) => {
    const [locked] = await tx.select().from(mediaItems).where(eq(mediaItems.id, id)).for('update');
    if (!locked) throw new NotFoundError(MEDIA_TEXTS.notFound);
    const uses = await contentUsingPicture(tx, locked.folder);
    if (uses.length > 0) throw new ConflictError(MEDIA_TEXTS.inUse(uses.length));
    await tx.delete(mediaItems).where(eq(mediaItems.id, id));
    await audit({
      action: 'media.deleted',
      recordType: 'media_item',
      recordId: id,
      before: auditData(locked),
    });
    return locked;
  });
  const storage = storageFor(context.config);
  await Promise.all([row.original, ...row.variants].map((variant) => storage.delete('public', variant.key).catch(() => undefined)));
}
