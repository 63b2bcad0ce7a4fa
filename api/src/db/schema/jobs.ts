import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** `discarded`: a dead job a person decided not to run again (kept for the record, src/infra/queueDead.ts). */
export const JOB_STATUSES = ['queued', 'running', 'done', 'dead', 'discarded'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The durable job queue (src/infra/queue.ts): work that must not be lost or block a request — e-mail and SMS
 * delivery, notification fan-out, imports. A job is enqueued in the transaction of the change it belongs to
 * (transactional outbox); workers of every instance take due jobs with `FOR UPDATE SKIP LOCKED`.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The handler's name, e.g. `outbox.deliver`. */
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** At most one job per key, ever: enqueueing the same key again is a no-op. */
    idempotencyKey: text('idempotency_key'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** Not before this time (back-off after a failure). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The worker that holds the job and until when; after that another worker may run it again. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_idempotency_key_unique').on(table.idempotencyKey),
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`status in ('queued', 'running')`),
    index('jobs_status_idx').on(table.status),
  ],
);
