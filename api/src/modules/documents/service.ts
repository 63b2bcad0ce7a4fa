import { and, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { documents, type DocumentType } from '../../db/schema/documents';
import { NotFoundError, ValidationError } from '../../http/errors';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { privateUploadUrl, removePrivateUpload, storePrivateUpload } from '../../http/uploads';
import type { CheckedFile } from '../../http/multipart-files';
import { inquiriesOf, inquiryTitles, inquiryFilesFor, type InquirySide, takesPartInInquiry } from '../leads/public';
import { DOCUMENT_TYPE_LABELS, type DocumentItem, type InquiryDocument, type UpdateDocumentInput } from './schemas';
import { containsPattern } from '../../lib/like-pattern';

export const DOCUMENT_NOT_FOUND = 'Das Dokument wurde nicht gefunden.';
export const INQUIRY_NOT_YOURS = 'Diese Anfrage gibt es nicht oder Sie sind nicht daran beteiligt.';

type Row = typeof documents.$inferSelect;

function present(row: Row, inquiryTitle: string | null, viewerId: number): DocumentItem {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    type_text: DOCUMENT_TYPE_LABELS[row.type],
    show: row.show ? 1 : 0,
    own: row.ownerId === viewerId,
    file_name: row.fileName,
    mime_type: row.mimeType,
    size: row.sizeBytes,
    inquiry_id: row.inquiryId,
    inquiry_title: inquiryTitle,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `api/documents`: the user's own uploads; `search` in title and file name, `type` filter, newest first. */
export async function ownDocuments(
  db: Executor,
  userId: number,
  filter: { search?: string | undefined; type?: DocumentType | undefined },
  page: PageRequest,
): Promise<{ rows: DocumentItem[]; total: number }> {
  const conditions: SQL[] = [eq(documents.ownerId, userId)];
  if (filter.type) conditions.push(eq(documents.type, filter.type));
  if (filter.search)
    conditions.push(
      or(ilike(documents.title, containsPattern(filter.search)), ilike(documents.fileName, containsPattern(filter.search))) as SQL,
    );
  const { limit, offset } = pageOffset(page);
  const rows = await db
    .select({ row: documents, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(documents)
    .where(and(...conditions))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(limit)
    .offset(offset);
  const titled = await withInquiryTitles(db, rows);
  return { rows: titled.map(({ row, inquiryTitle }) => present(row, inquiryTitle, userId)), total: rows[0]?.total ?? 0 };
}

/** The rows with the title of their inquiry (through the leads module; null without an inquiry). */
async function withInquiryTitles<T extends { row: Row }>(db: Executor, rows: T[]): Promise<(T & { inquiryTitle: string | null })[]> {
  const titles = await inquiryTitles(
    db,
    rows.flatMap(({ row }) => (row.inquiryId === null ? [] : [row.inquiryId])),
  );
  return rows.map((entry) => ({ ...entry, inquiryTitle: entry.row.inquiryId === null ? null : (titles.get(entry.row.inquiryId) ?? null) }));
}

/** A document the user may read: its own, or one the other side of a shared inquiry made visible (`show`). */
async function readable(db: Executor, userId: number, id: number): Promise<{ row: Row; inquiryTitle: string | null }> {
  const [one] = await db.select({ row: documents }).from(documents).where(eq(documents.id, id)).limit(1);
  if (!one) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  const [found] = await withInquiryTitles(db, [one]);
  if (!found) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  if (found.row.ownerId === userId) return found;
  if (found.row.show && found.row.inquiryId !== null && (await takesPartInInquiry(db, userId, found.row.inquiryId))) return found;
  throw new NotFoundError(DOCUMENT_NOT_FOUND);
}

/** `api/getDocumentInfo/{id}`: the document, a short-lived download link and (own) the inquiries to link it to. */
export async function documentInfo(db: Executor, config: AppConfig, userId: number, id: number) {
  const { row, inquiryTitle } = await readable(db, userId, id);
  return {
    ...present(row, inquiryTitle, userId),
    url: await privateUploadUrl(config, row.storageKey),
    inquiries: row.ownerId === userId ? await inquiriesOf(db, userId) : [],
  };
}

async function checkInquiry(db: Executor, userId: number, inquiryId: number | null | undefined): Promise<void> {
  if (inquiryId && !(await takesPartInInquiry(db, userId, inquiryId))) throw ValidationError.field('inquiry_id', INQUIRY_NOT_YOURS);
}

/** `/document`: stores an upload in private storage. */
export async function createDocument(
  db: Executor,
  config: AppConfig,
  userId: number,
  file: CheckedFile,
  input: {
    title?: string | undefined;
    type?: DocumentType | undefined;
    show?: boolean | undefined;
    inquiry_id?: number | null | undefined;
  },
): Promise<DocumentItem> {
  await checkInquiry(db, userId, input.inquiry_id);
  const key = await storePrivateUpload(config, 'documents', file.buffer, file.extension);
  const [row] = await db
    .insert(documents)
    .values({
      ownerId: userId,
      title: input.title || file.fileName.replace(/\.[^.]+$/, ''),
      type: input.type ?? 'other',
      show: Boolean(input.show && input.inquiry_id),
      inquiryId: input.inquiry_id ?? null,
      storageKey: key,
      fileName: file.fileName,
      mimeType: file.mimeType,
      sizeBytes: file.buffer.length,
    })
    .returning();
  if (!row) throw new Error('Dokument wurde nicht gespeichert.');
  const { inquiryTitle } = await readable(db, userId, row.id);
  return present(row, inquiryTitle, userId);
}

/** `api/updateDocument`: title, type, linked inquiry and `show` of an own document; another user's → 404. */
export async function updateDocument(db: Executor, userId: number, input: UpdateDocumentInput): Promise<DocumentItem> {
  const [current] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, input.id), eq(documents.ownerId, userId)))
    .limit(1);
  if (!current) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  await checkInquiry(db, userId, input.inquiry_id);
  const inquiryId = input.inquiry_id !== undefined ? input.inquiry_id : current.inquiryId;
  const show = input.show !== undefined ? input.show : current.show;
  if (show && inquiryId === null)
    throw ValidationError.field('show', 'Verknüpfen Sie das Dokument zuerst mit einer Anfrage, um es freizugeben.');
  await db
    .update(documents)
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.type !== undefined ? { type: input.type } : {}),
      inquiryId,
      show,
      updatedAt: new Date(),
    })
    .where(eq(documents.id, current.id));
  const { row, inquiryTitle } = await readable(db, userId, current.id);
  return present(row, inquiryTitle, userId);
}

