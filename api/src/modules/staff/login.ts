/** A staff member's login (password, then a TOTP code or the enrolment), the session, re-authentication and logout. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { staffChallenges, staffMembers, staffRecoveryCodes, staffTokens } from '../../db/schema/staff';
import type { StaffPrincipal } from '../../http/auth';
import { ForbiddenError, ValidationError } from '../../http/errors';
import { sha256 } from '../../lib/secrets';
import { verifyAgainstDummy, verifyPassword } from '../account/public';
import { auditedChange } from './audit';
import {
  CHALLENGE_EXPIRED,
  CHALLENGE_MAX_ATTEMPTS,
  CHALLENGE_TTL_MINUTES,
  REAUTH_MINUTES,
  SESSION_IDLE_MINUTES,
  SESSION_MAX_HOURS,
  WRONG_CODE,
  WRONG_CREDENTIALS,
} from './constants';
import { actorOf, issueChallenge, liveChallenge, memberById, memberForUpdate, presentMember, type StaffMemberRow } from './records';
import { newRecoveryCodes, newStaffToken, normaliseRecoveryCode, SESSION_PREFIX } from './secrets';
import { releaseAttempt, reserveAttempt } from './throttle';
import { newTotpSecret, qrCodeDataUrl, totpStep, totpUri } from './totp';

export type LoginStep =
  | { step: 'totp'; challenge: string }
  | { step: 'enrol'; challenge: string; otpauth_uri: string; secret: string; qr_code: string; recovery_codes: string[] };

export interface StaffSession {
  token: string;
  expires_at: string;
  idle_minutes: number;
  staff: ReturnType<typeof presentMember>;
}

async function findByEmail(db: Database, email: string): Promise<StaffMemberRow | undefined> {
  const [member] = await db
    .select()
    .from(staffMembers)
    .where(sql`lower(${staffMembers.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return member;
}

/**
 * First step: e-mail and password (one attempt reserved per account and address before the check). Answers
 * the second step: the TOTP code, or — before the first enrolment — the enrolment with QR code and recovery codes.
 */
export async function login(db: Database, email: string, password: string, ip: string): Promise<LoginStep> {
  await reserveAttempt(db, 'account', email, ip);
  const member = await findByEmail(db, email);
  const usable = member && member.passwordHash && !member.deactivatedAt ? member : undefined;
  const valid = usable?.passwordHash ? await verifyPassword(usable.passwordHash, password) : (await verifyAgainstDummy(password), false);
  if (!usable || !valid) {
    await auditedChange(db, { actor: member ? actorOf(member) : null, ip }, (_tx, audit) =>
      audit({
        action: 'staff.login_failed',
        recordType: 'staff_member',
        recordId: member?.id ?? null,
        after: { email: email.trim().toLowerCase(), step: 'password' },
        reason: !member
          ? 'Unbekannte E-Mail-Adresse'
          : member.deactivatedAt
            ? 'Konto deaktiviert'
            : !member.passwordHash
              ? 'Noch kein Passwort festgelegt'
              : 'Falsches Passwort',
      }),
    );
    throw new ValidationError({ email: [WRONG_CREDENTIALS] }, WRONG_CREDENTIALS);
  }
  await releaseAttempt(db, 'account', email, ip);
  if (usable.totpEnrolledAt && usable.totpSecret) {
    const challenge = await db.transaction((tx) => issueChallenge(tx, usable.id, 'login_totp', CHALLENGE_TTL_MINUTES));
    return { step: 'totp', challenge };
  }
  return startEnrolment(db, usable, ip);
}

/** A new secret and ten new recovery codes (hashed); the enrolment is confirmed by the first code. */
async function startEnrolment(db: Database, member: StaffMemberRow, ip: string): Promise<LoginStep> {
  const secret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  const challenge = await auditedChange(db, { actor: actorOf(member), ip }, async (tx, audit) => {
    await tx.update(staffMembers).set({ totpPendingSecret: secret, updatedAt: new Date() }).where(eq(staffMembers.id, member.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id));
    await tx
      .insert(staffRecoveryCodes)
      .values(recoveryCodes.map((code) => ({ staffId: member.id, codeHash: sha256(normaliseRecoveryCode(code)) })));
    await audit({
      action: 'staff.2fa_enrolment_started',
      recordType: 'staff_member',
      recordId: member.id,
    });
    return issueChallenge(tx, member.id, 'login_enrol', CHALLENGE_TTL_MINUTES);
  });
  const uri = totpUri(member.email, secret);
  return { step: 'enrol', challenge, otpauth_uri: uri, secret, qr_code: await qrCodeDataUrl(uri), recovery_codes: recoveryCodes };
}

