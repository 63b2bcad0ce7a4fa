import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { jobs, staffAuditLog } from '../../db/schema';
import { MemoryBus } from '../../infra/bus';
import { defineJob, JobWorker } from '../../infra/queue';
import { payloadSummary, safeErrorText } from '../../infra/queueDead';
import { bearer } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { staffWithSession } from '../../../test/fixtures/staff';

jest.setTimeout(120_000);

const suite = testSuite({ config: { jobs: { worker: false, pollMs: 1000, leaseSeconds: 60, concurrency: 1 } } });
let admin: { id: number; token: string };
const runs: number[] = [];

defineJob<{ n: number }>('test.dead-retry', async (job) => {
  runs.push(job.attempt);
});

beforeAll(async () => {
  admin = await staffWithSession(suite.context.db, ['admin']);
});

async function deadJob(values: Partial<typeof jobs.$inferInsert> = {}) {
  const [row] = await suite.context.db
    .insert(jobs)
    .values({
      name: 'outbox.deliver',
      payload: { id: 17, to: 'erika@example.com' },
      status: 'dead',
      attempts: 8,
      maxAttempts: 8,
      idempotencyKey: `dead-${randomBytes(6).toString('hex')}`,
      lastError: '550 5.1.1 <erika@example.com>: Recipient address rejected',
      finishedAt: new Date(),
      ...values,
    })
    .returning();
  return row!;
}

function call(method: 'GET' | 'POST', url: string, token: string, payload?: Record<string, unknown>) {
  return suite.context.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
}

async function jobRow(id: number) {
  const [row] = await suite.context.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

async function auditOf(id: number) {
  return suite.context.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.recordType, 'job'), eq(staffAuditLog.recordId, String(id))))
    .orderBy(desc(staffAuditLog.seq));
}

