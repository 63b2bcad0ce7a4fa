import { and, asc, eq, gt, isNull, max, ne, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import {
  staffChallenges,
  staffMembers,
  staffRecoveryCodes,
  staffTokens,
  type StaffChallengePurpose,
  type StaffRole,
} from '../../db/schema/staff';
import type { StaffPrincipal } from '../../http/auth';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TokenExpiredError,
  TokenInvalidError,
  ValidationError,
} from '../../http/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../account/public';
import { Outbox } from '../outbox/public';
import { audit, auditRowsForExport, listAudit, type AuditActor, type AuditFilter } from './audit';
import { newSecret, sha256 } from '../../lib/secrets';
import { API_TOKEN_PREFIX, looksLikeStaffToken, newRecoveryCodes, newStaffToken, normaliseRecoveryCode, SESSION_PREFIX } from './secrets';
import { releaseAttempt, reserveAttempt } from './throttle';
import { newTotpSecret, qrCodeDataUrl, totpStep, totpUri } from './totp';

/** A session ends after this long without a request … */
export const SESSION_IDLE_MINUTES = 30;
/** … and at the latest this long after the login. */
export const SESSION_MAX_HOURS = 12;
/** Sensitive actions need a password or code proven this recently in the session. */
export const REAUTH_MINUTES = 5;
/** Time between the password and the code of one login. */
export const CHALLENGE_TTL_MINUTES = 10;
/** Wrong codes one login step allows before it must start again. */
export const CHALLENGE_MAX_ATTEMPTS = 5;
/** Validity of an invitation's set-password link. */
export const INVITATION_TTL_HOURS = 72;
export const API_TOKEN_DEFAULT_DAYS = 90;
export const API_TOKEN_MAX_DAYS = 365;

export const WRONG_CREDENTIALS = 'E-Mail-Adresse oder Passwort ist falsch.';
export const WRONG_CODE = 'Der Code ist falsch oder wurde schon verwendet.';
export const CHALLENGE_EXPIRED = 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.';
export const REAUTH_REQUIRED = 'Bitte bestätigen Sie diese Aktion mit Ihrem Passwort oder einem Code aus Ihrer Authenticator-App.';
export const EMAIL_TAKEN = 'Diese E-Mail-Adresse gehört bereits zu einem Mitarbeiterkonto.';
export const LAST_ADMIN = 'Es muss mindestens ein aktives Mitarbeiterkonto mit der Rolle „admin“ bleiben.';
export const PASSWORD_LINK_INVALID =
  'Der Link ist ungültig oder abgelaufen. Bitte bitten Sie eine Administratorin oder einen Administrator um eine neue Einladung.';

export type StaffMemberRow = typeof staffMembers.$inferSelect;

/** Where an action comes from: the signed-in member (or `null` for the command line) and the client address. */
export interface ActionContext {
  actor: StaffPrincipal | null;
  ip: string | null;
  reason?: string | null;
}

function actorOf(principal: Pick<StaffPrincipal, 'id' | 'email'> | null): AuditActor | null {
  return principal ? { id: principal.id, email: principal.email } : null;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === '23505') return true;
  }
  return false;
}

/** Throws 403 (with `errors.reauth`) unless the session proved password or code in the last {@link REAUTH_MINUTES} minutes. */
export function assertRecentReauth(principal: StaffPrincipal, now: Date = new Date()): void {
  if (principal.kind !== 'session') {
    throw new ForbiddenError('Diese Aktion ist nur in einer angemeldeten Sitzung möglich, nicht mit einem API-Schlüssel.');
  }
  if (!principal.reauthAt || principal.reauthAt.getTime() < now.getTime() - REAUTH_MINUTES * 60_000) {
    throw new AppError(403, REAUTH_REQUIRED, 'FORBIDDEN', { reauth: [REAUTH_REQUIRED] });
  }
}

/**
 * The staff member behind a bearer token, `null` when the token is no staff token at all. A staff token that is
 * unknown, revoked, expired, idle for {@link SESSION_IDLE_MINUTES} minutes or of a deactivated member is refused
 * with 401. Each use moves the session's `last_seen_at` (one statement: check and touch).
 */
