/**
 * Outages of the services a request needs (PostgreSQL, Redis, S3): which errors mean "the service is down for the
 * moment" — the answer is then 503 with `Retry-After`, not 500 — and a log that names each kind of failure once per
 * window instead of once per request (a down database fails every request; its SQL and parameters, which can hold
 * customers' data, are never logged).
 */

/** The service that failed; `connection` when only the network error says anything. */
export type OutageService = 'database' | 'redis' | 'storage' | 'connection';

export interface Outage {
  service: OutageService;
  /** A short, data-free reason: an error code (`ECONNREFUSED`, `57P01`) or a fixed label (`connection-terminated`). */
  reason: string;
}

/** Seconds a client is asked to wait (`Retry-After`) after a 503 caused by an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** Network failures: the peer is gone, refuses, or does not answer. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01–57P03 (shut down, crashed,
 * cannot connect now — e.g. starting up or in recovery), 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/** Messages of node-postgres / pg-pool when the connection broke or none could be had. */
const PG_MESSAGES: Array<[RegExp, string]> = [
  [/^Connection terminated/i, 'connection-terminated'],
  [/timeout exceeded when trying to connect/i, 'pool-timeout'],
  [/not queryable/i, 'connection-broken'],
  [/Cannot use a pool after calling end/i, 'pool-closed'],
];

/** Messages of ioredis while Redis is away (with the offline queue off, commands fail at once). */
const REDIS_MESSAGES: Array<[RegExp, string]> = [
  [/Stream isn't writeable/i, 'not-connected'],
  [/^Connection is closed/i, 'connection-closed'],
  [/^Command timed out/i, 'command-timeout'],
  [/max retries per request/i, 'max-retries'],
];

const marks = new WeakMap<object, OutageService>();

/** Tags an error with the service it came from (the database client does this for failed connects). */
export function markService<T>(error: T, service: OutageService): T {
  if (error && typeof error === 'object') marks.set(error, service);
  return error;
}

/** The error and its causes (`cause`, an AggregateError's `errors`), at most a few levels deep. */
function chain(error: unknown): object[] {
  const found: object[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && found.length < 12) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || found.includes(current)) continue;
    found.push(current);
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    if (cause) queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors.slice(0, 4));
  }
  return found;
}

/** The service an error chain names: a mark, drizzle's query wrapper, the AWS SDK's metadata, ioredis. */
function serviceOf(errors: object[]): OutageService {
  for (const error of errors) {
    const mark = marks.get(error);
    if (mark) return mark;
    const name = (error as { name?: unknown }).name;
    if (name === 'DrizzleQueryError' || (error as { query?: unknown }).query !== undefined) return 'database';
    if (name === 'RedisUnavailableError' || name === 'MaxRetriesPerRequestError') return 'redis';
    if ((error as { $metadata?: unknown }).$metadata !== undefined) return 'storage';
  }
  return 'connection';
}

/**
 * Whether `error` means that a service is unavailable (not that the request or our code is wrong), and which.
 * Looks through drizzle's "Failed query" wrapper and other causes.
 */
export function classifyOutage(error: unknown): Outage | null {
  const errors = chain(error);
  for (const current of errors) {
    const { code, message, name } = current as { code?: unknown; message?: unknown; name?: unknown };
    const text = typeof message === 'string' ? message : '';
    if (name === 'RedisUnavailableError') return { service: 'redis', reason: 'circuit-open' };
    if (name === 'MaxRetriesPerRequestError') return { service: 'redis', reason: 'max-retries' };
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return { service: serviceOf(errors), reason: code };
    if (typeof code === 'string' && isUnavailableSqlState(code)) return { service: 'database', reason: code };
    for (const [pattern, reason] of PG_MESSAGES) if (pattern.test(text)) return { service: 'database', reason };
    for (const [pattern, reason] of REDIS_MESSAGES) if (pattern.test(text)) return { service: 'redis', reason };
  }
  return null;
}

export interface OutageLogger {
  warn(object: Record<string, unknown>, message: string): void;
}

/**
 * Logs each kind of outage (service + reason) at most once per window, with the number of failures of that kind
 * since the last line — no error message, no SQL, no parameters.
 */
export class OutageReporter {
  private readonly last = new Map<string, { at: number; suppressed: number }>();

  constructor(
    private readonly windowMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Whether a line for `key` is due (the first in its window): answers the number of failures left unlogged since
   * the last line, or `null` when this one is to be left unlogged too.
   */
  admit(key: string): number | null {
    const entry = this.last.get(key);
    const now = this.now();
    if (entry && now - entry.at < this.windowMs) {
      entry.suppressed += 1;
      return null;
    }
    this.last.set(key, { at: now, suppressed: 0 });
    return entry?.suppressed ?? 0;
  }

  /** Logs the outage unless its kind was logged within the window; answers whether a line was written. */
  report(outage: Outage, log: OutageLogger, context: Record<string, unknown> = {}): boolean {
    const suppressed = this.admit(`${outage.service}:${outage.reason}`);
    if (suppressed === null) return false;
    log.warn(
      { outage: outage.service, reason: outage.reason, ...context, ...(suppressed ? { suppressed } : {}) },
      `Dienst nicht erreichbar: ${outage.service} (${outage.reason})`,
    );
    return true;
  }
}
