/** A member's personal API tokens for scripts: listed, created (shown once) and revoked. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffTokens, type StaffRole } from '../../db/schema/staff';
import type { StaffPrincipal } from '../../http/auth';
import { NotFoundError, ValidationError } from '../../http/errors';
import { sha256 } from '../../lib/secrets';
import { assertRecentReauth } from './access';
import { auditedChange } from './audit';
import { type ActionContext, memberForUpdate } from './records';
import { API_TOKEN_PREFIX, newStaffToken } from './secrets';

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

export async function listTokens(db: Database, staffId: number) {
  const rows = await db
    .select()
    .from(staffTokens)
    .where(and(eq(staffTokens.staffId, staffId), eq(staffTokens.kind, 'api')))
    .orderBy(asc(staffTokens.id));
  return rows.map(presentToken);
}

/** A personal API token for scripts, limited to roles the member has; the token is shown once. */
export async function createToken(
  db: Database,
  context: ActionContext & { actor: StaffPrincipal },
  input: { name: string; roles: StaffRole[]; expiresInDays: number },
) {
  assertRecentReauth(context.actor);
  const roles = [...new Set(input.roles)].sort();
  return auditedChange(db, context, async (tx, audit) => {
    const member = await memberForUpdate(tx, context.actor.id);
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
    await audit({
      action: 'staff.token_created',
      recordType: 'staff_token',
      recordId: row.id,
      after: { name: input.name, roles, expires_at: row.expiresAt.toISOString() },
    });
    return { ...presentToken(row), token };
  });
}

export async function revokeToken(db: Database, context: ActionContext & { actor: StaffPrincipal }, staffId: number, tokenId: number) {
  return auditedChange(db, context, async (tx, audit) => {
    const [row] = await tx
      .update(staffTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffTokens.id, tokenId), eq(staffTokens.staffId, staffId), eq(staffTokens.kind, 'api'), isNull(staffTokens.revokedAt)))
      .returning();
    if (!row) throw new NotFoundError('Diesen aktiven API-Schlüssel gibt es nicht.');
    await audit({
      action: 'staff.token_revoked',
      recordType: 'staff_token',
      recordId: tokenId,
      before: { revoked: false },
      after: { revoked: true, staff_id: staffId },
      reason: context.reason ?? null,
    });
    return presentToken(row);
  });
}