export async function authenticateStaff(db: Executor, token: string | undefined): Promise<StaffPrincipal | null> {
  if (!token || !looksLikeStaffToken(token)) return null;
  const idle = sql.raw(`interval '${SESSION_IDLE_MINUTES} minutes'`);
  const [row] = await db
    .update(staffTokens)
    .set({ lastSeenAt: sql`now()` })
    .from(staffMembers)
    .where(
      and(
        eq(staffTokens.tokenHash, sha256(token)),
        eq(staffMembers.id, staffTokens.staffId),
        isNull(staffMembers.deactivatedAt),
        isNull(staffTokens.revokedAt),
        gt(staffTokens.expiresAt, sql`now()`),
        sql`(${staffTokens.kind} = 'api' or ${staffTokens.lastSeenAt} > now() - ${idle})`,
      ),
    )
    .returning({
      tokenId: staffTokens.id,
      kind: staffTokens.kind,
      scope: staffTokens.scope,
      reauthAt: staffTokens.reauthAt,
      id: staffMembers.id,
      email: staffMembers.email,
      name: staffMembers.name,
      roles: staffMembers.roles,
    });
  if (!row) throw token.startsWith(SESSION_PREFIX) ? new TokenExpiredError() : new TokenInvalidError();
  // An API token uses the roles it was given, as far as the member still has them.
  const roles = row.kind === 'api' ? row.roles.filter((role) => (row.scope ?? []).includes(role)) : row.roles;
  return { id: row.id, email: row.email, name: row.name, roles, tokenId: row.tokenId, kind: row.kind, reauthAt: row.reauthAt };
}

export type LoginStep =
  | { step: 'totp'; challenge: string }
  | { step: 'enrol'; challenge: string; otpauth_uri: string; secret: string; qr_code: string; recovery_codes: string[] };

export interface StaffSession {
  token: string;
  expires_at: string;
  idle_minutes: number;
  staff: ReturnType<typeof presentMember>;
}

export function presentMember(member: StaffMemberRow, lastSeenAt: Date | null = null) {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    roles: [...member.roles].sort(),
    active: member.deactivatedAt === null,
    password_set: member.passwordHash !== null,
    two_factor_enrolled: member.totpEnrolledAt !== null,
    created_at: member.createdAt.toISOString(),
    deactivated_at: member.deactivatedAt?.toISOString() ?? null,
    last_seen_at: lastSeenAt?.toISOString() ?? null,
  };
}

