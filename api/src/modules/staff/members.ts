/** The staff accounts: listed, invited, given a password, their roles changed, deactivated, their two-factor reset. */
import { and, asc, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import { staffChallenges, staffMembers, staffRecoveryCodes, staffTokens, type StaffRole } from '../../db/schema/staff';
import type { StaffPrincipal } from '../../http/auth';
import { ConflictError, ValidationError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { hashPassword } from '../account/public';
import { Outbox } from '../outbox/public';
import { assertRecentReauth } from './access';
import { auditedChange } from './audit';
import { EMAIL_TAKEN, INVITATION_TTL_HOURS, LAST_ADMIN, PASSWORD_LINK_INVALID } from './constants';
import { type ActionContext, actorOf, issueChallenge, liveChallenge, memberForUpdate, presentMember, type StaffMemberRow } from './records';

export async function listMembers(db: Database) {
  const lastSeen = db
    .select({ staffId: staffTokens.staffId, lastSeenAt: max(staffTokens.lastSeenAt).as('last_seen_at') })
    .from(staffTokens)
    .where(eq(staffTokens.kind, 'session'))
    .groupBy(staffTokens.staffId)
    .as('last_seen');
  const rows = await db
    .select({ member: staffMembers, lastSeenAt: lastSeen.lastSeenAt })
    .from(staffMembers)
    .leftJoin(lastSeen, eq(lastSeen.staffId, staffMembers.id))
    .orderBy(asc(sql`lower(${staffMembers.email})`));
  return rows.map((row) => presentMember(row.member, row.lastSeenAt ? new Date(row.lastSeenAt) : null));
}

/** Active admins other than `exceptId`, locked for the transaction (role changes and deactivations queue on them). */
async function otherActiveAdmins(tx: Executor, exceptId: number): Promise<number> {
  const rows = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(ne(staffMembers.id, exceptId), isNull(staffMembers.deactivatedAt), sql`'admin' = any(${staffMembers.roles})`))
    .for('update');
  return rows.length;
}

/**
 * A new staff member without a password: the invitation e-mail (outbox) carries a one-time set-password link.
 * `actor` `null` is the command line (`npm run admin:create`). Answers the member and the link.
 */
export async function createMember(
  db: Database,
  config: AppConfig,
  context: ActionContext,
  input: { email: string; name: string; roles: StaffRole[] },
) {
  if (context.actor) assertRecentReauth(context.actor);
  const roles = [...new Set(input.roles)].sort();
  try {
    return await auditedChange(db, context, async (tx, audit) => {
      const [member] = await tx.insert(staffMembers).values({ email: input.email.toLowerCase(), name: input.name, roles }).returning();
      if (!member) throw new Error('Mitarbeiterkonto wurde nicht angelegt.');
      const link = await sendInvitation(tx, config, member);
      await audit({
        action: 'staff.created',
        recordType: 'staff_member',
        recordId: member.id,
        after: { email: member.email, name: member.name, roles },
        reason: context.reason ?? null,
      });
      return { member: presentMember(member), link };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw ValidationError.field('email', EMAIL_TAKEN);
    throw error;
  }
}

/** A new set-password link for a member (older links die); the mail goes through the outbox. */
async function sendInvitation(tx: Executor, config: AppConfig, member: StaffMemberRow): Promise<string> {
  await tx
    .update(staffChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(staffChallenges.staffId, member.id), eq(staffChallenges.purpose, 'set_password'), isNull(staffChallenges.usedAt)));
  const secret = await issueChallenge(tx, member.id, 'set_password', INVITATION_TTL_HOURS * 60);
  const link = `${config.publicWebUrl}/admin/passwort?token=${encodeURIComponent(secret)}`;
  await new Outbox(tx, config).sendEmail({
    to: member.email,
    subject: 'Ihr Zugang zum Marktplatz-Backoffice',
    text:
      `Hallo ${member.name},\n\nfür Sie wurde ein Zugang zum Backoffice des Marktplatzes angelegt. Über diesen Link legen Sie Ihr Passwort fest:\n\n${link}\n\n` +
      `Der Link ist ${INVITATION_TTL_HOURS} Stunden gültig und kann einmal verwendet werden. Bei der ersten Anmeldung richten Sie die ` +
      `Zwei-Faktor-Anmeldung mit einer Authenticator-App ein (z. B. FreeOTP, Aegis oder Google Authenticator).\n\n` +
      `Wenn Sie keinen Zugang erwartet haben, ignorieren Sie diese E-Mail.\n\nIhr Marktplatz-Team`,
    links: [link],
  });
  return link;
}

/** Sets the password from an invitation (or reset) link; every session of the member ends. */
export async function setPassword(db: Database, secret: string, password: string, ip: string | null): Promise<void> {
  const passwordHash = await hashPassword(password);
  await auditedChange(db, { ip }, async (tx, audit) => {
    const challenge = await liveChallenge(tx, secret, 'set_password', true);
    if (!challenge) throw ValidationError.field('token', PASSWORD_LINK_INVALID);
    const member = await memberForUpdate(tx, challenge.staffId);
    if (member.deactivatedAt) throw ValidationError.field('token', PASSWORD_LINK_INVALID);
    await tx.update(staffChallenges).set({ usedAt: new Date() }).where(eq(staffChallenges.id, challenge.id));
    await tx.update(staffMembers).set({ passwordHash, updatedAt: new Date() }).where(eq(staffMembers.id, member.id));
    await revokeTokens(tx, member.id, 'session');
    await audit({
      actor: actorOf(member),
      action: 'staff.password_set',
      recordType: 'staff_member',
      recordId: member.id,
      after: { password_set: true },
    });
  });
}

async function revokeTokens(tx: Executor, staffId: number, kind?: 'session' | 'api'): Promise<number> {
  const rows = await tx
    .update(staffTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffTokens.staffId, staffId), isNull(staffTokens.revokedAt), kind ? eq(staffTokens.kind, kind) : undefined))
    .returning({ id: staffTokens.id });
  return rows.length;
}

