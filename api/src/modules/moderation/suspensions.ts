import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import {
  type ModerationGround,
  type ModerationGroundDetail,
  moderationProviderSuspensions,
  moderationReportEvents,
  moderationReports,
} from '../../db/schema/moderation';
import { accountUsers, providerDisplayNames } from '../account/public';
import type { StaffPrincipal } from '../../http/auth';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { emailFooter, operatorName } from '../content/public';
import { Outbox } from '../outbox/public';
import { auditedChange } from '../staff/public';
import type { ProviderWithdrawalSteps } from '../withdrawal';
import { GROUND_DETAILS, MESSAGES } from './messages';
import { addressHash, caseNumber, complaintToken, statementOfReasons } from './service';
import type { SuspensionAnswer } from './schemas';

/** The current suspensions of the given providers (for the providers screens and the complaint reversal). */
export async function providerSuspensions(
  db: Executor,
  providerIds: readonly number[],
): Promise<Map<number, { since: Date; caseId: number; caseNumber: string }>> {
  if (providerIds.length === 0) return new Map();
  const rows = await db
    .select({
      providerId: moderationProviderSuspensions.providerId,
      since: moderationProviderSuspensions.suspendedAt,
      caseId: moderationReports.id,
      caseCreatedAt: moderationReports.createdAt,
    })
    .from(moderationProviderSuspensions)
    .innerJoin(moderationReports, eq(moderationReports.id, moderationProviderSuspensions.reportId))
    .where(and(inArray(moderationProviderSuspensions.providerId, [...providerIds]), isNull(moderationProviderSuspensions.liftedAt)));
  return new Map(
    rows.map((row) => [
      row.providerId,
      { since: row.since, caseId: row.caseId, caseNumber: caseNumber({ id: row.caseId, createdAt: row.caseCreatedAt }) },
    ]),
  );
}

/**
 * Records the suspension of case `reportId` and takes the provider's offers off the marketplace
 * (`withdrawProvider(…, 'suspended')`), in the caller's transaction; 409 when the provider is already suspended.
 */
export async function startSuspension(
  tx: Executor,
  steps: ProviderWithdrawalSteps,
  providerId: number,
  reportId: number,
  staffId: number,
): Promise<Date> {
  const [current] = await tx
    .select({ id: moderationProviderSuspensions.id })
    .from(moderationProviderSuspensions)
    .where(and(eq(moderationProviderSuspensions.providerId, providerId), isNull(moderationProviderSuspensions.liftedAt)));
  if (current) throw new ConflictError(MESSAGES.alreadySuspended);
  let since: Date;
  try {
    const [row] = await tx.transaction(async (inner) =>
      inner
        .insert(moderationProviderSuspensions)
        .values({ providerId, reportId, suspendedByStaffId: staffId })
        .returning({ since: moderationProviderSuspensions.suspendedAt }),
    );
    since = row!.since;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(MESSAGES.alreadySuspended);
    throw error;
  }
  await steps.withdrawProvider(tx, providerId, 'suspended');
  return since;
}

/** Ends the provider's current suspension and puts its offers back (`reinstateProvider`); 409 when not suspended. */
export async function endSuspension(
  tx: Executor,
  steps: ProviderWithdrawalSteps,
  providerId: number,
  staffId: number,
  reason: string,
): Promise<{ reportId: number; since: Date }> {
  const [current] = await tx
    .select()
    .from(moderationProviderSuspensions)
    .where(and(eq(moderationProviderSuspensions.providerId, providerId), isNull(moderationProviderSuspensions.liftedAt)))
    .for('update');
  if (!current) throw new ConflictError(MESSAGES.notSuspended);
  await tx
    .update(moderationProviderSuspensions)
    .set({ liftedAt: new Date(), liftedByStaffId: staffId, liftReason: reason })
    .where(eq(moderationProviderSuspensions.id, current.id));
  await steps.reinstateProvider(tx, providerId);
  return { reportId: current.reportId, since: current.suspendedAt };
}

async function requireProvider(db: Executor, providerId: number): Promise<{ id: number; email: string; name: string }> {
  const [user] = await db
    .select({ id: accountUsers.id, email: accountUsers.email })
    .from(accountUsers)
    .where(and(eq(accountUsers.id, providerId), eq(accountUsers.role, 'Company'), isNull(accountUsers.deletedAt)));
  if (!user) throw new NotFoundError(MESSAGES.providerNotFound);
  const names = await providerDisplayNames(db, [user.id]);
  return { ...user, name: names.get(user.id) || `Anbieter ${user.id}` };
}

export interface SuspendInput {
  ground: ModerationGround;
  ground_detail: ModerationGroundDetail;
  reason: string;
}

/**
 * Suspends a provider on the operator's own initiative (Art. 17 DSA): a decided case (`source = own_initiative`,
 * action `account_suspended`), the withdrawal of its offers, the statement of reasons with the complaint link to the
 * provider and the audit entry — one transaction.
 */
