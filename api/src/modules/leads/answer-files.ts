import { and, eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { inquiryFiles, leads, offers } from '../../db/schema/leads';
import { NotFoundError } from '../../http/errors';
import type { CheckedFile } from '../../http/multipart-files';
import { storePrivate } from './files';
import { FILE_NOT_FOUND } from './inquiry-rules';
import type { UploadedFile } from './schemas';

// --- files ------------------------------------------------------------------------------------------------

export async function uploadAnswerFile(db: Executor, config: AppConfig, ownerId: number, file: CheckedFile): Promise<UploadedFile> {
  const { key, token } = await storePrivate(config, file);
  await db
    .insert(inquiryFiles)
    .values({ ownerId, token, storageKey: key, fileName: file.fileName, mimeType: file.mimeType, sizeBytes: file.buffer.length });
  return { file: token, file_name: file.fileName, size: file.buffer.length, mime_type: file.mimeType };
}

/** Who may download: the inquiry's customer and the providers it was sent to (offer files: that offer's two sides). */
export async function downloadableFile(db: Executor, userId: number, token: string) {
  const [file] = await db.select().from(inquiryFiles).where(eq(inquiryFiles.token, token)).limit(1);
  if (!file) throw new NotFoundError(FILE_NOT_FOUND);
  if (file.ownerId === userId) return file;
  if (file.offerId !== null) {
    const [offer] = await db
      .select({ customerId: offers.customerId, providerId: offers.providerId })
      .from(offers)
      .where(eq(offers.id, file.offerId))
      .limit(1);
    if (offer && (offer.customerId === userId || offer.providerId === userId)) return file;
    throw new NotFoundError(FILE_NOT_FOUND);
  }
  if (file.inquiryId !== null) {
    const [lead] = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.inquiryId, file.inquiryId), eq(leads.providerId, userId)))
      .limit(1);
    if (lead) return file;
  }
  throw new NotFoundError(FILE_NOT_FOUND);
}