/** Second step after enrolment: a TOTP code (each time step once) or an unused recovery code. */
export async function completeTotp(
  db: Database,
  secret: string,
  proof: { code?: string | undefined; recoveryCode?: string | undefined },
  ip: string,
): Promise<StaffSession> {
  return completeSecondFactor(db, secret, 'login_totp', proof, ip);
}

/** Confirms the enrolment with the first code from the app, and signs in. */
export async function completeEnrolment(db: Database, secret: string, code: string, ip: string): Promise<StaffSession> {
  return completeSecondFactor(db, secret, 'login_enrol', { code }, ip);
}

async function completeSecondFactor(
  db: Database,
  secret: string,
  purpose: 'login_totp' | 'login_enrol',
  proof: { code?: string | undefined; recoveryCode?: string | undefined },
  ip: string,
): Promise<StaffSession> {
  const peek = await liveChallenge(db, secret, purpose, false);
  if (!peek) throw ValidationError.field('challenge', CHALLENGE_EXPIRED);
  await reserveAttempt(db, 'second_factor', peek.staffId, ip);
  const outcome = await auditedChange(db, { ip }, async (tx, audit) => {
    const challenge = await liveChallenge(tx, secret, purpose, true);
    if (!challenge || challenge.attempts >= CHALLENGE_MAX_ATTEMPTS) return { ok: false as const, expired: true };
    const member = await memberForUpdate(tx, challenge.staffId);
    if (member.deactivatedAt) return { ok: false as const, expired: true };
    const method = await checkSecondFactor(tx, member, purpose, proof);
    if (!method) {
      const attempts = challenge.attempts + 1;
      await tx
        .update(staffChallenges)
        .set({ attempts, ...(attempts >= CHALLENGE_MAX_ATTEMPTS ? { usedAt: new Date() } : {}) })
        .where(eq(staffChallenges.id, challenge.id));
      await audit({
        actor: actorOf(member),
        action: 'staff.login_failed',
        recordType: 'staff_member',
        recordId: member.id,
        after: { step: purpose === 'login_enrol' ? 'enrolment' : proof.recoveryCode ? 'recovery_code' : 'totp' },
        reason: proof.recoveryCode ? 'Falscher oder verbrauchter Wiederherstellungscode' : 'Falscher oder wiederverwendeter Code',
      });
      return { ok: false as const, expired: false };
    }
    await tx.update(staffChallenges).set({ usedAt: new Date() }).where(eq(staffChallenges.id, challenge.id));
    if (purpose === 'login_enrol') {
      await audit({
        actor: actorOf(member),
        action: 'staff.2fa_enrolled',
        recordType: 'staff_member',
        recordId: member.id,
        before: { two_factor_enrolled: member.totpEnrolledAt !== null },
        after: { two_factor_enrolled: true },
      });
    }
    const session = await openSession(tx, member);
    await audit({
      actor: actorOf(member),
      action: 'staff.login',
      recordType: 'staff_member',
      recordId: member.id,
      after: { method, session_id: session.id },
    });
    const [fresh] = await tx.select().from(staffMembers).where(eq(staffMembers.id, member.id));
    return { ok: true as const, session, member: fresh ?? member };
  });
  if (!outcome.ok) {
    if (outcome.expired) throw ValidationError.field('challenge', CHALLENGE_EXPIRED);
    throw ValidationError.field(proof.recoveryCode ? 'recovery_code' : 'code', WRONG_CODE);
  }
  await releaseAttempt(db, 'second_factor', outcome.member.id, ip);
  return {
    token: outcome.session.token,
    expires_at: outcome.session.expiresAt.toISOString(),
    idle_minutes: SESSION_IDLE_MINUTES,
    staff: presentMember(outcome.member),
  };
}

/**
 * Checks a TOTP code (a time step after the last accepted one; the step is then stored) or a recovery code
 * (then used up). During enrolment the pending secret is checked and becomes the member's secret.
 */
