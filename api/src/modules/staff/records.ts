/** What login, member management and API tokens share: the member row, its wire form, and the one-time challenges. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { staffChallenges, staffMembers, type StaffChallengePurpose } from '../../db/schema/staff';
import type { StaffPrincipal } from '../../http/auth';
import { NotFoundError } from '../../http/errors';
import { newSecret, sha256 } from '../../lib/secrets';
import type { AuditActor } from './audit';

export type StaffMemberRow = typeof staffMembers.$inferSelect;

/** Where an action comes from: the signed-in member (or `null` for the command line) and the client address. */
export interface ActionContext {
  actor: StaffPrincipal | null;
  ip: string | null;
  reason?: string | null;
}

export function actorOf(principal: Pick<StaffPrincipal, 'id' | 'email'> | null): AuditActor | null {
  return principal ? { id: principal.id, email: principal.email } : null;
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

export async function memberForUpdate(tx: Executor, id: number): Promise<StaffMemberRow> {
  const [member] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1).for('update');
  if (!member) throw new NotFoundError('Dieses Mitarbeiterkonto gibt es nicht.');
  return member;
}

export async function memberById(db: Database, id: number): Promise<StaffMemberRow> {
  const [member] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  if (!member) throw new NotFoundError('Dieses Mitarbeiterkonto gibt es nicht.');
  return member;
}

export async function issueChallenge(tx: Executor, staffId: number, purpose: StaffChallengePurpose, ttlMinutes: number): Promise<string> {
  const secret = newSecret();
  await tx.insert(staffChallenges).values({
    staffId,
    purpose,
    tokenHash: sha256(secret),
    expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
  });
  return secret;
}

export async function liveChallenge(tx: Executor, secret: string, purpose: StaffChallengePurpose, lock: boolean) {
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
