import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import {
  type ChatTranscriptMessage,
  type ModerationAction,
  type ModerationGround,
  type ModerationGroundDetail,
  type ModerationSource,
  type ModerationStatus,
  moderationComplaints,
  moderationReportEvents,
  moderationReports,
} from '../../db/schema/moderation';
import { accountProviderProfiles, accountUsers, providerDisplayNames } from '../account/public';
import type { StaffPrincipal } from '../../http/auth';
import { ConflictError, ForbiddenError, ValidationError } from '../../http/errors';
import { Outbox } from '../outbox/public';
import { auditedChange, staffNames } from '../staff/public';
import type { ProviderWithdrawalSteps } from '../withdrawal';
import { presentComplaints } from './complaint-present';
import { moderatedContentOf, requireModeratedContent } from './content';
import {
  ACTION_SHORT_LABELS,
  ACTION_TARGETS,
  GROUND_DETAILS,
  GROUND_SHORT_LABELS,
  MESSAGES,
  SOURCE_LABELS,
  STATUS_LABELS,
  TARGET_LABELS,
} from './messages';
import {
  caseNumber,
  categoryLabel,
  complaintToken,
  deadlineOf,
  isDecided,
  type ReportRow,
  reporterDecisionText,
  requireReport,
  statementOfReasons,
  userEmail,
} from './service';
import { startSuspension } from './suspensions';
import type { NoticeDetailAnswer, NoticeItemAnswer } from './schemas';

/** Who acts in the back office, and from where (for the audit log). */
export interface StaffActor {
  member: StaffPrincipal;
  ip: string;
}

/** A support member without trust & safety (or admin) handles reported conversations only. */
export function onlyChatReports(member: Pick<StaffPrincipal, 'roles'>): boolean {
  return !member.roles.includes('admin') && !member.roles.includes('trust_safety');
}

function assertMayHandle(member: Pick<StaffPrincipal, 'roles'>, row: Pick<ReportRow, 'source'>): void {
  if (onlyChatReports(member) && row.source !== 'chat_report') throw new ForbiddenError(MESSAGES.roleNotAllowed);
}

export type NoticeStatusFilter = ModerationStatus | 'open';

export interface NoticeFilter {
  status?: NoticeStatusFilter | undefined;
  source?: ModerationSource | undefined;
}

function statusCondition(status: NoticeStatusFilter | undefined): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === 'open') return inArray(moderationReports.status, ['received', 'in_review']);
  return eq(moderationReports.status, status);
}

function decidedByOf(row: ReportRow, names: Map<number, string>): { id: number | null; name: string } | null {
  if (row.decidedByStaffId !== null)
    return { id: row.decidedByStaffId, name: names.get(row.decidedByStaffId) ?? 'Ehemaliges Teammitglied' };
  // Decisions made before the back office kept the name typed into the operator script.
  if (row.decidedBy) return { id: null, name: row.decidedBy };
  return null;
}

async function openComplaintCounts(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ reportId: moderationComplaints.reportId, total: count() })
    .from(moderationComplaints)
    .where(and(inArray(moderationComplaints.reportId, ids), eq(moderationComplaints.status, 'open')))
    .groupBy(moderationComplaints.reportId);
  return new Map(rows.map((row) => [row.reportId, Number(row.total)]));
}

