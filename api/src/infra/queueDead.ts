import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { jobs, type JobStatus } from '../db/schema';

/**
 * The dead-letter jobs of the durable queue (`queue.ts`; this file and `queue.ts` are the only writers of `jobs`
 * besides the outbox's erasure): listed for a person, put back to run, or discarded. A dead job is one whose handler
 * failed `max_attempts` times.
 */

/** How much of the last error a person sees (the worker keeps up to 2,000 characters). */
export const ERROR_PREVIEW_CHARS = 300;

/** What the list shows of a payload: ids and list lengths only — never text (an e-mail address, a storage key). */
export interface PayloadSummary {
  /** Top-level `id`, `…Id` and `…_id` fields with an integer value. */
  ids: Record<string, number>;
  /** Top-level lists: how many entries. */
  counts: Record<string, number>;
  /** The names of the fields left out (their values are not shown). */
  hidden: string[];
}

const ID_KEY = /^(id|[A-Za-z]+Id|[a-z_]+_id)$/;

export function payloadSummary(payload: unknown): PayloadSummary {
  const summary: PayloadSummary = { ids: {}, counts: {}, hidden: [] };
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return summary;
  for (const [key, value] of Object.entries(payload as Record<string, unknown>)) {
    const numeric = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
    if (ID_KEY.test(key) && typeof numeric === 'number' && Number.isSafeInteger(numeric)) summary.ids[key] = numeric;
    else if (Array.isArray(value)) summary.counts[key] = value.length;
    else summary.hidden.push(key);
  }
  summary.hidden.sort();
  return summary;
}

/**
 * The last error as a person may read it: e-mail addresses, IBANs and phone-like digit runs replaced, at most
 * {@link ERROR_PREVIEW_CHARS} characters. Errors of mail transports quote the recipient ("550 user@… unknown").
 */
export function safeErrorText(text: string | null): string | null {
  if (text === null) return null;
  const redacted = text
    .replace(/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[A-Za-z]{2,}/g, '[E-Mail]')
    .replace(/\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){3,7}(?:[ ]?[A-Z0-9]{1,4})?\b/g, '[IBAN]')
    .replace(/\+?\d[\d /-]{6,}\d/g, '[Nummer]')
    .replace(/\s+/g, ' ')
    .trim();
  return redacted.length > ERROR_PREVIEW_CHARS ? `${redacted.slice(0, ERROR_PREVIEW_CHARS - 1)}…` : redacted;
}

export interface DeadJob {
  id: number;
  name: string;
  payload: PayloadSummary;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  failedAt: Date | null;
  createdAt: Date;
}

type JobRow = typeof jobs.$inferSelect;

function toDeadJob(row: JobRow): DeadJob {
  return {
    id: row.id,
    name: row.name,
    payload: payloadSummary(row.payload),
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: safeErrorText(row.lastError),
    failedAt: row.finishedAt,
    createdAt: row.createdAt,
  };
}

/** The dead jobs, the most recently failed first. */
export async function listDeadJobs(db: Executor, page: { limit: number; offset: number }): Promise<{ rows: DeadJob[]; total: number }> {
  const dead = eq(jobs.status, 'dead');
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(jobs)
    .where(dead);
  const rows = await db
    .select()
    .from(jobs)
    .where(dead)
    .orderBy(desc(sql`coalesce(${jobs.finishedAt}, ${jobs.createdAt})`), desc(jobs.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows.map(toDeadJob), total: Number(count?.total ?? 0) };
}

/** The outcome of a person's action on a dead job. */
export type DeadJobChange =
  { outcome: 'changed'; before: DeadJob; status: JobStatus } | { outcome: 'missing' } | { outcome: 'not_dead'; status: JobStatus };

/** Locks the job row in `tx` and tells whether it is (still) dead. */
async function lockDead(tx: Executor, id: number): Promise<{ row: JobRow } | Exclude<DeadJobChange, { outcome: 'changed' }>> {
  const [row] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
  if (!row) return { outcome: 'missing' };
  if (row.status !== 'dead') return { outcome: 'not_dead', status: row.status };
  return { row };
}

/**
 * Puts a dead job back to run now with a fresh set of attempts (`attempts = 0`, `max_attempts` unchanged): the person
 * retries after fixing the cause, so the job gets the queue's usual back-off again instead of one single try. The
 * idempotency key stays (the job is the same job). Call inside the transaction that writes the audit entry.
 */
export async function retryDeadJob(tx: Executor, id: number): Promise<DeadJobChange> {
  const locked = await lockDead(tx, id);
  if (!('row' in locked)) return locked;
  await tx
    .update(jobs)
    .set({ status: 'queued', attempts: 0, runAt: sql`now()`, finishedAt: null, lockedBy: null, lockedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'dead')));
  return { outcome: 'changed', before: toDeadJob(locked.row), status: 'queued' };
}

/**
 * Marks a dead job `discarded`: never run again, kept for the record (its idempotency key stays taken, so the same
 * work is not enqueued anew; erasure still removes delivery jobs of an erased address). Call inside the transaction
 * that writes the audit entry.
 */
export async function discardDeadJob(tx: Executor, id: number): Promise<DeadJobChange> {
  const locked = await lockDead(tx, id);
  if (!('row' in locked)) return locked;
  await tx
    .update(jobs)
    .set({ status: 'discarded', lockedBy: null, lockedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'dead')));
  return { outcome: 'changed', before: toDeadJob(locked.row), status: 'discarded' };
}

/** A work queue for the back office's dashboard: open items, the oldest's time, how many are overdue. */
export interface DeadJobsQueue {
  count: number;
  oldestAt: Date | null;
  overdue: number;
}

/**
 * The jobs that failed for good (status `dead`, e.g. an e-mail the transport refused eight times): how many, since when
 * the oldest is dead. Each one waits for a person, so every dead job counts as overdue.
 */
export async function deadJobsQueue(db: Executor): Promise<DeadJobsQueue> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(coalesce(${jobs.finishedAt}, ${jobs.createdAt}))` })
    .from(jobs)
    .where(sql`${jobs.status} = 'dead'`);
  const count = Number(row?.count ?? 0);
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return { count, oldestAt: oldest, overdue: count };
}
