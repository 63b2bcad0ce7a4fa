import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { staffLoginAttempts } from '../../db/schema/staff';
import { TooManyRequestsError } from '../../http/errors';

/**
 * Staff login attempts allowed per 15 minutes: per account (password), per member's second factor (TOTP or
 * recovery code), and per client address (both). Counted before the check, so a burst of parallel requests
 * cannot slip past the limit.
 */
export const STAFF_THROTTLE = {
  account: { max: 5, windowMinutes: 15 },
  second_factor: { max: 5, windowMinutes: 15 },
  ip: { max: 30, windowMinutes: 15 },
} as const;

type Scope = keyof typeof STAFF_THROTTLE;

function keyOf(scope: Scope, value: string | number): string {
  return `${scope}:${String(value).toLowerCase()}`;
}

const WINDOW = sql.raw(`interval '${STAFF_THROTTLE.account.windowMinutes} minutes'`);

/**
 * Reserves one attempt for the account (or second factor) and the address in one atomic statement
 * (`INSERT … ON CONFLICT DO UPDATE … RETURNING`), before any password or code is checked; refuses with 429 when
 * either is over its limit. Every attempt counts; {@link releaseAttempt} gives a successful one back.
 */
export async function reserveAttempt(
  db: Executor,
  scope: 'account' | 'second_factor',
  subject: string | number,
  ip: string,
): Promise<void> {
  const keys: [Scope, string][] = [
    [scope, keyOf(scope, subject)],
    ['ip', keyOf('ip', ip)],
  ];
  const result = await db
    .insert(staffLoginAttempts)
    .values(keys.map(([, key]) => ({ key, attempts: 1, windowStartedAt: sql`now()` as unknown as Date })))
    .onConflictDoUpdate({
      target: staffLoginAttempts.key,
      set: {
        attempts: sql`case when ${staffLoginAttempts.windowStartedAt} <= now() - ${WINDOW} then 1 else ${staffLoginAttempts.attempts} + 1 end`,
        windowStartedAt: sql`case when ${staffLoginAttempts.windowStartedAt} <= now() - ${WINDOW} then now() else ${staffLoginAttempts.windowStartedAt} end`,
      },
    })
    .returning({ key: staffLoginAttempts.key, attempts: staffLoginAttempts.attempts, windowStartedAt: staffLoginAttempts.windowStartedAt });
  let retryAt = 0;
  for (const [rule, key] of keys) {
    const row = result.find((entry) => entry.key === key);
    const limit = STAFF_THROTTLE[rule];
    if (row && row.attempts > limit.max) {
      retryAt = Math.max(retryAt, row.windowStartedAt.getTime() + limit.windowMinutes * 60_000);
    }
  }
  if (retryAt > 0) {
    const seconds = Math.max(1, Math.ceil((retryAt - Date.now()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new TooManyRequestsError(
      `Zu viele Anmeldeversuche. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
      seconds,
    );
  }
}

/** After a success: the account's (or second factor's) counter starts again, the address gets its attempt back. */
export async function releaseAttempt(
  db: Executor,
  scope: 'account' | 'second_factor',
  subject: string | number,
  ip: string,
): Promise<void> {
  await db.delete(staffLoginAttempts).where(sql`${staffLoginAttempts.key} = ${keyOf(scope, subject)}`);
  await db
    .update(staffLoginAttempts)
    .set({ attempts: sql`greatest(${staffLoginAttempts.attempts} - 1, 0)` })
    .where(sql`${staffLoginAttempts.key} = ${keyOf('ip', ip)}`);
}
