import { eq, sql } from 'drizzle-orm';
import { jobs, outboxMessages } from '../src/db/schema';
import { MemoryBus } from '../src/infra/bus';
import { backoffSeconds, defineJob, enqueueJob, JobWorker, queueCounts } from '../src/infra/queue';
import { testSuite } from './fixtures/suite';

const suite = testSuite({ config: { jobs: { worker: false, pollMs: 1000, leaseSeconds: 60, concurrency: 2 } } });
const bus = new MemoryBus();
const runs: Array<{ name: string; payload: unknown; attempt: number }> = [];
let failuresLeft = 0;

defineJob<{ n: number }>('test.record', async (job) => {
  runs.push({ name: job.name, payload: job.payload, attempt: job.attempt });
  if (failuresLeft > 0) {
    failuresLeft -= 1;
    throw new Error('absichtlich fehlgeschlagen');
  }
});
defineJob('test.always-fails', async () => {
  throw new Error('geht nie');
});

function worker(leaseSeconds = 60): JobWorker {
  return new JobWorker(suite.context.db, { context: { config: suite.context.config, bus }, pollMs: 50, leaseSeconds, concurrency: 2 });
}

async function jobByKey(key: string) {
  const [row] = await suite.context.db.select().from(jobs).where(eq(jobs.idempotencyKey, key));
  return row;
}
beforeEach(() => {
  runs.length = 0;
  failuresLeft = 0;
});

describe('job queue', () => {
  it('enqueues a job only when the transaction it was enqueued in commits', async () => {
    await suite.context.db
      .transaction(async (tx) => {
        await enqueueJob(tx, 'test.record', { n: 1 }, { key: 'rolled-back' });
        throw new Error('Abbruch');
      })
      .catch(() => undefined);
    expect(await jobByKey('rolled-back')).toBeUndefined();
    await suite.context.db.transaction(async (tx) => {
      await enqueueJob(tx, 'test.record', { n: 2 }, { key: 'committed' });
    });
    expect(await jobByKey('committed')).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await worker().drain()).toBeGreaterThanOrEqual(1);
    expect(await jobByKey('committed')).toMatchObject({ status: 'done', attempts: 1 });
    expect(runs).toEqual([{ name: 'test.record', payload: { n: 2 }, attempt: 1 }]);
  });

  it('runs a job once per idempotency key, however often it is enqueued', async () => {
    for (let i = 0; i < 3; i += 1) await enqueueJob(suite.context.db, 'test.record', { n: i }, { key: 'once-only' });
    await worker().drain();
    await enqueueJob(suite.context.db, 'test.record', { n: 9 }, { key: 'once-only' });
    await worker().drain();
    expect(runs.map((run) => run.payload)).toEqual([{ n: 0 }]);
  });

  it('retries a failed job with back-off and runs it again once due', async () => {
    failuresLeft = 1;
    await enqueueJob(suite.context.db, 'test.record', { n: 3 }, { key: 'retry-me' });
    await worker().drain();
    const failed = await jobByKey('retry-me');
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, lastError: 'absichtlich fehlgeschlagen' });
    expect(failed!.runAt.getTime()).toBeGreaterThan(Date.now() + 500);
    // Due now: the back-off is over.
    await suite.context.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.idempotencyKey, 'retry-me'));
    await worker().drain();
    expect(await jobByKey('retry-me')).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    expect(runs.map((run) => run.attempt)).toEqual([1, 2]);
  });

  it('doubles the back-off per attempt up to ten minutes', () => {
    expect([1, 2, 3, 4, 10, 20].map(backoffSeconds)).toEqual([2, 4, 8, 16, 600, 600]);
  });

  it('puts a job that failed on every attempt into the dead-letter state', async () => {
    await enqueueJob(suite.context.db, 'test.always-fails', {}, { key: 'hopeless', maxAttempts: 2 });
    await worker().drain();
    await suite.context.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.idempotencyKey, 'hopeless'));
    await worker().drain();
    const dead = await jobByKey('hopeless');
    expect(dead).toMatchObject({ status: 'dead', attempts: 2, lastError: 'geht nie' });
    expect(dead!.finishedAt).not.toBeNull();
    expect((await queueCounts(suite.context.db)).dead).toBeGreaterThanOrEqual(1);
  });

  it('runs a job again when its worker died holding it (the lease ran out)', async () => {
    await enqueueJob(suite.context.db, 'test.record', { n: 4 }, { key: 'orphaned' });
    // A worker that took the job and died: running, its lease over.
    await suite.context.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'gestorben:1', lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.idempotencyKey, 'orphaned'));
    await worker().drain();
    expect(await jobByKey('orphaned')).toMatchObject({ status: 'done', attempts: 2 });
    expect(runs).toEqual([{ name: 'test.record', payload: { n: 4 }, attempt: 2 }]);
  });

  it('leaves a job alone while another worker holds its lease', async () => {
    await enqueueJob(suite.context.db, 'test.record', { n: 5 }, { key: 'held' });
    await suite.context.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'lebt:1', lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(jobs.idempotencyKey, 'held'));
    await worker().drain();
    expect(await jobByKey('held')).toMatchObject({ status: 'running', lockedBy: 'lebt:1' });
    expect(runs).toEqual([]);
  });

  it('delivers a queued e-mail once: the outbox message is marked delivered by its job', async () => {
    await suite.context.app.outbox.sendEmail({ to: 'Warteschlange@Example.com', subject: 'Test', text: 'Hallo' });
    const [message] = await suite.context.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'warteschlange@example.com'));
    expect(message).toMatchObject({ deliveredAt: null });
    expect(await jobByKey(`outbox:${message!.id}`)).toMatchObject({ name: 'outbox.deliver', status: 'queued' });
    await worker().drain();
    const [delivered] = await suite.context.db.select().from(outboxMessages).where(eq(outboxMessages.id, message!.id));
    expect(delivered!.deliveredAt).toBeInstanceOf(Date);
    expect(await jobByKey(`outbox:${message!.id}`)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('runs due jobs by itself once started, and stops taking jobs when stopped', async () => {
    const running = worker();
    running.start();
    await enqueueJob(suite.context.db, 'test.record', { n: 6 }, { key: 'polled' });
    const deadline = Date.now() + 30_000;
    while ((await jobByKey('polled'))?.status !== 'done' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await running.stop();
    expect(await jobByKey('polled')).toMatchObject({ status: 'done' });
    await enqueueJob(suite.context.db, 'test.record', { n: 7 }, { key: 'after-stop' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await jobByKey('after-stop')).toMatchObject({ status: 'queued' });
  });
});
