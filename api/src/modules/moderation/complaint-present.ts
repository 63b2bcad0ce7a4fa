import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { moderationComplaints, moderationReports } from '../../db/schema/moderation';
import { staffNames } from '../staff/public';
import { COMPLAINANT_ROLE_LABELS, COMPLAINT_OUTCOME_LABELS, COMPLAINT_STATUS_LABELS } from './messages';
import { caseNumber, complaintDeadline } from './service';
import type { ComplaintItemAnswer } from './schemas';

export type ComplaintRow = typeof moderationComplaints.$inferSelect;

/** Complaints as the back office lists them (oldest first). */
export async function presentComplaints(
  db: Executor,
  where: SQL | undefined,
  page?: { limit: number; offset: number; newestFirst: boolean },
): Promise<ComplaintItemAnswer[]> {
  const query = db
    .select({ complaint: moderationComplaints, caseCreatedAt: moderationReports.createdAt })
    .from(moderationComplaints)
    .innerJoin(moderationReports, eq(moderationReports.id, moderationComplaints.reportId))
    .where(where)
    .orderBy(page?.newestFirst ? desc(moderationComplaints.decidedAt) : asc(moderationComplaints.createdAt), asc(moderationComplaints.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const names = await staffNames(
    db,
    rows.flatMap((row) => [row.complaint.firstDecidedByStaffId, row.complaint.decidedByStaffId]),
  );
  const ref = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? 'Ehemaliges Teammitglied' });
  return rows.map(({ complaint, caseCreatedAt }) => presentComplaint(complaint, caseCreatedAt, ref));
}

export function presentComplaint(
  complaint: ComplaintRow,
  caseCreatedAt: Date,
  ref: (id: number | null) => { id: number; name: string } | null,
): ComplaintItemAnswer {
  return {
    id: complaint.id,
    case_id: complaint.reportId,
    case_number: caseNumber({ id: complaint.reportId, createdAt: caseCreatedAt }),
    complainant_role: complaint.complainantRole,
    complainant_role_label: COMPLAINANT_ROLE_LABELS[complaint.complainantRole],
    complainant_name: complaint.complainantName ?? 'Ohne Namen',
    created_at: complaint.createdAt.toISOString(),
    deadline_at: complaintDeadline(complaint.createdAt).toISOString(),
    status: complaint.status,
    status_label: COMPLAINT_STATUS_LABELS[complaint.status],
    first_decided_by: ref(complaint.firstDecidedByStaffId),
    decided_by: ref(complaint.decidedByStaffId),
    outcome: complaint.outcome,
    outcome_label: complaint.outcome ? COMPLAINT_OUTCOME_LABELS[complaint.outcome] : null,
  };
}
