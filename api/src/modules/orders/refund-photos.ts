import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { shopRefundPhotos } from '../../db/schema/orders';
import { AppError, ValidationError } from '../../http/errors';
import { presentPrivateFile, storePrivateFiles } from '../../http/uploads';

/** At most this many photos per refund request, each at most {@link MAX_REFUND_PHOTO_BYTES}. */
export const MAX_REFUND_PHOTOS = 5;
export const MAX_REFUND_PHOTO_BYTES = 5 * 1024 * 1024;

export const PHOTO_TYPE_MESSAGE = 'Erlaubt sind nur Fotos im Format jpg, jpeg, png oder webp.';
export const PHOTO_CONTENT_MESSAGE = 'Der Dateiinhalt ist kein gültiges jpg-, png- oder webp-Bild.';
export const PHOTO_SIZE_MESSAGE = 'Ein Foto darf höchstens 5 MB groß sein.';
export const PHOTO_COUNT_MESSAGE = `Bitte laden Sie höchstens ${MAX_REFUND_PHOTOS} Fotos hoch.`;

const KINDS: Record<string, { mime: string; check: (buffer: Buffer) => boolean }> = {
  png: { mime: 'image/png', check: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  jpg: { mime: 'image/jpeg', check: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  jpeg: { mime: 'image/jpeg', check: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  webp: {
    mime: 'image/webp',
    check: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
};

export interface RefundPhoto {
  buffer: Buffer;
  fileName: string;
  extension: string;
  contentType: string;
}

const photosOf = new WeakMap<FastifyRequest, RefundPhoto[]>();

/** The photos a `/refund-process` request brought (none for a JSON request). */
export function requestPhotos(request: FastifyRequest): RefundPhoto[] {
  return photosOf.get(request) ?? [];
}

/** One uploaded photo checked by name and content (type, real image); also used for dispute photos. */
export function checkPhoto(buffer: Buffer, fileName: string): RefundPhoto {
  const extension = path.extname(fileName).slice(1).toLowerCase();
  const kind = KINDS[extension];
  if (!kind) throw ValidationError.field('photos', `„${fileName}“: ${PHOTO_TYPE_MESSAGE}`);
  if (!kind.check(buffer)) throw ValidationError.field('photos', `„${fileName}“: ${PHOTO_CONTENT_MESSAGE}`);
  const safeName =
    path
      .basename(fileName)
      .replace(/[^\p{L}\p{N}._ -]/gu, '_')
      .slice(0, 120) || `foto.${extension}`;
  return { buffer, fileName: safeName, extension, contentType: kind.mime };
}

/** `lines` of a form: a JSON array (`[{"item_id":1,"qty":2}]`) or fields `lines[0][item_id]`, `lines[0][qty]`. */
function formLines(fields: Map<string, string>): unknown {
  const json = fields.get('lines');
  if (json !== undefined) {
    try {
      return JSON.parse(json) as unknown;
    } catch {
      throw ValidationError.field('lines', 'Bitte wählen Sie mindestens einen Artikel.');
    }
  }
  const lines: Record<string, string>[] = [];
  for (const [name, value] of fields) {
    const match = /^lines\[(\d{1,3})\]\[(item_id|qty)\]$/.exec(name);
    if (!match) continue;
    const index = Number(match[1]);
    lines[index] = { ...(lines[index] ?? {}), [match[2] as string]: value };
  }
  return lines.filter(Boolean);
}

/**
 * Reads a multipart form with up to {@link MAX_REFUND_PHOTOS} files `photos` (`photos`, `photos[]`, `photos[0]`):
 * its text fields, and the photos checked by type (name and content) and size — German 422 on `photos` otherwise.
 * Used by the refund form and by the disputes module's form.
 */
export async function readPhotoForm(
  request: FastifyRequest,
  maxFields: number,
): Promise<{ fields: Map<string, string>; photos: RefundPhoto[] }> {
  const fields = new Map<string, string>();
  const photos: RefundPhoto[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_REFUND_PHOTO_BYTES, files: MAX_REFUND_PHOTOS + 1, fields: maxFields },
    })) {
      if (part.type === 'field') {
        fields.set(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value ?? ''));
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
      photos.push(checkPhoto(buffer, part.filename));
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw ValidationError.field('photos', PHOTO_COUNT_MESSAGE);
    if ((error as { statusCode?: number }).statusCode === 413) throw ValidationError.field('photos', PHOTO_SIZE_MESSAGE);
    throw ValidationError.field('photos', 'Das Formular konnte nicht gelesen werden.');
  }
  return { fields, photos };
}

/**
 * `preValidation` of `/refund-process`: a multipart request (fields `shop_vendor_order_id`, `reason`, `comment`,
 * `lines` and up to {@link MAX_REFUND_PHOTOS} files `photos`) becomes the JSON body the schema checks; the photos
 * are checked here (type by name and content, size) and kept for the handler. A JSON request passes unchanged.
 */
export async function readRefundForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const { fields, photos } = await readPhotoForm(request, 100);
  photosOf.set(request, photos);
  const body: Record<string, unknown> = { lines: formLines(fields) };
  for (const name of ['shop_vendor_order_id', 'reason', 'comment']) {
    const value = fields.get(name);
    if (value !== undefined) body[name] = value;
  }
  request.body = body;
}

/** Writes the photos into the private storage (`refunds/<refund id>/…`) and records them with the refund. */
export async function storeRefundPhotos(db: Executor, config: AppConfig, refundId: number, photos: RefundPhoto[]): Promise<void> {
  if (photos.length === 0) return;
  const stored = await storePrivateFiles(config, `refunds/${refundId}`, photos);
  await db.insert(shopRefundPhotos).values(stored.map((file) => ({ refundId, ...file })));
}

/**
 * The refund's photos with URLs valid for PRIVATE_URL_TTL_SECONDS. Call only after the caller was checked to be the
 * refund's customer or provider (`refundDetail` answers 404 to anyone else).
 */
export async function refundPhotos(db: Executor, config: AppConfig, refundId: number) {
  const rows = await db.select().from(shopRefundPhotos).where(eq(shopRefundPhotos.refundId, refundId)).orderBy(asc(shopRefundPhotos.id));
  return Promise.all(rows.map(async (row) => ({ id: row.id, ...(await presentPrivateFile(config, row)) })));
}
