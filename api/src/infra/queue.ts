import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database, Executor, Transaction } from '../db/client';
import { jobs } from '../db/schema';
import type { Bus } from './bus';
import { classifyOutage, OutageReporter } from './outage';

/** A job as its handler sees it. */
export interface Job<P = unknown> {
  id: number;
  name: string;
  payload: P;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

/**
 * Runs one job. `tx` is a transaction that commits together with the job's `done` mark: a handler that only
 * writes to the database through `tx` runs exactly once. A handler with an outside effect (SMTP) makes it
 * before returning and should make it idempotent (stable message id); a worker killed between the effect and
 * the commit lets another worker run the job again after the lease.
 */
export type JobHandler<P = unknown> = (job: Job<P>, tx: Transaction, context: JobContext) => Promise<void>;

/** What a handler may use besides the transaction: the instance's settings and its event bus. */
export interface JobContext {
  config: AppConfig;
  bus: Bus;
}

export interface EnqueueOptions {
  /** At most one job per key, ever (a second enqueue with the key is a no-op). */
  key?: string;
  /** Not before this time. */
  runAt?: Date;
  /** Runs before the job goes to the dead-letter state (`dead`); default 8. */
  maxAttempts?: number;
}

/**
 * Deletes the jobs of one name whose payload field `field` equals `value` ignoring case (e.g. the delivery jobs of
 * e-mails to an erased address), in the caller's transaction. Answers how many went.
 */
export async function deleteJobsByPayload(tx: Executor, name: string, field: string, value: string): Promise<number> {
  const gone = await tx
    .delete(jobs)
    .where(and(eq(jobs.name, name), sql`lower(${jobs.payload}->>${field}) = ${value.toLowerCase()}`))
    .returning({ id: jobs.id });
  return gone.length;
}

/**
 * Enqueues a job through `executor` — pass the transaction of the change the job belongs to, and the job
 * exists exactly when the change committed (transactional outbox).
 */
export async function enqueueJob(executor: Executor, name: string, payload: unknown, options: EnqueueOptions = {}): Promise<void> {
  await executor
    .insert(jobs)
    .values({
      name,
      payload: payload ?? {},
      idempotencyKey: options.key ?? null,
      maxAttempts: options.maxAttempts ?? 8,
      ...(options.runAt ? { runAt: options.runAt } : {}),
    })
    .onConflictDoNothing({ target: jobs.idempotencyKey });
  wakeWorkers();
}

/** Back-off before the next try: 2^attempt seconds (2 s, 4 s, 8 s …), at most 10 minutes. */
export function backoffSeconds(attempt: number): number {
  return Math.min(600, 2 ** Math.max(1, attempt));
}

const handlers = new Map<string, JobHandler<never>>();

/** Registers the handler of a job name (once per process, at module load; the last registration wins). */
export function defineJob<P>(name: string, handler: JobHandler<P>): void {
  handlers.set(name, handler as JobHandler<never>);
}

const wakers = new Set<() => void>();

/** Nudges the workers of this process (a job was enqueued here); other instances find it at their next poll. */
function wakeWorkers(): void {
  for (const wake of wakers) wake();
}

export interface QueueCounts {
  queued: number;
  running: number;
  dead: number;
  done: number;
}

export async function queueCounts(db: Executor): Promise<QueueCounts> {
  const rows = await db.execute(sql`select status, count(*) as count from ${jobs} group by status`);
  const counts: QueueCounts = { queued: 0, running: 0, dead: 0, done: 0 };
  for (const row of rowsOf<{ status: string; count: string | number }>(rows)) {
    if (row.status in counts) counts[row.status as keyof QueueCounts] = Number(row.count);
  }
  return counts;
}

/** Both drivers' `execute` results: node-postgres answers `{ rows }`, PGlite too. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

interface ClaimedRow {
  id: number | string;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

export interface WorkerOptions {
  context: JobContext;
  pollMs: number;
  leaseSeconds: number;
  concurrency: number;
  log?: { error(object: unknown, message: string): void; warn(object: unknown, message: string): void };
  onJobFinished?: (name: string, outcome: 'done' | 'retry' | 'dead', seconds: number) => void;
}

/**
 * Takes due jobs from the table and runs them: `queued` jobs whose time has come, and `running` jobs whose
 * lease ran out (their worker died). Several workers — in one process or many instances — never take the
 * same job at once (`FOR UPDATE SKIP LOCKED`).
 */
export class JobWorker {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private running = 0;
  private stopped = true;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly wake = () => this.schedule(10);
  /** A database outage fails every poll: logged once per kind and 30 s, not every `pollMs`. */
  private readonly outages = new OutageReporter();