function presentToken(row: typeof staffTokens.$inferSelect) {
  return {
    id: row.id,
    name: row.name ?? '',
    roles: [...(row.scope ?? [])].sort(),
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastSeenAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** The staff domain: the only writer of the staff tables and of the audit log. */
export class StaffService {
  constructor(
    private readonly db: Database,
    private readonly config: AppConfig,
  ) {}

  // --- members ------------------------------------------------------------------------------------

  private async findByEmail(email: string): Promise<StaffMemberRow | undefined> {
    const [member] = await this.db
      .select()
      .from(staffMembers)
      .where(sql`lower(${staffMembers.email}) = ${email.trim().toLowerCase()}`)
      .limit(1);
    return member;
  }

  private async memberForUpdate(tx: Executor, id: number): Promise<StaffMemberRow> {
    const [member] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1).for('update');
    if (!member) throw new NotFoundError('Dieses Mitarbeiterkonto gibt es nicht.');
    return member;
  }

  async member(id: number): Promise<StaffMemberRow> {
    const [member] = await this.db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
    if (!member) throw new NotFoundError('Dieses Mitarbeiterkonto gibt es nicht.');
    return member;
  }

  async list() {
    const lastSeen = this.db
      .select({ staffId: staffTokens.staffId, lastSeenAt: max(staffTokens.lastSeenAt).as('last_seen_at') })
      .from(staffTokens)
      .where(eq(staffTokens.kind, 'session'))
      .groupBy(staffTokens.staffId)
      .as('last_seen');
    const rows = await this.db
      .select({ member: staffMembers, lastSeenAt: lastSeen.lastSeenAt })
      .from(staffMembers)
      .leftJoin(lastSeen, eq(lastSeen.staffId, staffMembers.id))
      .orderBy(asc(sql`lower(${staffMembers.email})`));
    return rows.map((row) => presentMember(row.member, row.lastSeenAt ? new Date(row.lastSeenAt) : null));
  }

  /** Active admins other than `exceptId`, locked for the transaction (role changes and deactivations queue on them). */
  private async otherActiveAdmins(tx: Executor, exceptId: number): Promise<number> {
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
  async create(context: ActionContext, input: { email: string; name: string; roles: StaffRole[] }) {
    if (context.actor) assertRecentReauth(context.actor);
    const roles = [...new Set(input.roles)].sort();
    try {
      return await this.db.transaction(async (tx) => {
        const [member] = await tx.insert(staffMembers).values({ email: input.email.toLowerCase(), name: input.name, roles }).returning();
        if (!member) throw new Error('Mitarbeiterkonto wurde nicht angelegt.');
        const link = await this.sendInvitation(tx, member);
        await audit(tx, {
          actor: actorOf(context.actor),
          action: 'staff.created',
          recordType: 'staff_member',
          recordId: member.id,
          after: { email: member.email, name: member.name, roles },
          reason: context.reason ?? null,
          ip: context.ip,
        });
        return { member: presentMember(member), link };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw ValidationError.field('email', EMAIL_TAKEN);
      throw error;
    }
  }

  /** A new set-password link for a member (older links die); the mail goes through the outbox. */
  private async sendInvitation(tx: Executor, member: StaffMemberRow): Promise<string> {
    await tx
      .update(staffChallenges)
      .set({ usedAt: new Date() })
      .where(and(eq(staffChallenges.staffId, member.id), eq(staffChallenges.purpose, 'set_password'), isNull(staffChallenges.usedAt)));
    const secret = await this.issueChallenge(tx, member.id, 'set_password', INVITATION_TTL_HOURS * 60);
    const link = `${this.config.publicWebUrl}/admin/passwort?token=${encodeURIComponent(secret)}`;
    await new Outbox(tx, this.config).sendEmail({
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

  private async issueChallenge(tx: Executor, staffId: number, purpose: StaffChallengePurpose, ttlMinutes: number): Promise<string> {
    const secret = newSecret();
    await tx.insert(staffChallenges).values({
      staffId,
      purpose,
      tokenHash: sha256(secret),
      expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
    });
    return secret;
  }

  private async liveChallenge(tx: Executor, secret: string, purpose: StaffChallengePurpose, lock: boolean) {
    const query = tx
      .select()
      .from(staffChallenges)
      .where(
        and(
          eq(staffChallenges.tokenHash, sha256(secret)),
          eq(staffChallenges.purpose, purpose),
          isNull(staffChallenges.usedAt),
          gt(staffChallenges.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** Sets the password from an invitation (or reset) link; every session of the member ends. */
  async setPassword(secret: string, password: string, ip: string | null): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const challenge = await this.liveChallenge(tx, secret, 'set_password', true);
      if (!challenge) throw ValidationError.field('token', PASSWORD_LINK_INVALID);
      const member = await this.memberForUpdate(tx, challenge.staffId);
      if (member.deactivatedAt) throw ValidationError.field('token', PASSWORD_LINK_INVALID);
      await tx.update(staffChallenges).set({ usedAt: new Date() }).where(eq(staffChallenges.id, challenge.id));
      await tx.update(staffMembers).set({ passwordHash, updatedAt: new Date() }).where(eq(staffMembers.id, member.id));
      await this.revokeTokens(tx, member.id, 'session');
      await audit(tx, {
        actor: actorOf(member),
        action: 'staff.password_set',
        recordType: 'staff_member',
        recordId: member.id,
        after: { password_set: true },
        ip,
      });
    });
  }

  // --- login --------------------------------------------------------------------------------------

  /**
   * First step: e-mail and password (one attempt reserved per account and address before the check). Answers
   * the second step: the TOTP code, or — before the first enrolment — the enrolment with QR code and recovery codes.
   */
  async login(email: string, password: string, ip: string): Promise<LoginStep> {
    await reserveAttempt(this.db, 'account', email, ip);
    const member = await this.findByEmail(email);
    const usable = member && member.passwordHash && !member.deactivatedAt ? member : undefined;
    const valid = usable?.passwordHash ? await verifyPassword(usable.passwordHash, password) : (await verifyAgainstDummy(password), false);
    if (!usable || !valid) {
      await audit(this.db, {
        actor: member ? actorOf(member) : null,
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
        ip,
      });
      throw new ValidationError({ email: [WRONG_CREDENTIALS] }, WRONG_CREDENTIALS);
    }
    await releaseAttempt(this.db, 'account', email, ip);
    if (usable.totpEnrolledAt && usable.totpSecret) {
      const challenge = await this.db.transaction((tx) => this.issueChallenge(tx, usable.id, 'login_totp', CHALLENGE_TTL_MINUTES));
      return { step: 'totp', challenge };
    }
    return this.startEnrolment(usable, ip);
  }

  /** A new secret and ten new recovery codes (hashed); the enrolment is confirmed by the first code. */
  private async startEnrolment(member: StaffMemberRow, ip: string): Promise<LoginStep> {
    const secret = newTotpSecret();
    const recoveryCodes = newRecoveryCodes();
    const challenge = await this.db.transaction(async (tx) => {
      await tx.update(staffMembers).set({ totpPendingSecret: secret, updatedAt: new Date() }).where(eq(staffMembers.id, member.id));
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id));
      await tx
        .insert(staffRecoveryCodes)
        .values(recoveryCodes.map((code) => ({ staffId: member.id, codeHash: sha256(normaliseRecoveryCode(code)) })));
      await audit(tx, {
        actor: actorOf(member),
        action: 'staff.2fa_enrolment_started',
        recordType: 'staff_member',
        recordId: member.id,
        ip,
      });
      return this.issueChallenge(tx, member.id, 'login_enrol', CHALLENGE_TTL_MINUTES);
    });
    const uri = totpUri(member.email, secret);
    return { step: 'enrol', challenge, otpauth_uri: uri, secret, qr_code: await qrCodeDataUrl(uri), recovery_codes: recoveryCodes };
  }

  /** Second step after enrolment: a TOTP code (each time step once) or an unused recovery code. */
  async completeTotp(
    secret: string,
    proof: { code?: string | undefined; recoveryCode?: string | undefined },
    ip: string,
  ): Promise<StaffSession> {
    return this.completeSecondFactor(secret, 'login_totp', proof, ip);
  }

  /** Confirms the enrolment with the first code from the app, and signs in. */
  async completeEnrolment(secret: string, code: string, ip: string): Promise<StaffSession> {
    return this.completeSecondFactor(secret, 'login_enrol', { code }, ip);
  }

  private async completeSecondFactor(
    secret: string,
    purpose: 'login_totp' | 'login_enrol',
    proof: { code?: string | undefined; recoveryCode?: string | undefined },
    ip: string,
  ): Promise<StaffSession> {
    const peek = await this.liveChallenge(this.db, secret, purpose, false);
    if (!peek) throw ValidationError.field('challenge', CHALLENGE_EXPIRED);
    await reserveAttempt(this.db, 'second_factor', peek.staffId, ip);
    const outcome = await this.db.transaction(async (tx) => {
      const challenge = await this.liveChallenge(tx, secret, purpose, true);
      if (!challenge || challenge.attempts >= CHALLENGE_MAX_ATTEMPTS) return { ok: false as const, expired: true };
      const member = await this.memberForUpdate(tx, challenge.staffId);
      if (member.deactivatedAt) return { ok: false as const, expired: true };
      const method = await this.checkSecondFactor(tx, member, purpose, proof);
      if (!method) {
        const attempts = challenge.attempts + 1;
        await tx
          .update(staffChallenges)
          .set({ attempts, ...(attempts >= CHALLENGE_MAX_ATTEMPTS ? { usedAt: new Date() } : {}) })
          .where(eq(staffChallenges.id, challenge.id));
        await audit(tx, {
          actor: actorOf(member),
          action: 'staff.login_failed',
          recordType: 'staff_member',
          recordId: member.id,
          after: { step: purpose === 'login_enrol' ? 'enrolment' : proof.recoveryCode ? 'recovery_code' : 'totp' },
          reason: proof.recoveryCode ? 'Falscher oder verbrauchter Wiederherstellungscode' : 'Falscher oder wiederverwendeter Code',
          ip,
        });
        return { ok: false as const, expired: false };
      }
      await tx.update(staffChallenges).set({ usedAt: new Date() }).where(eq(staffChallenges.id, challenge.id));
      if (purpose === 'login_enrol') {
        await audit(tx, {
          actor: actorOf(member),
          action: 'staff.2fa_enrolled',
          recordType: 'staff_member',
          recordId: member.id,
          before: { two_factor_enrolled: member.totpEnrolledAt !== null },
          after: { two_factor_enrolled: true },
          ip,
        });
      }
      const session = await this.openSession(tx, member);
      await audit(tx, {
        actor: actorOf(member),
        action: 'staff.login',
        recordType: 'staff_member',
        recordId: member.id,
        after: { method, session_id: session.id },
        ip,
      });
      const [fresh] = await tx.select().from(staffMembers).where(eq(staffMembers.id, member.id));
      return { ok: true as const, session, member: fresh ?? member };
    });
    if (!outcome.ok) {
      if (outcome.expired) throw ValidationError.field('challenge', CHALLENGE_EXPIRED);
      throw ValidationError.field(proof.recoveryCode ? 'recovery_code' : 'code', WRONG_CODE);
    }
    await releaseAttempt(this.db, 'second_factor', outcome.member.id, ip);
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
  private async checkSecondFactor(
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

  private async openSession(tx: Executor, member: StaffMemberRow) {
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

  private async revokeTokens(tx: Executor, staffId: number, kind?: 'session' | 'api'): Promise<number> {
    const rows = await tx
      .update(staffTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffTokens.staffId, staffId), isNull(staffTokens.revokedAt), kind ? eq(staffTokens.kind, kind) : undefined))
      .returning({ id: staffTokens.id });
    return rows.length;
  }

  async logout(principal: StaffPrincipal, ip: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(staffTokens).set({ revokedAt: new Date() }).where(eq(staffTokens.id, principal.tokenId));
      await audit(tx, {
        actor: actorOf(principal),
        action: principal.kind === 'session' ? 'staff.logout' : 'staff.token_revoked',
        recordType: principal.kind === 'session' ? 'staff_member' : 'staff_token',
        recordId: principal.kind === 'session' ? principal.id : principal.tokenId,
        ip,
      });
    });
  }

  /** Re-authentication in a session: the password or a TOTP code; afterwards sensitive actions are open for 5 minutes. */
  async reauthenticate(principal: StaffPrincipal, proof: { password?: string | undefined; code?: string | undefined }, ip: string) {
    if (principal.kind !== 'session') {
      throw new ForbiddenError('Mit einem API-Schlüssel ist keine erneute Bestätigung möglich.');
    }
    const scope = proof.password ? 'account' : 'second_factor';
    const subject = proof.password ? principal.email : principal.id;
    await reserveAttempt(this.db, scope, subject, ip);
    const member = await this.member(principal.id);
    const outcome = await this.db.transaction(async (tx) => {
      let method: string | null = null;
      if (proof.password) {
        method = member.passwordHash && (await verifyPassword(member.passwordHash, proof.password)) ? 'password' : null;
      } else if (proof.code) {
        const locked = await this.memberForUpdate(tx, member.id);
        method = await this.checkSecondFactor(tx, locked, 'reauth', { code: proof.code });
      }
      if (!method) {
        await audit(tx, {
          actor: actorOf(principal),
          action: 'staff.reauth_failed',
          recordType: 'staff_member',
          recordId: principal.id,
          after: { method: proof.password ? 'password' : 'totp' },
          ip,
        });
        return null;
      }
      const now = new Date();
      await tx.update(staffTokens).set({ reauthAt: now }).where(eq(staffTokens.id, principal.tokenId));
      await audit(tx, {
        actor: actorOf(principal),
        action: 'staff.reauthenticated',
        recordType: 'staff_member',
        recordId: principal.id,
        after: { method },
        ip,
      });
      return now;
    });
    if (!outcome) {
      throw proof.password ? ValidationError.field('password', 'Das Passwort ist falsch.') : ValidationError.field('code', WRONG_CODE);
    }
    await releaseAttempt(this.db, scope, subject, ip);
    return { reauth_valid_until: new Date(outcome.getTime() + REAUTH_MINUTES * 60_000).toISOString() };
  }

  async me(principal: StaffPrincipal) {
    const member = await this.member(principal.id);
    return {
      ...presentMember(member),
      credential: principal.kind,
      credential_roles: [...principal.roles].sort(),
      reauth_valid_until:
        principal.reauthAt === null ? null : new Date(principal.reauthAt.getTime() + REAUTH_MINUTES * 60_000).toISOString(),
      idle_minutes: SESSION_IDLE_MINUTES,
    };
  }

  // --- staff management (admin) ---------------------------------------------------------------------

  async changeRoles(context: ActionContext & { actor: StaffPrincipal }, id: number, roles: StaffRole[]) {
    assertRecentReauth(context.actor);
    const next = [...new Set(roles)].sort();
    return this.db.transaction(async (tx) => {
      const member = await this.memberForUpdate(tx, id);
      const previous = [...member.roles].sort();
      if (previous.includes('admin') && !next.includes('admin') && !member.deactivatedAt && (await this.otherActiveAdmins(tx, id)) === 0) {
        throw new ConflictError(LAST_ADMIN);
      }
      const [updated] = await tx
        .update(staffMembers)
        .set({ roles: next, updatedAt: new Date() })
        .where(eq(staffMembers.id, id))
        .returning();
      await audit(tx, {
        actor: actorOf(context.actor),
        action: 'staff.roles_changed',
        recordType: 'staff_member',
        recordId: id,
        before: { roles: previous },
        after: { roles: next },
        reason: context.reason ?? null,
        ip: context.ip,
      });
      return presentMember(updated ?? member);
    });
  }

  async deactivate(context: ActionContext & { actor: StaffPrincipal }, id: number) {
    assertRecentReauth(context.actor);
    return this.db.transaction(async (tx) => {
      const member = await this.memberForUpdate(tx, id);
      if (member.deactivatedAt) throw new ConflictError('Dieses Mitarbeiterkonto ist bereits deaktiviert.');
      if (member.roles.includes('admin') && (await this.otherActiveAdmins(tx, id)) === 0) throw new ConflictError(LAST_ADMIN);
      const now = new Date();
      const [updated] = await tx
        .update(staffMembers)
        .set({ deactivatedAt: now, updatedAt: now })
        .where(eq(staffMembers.id, id))
        .returning();
      const revoked = await this.revokeTokens(tx, id);
      await audit(tx, {
        actor: actorOf(context.actor),
        action: 'staff.deactivated',
        recordType: 'staff_member',
        recordId: id,
        before: { active: true },
        after: { active: false, revoked_credentials: revoked },
        reason: context.reason ?? null,
        ip: context.ip,
      });
      return presentMember(updated ?? member);
    });
  }

  /** The member enrols again at the next login; recovery codes and sessions end (personal API tokens stay). */
  async resetTwoFactor(context: ActionContext & { actor: StaffPrincipal }, id: number) {
    assertRecentReauth(context.actor);
    return this.db.transaction(async (tx) => {
      const member = await this.memberForUpdate(tx, id);
      const [updated] = await tx
        .update(staffMembers)
        .set({ totpSecret: null, totpPendingSecret: null, totpEnrolledAt: null, totpLastStep: null, updatedAt: new Date() })
        .where(eq(staffMembers.id, id))
        .returning();
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
      const revoked = await this.revokeTokens(tx, id, 'session');
      await audit(tx, {
        actor: actorOf(context.actor),
        action: 'staff.2fa_reset',
        recordType: 'staff_member',
        recordId: id,
        before: { two_factor_enrolled: member.totpEnrolledAt !== null },
        after: { two_factor_enrolled: false, revoked_sessions: revoked },
        reason: context.reason ?? null,
        ip: context.ip,
      });
      return presentMember(updated ?? member);
    });
  }

  // --- personal API tokens ----------------------------------------------------------------------------

  async listTokens(staffId: number) {
    const rows = await this.db
      .select()
      .from(staffTokens)
      .where(and(eq(staffTokens.staffId, staffId), eq(staffTokens.kind, 'api')))
      .orderBy(asc(staffTokens.id));
    return rows.map(presentToken);
  }

  /** A personal API token for scripts, limited to roles the member has; the token is shown once. */
  async createToken(
    context: ActionContext & { actor: StaffPrincipal },
    input: { name: string; roles: StaffRole[]; expiresInDays: number },
  ) {
    assertRecentReauth(context.actor);
    const roles = [...new Set(input.roles)].sort();
    return this.db.transaction(async (tx) => {
      const member = await this.memberForUpdate(tx, context.actor.id);
      const missing = roles.filter((role) => !member.roles.includes(role));
      if (missing.length > 0) throw ValidationError.field('roles', `Diese Rollen haben Sie selbst nicht: ${missing.join(', ')}.`);
      const token = newStaffToken(API_TOKEN_PREFIX);
      const [row] = await tx
        .insert(staffTokens)
        .values({
          staffId: member.id,
          kind: 'api',
          tokenHash: sha256(token),
          name: input.name,
          scope: roles,
          expiresAt: new Date(Date.now() + input.expiresInDays * 86_400_000),
        })
        .returning();
      if (!row) throw new Error('API-Schlüssel wurde nicht angelegt.');
      await audit(tx, {
        actor: actorOf(context.actor),
        action: 'staff.token_created',
        recordType: 'staff_token',
        recordId: row.id,
        after: { name: input.name, roles, expires_at: row.expiresAt.toISOString() },
        ip: context.ip,
      });
      return { ...presentToken(row), token };
    });
  }

  async revokeToken(context: ActionContext & { actor: StaffPrincipal }, staffId: number, tokenId: number) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(staffTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(eq(staffTokens.id, tokenId), eq(staffTokens.staffId, staffId), eq(staffTokens.kind, 'api'), isNull(staffTokens.revokedAt)),
        )
        .returning();
      if (!row) throw new NotFoundError('Diesen aktiven API-Schlüssel gibt es nicht.');
      await audit(tx, {
        actor: actorOf(context.actor),
        action: 'staff.token_revoked',
        recordType: 'staff_token',
        recordId: tokenId,
        before: { revoked: false },
        after: { revoked: true, staff_id: staffId },
        reason: context.reason ?? null,
        ip: context.ip,
      });
      return presentToken(row);
    });
  }

  // --- audit log --------------------------------------------------------------------------------------

  async listAudit(filter: AuditFilter, page: { limit: number; offset: number }) {
    return listAudit(this.db, filter, page);
  }

  /** The rows of a CSV export; the export itself is recorded (who took which part of the log). */
  async exportAudit(context: ActionContext & { actor: StaffPrincipal }, filter: AuditFilter, query: Record<string, unknown>) {
    return this.db.transaction(async (tx) => {
      const rows = await auditRowsForExport(tx, filter);
      await audit(tx, {
        actor: actorOf(context.actor),
        action: 'audit.exported',
        recordType: 'audit_log',
        after: { filter: query, rows: rows.length },
        ip: context.ip,
      });
      return rows;
    });
  }
}
