import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { disputePhotos } from '../../db/schema';
import { AppError, ValidationError } from '../../http/errors';
import { storageFor } from '../../infra/storage';
import {
  checkRefundPhoto,
  MAX_REFUND_PHOTO_BYTES,
  MAX_REFUND_PHOTOS,
  PHOTO_COUNT_MESSAGE,
  PHOTO_SIZE_MESSAGE,
  type RefundPhoto,
} from '../orders/public';

/** The photos a request brought (none for JSON). */
const photosOf = new WeakMap<FastifyRequest, RefundPhoto[]>();

export function requestPhotos(request: FastifyRequest): RefundPhoto[] {
  return photosOf.get(request) ?? [];
}

/**
 * `preValidation` of `POST /disputes` and `POST /disputes/:id/answer`: a multipart request (text fields plus up to
 * five files `photos`) becomes the JSON body the schema checks; the photos are checked exactly like a refund's
 * (orders `refund-photos.ts`: jpg, jpeg, png, webp by name and content, ≤ 5 MB each, at most 5) before anything is
 * written. Empty text fields are left out (an empty amount means none). A JSON request passes unchanged.
 */
export async function readDisputeForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const body: Record<string, string> = {};
  const photos: RefundPhoto[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_REFUND_PHOTO_BYTES, files: MAX_REFUND_PHOTOS + 1, fields: 20 } })) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        if (value.trim() !== '') body[part.fieldname] = value;
        continue;
      }
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 413)
          throw ValidationError.field('photos', `„${part.filename}“: ${PHOTO_SIZE_MESSAGE}`);
        throw error;
      }
      if (part.file.truncated) throw ValidationError.field('photos', `„${part.filename}“: ${PHOTO_SIZE_MESSAGE}`);
      if (buffer.length === 0 && !part.filename) continue;
      if (!/^photos(\[\d*\])?$/.test(part.fieldname)) continue;
      if (photos.length >= MAX_REFUND_PHOTOS) throw ValidationError.field('photos', PHOTO_COUNT_MESSAGE);
      photos.push(checkRefundPhoto(buffer, part.filename));
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw ValidationError.field('photos', PHOTO_COUNT_MESSAGE);
    if ((error as { statusCode?: number }).statusCode === 413) throw ValidationError.field('photos', PHOTO_SIZE_MESSAGE);
    throw ValidationError.field('photos', 'Das Formular konnte nicht gelesen werden.');
  }
  photosOf.set(request, photos);
  request.body = body;
}

/** Writes the photos into the private storage (`disputes/<id>/<side>/…`) and records them with the dispute. */
export async function storeDisputePhotos(
  db: Executor,
  config: AppConfig,
  disputeId: number,
  side: 'customer' | 'provider',
  photos: RefundPhoto[],
): Promise<void> {
  if (photos.length === 0) return;
  const storage = storageFor(config);
  const rows: (typeof disputePhotos.$inferInsert)[] = [];
  for (const photo of photos) {
    const key = `disputes/${disputeId}/${side}/${randomUUID()}.${photo.extension}`;
    await storage.put('private', key, photo.buffer, photo.contentType);
    rows.push({
      disputeId,
      side,
      storageKey: key,
      fileName: photo.fileName,
      contentType: photo.contentType,
      sizeBytes: photo.buffer.length,
    });
  }
  await db.insert(disputePhotos).values(rows);
}

/** The dispute's photos with URLs signed for a few minutes; call only after the caller was checked. */
export async function disputePhotoList(db: Executor, config: AppConfig, disputeId: number) {
  const rows = await db.select().from(disputePhotos).where(eq(disputePhotos.disputeId, disputeId)).orderBy(asc(disputePhotos.id));
  const storage = storageFor(config);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      side: row.side,
      file_name: row.fileName,
      content_type: row.contentType,
      size: row.sizeBytes,
      url: await storage.privateUrl(row.storageKey),
    })),
  );
}