export async function suspendProvider(
  db: Executor,
  config: AppConfig,
  steps: ProviderWithdrawalSteps,
  providerId: number,
  input: SuspendInput,
  actor: { member: StaffPrincipal; ip: string },
): Promise<SuspensionAnswer> {
  if (GROUND_DETAILS[input.ground_detail].ground !== input.ground) {
    throw new ValidationError({ ground_detail: [MESSAGES.groundDetailMismatch] });
  }
  const { member } = actor;
  return auditedChange(db, { actor: actor.member, ip: actor.ip }, async (tx, audit) => {
    const provider = await requireProvider(tx, providerId);
    const at = new Date();
    const token = complaintToken();
    const [stored] = await tx
      .insert(moderationReports)
      .values({
        source: 'own_initiative',
        targetType: 'provider',
        targetId: provider.id,
        targetLabel: provider.name,
        affectedUserId: provider.id,
        category: null,
        explanation: input.reason,
        reporterAddressHash: addressHash(`staff:${member.id}`),
        goodFaith: true,
        status: 'action_taken',
        action: 'account_suspended',
        ground: input.ground,
        groundDetail: input.ground_detail,
        decisionReason: input.reason,
        decidedByStaffId: member.id,
        decidedAt: at,
        affectedComplaintTokenHash: token.hash,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!stored) throw new Error('Sperre wurde nicht gespeichert.');
    await tx.insert(moderationReportEvents).values([
      { reportId: stored.id, fromStatus: null, toStatus: 'in_review', actor: member.name, actorStaffId: member.id, note: 'Eigene Prüfung' },
      {
        reportId: stored.id,
        fromStatus: 'in_review',
        toStatus: 'action_taken',
        actor: member.name,
        actorStaffId: member.id,
        note: input.reason,
      },
    ]);
    const since = await startSuspension(tx, steps, provider.id, stored.id, member.id);
    await audit({
      action: 'moderation.provider_suspended',
      recordType: 'provider',
      recordId: provider.id,
      before: { suspended: false },
      after: {
        suspended: true,
        case_id: stored.id,
        status: 'action_taken',
        action: 'account_suspended',
        ground: input.ground,
        ground_detail: input.ground_detail,
        source: 'own_initiative',
        received_at: at.toISOString(),
      },
      reason: input.reason,
    });
    await new Outbox(tx, config).sendEmail({
      to: provider.email,
      subject: `Sperrung Ihres Anbieterkontos – Begründung (${caseNumber(stored)})`,
      text: statementOfReasons(
        config,
        stored,
        { action: 'account_suspended', ground: input.ground, groundDetail: input.ground_detail, reason: input.reason },
        at,
        token.token,
      ),
      userId: provider.id,
    });
    return { case_id: stored.id, case_number: caseNumber(stored), suspended_since: since.toISOString() };
  });
}

/** Lifts the provider's suspension: its offers return, the provider is told, the audit log has the reason. */
export async function reinstateProvider(
  db: Executor,
  config: AppConfig,
  steps: ProviderWithdrawalSteps,
  providerId: number,
  reason: string,
  actor: { member: StaffPrincipal; ip: string },
) {
  return auditedChange(db, { actor: actor.member, ip: actor.ip }, async (tx, audit) => {
    const provider = await requireProvider(tx, providerId);
    const ended = await endSuspension(tx, steps, provider.id, actor.member.id, reason);
    await tx.insert(moderationReportEvents).values({
      reportId: ended.reportId,
      fromStatus: 'action_taken',
      toStatus: 'action_taken',
      actor: actor.member.name,
      actorStaffId: actor.member.id,
      note: `Sperre aufgehoben: ${reason}`,
    });
    await audit({
      action: 'moderation.provider_reinstated',
      recordType: 'provider',
      recordId: provider.id,
      before: { suspended: true, suspended_since: ended.since.toISOString() },
      after: { suspended: false, case_id: ended.reportId },
      reason,
    });
    await new Outbox(tx, config).sendEmail({
      to: provider.email,
      subject: 'Die Sperrung Ihres Anbieterkontos ist aufgehoben',
      text: [
        'Guten Tag,',
        '',
        'wir haben die Sperrung Ihres Anbieterkontos aufgehoben. Ihre Produkte, Anfragestrecken und Ihre Anbieterseite sind wieder öffentlich, ' +
          'soweit sie es vor der Sperrung waren; Bestellungen und Anfragen sind wieder möglich.',
        `Begründung: ${reason}`,
        '',
        'Mit freundlichen Grüßen',
        operatorName(config.operator),
        '',
        emailFooter(config),
      ].join('\n'),
      userId: provider.id,
    });
    return { reinstated: true as const };
  });
}
