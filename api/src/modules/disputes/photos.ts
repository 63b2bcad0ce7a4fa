import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { disputePhotos } from '../../db/schema/disputes';
import { presentPrivateFile, storePrivateFiles } from '../../http/uploads';
import { readPhotoForm, type RefundPhoto } from '../orders/public';

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
  const { fields, photos } = await readPhotoForm(request, 20);
  const body: Record<string, string> = {};
  for (const [name, value] of fields) if (value.trim() !== '') body[name] = value;
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
  const stored = await storePrivateFiles(config, `disputes/${disputeId}/${side}`, photos);
  await db.insert(disputePhotos).values(stored.map((file) => ({ disputeId, side, ...file })));
}

/** The dispute's photos with URLs signed for a few minutes; call only after the caller was checked. */
export async function disputePhotoList(db: Executor, config: AppConfig, disputeId: number) {
  const rows = await db.select().from(disputePhotos).where(eq(disputePhotos.disputeId, disputeId)).orderBy(asc(disputePhotos.id));
  return Promise.all(rows.map(async (row) => ({ id: row.id, side: row.side, ...(await presentPrivateFile(config, row)) })));
}