/** Deletes an own document and its file; another user's → 404. */
export async function deleteDocument(db: Executor, config: AppConfig, userId: number, id: number): Promise<void> {
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.id, id), eq(documents.ownerId, userId)))
    .returning();
  if (!row) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  await removePrivateUpload(config, row.storageKey);
}

/**
 * `/inquiry/customer/documents`, `/inquiry/documents`: the files of the user's inquiries and offers (through the
 * leads service) and the documents the other side of those inquiries shared, newest first.
 */
export async function inquiryDocuments(
  db: Executor,
  userId: number,
  side: InquirySide,
  search: string | undefined,
  page: PageRequest,
): Promise<{ rows: InquiryDocument[]; total: number }> {
  const { limit, offset } = pageOffset(page);
  // Both sources sorted by date: take enough of each for the requested page, merge, cut.
  const window = offset + limit;
  const files = await inquiryFilesFor(db, userId, side, { search, limit: window, offset: 0 });
  const inquiryIds = (await inquiriesOf(db, userId, 10_000)).map((inquiry) => inquiry.id);
  let shared: { row: Row; inquiryTitle: string | null }[] = [];
  let sharedTotal = 0;
  if (inquiryIds.length > 0) {
    const conditions: SQL[] = [inArray(documents.inquiryId, inquiryIds), eq(documents.show, true), ne(documents.ownerId, userId)];
    if (search)
      conditions.push(or(ilike(documents.title, containsPattern(search)), ilike(documents.fileName, containsPattern(search))) as SQL);
    const rows = await db
      .select({ row: documents, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(documents)
      .where(and(...conditions))
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(window);
    shared = await withInquiryTitles(db, rows);
    sharedTotal = rows[0]?.total ?? 0;
  }
  const merged: InquiryDocument[] = [
    ...files.rows.map((file) => ({
      key: `file:${file.token}`,
      source: file.offerId !== null ? ('offer' as const) : ('inquiry' as const),
      source_text: file.offerId !== null ? 'Angebot' : 'Anfrage',
      title: file.fileName,
      file_name: file.fileName,
      mime_type: file.mimeType,
      size: file.sizeBytes,
      inquiry_id: file.inquiryId,
      inquiry_title: file.inquiryTitle,
      own: file.ownerId === userId,
      created_at: file.createdAt.toISOString(),
      file: file.token,
      document_id: null,
    })),
    ...shared.map(({ row, inquiryTitle }) => ({
      key: `document:${row.id}`,
      source: 'shared' as const,
      source_text: 'Freigegebenes Dokument',
      title: row.title,
      file_name: row.fileName,
      mime_type: row.mimeType,
      size: row.sizeBytes,
      inquiry_id: row.inquiryId ?? 0,
      inquiry_title: inquiryTitle ?? '',
      own: false,
      created_at: row.createdAt.toISOString(),
      file: null,
      document_id: row.id,
    })),
  ].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.key.localeCompare(a.key));
  return { rows: merged.slice(offset, offset + limit), total: files.total + sharedTotal };
}