  constructor(
    private readonly db: Database,
    private readonly options: WorkerOptions,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    wakers.add(this.wake);
    this.schedule(0);
  }

  /** Takes no new job and waits (at most `graceMs`) for the running ones. */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopped = true;
    wakers.delete(this.wake);
    if (this.timer) clearTimeout(this.timer);
    const pending = [this.polling, ...this.inFlight].filter(Boolean);
    if (pending.length === 0) return;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(pending),
      new Promise((resolve) => {
        timeout = setTimeout(resolve, graceMs);
      }),
    ]);
    if (timeout) clearTimeout(timeout);
  }

  /** Runs every due job now (tests, and the drain before shutdown); answers how many ran. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.claim(this.options.concurrency);
      if (claimed.length === 0) return total;
      total += claimed.length;
      await Promise.all(claimed.map((row) => this.run(row)));
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.polling || this.stopped) return;
      this.polling = this.poll().finally(() => {
        this.polling = undefined;
      });
    }, delayMs);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    let next = this.options.pollMs;
    try {
      const free = this.options.concurrency - this.running;
      if (free > 0) {
        const claimed = await this.claim(free);
        for (const row of claimed) {
          const task = this.run(row).finally(() => {
            this.inFlight.delete(task);
            this.schedule(0);
          });
          this.inFlight.add(task);
        }
        if (claimed.length === free) next = 0;
      }
    } catch (error) {
      const outage = classifyOutage(error);
      if (this.stopped) {
        // closing: the pool may already be gone
      } else if (outage && this.options.log) {
        this.outages.report(outage, this.options.log, { worker: this.id });
      } else {
        this.options.log?.warn({ err: error }, 'Auftragswarteschlange nicht erreichbar');
      }
    }
    this.schedule(next);
  }

  private async claim(limit: number): Promise<ClaimedRow[]> {
    if (limit <= 0) return [];
    const lease = sql.raw(`interval '${this.options.leaseSeconds} seconds'`);
    const result = await this.db.execute(sql`
      update ${jobs} set status = 'running', attempts = attempts + 1, locked_by = ${this.id}, locked_until = now() + ${lease}
      where id in (
        select id from ${jobs}
        where (status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now())
        order by run_at, id
        limit ${limit}
        for update skip locked
      )
      returning id, name, payload, attempts, max_attempts`);
    return rowsOf<ClaimedRow>(result);
  }

  private async run(row: ClaimedRow): Promise<void> {
    this.running += 1;
    const started = performance.now();
    const id = Number(row.id);
    const job: Job = { id, name: row.name, payload: row.payload, attempt: row.attempts, maxAttempts: row.max_attempts };
    try {
      const handler = handlers.get(row.name);
      if (!handler) throw new Error(`Kein Handler für den Auftrag „${row.name}“.`);
      await this.db.transaction(async (tx) => {
        await (handler as JobHandler)(job, tx, this.options.context);
        await tx.execute(
          sql`update ${jobs} set status = 'done', finished_at = now(), locked_by = null, locked_until = null, last_error = null
              where id = ${id} and locked_by = ${this.id}`,
        );
      });
      this.options.onJobFinished?.(row.name, 'done', (performance.now() - started) / 1000);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const dead = row.attempts >= row.max_attempts;
      const delay = sql.raw(`interval '${backoffSeconds(row.attempts)} seconds'`);
      try {
        await this.db.execute(sql`
          update ${jobs} set
            status = ${dead ? 'dead' : 'queued'},
            run_at = now() + ${delay},
            last_error = ${message.slice(0, 2000)},
            locked_by = null, locked_until = null,
            finished_at = ${dead ? sql`now()` : null}
          where id = ${id} and locked_by = ${this.id}`);
      } catch (markError) {
        this.options.log?.warn({ err: markError, job: id }, 'Auftragsstatus konnte nicht gespeichert werden');
      }
      this.options.log?.error(
        { err: error, job: id, name: row.name, attempt: row.attempts, dead },
        dead ? 'Auftrag endgültig fehlgeschlagen' : 'Auftrag fehlgeschlagen, neuer Versuch folgt',
      );
      this.options.onJobFinished?.(row.name, dead ? 'dead' : 'retry', (performance.now() - started) / 1000);
    } finally {
      this.running -= 1;
    }
  }
}