export async function changeRoles(db: Database, context: ActionContext & { actor: StaffPrincipal }, id: number, roles: StaffRole[]) {
  assertRecentReauth(context.actor);
  const next = [...new Set(roles)].sort();
  return auditedChange(db, context, async (tx, audit) => {
    const member = await memberForUpdate(tx, id);
    const previous = [...member.roles].sort();
    if (previous.includes('admin') && !next.includes('admin') && !member.deactivatedAt && (await otherActiveAdmins(tx, id)) === 0) {
      throw new ConflictError(LAST_ADMIN);
    }
    const [updated] = await tx.update(staffMembers).set({ roles: next, updatedAt: new Date() }).where(eq(staffMembers.id, id)).returning();
    await audit({
      action: 'staff.roles_changed',
      recordType: 'staff_member',
      recordId: id,
      before: { roles: previous },
      after: { roles: next },
      reason: context.reason ?? null,
    });
    return presentMember(updated ?? member);
  });
}

export async function deactivateMember(db: Database, context: ActionContext & { actor: StaffPrincipal }, id: number) {
  assertRecentReauth(context.actor);
  return auditedChange(db, context, async (tx, audit) => {
    const member = await memberForUpdate(tx, id);
    if (member.deactivatedAt) throw new ConflictError('Dieses Mitarbeiterkonto ist bereits deaktiviert.');
    if (member.roles.includes('admin') && (await otherActiveAdmins(tx, id)) === 0) throw new ConflictError(LAST_ADMIN);
    const now = new Date();
    const [updated] = await tx.update(staffMembers).set({ deactivatedAt: now, updatedAt: now }).where(eq(staffMembers.id, id)).returning();
    const revoked = await revokeTokens(tx, id);
    await audit({
      action: 'staff.deactivated',
      recordType: 'staff_member',
      recordId: id,
      before: { active: true },
      after: { active: false, revoked_credentials: revoked },
      reason: context.reason ?? null,
    });
    return presentMember(updated ?? member);
  });
}

/** The member enrols again at the next login; recovery codes and sessions end (personal API tokens stay). */
export async function resetTwoFactor(db: Database, context: ActionContext & { actor: StaffPrincipal }, id: number) {
  assertRecentReauth(context.actor);
  return auditedChange(db, context, async (tx, audit) => {
    const member = await memberForUpdate(tx, id);
    const [updated] = await tx
      .update(staffMembers)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnrolledAt: null, totpLastStep: null, updatedAt: new Date() })
      .where(eq(staffMembers.id, id))
      .returning();
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
    const revoked = await revokeTokens(tx, id, 'session');
    await audit({
      action: 'staff.2fa_reset',
      recordType: 'staff_member',
      recordId: id,
      before: { two_factor_enrolled: member.totpEnrolledAt !== null },
      after: { two_factor_enrolled: false, revoked_sessions: revoked },
      reason: context.reason ?? null,
    });
    return presentMember(updated ?? member);
  });
}