describe('dead jobs in the back office', () => {
  it('lists dead jobs newest first with ids and list lengths only, the last error without e-mail addresses, paginated', async () => {
    const older = await deadJob({ finishedAt: new Date(Date.now() - 3_600_000) });
    const newer = await deadJob({ name: 'chat.erase-user', payload: { userId: 5, keys: ['a/1.jpg', 'a/2.jpg'] }, lastError: 'boom' });
    await deadJob({ status: 'queued', attempts: 0, finishedAt: null });
    const response = await call('GET', '/admin/jobs/dead?page=1&per_page=100', admin.token);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: Array<Record<string, unknown>>; meta: { total: number } };
    const ids = body.data.map((row) => row.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(body.data.every((row) => typeof row.id === 'number')).toBe(true);
    const mail = body.data.find((row) => row.id === older.id)!;
    expect(mail).toMatchObject({
      name: 'outbox.deliver',
      payload: { ids: { id: 17 }, counts: {}, hidden: ['to'] },
      attempts: 8,
      max_attempts: 8,
      last_error: '550 5.1.1 <[E-Mail]>: Recipient address rejected',
    });
    expect(typeof mail.failed_at).toBe('string');
    expect(JSON.stringify(body.data)).not.toContain('erika@example.com');
    expect(JSON.stringify(body.data)).not.toContain('a/1.jpg');
    expect(body.data.find((row) => row.id === newer.id)).toMatchObject({
      payload: { ids: { userId: 5 }, counts: { keys: 2 }, hidden: [] },
    });
    expect(body.meta.total).toBe(body.data.length);
    const paged = (await call('GET', '/admin/jobs/dead?page=1&per_page=1', admin.token)).json() as {
      data: unknown[];
      meta: { last_page: number };
    };
    expect(paged.data).toHaveLength(1);
    expect(paged.meta.last_page).toBe(body.meta.total);
  });

  it('retry puts the job back to run now with fresh attempts, audited with the reason; the worker runs it', async () => {
    const job = await deadJob({ name: 'test.dead-retry', payload: { n: 1 }, runAt: new Date(Date.now() + 3_600_000) });
    const response = await call('POST', `/admin/jobs/${job.id}/retry`, admin.token, { reason: 'SMTP-Zugang erneuert' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { id: job.id, status: 'queued' }, message: 'Der Auftrag wird neu gestartet.' });
    const row = await jobRow(job.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 0, maxAttempts: 8, finishedAt: null });
    expect(row.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const [entry] = await auditOf(job.id);
    expect(entry).toMatchObject({
      action: 'jobs.retried',
      actorId: admin.id,
      reason: 'SMTP-Zugang erneuert',
      before: expect.objectContaining({ status: 'dead', attempts: 8 }),
      after: { status: 'queued', attempts: 0 },
    });
    const worker = new JobWorker(suite.context.db, {
      context: { config: suite.context.config, bus: new MemoryBus() },
      pollMs: 50,
      leaseSeconds: 60,
      concurrency: 1,
    });
    await worker.drain();
    expect(runs).toEqual([1]);
    expect((await jobRow(job.id)).status).toBe('done');
  });

  it('discard keeps the job as discarded (never run again), audited; it leaves the list', async () => {
    const job = await deadJob();
    const response = await call('POST', `/admin/jobs/${job.id}/discard`, admin.token, { reason: 'Adresse existiert nicht mehr' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { id: job.id, status: 'discarded' }, message: 'Der Auftrag wurde verworfen.' });
    expect(await jobRow(job.id)).toMatchObject({ status: 'discarded', attempts: 8 });
    const [entry] = await auditOf(job.id);
    expect(entry).toMatchObject({ action: 'jobs.discarded', reason: 'Adresse existiert nicht mehr', after: { status: 'discarded' } });
    const list = (await call('GET', '/admin/jobs/dead?per_page=100', admin.token)).json() as { data: Array<{ id: number }> };
    expect(list.data.map((row) => row.id)).not.toContain(job.id);
  });

  it('answers 404 for an unknown job and a job that never died, 409 once a person has retried or discarded it; nothing changes', async () => {
    expect((await call('POST', '/admin/jobs/999999999/retry', admin.token, { reason: 'Versuch' })).statusCode).toBe(404);
    const queued = await deadJob({ status: 'queued', attempts: 0, finishedAt: null });
    const notDead = await call('POST', `/admin/jobs/${queued.id}/discard`, admin.token, { reason: 'Versuch' });
    expect(notDead.statusCode).toBe(404);
    expect(notDead.json()).toMatchObject({ message: 'Diesen fehlgeschlagenen Auftrag gibt es nicht.' });
    expect((await jobRow(queued.id)).status).toBe('queued');

    const retried = await deadJob();
    expect((await call('POST', `/admin/jobs/${retried.id}/retry`, admin.token, { reason: 'erster Klick' })).statusCode).toBe(200);
    for (const verb of ['retry', 'discard']) {
      const again = await call('POST', `/admin/jobs/${retried.id}/${verb}`, admin.token, { reason: 'zweiter Klick' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'CONFLICT' });
    }
    expect((await jobRow(retried.id)).status).toBe('queued');
    expect(await auditOf(retried.id)).toHaveLength(1);

    const discarded = await deadJob();
    expect((await call('POST', `/admin/jobs/${discarded.id}/discard`, admin.token, { reason: 'erster Klick' })).statusCode).toBe(200);
    expect((await call('POST', `/admin/jobs/${discarded.id}/retry`, admin.token, { reason: 'doch noch' })).statusCode).toBe(409);
    expect((await jobRow(discarded.id)).status).toBe('discarded');
  });

  it('two people acting on the same dead job at once: exactly one succeeds, the other gets 409', async () => {
    const job = await deadJob();
    const other = await staffWithSession(suite.context.db, ['admin']);
    const answers = await Promise.all([
      call('POST', `/admin/jobs/${job.id}/retry`, admin.token, { reason: 'gleichzeitig A' }),
      call('POST', `/admin/jobs/${job.id}/discard`, other.token, { reason: 'gleichzeitig B' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(job.id)).toHaveLength(1);
  });

  it('requires a reason of at least 3 characters (422, nothing changes)', async () => {
    const job = await deadJob();
    const response = await call('POST', `/admin/jobs/${job.id}/retry`, admin.token, { reason: ' x ' });
    expect(response.statusCode).toBe(422);
    expect((await jobRow(job.id)).status).toBe('dead');
    expect(await auditOf(job.id)).toHaveLength(0);
  });
});

describe('what a person sees of a dead job', () => {
  it('keeps only integer ids and list lengths of a payload', () => {
    expect(payloadSummary({ id: '12', orderId: 3, to: 'a@b.de', keys: [1, 2, 3], note: 'Text', provider_id: 9, nameId: 'abc' })).toEqual({
      ids: { id: 12, orderId: 3, provider_id: 9 },
      counts: { keys: 3 },
      hidden: ['nameId', 'note', 'to'],
    });
    expect(payloadSummary(null)).toEqual({ ids: {}, counts: {}, hidden: [] });
  });

  it('replaces e-mail addresses, IBANs and phone numbers in the error and cuts it to 300 characters', () => {
    expect(safeErrorText('an max.muster@example.de, IBAN DE89 3704 0044 0532 0130 00, Tel. +49 30 1234567')).toBe(
      'an [E-Mail], IBAN [IBAN], Tel. [Nummer]',
    );
    expect(safeErrorText('x'.repeat(1000))).toHaveLength(300);
    expect(safeErrorText(null)).toBeNull();
  });
});
