import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inquiries, inquiryAnswers, inquiryFiles, offers } from '../../db/schema/leads';
import { removePrivateUpload } from '../../http/uploads';
import { defineJob, enqueueJob } from '../../infra/queue';
import type { ErasedUser } from '../types';

const REMOVE_FILES_JOB = 'leads.remove-inquiry-files';

defineJob<{ keys: string[] }>(REMOVE_FILES_JOB, async (job, _tx, { config }) => {
  for (const key of job.payload.keys) await removePrivateUpload(config, key);
});

/**
 * The inquiries' part of the data export (DSGVO Art. 15/20): the person's inquiries with their answers and files
 * (name, type, size — not the files), and the offers the person received.
 */
export async function exportUserInquiries(db: Executor, user: ErasedUser): Promise<Record<string, unknown>> {
  const rows = await db.select().from(inquiries).where(eq(inquiries.customerId, user.id)).orderBy(asc(inquiries.id));
  const ids = rows.map((row) => row.id);
  const answers = ids.length
    ? await db.select().from(inquiryAnswers).where(inArray(inquiryAnswers.inquiryId, ids)).orderBy(asc(inquiryAnswers.position))
    : [];
  const files = await db.select().from(inquiryFiles).where(eq(inquiryFiles.ownerId, user.id)).orderBy(asc(inquiryFiles.id));
  const received = await db.select().from(offers).where(eq(offers.customerId, user.id)).orderBy(asc(offers.id));
  return {
    inquiries: rows.map((row) => ({
      id: row.id,
      title: row.title,
      message: row.message,
      postal_code: row.postalCode,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      answers: answers
        .filter((answer) => answer.inquiryId === row.id)
        .map((answer) => ({ question: answer.question, answer: answer.answer })),
    })),
    files: files.map((file) => ({
      inquiry_id: file.inquiryId,
      file_name: file.fileName,
      mime_type: file.mimeType,
      size_bytes: file.sizeBytes,
      created_at: file.createdAt.toISOString(),
    })),
    offers_received: received.map((offer) => ({
      inquiry_id: offer.inquiryId,
      offer_name: offer.offerName,
      offer_content: offer.offerContent,
      price1: offer.price1,
      price2: offer.price2,
      price_type: offer.priceType,
      comment: offer.comment,
      status: offer.status,
      accepted_at: offer.acceptedAt?.toISOString() ?? null,
      created_at: offer.createdAt.toISOString(),
    })),
  };
}

/**
 * The inquiries' part of erasing a customer (DSGVO Art. 17): the inquiries' free text (message, postal code, answers)
 * goes, open inquiries close (providers can no longer send offers) and the uploaded files are deleted (files by a job
 * after the commit). Title, dates and offers stay: the provider's own records of what it offered.
 */
export async function eraseUserInquiries(tx: Executor, user: ErasedUser): Promise<void> {
  const rows = await tx
    .update(inquiries)
    .set({ message: '', postalCode: null })
    .where(eq(inquiries.customerId, user.id))
    .returning({ id: inquiries.id });
  await tx
    .update(inquiries)
    .set({ status: 'closed' })
    .where(and(eq(inquiries.customerId, user.id), eq(inquiries.status, 'open')));
  if (rows.length > 0) {
    await tx
      .update(inquiryAnswers)
      .set({ answer: '' })
      .where(
        inArray(
          inquiryAnswers.inquiryId,
          rows.map((row) => row.id),
        ),
      );
  }
  const files = await tx.delete(inquiryFiles).where(eq(inquiryFiles.ownerId, user.id)).returning({ key: inquiryFiles.storageKey });
  if (files.length > 0) await enqueueJob(tx, REMOVE_FILES_JOB, { keys: files.map((file) => file.key) });
}
