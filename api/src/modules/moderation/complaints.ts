import { and, count, eq, gt, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import {
  type ComplainantRole,
  type ComplaintOutcome,
  moderationComplaints,
  moderationReportEvents,
  moderationReports,
} from '../../db/schema/moderation';
import { accountUsers } from '../account/public';
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, ValidationError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { emailFooter, operatorName } from '../content/public';
import { Outbox } from '../outbox/public';
import { auditedChange } from '../staff/public';
import type { ProviderWithdrawalSteps } from '../withdrawal';
import { presentComplaints, type ComplaintRow } from './complaint-present';
import { requireModeratedContent } from './content';
import {
  ACTION_SHORT_LABELS,
  COMPLAINT_OUTCOME_LABELS,
  COMPLAINT_STATUS_LABELS,
  GROUND_SHORT_LABELS,
  MESSAGES,
  STATUS_LABELS,
  TARGET_LABELS,
} from './messages';
import { noticeDetail, type StaffActor } from './notices';
import { addressHash, caseNumber, complaintUntil, germanDateTime, isDecided, type ReportRow, requireReport, tokenHash } from './service';
import { endSuspension, providerSuspensions } from './suspensions';
import type { ComplaintDetailAnswer, ComplaintItemAnswer, ComplaintLinkAnswer, MyDecisionAnswer, OwnComplaintAnswer } from './schemas';

/** Complaints through the e-mail link per client address and hour. */
export const LINK_COMPLAINTS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/** Whether `role` may complain about the case now (decided, within six months; the affected side only about a restriction). */
function complaintOpen(row: ReportRow, role: ComplainantRole, now = new Date()): boolean {
  if (!isDecided(row) || !row.decidedAt) return false;
  if (role === 'affected' && row.status !== 'action_taken') return false;
  return now.getTime() <= complaintUntil(row.decidedAt).getTime();
}

function outcomeLabel(row: ReportRow): string {
  return row.action && row.status === 'action_taken' ? ACTION_SHORT_LABELS[row.action] : STATUS_LABELS[row.status];
}

/** The decisions the signed-in user is concerned by: as the affected user (restrictions) or as the reporter. */
export async function myDecisions(db: Executor, userId: number): Promise<MyDecisionAnswer[]> {
  const rows = await db
    .select()
    .from(moderationReports)
    .where(
      and(
        isNotNull(moderationReports.decidedAt),
        or(
          and(eq(moderationReports.affectedUserId, userId), eq(moderationReports.status, 'action_taken')),
          eq(moderationReports.reporterUserId, userId),
        ),
      ),
    )
    .orderBy(moderationReports.decidedAt);
  const complaints = rows.length
    ? await db
        .select()
        .from(moderationComplaints)
        .where(
          inArray(
            moderationComplaints.reportId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const now = new Date();
  return rows.reverse().map((row) => {
    const role: ComplainantRole = row.affectedUserId === userId && row.status === 'action_taken' ? 'affected' : 'reporter';
    const complaint = complaints.find((item) => item.reportId === row.id && item.complainantRole === role) ?? null;
    return {
      case_id: row.id,
      case_number: caseNumber(row),
      role,
      target_label: `${TARGET_LABELS[row.targetType]} „${row.targetLabel}“`,
      decided_at: row.decidedAt!.toISOString(),
      outcome_label: outcomeLabel(row),
      action_label: row.action && row.status === 'action_taken' ? ACTION_SHORT_LABELS[row.action] : null,
      ground_label: row.ground && row.status === 'action_taken' ? GROUND_SHORT_LABELS[row.ground] : null,
      reason: row.decisionReason ?? '',
      complaint_until: complaintUntil(row.decidedAt!).toISOString(),
      can_complain: complaint === null && complaintOpen(row, role, now),
      complaint: complaint
        ? {
            status: complaint.status,
            status_label: COMPLAINT_STATUS_LABELS[complaint.status],
            outcome_label: complaint.outcome ? COMPLAINT_OUTCOME_LABELS[complaint.outcome] : null,
            created_at: complaint.createdAt.toISOString(),
          }
        : null,
    };
  });
}

function presentOwn(complaint: ComplaintRow, row: ReportRow): OwnComplaintAnswer {
  return {
    id: complaint.id,
    case_number: caseNumber(row),
    role: complaint.complainantRole,
    status: complaint.status,
    status_label: COMPLAINT_STATUS_LABELS[complaint.status],
    outcome: complaint.outcome,
    outcome_label: complaint.outcome ? COMPLAINT_OUTCOME_LABELS[complaint.outcome] : null,
    created_at: complaint.createdAt.toISOString(),
  };
}

interface Complainant {
  role: ComplainantRole;
  userId: number | null;
  name: string | null;
  email: string | null;
  address: string;
}

/** Stores a complaint (one per case and side), sends the receipt and tells the moderation inbox. */
async function storeComplaint(db: Executor, config: AppConfig, row: ReportRow, who: Complainant, text: string) {
  if (!complaintOpen(row, who.role)) {
    throw new ValidationError({ case_id: [isDecided(row) && row.decidedAt ? MESSAGES.complaintTooLate : MESSAGES.complaintNotDecided] });
  }
  return db.transaction(async (tx) => {
    let stored: ComplaintRow | undefined;
    try {
      [stored] = await tx.transaction(async (inner) =>
        inner
          .insert(moderationComplaints)
          .values({
            reportId: row.id,
            complainantRole: who.role,
            complainantUserId: who.userId,
            complainantName: who.name,
            complainantEmail: who.email,
            complainantAddressHash: addressHash(who.address),
            text,
            firstDecidedByStaffId: row.decidedByStaffId,
          })
          .returning(),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new ValidationError({ case_id: [MESSAGES.complaintAlready] });
      throw error;
    }
    if (!stored) throw new Error('Beschwerde wurde nicht gespeichert.');
    const outbox = new Outbox(tx, config);
    if (who.email) {
      await outbox.sendEmail({
        to: who.email,
        subject: `Eingangsbestätigung Ihrer Beschwerde (${caseNumber(row)})`,
        text: [
          who.name ? `Guten Tag ${who.name},` : 'Guten Tag,',
          '',
          `wir haben Ihre Beschwerde gegen unsere Entscheidung zu ${TARGET_LABELS[row.targetType]} „${row.targetLabel}“ am ${germanDateTime(stored.createdAt)} erhalten (Aktenzeichen ${caseNumber(row)}).`,
          'Eine andere Person als die, die zuerst entschieden hat, prüft sie sorgfältig und ohne automatisierte Mittel (Art. 20 DSA). Sie erhalten das Ergebnis per E-Mail.',
          '',
          emailFooter(config),
        ].join('\n'),
        ...(who.userId ? { userId: who.userId } : {}),
      });
    }
    await outbox.sendEmail({
      to: config.moderationEmail,
      subject: `Neue Beschwerde zu ${caseNumber(row)}`,
      text: `Beschwerde ${stored.id} zu Fall ${caseNumber(row)} (${TARGET_LABELS[row.targetType]} „${row.targetLabel}“).\n\n${text}\n\nEntscheiden im Backoffice: ${config.publicWebUrl}/admin/beschwerden/${stored.id}`,
    });
    return presentOwn(stored, row);
  });
}

/** A signed-in user's complaint: they must be the affected user or the reporter of the case. */
export async function complainAsUser(db: Executor, config: AppConfig, userId: number, caseId: number, text: string) {
  const [row] = await db.select().from(moderationReports).where(eq(moderationReports.id, caseId));
  const role: ComplainantRole | null = !row
    ? null
    : row.affectedUserId === userId && row.status === 'action_taken'
      ? 'affected'
      : row.reporterUserId === userId
        ? 'reporter'
        : null;
  if (!row || !role) throw new ValidationError({ case_id: [MESSAGES.complaintNotConcerned] });
  const [user] = await db
    .select({ email: accountUsers.email, firstName: accountUsers.firstName, lastName: accountUsers.lastName })
    .from(accountUsers)
    .where(eq(accountUsers.id, userId));
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || null : null;
  return storeComplaint(db, config, row, { role, userId, name, email: user?.email ?? null, address: `user:${userId}` }, text);
}

async function caseOfToken(db: Executor, token: string): Promise<{ row: ReportRow; role: ComplainantRole }> {
  const hash = tokenHash(token);
  const [row] = await db
    .select()
    .from(moderationReports)
    .where(or(eq(moderationReports.affectedComplaintTokenHash, hash), eq(moderationReports.reporterComplaintTokenHash, hash)));
  if (!row) throw new NotFoundError(MESSAGES.complaintLinkInvalid);
  return { row, role: row.affectedComplaintTokenHash === hash ? 'affected' : 'reporter' };
}

/** What the e-mail's complaint link shows. */
export async function complaintLinkInfo(db: Executor, token: string): Promise<ComplaintLinkAnswer> {
  const { row, role } = await caseOfToken(db, token);
  const [existing] = await db
    .select({ id: moderationComplaints.id })
    .from(moderationComplaints)
    .where(and(eq(moderationComplaints.reportId, row.id), eq(moderationComplaints.complainantRole, role)));
  if (!row.decidedAt) throw new NotFoundError(MESSAGES.complaintLinkInvalid);
  return {
    case_number: caseNumber(row),
    target_label: `${TARGET_LABELS[row.targetType]} „${row.targetLabel}“`,
    decided_at: row.decidedAt.toISOString(),
    outcome_label: outcomeLabel(row),
    reason: row.decisionReason ?? '',
    complaint_until: complaintUntil(row.decidedAt).toISOString(),
    can_complain: !existing && complaintOpen(row, role),
  };
}

/** A complaint through the e-mail link (no account needed); throttled per client address. */
export async function complainByLink(db: Executor, config: AppConfig, token: string, text: string, address: string) {
  const [recent] = await db
    .select({ total: count() })
    .from(moderationComplaints)
    .where(
      and(
        eq(moderationComplaints.complainantAddressHash, addressHash(address)),
        gt(moderationComplaints.createdAt, new Date(Date.now() - HOUR_MS)),
      ),
    );
  if ((recent?.total ?? 0) >= LINK_COMPLAINTS_PER_HOUR) throw new TooManyRequestsError(MESSAGES.complaintTooMany, 60 * 60);
  const { row, role } = await caseOfToken(db, token);
  let name: string | null;
  let email: string | null;
  let userId: number | null;
  if (role === 'reporter') {
    name = row.reporterName;
    email = row.reporterEmail;
    userId = row.reporterUserId;
  } else {
    const [user] =
      row.affectedUserId === null
        ? []
        : await db
            .select({ email: accountUsers.email, firstName: accountUsers.firstName, lastName: accountUsers.lastName })
            .from(accountUsers)
            .where(eq(accountUsers.id, row.affectedUserId));
    name = user ? `${user.firstName} ${user.lastName}`.trim() || null : null;
    email = user?.email ?? null;
    userId = row.affectedUserId;
  }
  if (role === 'reporter' && email === null && userId !== null) {
    const [user] = await db.select({ email: accountUsers.email }).from(accountUsers).where(eq(accountUsers.id, userId));
    email = user?.email ?? null;
  }
  return storeComplaint(db, config, row, { role, userId, name, email, address }, text);
}

// --- back office -------------------------------------------------------------------------------------------

export async function listComplaints(db: Executor, status: 'open' | 'decided' | undefined, page: { limit: number; offset: number }) {
  const where: SQL | undefined = status ? eq(moderationComplaints.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    presentComplaints(db, where, { ...page, newestFirst: status === 'decided' }),
    db.select({ value: count() }).from(moderationComplaints).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

export async function complaintDetail(db: Executor, id: number): Promise<ComplaintDetailAnswer> {
  const [complaint] = await db.select().from(moderationComplaints).where(eq(moderationComplaints.id, id));
  if (!complaint) throw new NotFoundError(MESSAGES.complaintNotFound);
  const [item] = await presentComplaints(db, eq(moderationComplaints.id, id));
  return { ...(item as ComplaintItemAnswer), text: complaint.text, case: await noticeDetail(db, complaint.reportId) };
}

/** Undoes the effect of a decision after a complaint succeeded; a decision without action reopens the case. */
async function reverse(tx: Executor, steps: ProviderWithdrawalSteps, row: ReportRow, actor: StaffActor, reason: string): Promise<void> {
  const { member } = actor;
  const now = new Date();
  if (row.status === 'action_taken') {
    if (row.action === 'account_suspended') {
      const current = await providerSuspensions(tx, [row.targetId]);
      if (current.get(row.targetId)?.caseId === row.id) await endSuspension(tx, steps, row.targetId, member.id, reason);
    } else if (row.targetType === 'product' || row.targetType === 'review') {
      // A product of a suspended provider stays off the marketplace until the suspension ends.
      const suspended = (await providerSuspensions(tx, row.affectedUserId === null ? [] : [row.affectedUserId])).size > 0;
      await requireModeratedContent(row.targetType).restore(tx, row.targetId, { providerSuspended: suspended });
    }
    await tx.update(moderationReports).set({ status: 'no_action', updatedAt: now }).where(eq(moderationReports.id, row.id));
    await tx.insert(moderationReportEvents).values({
      reportId: row.id,
      fromStatus: 'action_taken',
      toStatus: 'no_action',
      actor: member.name,
      actorStaffId: member.id,
      note: `Beschwerde stattgegeben, Maßnahme aufgehoben: ${reason}`,
    });
  } else {
    // A reporter's complaint about „no action“ succeeded: the case is reviewed and decided anew.
    await tx
      .update(moderationReports)
      .set({ status: 'in_review', decidedAt: null, decidedByStaffId: null, decidedBy: null, updatedAt: now })
      .where(eq(moderationReports.id, row.id));
    await tx.insert(moderationReportEvents).values({
      reportId: row.id,
      fromStatus: row.status,
      toStatus: 'in_review',
      actor: member.name,
      actorStaffId: member.id,
      note: `Beschwerde stattgegeben, Fall wird neu entschieden: ${reason}`,
    });
  }
}

/**
 * Decides a complaint (Art. 20 DSA): another person than the first decider; `reversed` undoes the decision's effect.
 * The complainant learns the outcome; the audit log has who, what and why.
 */
export async function decideComplaint(
  db: Executor,
  config: AppConfig,
  steps: ProviderWithdrawalSteps,
  id: number,
  input: { outcome: ComplaintOutcome; reason: string },
  actor: StaffActor,
): Promise<ComplaintItemAnswer> {
  const { member } = actor;
  await auditedChange(db, { actor: member, ip: actor.ip }, async (tx, audit) => {
    const [complaint] = await tx.select().from(moderationComplaints).where(eq(moderationComplaints.id, id)).for('update');
    if (!complaint) throw new NotFoundError(MESSAGES.complaintNotFound);
    if (complaint.status === 'decided') throw new ConflictError(MESSAGES.complaintDecided);
    const [locked] = await tx.select().from(moderationReports).where(eq(moderationReports.id, complaint.reportId)).for('update');
    const row = locked ?? (await requireReport(tx, complaint.reportId));
    if (complaint.firstDecidedByStaffId === member.id || row.decidedByStaffId === member.id) {
      throw new ForbiddenError(MESSAGES.complaintSamePerson);
    }
    const at = new Date();
    await tx
      .update(moderationComplaints)
      .set({ status: 'decided', outcome: input.outcome, decisionReason: input.reason, decidedByStaffId: member.id, decidedAt: at })
      .where(eq(moderationComplaints.id, id));
    const reversible = input.outcome === 'reversed' && isDecided(row);
    if (reversible) await reverse(tx, steps, row, actor, input.reason);
    await audit({
      action: 'moderation.complaint_decided',
      recordType: 'moderation_complaint',
      recordId: id,
      before: { status: 'open', case_status: row.status },
      after: {
        status: 'decided',
        outcome: input.outcome,
        case_id: row.id,
        complainant_role: complaint.complainantRole,
        filed_at: complaint.createdAt.toISOString(),
        case_status: reversible ? (row.status === 'action_taken' ? 'no_action' : 'in_review') : row.status,
      },
      reason: input.reason,
    });
    if (complaint.complainantEmail) {
      await new Outbox(tx, config).sendEmail({
        to: complaint.complainantEmail,
        subject: `Ergebnis Ihrer Beschwerde (${caseNumber(row)})`,
        text: [
          complaint.complainantName ? `Guten Tag ${complaint.complainantName},` : 'Guten Tag,',
          '',
          `wir haben Ihre Beschwerde gegen unsere Entscheidung zu ${TARGET_LABELS[row.targetType]} „${row.targetLabel}“ geprüft (Aktenzeichen ${caseNumber(row)}).`,
          input.outcome === 'upheld'
            ? 'Ergebnis: Die ursprüngliche Entscheidung bleibt bestehen.'
            : row.status === 'action_taken'
              ? 'Ergebnis: Wir heben die ursprüngliche Entscheidung auf; die Maßnahme ist rückgängig gemacht.'
              : 'Ergebnis: Wir heben die ursprüngliche Entscheidung auf und prüfen die Meldung erneut; Sie erhalten die neue Entscheidung per E-Mail.',
          `Begründung: ${input.reason}`,
          'Über die Beschwerde hat eine andere Person entschieden als die, die zuerst entschieden hat; automatisierte Mittel wurden nicht eingesetzt. ' +
            'Sie können außerdem eine zertifizierte außergerichtliche Streitbeilegungsstelle anrufen (Art. 21 DSA) oder die Gerichte anrufen.',
          '',
          'Mit freundlichen Grüßen',
          operatorName(config.operator),
          '',
          emailFooter(config),
        ].join('\n'),
        ...(complaint.complainantUserId ? { userId: complaint.complainantUserId } : {}),
      });
    }
  });
  const [item] = await presentComplaints(db, eq(moderationComplaints.id, id));
  return item as ComplaintItemAnswer;
}