function presentItem(row: ReportRow, names: Map<number, string>, openComplaints: number, now: Date): NoticeItemAnswer {
  const deadline = deadlineOf(row);
  return {
    id: row.id,
    case_number: caseNumber(row),
    source: row.source,
    source_label: SOURCE_LABELS[row.source],
    target_type: row.targetType,
    target_type_label: TARGET_LABELS[row.targetType],
    target_id: row.targetId,
    target_label: row.targetLabel,
    category: row.category,
    category_label: categoryLabel(row),
    status: row.status,
    status_label: STATUS_LABELS[row.status],
    created_at: row.createdAt.toISOString(),
    deadline_at: deadline?.toISOString() ?? null,
    overdue: deadline !== null && !isDecided(row) && deadline.getTime() < now.getTime(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    decided_by: decidedByOf(row, names),
    open_complaints: openComplaints,
  };
}

/** The queue: open cases oldest first, decided ones newest first; a support-only member sees reported conversations only. */
export async function listNotices(db: Executor, member: StaffPrincipal, filter: NoticeFilter, page: { limit: number; offset: number }) {
  const conditions: SQL[] = [];
  const status = statusCondition(filter.status);
  if (status) conditions.push(status);
  const source = onlyChatReports(member) ? 'chat_report' : filter.source;
  if (source) conditions.push(eq(moderationReports.source, source));
  const where = conditions.length ? and(...conditions) : undefined;
  const openFirst = filter.status === 'open' || filter.status === 'received' || filter.status === 'in_review';
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(moderationReports)
      .where(where)
      .orderBy(
        openFirst ? asc(moderationReports.createdAt) : desc(sql`coalesce(${moderationReports.decidedAt}, ${moderationReports.createdAt})`),
        asc(moderationReports.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(moderationReports).where(where),
  ]);
  const [names, complaints] = await Promise.all([
    staffNames(
      db,
      rows.map((row) => row.decidedByStaffId),
    ),
    openComplaintCounts(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const now = new Date();
  return { rows: rows.map((row) => presentItem(row, names, complaints.get(row.id) ?? 0, now)), total: Number(total?.value ?? 0) };
}

/** The public site's path of the reported content (`null` for a conversation or content that is gone). */
async function targetUrl(db: Executor, row: ReportRow): Promise<string | null> {
  const content = moderatedContentOf(row.targetType);
  if (content) return content.publicPath(db, row.targetId);
  if (row.targetType === 'provider') {
    const [profile] = await db
      .select({ slug: accountProviderProfiles.slug })
      .from(accountProviderProfiles)
      .where(eq(accountProviderProfiles.userId, row.targetId));
    return profile?.slug ? `/provider-detail/${encodeURIComponent(profile.slug)}` : null;
  }
  return null;
}

async function affectedUser(db: Executor, userId: number | null): Promise<NoticeDetailAnswer['affected_user']> {
  if (userId === null) return null;
  const [user] = await db
    .select({ id: accountUsers.id, role: accountUsers.role, firstName: accountUsers.firstName, lastName: accountUsers.lastName })
    .from(accountUsers)
    .where(eq(accountUsers.id, userId));
  if (!user) return null;
  const name =
    user.role === 'Company'
      ? ((await providerDisplayNames(db, [user.id])).get(user.id) ?? '')
      : `${user.firstName} ${user.lastName}`.trim();
  return { id: user.id, name: name || `Konto ${user.id}`, role: user.role === 'Company' ? 'Anbieter' : 'Kunde' };
}

/** One case with the reporter, the decision, its history, the complaints and (for a chat report) the last messages. */
export async function noticeDetail(db: Executor, id: number, member?: StaffPrincipal): Promise<NoticeDetailAnswer> {
  const row = await requireReport(db, id);
  if (member) assertMayHandle(member, row);
  const [events, complaints, url, affected] = await Promise.all([
    db
      .select()
      .from(moderationReportEvents)
      .where(eq(moderationReportEvents.reportId, id))
      .orderBy(asc(moderationReportEvents.createdAt), asc(moderationReportEvents.id)),
    presentComplaints(db, eq(moderationComplaints.reportId, id)),
    targetUrl(db, row),
    affectedUser(db, row.affectedUserId),
  ]);
  const names = await staffNames(db, [row.decidedByStaffId]);
  const openComplaints = complaints.filter((complaint) => complaint.status === 'open').length;
  const decidedBy = decidedByOf(row, names);
  const hasReporter = row.reporterName !== null || row.reporterEmail !== null || row.reporterUserId !== null;
  return {
    ...presentItem(row, names, openComplaints, new Date()),
    explanation: row.explanation,
    good_faith: row.goodFaith,
    reporter: hasReporter ? { name: row.reporterName, email: row.reporterEmail, user_id: row.reporterUserId } : null,
    target_url: url,
    affected_user: affected,
    decision:
      isDecided(row) && row.decidedAt && row.decisionReason !== null
        ? {
            outcome: row.status as 'action_taken' | 'no_action',
            outcome_label: STATUS_LABELS[row.status],
            action: row.action,
            action_label: row.action ? ACTION_SHORT_LABELS[row.action] : null,
            ground: row.ground,
            ground_label: row.ground ? GROUND_SHORT_LABELS[row.ground] : null,
            ground_detail: row.groundDetail,
            ground_detail_label: row.groundDetail ? GROUND_DETAILS[row.groundDetail].label : null,
            reason: row.decisionReason,
            decided_by: decidedBy ?? { id: null, name: 'Unbekannt' },
            decided_at: row.decidedAt.toISOString(),
          }
        : null,
    events: events.map((event) => ({
      from_status: event.fromStatus,
      to_status: event.toStatus,
      actor_name: event.actor,
      note: event.note,
      created_at: event.createdAt.toISOString(),
    })),
    complaints,
    chat:
      row.targetType === 'conversation'
        ? {
            conversation_id: row.targetId,
            messages: (row.chatTranscript ?? []).map((message) => ({
              author_name: message.author_name,
              text: message.text,
              sent_at: message.sent_at,
            })),
          }
        : null,
  };
}

/** `received → in_review`, with the member as the actor (409 once decided). */
export async function startReview(db: Executor, id: number, actor: StaffActor): Promise<NoticeDetailAnswer> {
  return auditedChange(db, { actor: actor.member, ip: actor.ip }, async (tx, audit) => {
    const [row] = await tx.select().from(moderationReports).where(eq(moderationReports.id, id)).for('update');
    const current = row ?? (await requireReport(tx, id));
    assertMayHandle(actor.member, current);
    if (isDecided(current)) throw new ConflictError(MESSAGES.alreadyDecided);
    if (current.status === 'received') {
      await tx.update(moderationReports).set({ status: 'in_review', updatedAt: new Date() }).where(eq(moderationReports.id, id));
      await tx
        .insert(moderationReportEvents)
        .values({ reportId: id, fromStatus: 'received', toStatus: 'in_review', actor: actor.member.name, actorStaffId: actor.member.id });
      await audit({
        action: 'moderation.reviewed',
        recordType: 'moderation_case',
        recordId: id,
        before: { status: 'received' },
        after: { status: 'in_review' },
      });
    }
    return noticeDetail(tx, id);
  });
}

export interface DecisionInput {
  outcome: 'action_taken' | 'no_action';
  action: ModerationAction | null;
  ground: ModerationGround | null;
  ground_detail: ModerationGroundDetail | null;
  reason: string;
}

/** Checks action, ground and detail of a decision against each other and the content (German 422 field errors). */
export function checkDecision(input: DecisionInput, targetType: ReportRow['targetType']): void {
  const errors: Record<string, string[]> = {};
  if (input.outcome === 'action_taken') {
    if (!input.action) errors.action = [MESSAGES.actionRequired];
    else if (!ACTION_TARGETS[input.action].includes(targetType)) errors.action = [MESSAGES.actionNotForTarget];
    if (!input.ground) errors.ground = [MESSAGES.groundRequired];
    else if (input.ground_detail && GROUND_DETAILS[input.ground_detail].ground !== input.ground)
      errors.ground_detail = [MESSAGES.groundDetailMismatch];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * The decision (`action_taken | no_action`) by the signed-in member: the effect (product off sale, review hidden,
 * provider suspended), the events, the audit entry and the e-mails (statement of reasons to the affected user, the
 * outcome to the reporter, each with its complaint link) in one transaction.
 */
export async function decideNotice(
  db: Executor,
  config: AppConfig,
  steps: ProviderWithdrawalSteps,
  id: number,
  input: DecisionInput,
  actor: StaffActor,
): Promise<NoticeDetailAnswer> {
  const at = new Date();
  return auditedChange(db, { actor: actor.member, ip: actor.ip }, async (tx, audit) => {
    const [locked] = await tx.select().from(moderationReports).where(eq(moderationReports.id, id)).for('update');
    const row = locked ?? (await requireReport(tx, id));
    assertMayHandle(actor.member, row);
    if (isDecided(row)) throw new ConflictError(MESSAGES.alreadyDecided);
    checkDecision(input, row.targetType);
    const { member } = actor;
    if (row.status === 'received') {
      await tx
        .insert(moderationReportEvents)
        .values({ reportId: id, fromStatus: 'received', toStatus: 'in_review', actor: member.name, actorStaffId: member.id });
    }
    const action = input.outcome === 'action_taken' ? input.action : null;
    const ground = input.outcome === 'action_taken' ? input.ground : null;
    const groundDetail = input.outcome === 'action_taken' ? input.ground_detail : null;
    const affectedEmail = action ? await userEmail(tx, row.affectedUserId) : null;
    const reporterEmail = row.reporterEmail ?? (await userEmail(tx, row.reporterUserId));
    const affectedToken = affectedEmail ? complaintToken() : null;
    const reporterToken = reporterEmail ? complaintToken() : null;
    const [updated] = await tx
      .update(moderationReports)
      .set({
        status: input.outcome,
        action,
        ground,
        groundDetail,
        decisionReason: input.reason,
        decidedBy: null,
        decidedByStaffId: member.id,
        decidedAt: at,
        affectedComplaintTokenHash: affectedToken?.hash ?? null,
        reporterComplaintTokenHash: reporterToken?.hash ?? null,
        updatedAt: at,
      })
      .where(eq(moderationReports.id, id))
      .returning();
    await tx.insert(moderationReportEvents).values({
      reportId: id,
      fromStatus: 'in_review',
      toStatus: input.outcome,
      actor: member.name,
      actorStaffId: member.id,
      note: input.reason,
    });

    if (action === 'account_suspended') await startSuspension(tx, steps, row.targetId, id, member.id);
    if (action && (row.targetType === 'product' || row.targetType === 'review'))
      await requireModeratedContent(row.targetType).takeDown(tx, row.targetId);

    await audit({
      action: 'moderation.decided',
      recordType: 'moderation_case',
      recordId: id,
      before: { status: row.status },
      after: {
        status: input.outcome,
        action,
        ground,
        ground_detail: groundDetail,
        source: row.source,
        category: row.category,
        target_type: row.targetType,
        target_id: row.targetId,
        received_at: row.createdAt.toISOString(),
      },
      reason: input.reason,
    });

    const outbox = new Outbox(tx, config);
    const decided = updated ?? row;
    if (action && ground && affectedEmail && affectedToken && row.affectedUserId !== null) {
      await outbox.sendEmail({
        to: affectedEmail,
        subject: `Begründung unserer Entscheidung zu „${row.targetLabel}“ (${caseNumber(row)})`,
        text: statementOfReasons(config, decided, { action, ground, groundDetail, reason: input.reason }, at, affectedToken.token),
        userId: row.affectedUserId,
      });
    }
    if (reporterEmail && reporterToken) {
      await outbox.sendEmail({
        to: reporterEmail,
        subject: `Entscheidung zu Ihrer Meldung ${caseNumber(row)}`,
        text: reporterDecisionText(config, decided, action, input.reason, reporterToken.token),
        ...(row.reporterUserId ? { userId: row.reporterUserId } : {}),
      });
    }
    return noticeDetail(tx, id);
  });
}

/** A conversation reported in the chat, as the chat hands it over (`receiveChatReport`). */
export interface ChatReportInput {
  chatReportId: number;
  conversationId: number;
  reporterUserId: number;
  /** The other participant: the person whose messages are reported. */
  reportedUserId: number;
  reason: string;
  /** The last messages as they were when reported (oldest first). */
  messages: ChatTranscriptMessage[];
}

/** Stores a reported conversation as a case of the queue (`source = chat_report`), in the chat's transaction. */
export async function receiveChatReport(tx: Executor, input: ChatReportInput): Promise<{ caseId: number; caseNumber: string }> {
  const [reporter] = await tx
    .select({ firstName: accountUsers.firstName, lastName: accountUsers.lastName, email: accountUsers.email })
    .from(accountUsers)
    .where(eq(accountUsers.id, input.reporterUserId));
  const names = await providerDisplayNames(tx, [input.reportedUserId]);
  const [reported] = await tx
    .select({ firstName: accountUsers.firstName, lastName: accountUsers.lastName })
    .from(accountUsers)
    .where(eq(accountUsers.id, input.reportedUserId));
  const reportedName = names.get(input.reportedUserId) ?? (reported ? `${reported.firstName} ${reported.lastName}`.trim() : '');
  const [stored] = await tx
    .insert(moderationReports)
    .values({
      source: 'chat_report',
      targetType: 'conversation',
      targetId: input.conversationId,
      targetLabel: `Unterhaltung #${input.conversationId}${reportedName ? ` mit ${reportedName}` : ''}`,
      affectedUserId: input.reportedUserId,
      category: null,
      explanation: input.reason,
      reporterName: reporter ? `${reporter.firstName} ${reporter.lastName}`.trim() || null : null,
      reporterEmail: reporter?.email ?? null,
      reporterUserId: input.reporterUserId,
      reporterAddressHash: '',
      goodFaith: false,
      chatReportId: input.chatReportId,
      chatTranscript: input.messages,
    })
    .returning();
  if (!stored) throw new Error('Gemeldete Unterhaltung wurde nicht gespeichert.');
  await tx.insert(moderationReportEvents).values({ reportId: stored.id, fromStatus: null, toStatus: 'received', actor: 'Chat-Meldung' });
  return { caseId: stored.id, caseNumber: caseNumber(stored) };
}
