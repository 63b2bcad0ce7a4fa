import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inquiries, inquiryFiles, leads, offers } from '../../db/schema/leads';
import { containsPattern } from '../../lib/like-pattern';

/** The side a user takes in inquiries: the customer who asked, or a provider it was sent to. */
export type InquirySide = 'customer' | 'provider';

/** A file of an inquiry or offer as the documents page lists it (download through `/api/v2/downloadInquiryFile`). */
export interface InquiryFileEntry {
  token: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  inquiryId: number;
  inquiryTitle: string;
  offerId: number | null;
  ownerId: number;
  createdAt: Date;
}

function visibleTo(userId: number, side: InquirySide): SQL {
  if (side === 'customer') {
    return or(and(isNull(inquiryFiles.offerId), eq(inquiries.customerId, userId)), eq(offers.customerId, userId)) as SQL;
  }
  return or(
    and(
      isNull(inquiryFiles.offerId),
      sql`exists (select 1 from ${leads} where ${leads.inquiryId} = ${inquiryFiles.inquiryId} and ${leads.providerId} = ${userId})`,
    ),
    eq(offers.providerId, userId),
  ) as SQL;
}

/**
 * The files of the user's inquiries and offers (customer: own inquiries and offers received; provider: the inquiries
 * sent to it and its own offers), newest first; `search` looks in the file name and the inquiry's title.
 */
export async function inquiryFilesFor(
  db: Executor,
  userId: number,
  side: InquirySide,
  filter: { search?: string | undefined; limit: number; offset: number },
): Promise<{ rows: InquiryFileEntry[]; total: number }> {
  const conditions: SQL[] = [visibleTo(userId, side)];
  if (filter.search) {
    const like = containsPattern(filter.search);
    conditions.push(or(ilike(inquiryFiles.fileName, like), ilike(inquiries.title, like)) as SQL);
  }
  const rows = await db
    .select({
      token: inquiryFiles.token,
      fileName: inquiryFiles.fileName,
      mimeType: inquiryFiles.mimeType,
      sizeBytes: inquiryFiles.sizeBytes,
      inquiryId: inquiries.id,
      inquiryTitle: inquiries.title,
      offerId: inquiryFiles.offerId,
      ownerId: inquiryFiles.ownerId,
      createdAt: inquiryFiles.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(inquiryFiles)
    .innerJoin(inquiries, eq(inquiries.id, inquiryFiles.inquiryId))
    .leftJoin(offers, eq(offers.id, inquiryFiles.offerId))
    .where(and(...conditions))
    .orderBy(desc(inquiryFiles.createdAt), desc(inquiryFiles.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/** Whether the user takes part in the inquiry: its customer, or a provider it was sent to. */
export async function takesPartInInquiry(db: Executor, userId: number, inquiryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(
      and(
        eq(inquiries.id, inquiryId),
        or(
          eq(inquiries.customerId, userId),
          sql`exists (select 1 from ${leads} where ${leads.inquiryId} = ${inquiries.id} and ${leads.providerId} = ${userId})`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The inquiries the user takes part in (ids with titles), newest first — for linking a document. */
export async function inquiriesOf(db: Executor, userId: number, limit = 200): Promise<{ id: number; title: string }[]> {
  return db
    .select({ id: inquiries.id, title: inquiries.title })
    .from(inquiries)
    .where(
      or(
        eq(inquiries.customerId, userId),
        sql`exists (select 1 from ${leads} where ${leads.inquiryId} = ${inquiries.id} and ${leads.providerId} = ${userId})`,
      ),
    )
    .orderBy(desc(inquiries.id))
    .limit(limit);
}

/** The titles of the given inquiries by id (the documents page names a document's inquiry); unknown ids are left out. */
export async function inquiryTitles(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: inquiries.id, title: inquiries.title }).from(inquiries).where(inArray(inquiries.id, unique));
  return new Map(rows.map((row) => [row.id, row.title]));
}
