import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginThrottle } from '../../db/schema/account';
import { TooManyRequestsError } from '../../http/errors';

/**
 * Attempts allowed per window before a lock, per counter. Every attempt at a secret is reserved on its counters
 * *before* the secret is compared (one atomic upsert, see {@link reserveAttempt}), so parallel requests cannot all
 * pass the check: of N simultaneous attempts at most `maxFailures` are evaluated, the rest answer 429.
 */
export const THROTTLE_RULES = {
  /** Passwords per account (by user id, or the typed name when no account has it). */
  account: { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 },
  /** Passwords per client address, across accounts. */
  ip: { maxFailures: 30, windowMinutes: 15, lockMinutes: 15 },
  /** SMS codes of the two-factor login per account, across codes (each code also allows only 5 tries). */
  twoFactor: { maxFailures: 10, windowMinutes: 15, lockMinutes: 15 },
  /** Invalid one-time links per client address: password reset, e-mail confirmation, newsletter (un)subscribe. */
  link: { maxFailures: 30, windowMinutes: 15, lockMinutes: 15 },
} as const;

export type ThrottleScope = keyof typeof THROTTLE_RULES;

/** What the 429 of each counter says (German, with the minutes until the lock ends). */
const REFUSAL: Record<ThrottleScope, (wait: string) => string> = {
  account: (wait) => `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${wait} erneut.`,
  ip: (wait) => `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${wait} erneut.`,
  twoFactor: (wait) => `Zu viele falsche Codes. Bitte versuchen Sie es in ${wait} erneut.`,
  link: (wait) => `Zu viele ungültige Links. Bitte versuchen Sie es in ${wait} erneut.`,
};

/** The stored key: a scope prefix and the value in lower case (`account:user-7`, `ip:10.0.0.1`). */
const PREFIX: Record<ThrottleScope, string> = { account: 'account', ip: 'ip', twoFactor: 'two-factor', link: 'link' };

function keyOf(scope: ThrottleScope, value: string): string {
  return `${PREFIX[scope]}:${value.toLowerCase()}`;
}

/** A reserved attempt: release it when the secret was right (it then does not count as a failure). */
export interface Reservation {
  scope: ThrottleScope;
  key: string;
  /** Attempts in the current window, this one included. */
  count: number;
}

function refuse(scope: ThrottleScope, lockedUntil: Date | null): never {
  const seconds = Math.max(
    1,
    Math.ceil(((lockedUntil?.getTime() ?? Date.now() + THROTTLE_RULES[scope].lockMinutes * 60_000) - Date.now()) / 1000),
  );
  const minutes = Math.ceil(seconds / 60);
  throw new TooManyRequestsError(REFUSAL[scope](`${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}`), seconds);
}

/**
 * Reserves one attempt on a counter in one statement (`INSERT … ON CONFLICT DO UPDATE … RETURNING`): the row lock
 * of the upsert orders parallel attempts — on PostgreSQL across every API instance, on PGlite within the one
 * process — and each sees the count including all attempts before it. Above the limit it answers 429 without
 * the secret being looked at. The counter restarts when its window (or its lock) has run out; the lock starts
 * with the attempt that reaches the limit.
 */
export async function reserveAttempt(db: Executor, scope: ThrottleScope, value: string): Promise<Reservation> {
  const rule = THROTTLE_RULES[scope];
  const key = keyOf(scope, value);
  const window = sql.raw(`interval '${rule.windowMinutes} minutes'`);
  const lock = sql.raw(`interval '${rule.lockMinutes} minutes'`);
  const firstLock = rule.maxFailures <= 1 ? sql`now() + ${lock}` : sql`null::timestamptz`;
  // Over when the lock has run out, or (never locked) the window has.
  const over = sql`(${loginThrottle.lockedUntil} is not null and ${loginThrottle.lockedUntil} <= now())
    or (${loginThrottle.lockedUntil} is null and ${loginThrottle.windowStartedAt} <= now() - ${window})`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: sql`now()`, lockedUntil: firstLock })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${over} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${over} then now() else ${loginThrottle.windowStartedAt} end`,
        lockedUntil: sql`case
          when ${over} then ${firstLock}
          when ${loginThrottle.lockedUntil} is null and ${loginThrottle.failures} + 1 >= ${rule.maxFailures} then now() + ${lock}
          else ${loginThrottle.lockedUntil} end`,
      },
    })
    .returning({ failures: loginThrottle.failures, lockedUntil: loginThrottle.lockedUntil });
  if (!row) throw new Error('Der Zähler der Anmeldeversuche wurde nicht geschrieben.');
  if (row.failures > rule.maxFailures) refuse(scope, row.lockedUntil);
  return { scope, key, count: row.failures };
}

/**
 * Gives a reserved attempt back (the secret was right, or the attempt was refused on another counter): the count
 * goes down by one, and a lock the count no longer reaches is lifted.
 */
export async function releaseAttempt(db: Executor, reservation: Reservation): Promise<void> {
  const max = THROTTLE_RULES[reservation.scope].maxFailures;
  await db
    .update(loginThrottle)
    .set({
      failures: sql`greatest(${loginThrottle.failures} - 1, 0)`,
      lockedUntil: sql`case when ${loginThrottle.failures} - 1 < ${max} then null else ${loginThrottle.lockedUntil} end`,
    })
    .where(sql`${loginThrottle.key} = ${reservation.key}`);
}

/** Forgets a counter (a successful login clears its account's failures). */
export async function clearAttempts(db: Executor, scope: ThrottleScope, value: string): Promise<void> {
  await db.delete(loginThrottle).where(sql`${loginThrottle.key} = ${keyOf(scope, value)}`);
}

/**
 * Reserves a password attempt on the account's and on the address's counter before the password is checked.
 * Refused on either → 429 (a reservation already made on the account is given back: that attempt was not
 * evaluated). The caller releases the answer with {@link loginSucceeded} when the password was right.
 */
export async function reserveLoginAttempt(db: Executor, account: string, ip: string): Promise<Reservation[]> {
  const byAccount = await reserveAttempt(db, 'account', account);
  try {
    return [byAccount, await reserveAttempt(db, 'ip', ip)];
  } catch (error) {
    await releaseAttempt(db, byAccount);
    throw error;
  }
}

/** A right password: the account's counter is cleared, the address's reservation given back (its failures stay). */
export async function loginSucceeded(db: Executor, reservations: Reservation[], account: string): Promise<void> {
  await clearAttempts(db, 'account', account);
  for (const reservation of reservations) if (reservation.scope !== 'account') await releaseAttempt(db, reservation);
}

/**
 * Guards a one-time link's secret (reset, confirmation, newsletter): reserves an attempt on the client address's
 * `link` counter, runs `check`, and gives the attempt back when `check` succeeds (only invalid links count).
 */
export async function withLinkAttempt<T>(db: Executor, ip: string, check: () => Promise<T>): Promise<T> {
  const reservation = await reserveAttempt(db, 'link', ip);
  const result = await check();
  await releaseAttempt(db, reservation);
  return result;
}
