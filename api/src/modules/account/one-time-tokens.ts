import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { oneTimeTokens, type OneTimePurpose } from '../../db/schema/account';
import { newSecret, sha256 } from '../../lib/secrets';

export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Creates a one-time token and answers the secret (only its hash is stored). */
export async function issueOneTimeToken(
  db: Executor,
  input: { userId: number; purpose: OneTimePurpose; ttlMinutes: number; code?: string },
): Promise<string> {
  const secret = newSecret();
  await db.insert(oneTimeTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: sha256(secret),
    codeHash: input.code ? sha256(input.code) : null,
    expiresAt: new Date(Date.now() + input.ttlMinutes * 60_000),
  });
  return secret;
}

export type OneTimeToken = typeof oneTimeTokens.$inferSelect;

/** The unused, unexpired token with this secret and purpose, locked for the transaction. */
export async function findLiveToken(db: Executor, secret: string, purpose: OneTimePurpose): Promise<OneTimeToken | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, sha256(secret)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .limit(1)
    .for('update');
  return row;
}

/** Marks every open token of this purpose for the user as used (single use, older links die too). */
export async function consumeTokens(db: Executor, userId: number, purpose: OneTimePurpose): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}
