import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginThrottle } from '../../db/schema';
import { TooManyRequestsError } from '../../http/errors';

/** Failed logins allowed per window before a lock: per account, and per client address. */
export const THROTTLE_RULES = {
  account: { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 },
  ip: { maxFailures: 30, windowMinutes: 15, lockMinutes: 15 },
} as const;

type Scope = keyof typeof THROTTLE_RULES;

function keyOf(scope: Scope, value: string): string {
  return `${scope}:${value.toLowerCase()}`;
}

/** Refuses with 429 while the account or the address is locked. */
export async function assertNotThrottled(db: Executor, account: string, ip: string): Promise<void> {
  const keys = [keyOf('account', account), keyOf('ip', ip)];
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(
      sql`${loginThrottle.key} in (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )}) and ${loginThrottle.lockedUntil} > now()`,
    );
  const until = rows.reduce<number>((latest, row) => Math.max(latest, row.lockedUntil?.getTime() ?? 0), 0);
  if (until > 0) {
    const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new TooManyRequestsError(
      `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
      seconds,
    );
  }
}

async function recordFailure(db: Executor, scope: Scope, value: string): Promise<void> {
  const rule = THROTTLE_RULES[scope];
  const window = sql.raw(`interval '${rule.windowMinutes} minutes'`);
  const lock = sql.raw(`interval '${rule.lockMinutes} minutes'`);
  await db.execute(sql`
    insert into ${loginThrottle} (key, failures, window_started_at)
    values (${keyOf(scope, value)}, 1, now())
    on conflict (key) do update set
      failures = case when ${loginThrottle.windowStartedAt} < now() - ${window} then 1 else ${loginThrottle.failures} + 1 end,
      window_started_at = case when ${loginThrottle.windowStartedAt} < now() - ${window} then now() else ${loginThrottle.windowStartedAt} end,
      locked_until = case
        when ${loginThrottle.windowStartedAt} >= now() - ${window} and ${loginThrottle.failures} + 1 >= ${rule.maxFailures}
        then now() + ${lock}
        else ${loginThrottle.lockedUntil} end`);
}

export async function recordLoginFailure(db: Executor, account: string, ip: string): Promise<void> {
  await recordFailure(db, 'account', account);
  await recordFailure(db, 'ip', ip);
}

/** A successful login clears the account's counter (the address keeps its count). */
export async function clearAccountFailures(db: Executor, account: string): Promise<void> {
  await db.delete(loginThrottle).where(sql`${loginThrottle.key} = ${keyOf('account', account)}`);
}
