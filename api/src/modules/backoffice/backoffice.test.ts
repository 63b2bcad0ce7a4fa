import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { jobs, providerOnboarding, type StaffRole } from '../../db/schema';
import { bearer, createUserWithToken } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { createFixtureProduct } from '../../../test/fixtures/shop';
import { staffWithSession } from '../../../test/fixtures/staff';
import { moderationQueues } from '../moderation/public';
import { verificationQueue } from '../onboarding/public';
import type { DashboardQueue } from './service';

jest.setTimeout(120_000);

const suite = testSuite();

const HOUR = 3_600_000;

async function dashboardAs(roles: StaffRole[]) {
  const member = await staffWithSession(suite.context.db, roles);
  const response = await suite.context.app.inject({ method: 'GET', url: '/admin/dashboard', headers: bearer(member.token) });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { generated_at: string; queues: DashboardQueue[] } }).data;
}

function queue(data: { queues: DashboardQueue[] }, key: DashboardQueue['key']): DashboardQueue {
  const found = data.queues.find((entry) => entry.key === key);
  if (!found) throw new Error(`Warteschlange ${key} fehlt`);
  return found;
}

describe('GET /admin/dashboard', () => {
  it('shows each role only the queues it works: trust & safety the DSA queues, support the chat reports, admin everything', async () => {
    expect((await dashboardAs(['admin'])).queues.map((entry) => entry.key)).toEqual([
      'notices',
      'chat_reports',
      'complaints',
      'verification',
      'dead_jobs',
      'disputes',
    ]);
    expect((await dashboardAs(['trust_safety'])).queues.map((entry) => entry.key)).toEqual([
      'notices',
      'chat_reports',
      'complaints',
      'verification',
    ]);
    expect((await dashboardAs(['support'])).queues.map((entry) => entry.key)).toEqual(['chat_reports', 'disputes']);
    expect((await dashboardAs(['finance'])).queues).toEqual([]);
    expect((await dashboardAs(['editor', 'support'])).queues.map((entry) => entry.key)).toEqual(['chat_reports', 'disputes']);
  });

  it('counts the dead jobs with the age of the oldest (every dead job is overdue) and links queues to their screens', async () => {
    const before = queue(await dashboardAs(['admin']), 'dead_jobs');
    expect(before).toMatchObject({ count: 0, oldest_at: null, oldest_age_minutes: null, overdue: 0 });
    const suffix = randomBytes(4).toString('hex');
    const now = Date.now();
    const rows = await suite.context.db
      .insert(jobs)
      .values([
        {
          name: 'outbox.deliver',
          status: 'dead',
          attempts: 8,
          idempotencyKey: `dashboard-a-${suffix}`,
          finishedAt: new Date(now - 72 * HOUR),
        },
        { name: 'outbox.deliver', status: 'dead', attempts: 8, idempotencyKey: `dashboard-b-${suffix}`, finishedAt: new Date(now - HOUR) },
        { name: 'outbox.deliver', status: 'queued', idempotencyKey: `dashboard-c-${suffix}` },
      ])
      .returning({ id: jobs.id });
    try {
      const data = await dashboardAs(['admin']);
      const dead = queue(data, 'dead_jobs');
      expect(dead.count).toBe(before.count + 2);
      expect(dead.overdue).toBe(before.overdue + 2);
      // the oldest died three days ago: 72 hours in minutes, give or take the request's own time
      expect(dead.oldest_age_minutes).toBeGreaterThanOrEqual(72 * 60 - 1);
      expect(dead.oldest_age_minutes).toBeLessThanOrEqual(72 * 60 + 2);
      expect(new Date(dead.oldest_at ?? '').getTime()).toBe(now - 72 * HOUR);
      expect(dead.path).toBe('/admin/jobs');
      expect(queue(data, 'notices').path).toBe('/admin/meldungen?status=open&source=notice');
      expect(queue(data, 'complaints').path).toBe('/admin/beschwerden?status=open');
    } finally {
      await suite.context.db.delete(jobs).where(
        inArray(
          jobs.id,
          rows.map((row) => row.id),
        ),
      );
    }
    expect(queue(await dashboardAs(['admin']), 'dead_jobs').count).toBe(before.count);
  });

  it('counts a submission waiting three days as overdue in the verification queue, with its age', async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    const before = queue(await dashboardAs(['trust_safety']), 'verification');
    const submittedAt = new Date(Date.now() - 72 * HOUR);
    await suite.context.db
      .update(providerOnboarding)
      .set({ status: 'submitted', submittedAt, verifiedAt: null, verifiedBy: null })
      .where(eq(providerOnboarding.providerId, provider.id));
    const after = queue(await dashboardAs(['trust_safety']), 'verification');
    expect(after.count).toBe(before.count + 1);
    expect(after.overdue).toBe(before.overdue + 1);
    expect(after.oldest_age_minutes).toBeGreaterThanOrEqual(72 * 60 - 1);
    expect(after.path).toBe('/admin/anbieter?status=submitted');
  });

  it('takes the notices, chat reports, complaints and submissions from their modules, with the oldest item’s age', async () => {
    const product = await createFixtureProduct(suite.context.db, { variants: [{ priceCents: 1999, qty: 3 }] });
    const before = await dashboardAs(['trust_safety']);
    const reported = await suite.context.app.inject({
      method: 'POST',
      url: '/moderation/reports',
      remoteAddress: `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
      payload: {
        target_type: 'product',
        target_id: product.productId,
        category: 'unsafe_product',
        explanation: 'Das Ladegerät trägt kein CE-Zeichen und wurde vom Hersteller zurückgerufen.',
        reporter_name: 'Petra Prüfer',
        reporter_email: `melder-${randomBytes(3).toString('hex')}@example.com`,
        good_faith: true,
      },
    });
    expect(reported.statusCode).toBe(201);

    const data = await dashboardAs(['trust_safety']);
    expect(queue(data, 'notices').count).toBe(queue(before, 'notices').count + 1);

    const moderation = await moderationQueues(suite.context.db);
    const verification = await verificationQueue(suite.context.db);
    const generated = new Date(data.generated_at).getTime();
    for (const [key, expected] of [
      ['notices', moderation.notices],
      ['chat_reports', moderation.chatReports],
      ['complaints', moderation.complaints],
      ['verification', verification],
    ] as const) {
      const shown = queue(data, key);
      expect({ key, count: shown.count, overdue: shown.overdue }).toEqual({ key, count: expected.count, overdue: expected.overdue });
      if (expected.count > 0 && expected.oldestAt) {
        expect(shown.oldest_at).toBe(expected.oldestAt.toISOString());
        expect(shown.oldest_age_minutes).toBe(Math.floor((generated - expected.oldestAt.getTime()) / 60_000));
      } else {
        expect(shown.oldest_at).toBeNull();
        expect(shown.oldest_age_minutes).toBeNull();
      }
    }
  });

  it('is the ordinary 404 without a staff credential', async () => {
    const anonymous = await suite.context.app.inject({ method: 'GET', url: '/admin/dashboard' });
    expect(anonymous.statusCode).toBe(404);
  });
});