async function checkSecondFactor(
  tx: Executor,
  member: StaffMemberRow,
  purpose: 'login_totp' | 'login_enrol' | 'reauth',
  proof: { code?: string | undefined; recoveryCode?: string | undefined },
): Promise<'totp' | 'recovery_code' | null> {
  if (proof.code) {
    const secret = purpose === 'login_enrol' ? member.totpPendingSecret : member.totpSecret;
    if (!secret) return null;
    const step = await totpStep(secret, proof.code);
    if (step === null || (member.totpLastStep !== null && step <= member.totpLastStep)) return null;
    await tx
      .update(staffMembers)
      .set(
        purpose === 'login_enrol'
          ? { totpSecret: secret, totpPendingSecret: null, totpEnrolledAt: new Date(), totpLastStep: step, updatedAt: new Date() }
          : { totpLastStep: step },
      )
      .where(eq(staffMembers.id, member.id));
    return 'totp';
  }
  if (proof.recoveryCode && purpose !== 'login_enrol' && member.totpEnrolledAt) {
    const [used] = await tx
      .update(staffRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, member.id),
          eq(staffRecoveryCodes.codeHash, sha256(normaliseRecoveryCode(proof.recoveryCode))),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    return used ? 'recovery_code' : null;
  }
  return null;
}

async function openSession(tx: Executor, member: StaffMemberRow) {
  const token = newStaffToken(SESSION_PREFIX);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_MAX_HOURS * 3_600_000);
  const [row] = await tx
    .insert(staffTokens)
    .values({ staffId: member.id, kind: 'session', tokenHash: sha256(token), expiresAt, reauthAt: now, lastSeenAt: now })
    .returning({ id: staffTokens.id });
  if (!row) throw new Error('Sitzung wurde nicht angelegt.');
  return { id: row.id, token, expiresAt };
}

export async function logout(db: Database, principal: StaffPrincipal, ip: string): Promise<void> {
  await auditedChange(db, { actor: actorOf(principal), ip }, async (tx, audit) => {
    await tx.update(staffTokens).set({ revokedAt: new Date() }).where(eq(staffTokens.id, principal.tokenId));
    await audit({
      action: principal.kind === 'session' ? 'staff.logout' : 'staff.token_revoked',
      recordType: principal.kind === 'session' ? 'staff_member' : 'staff_token',
      recordId: principal.kind === 'session' ? principal.id : principal.tokenId,
    });
  });
}

/** Re-authentication in a session: the password or a TOTP code; afterwards sensitive actions are open for 5 minutes. */
export async function reauthenticate(
  db: Database,
  principal: StaffPrincipal,
  proof: { password?: string | undefined; code?: string | undefined },
  ip: string,
) {
  if (principal.kind !== 'session') {
    throw new ForbiddenError('Mit einem API-Schlüssel ist keine erneute Bestätigung möglich.');
  }
  const scope = proof.password ? 'account' : 'second_factor';
  const subject = proof.password ? principal.email : principal.id;
  await reserveAttempt(db, scope, subject, ip);
  const member = await memberById(db, principal.id);
  const outcome = await auditedChange(db, { actor: actorOf(principal), ip }, async (tx, audit) => {
    let method: string | null = null;
    if (proof.password) {
      method = member.passwordHash && (await verifyPassword(member.passwordHash, proof.password)) ? 'password' : null;
    } else if (proof.code) {
      const locked = await memberForUpdate(tx, member.id);
      method = await checkSecondFactor(tx, locked, 'reauth', { code: proof.code });
    }
    if (!method) {
      await audit({
        action: 'staff.reauth_failed',
        recordType: 'staff_member',
        recordId: principal.id,
        after: { method: proof.password ? 'password' : 'totp' },
      });
      return null;
    }
    const now = new Date();
    await tx.update(staffTokens).set({ reauthAt: now }).where(eq(staffTokens.id, principal.tokenId));
    await audit({
      action: 'staff.reauthenticated',
      recordType: 'staff_member',
      recordId: principal.id,
      after: { method },
    });
    return now;
  });
  if (!outcome) {
    throw proof.password ? ValidationError.field('password', 'Das Passwort ist falsch.') : ValidationError.field('code', WRONG_CODE);
  }
  await releaseAttempt(db, scope, subject, ip);
  return { reauth_valid_until: new Date(outcome.getTime() + REAUTH_MINUTES * 60_000).toISOString() };
}

export async function me(db: Database, principal: StaffPrincipal) {
  const member = await memberById(db, principal.id);
  return {
    ...presentMember(member),
    credential: principal.kind,
    credential_roles: [...principal.roles].sort(),
    reauth_valid_until: principal.reauthAt === null ? null : new Date(principal.reauthAt.getTime() + REAUTH_MINUTES * 60_000).toISOString(),
    idle_minutes: SESSION_IDLE_MINUTES,
  };
}
