/** The staff credential behind a request (the access guard) and the re-authentication check of sensitive actions. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { staffMembers, staffTokens } from '../../db/schema/staff';
import type { StaffPrincipal } from '../../http/auth';
import { AppError, ForbiddenError, TokenExpiredError, TokenInvalidError } from '../../http/errors';
import { sha256 } from '../../lib/secrets';
import { REAUTH_MINUTES, REAUTH_REQUIRED, SESSION_IDLE_MINUTES } from './constants';
import { looksLikeStaffToken, SESSION_PREFIX } from './secrets';

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
