import { and, eq } from 'drizzle-orm';
import { companyTypes, providerOnboarding, staffAuditLog, users } from '../../db/schema';
import { bearer, createUserWithToken, json } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { caller, COMPLETE_STEPS, PDF, type Envelope, type TestUser } from '../../../test/fixtures/onboarding';
import { staffWithSession } from '../../../test/fixtures/staff';
import { canPublish, verificationQueue } from '../onboarding/public';
import type { OnboardingInfo } from '../onboarding/schemas';
import type { AdminProviderDetail, AdminProviderListItem } from './schemas';

jest.setTimeout(120_000);

const suite = testSuite({ config: { onboardingAutoVerify: false } });
const { call, upload } = caller(() => suite.context);
let gmbh: number;
let trustSafety: { id: number; email: string; token: string };
let support: { id: number; email: string; token: string };

beforeAll(async () => {
  const [type] = await suite.context.db.select().from(companyTypes).where(eq(companyTypes.name, 'GmbH')).limit(1);
  gmbh = type!.id;
  trustSafety = await staffWithSession(suite.context.db, ['trust_safety']);
  support = await staffWithSession(suite.context.db, ['support']);
});

async function asStaff<T>(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await suite.context.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: json<Envelope<T>>(response) };
}

/** A provider with complete trader data and an ID document, sent for verification. */
async function submittedProvider(companyName: string): Promise<TestUser> {
  const provider = await createUserWithToken(suite.context, 'Company', { verified: false });
  const saved = await call<OnboardingInfo>(provider, 'POST', '/storeProviderOnBoarding', {
    company_type_id: gmbh,
    ...COMPLETE_STEPS,
    company_name: companyName,
  });
  expect(saved.body.errors).toBeUndefined();
  expect(
    (await upload(provider, '/v2/providerUploadDocs', {}, [{ field: 'file', name: 'personalausweis.pdf', content: PDF }])).status,
  ).toBe(200);
  const submitted = await call<OnboardingInfo>(provider, 'POST', '/storeProviderOnBoarding', { submit: 1 });
  expect(submitted.body.data.status).toBe('submitted');
  return provider;
}

async function auditOf(providerId: number) {
  return suite.context.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.recordType, 'provider'), eq(staffAuditLog.recordId, String(providerId))));
}

/** The e-mails to the provider's account address (where the decision goes). */
async function mailsTo(providerId: number) {
  const [user] = await suite.context.db.select({ email: users.email }).from(users).where(eq(users.id, providerId));
  const recipient = user!.email;
  const response = await suite.context.app.inject({ method: 'GET', url: `/dev/outbox?recipient=${encodeURIComponent(recipient)}` });
  return (response.json() as { data: Array<{ subject: string; body: string }> }).data;
}

describe('back office: providers (/admin/providers)', () => {
  it('lists waiting submissions first with their submission time, and finds a provider by company, e-mail and number', async () => {
    const waiting = await submittedProvider('Suchbar Möbelbau GmbH');
    const fresh = await createUserWithToken(suite.context, 'Company', { verified: false });
    const list = await asStaff<AdminProviderListItem[]>(support.token, 'GET', '/admin/providers?per_page=100');
    expect(list.status).toBe(200);
    const statuses = list.body.data.map((row) => row.status);
    expect(statuses.lastIndexOf('submitted')).toBeLessThan(statuses.findIndex((status) => status !== 'submitted'));
    const entry = list.body.data.find((row) => row.id === waiting.id);
    expect(entry).toMatchObject({ status: 'submitted', status_label: 'Zur Prüfung eingereicht', company_name: 'Suchbar Möbelbau GmbH' });
    expect(Date.now() - Date.parse(entry!.submitted_at!)).toBeLessThan(120_000);
    expect(list.body.data.find((row) => row.id === fresh.id)).toMatchObject({ status: 'incomplete', submitted_at: null });
    expect(list.body.meta).toMatchObject({ current_page: 1, per_page: 100 });

    const byCompany = await asStaff<AdminProviderListItem[]>(support.token, 'GET', `/admin/providers?q=${encodeURIComponent('möbelbau')}`);
    expect(byCompany.body.data.map((row) => row.id)).toEqual([waiting.id]);
    const byEmail = await asStaff<AdminProviderListItem[]>(support.token, 'GET', `/admin/providers?q=${encodeURIComponent(entry!.email)}`);
    expect(byEmail.body.data.map((row) => row.id)).toEqual([waiting.id]);
    const byId = await asStaff<AdminProviderListItem[]>(trustSafety.token, 'GET', `/admin/providers?q=${fresh.id}`);
    expect(byId.body.data.map((row) => row.id)).toContain(fresh.id);
    const submittedOnly = await asStaff<AdminProviderListItem[]>(support.token, 'GET', '/admin/providers?status=submitted&per_page=100');
    expect(submittedOnly.body.data.every((row) => row.status === 'submitted')).toBe(true);
    expect(submittedOnly.body.data.map((row) => row.id)).toContain(waiting.id);
    const verifiedOnly = await asStaff<AdminProviderListItem[]>(support.token, 'GET', '/admin/providers?status=verified&per_page=100');
    expect(verifiedOnly.body.data.map((row) => row.id)).not.toContain(waiting.id);
    expect((await asStaff(support.token, 'GET', '/admin/providers?status=gesperrt')).status).toBe(422);
  });

  it('shows the trader data, the ID document through a link of a few minutes, documents, products, orders and package', async () => {
    const provider = await submittedProvider('Detail Werkstatt GmbH');
    expect(
      (
        await upload(provider, '/document', { title: 'Handelsregisterauszug', type: 'other' }, [
          { field: 'file', name: 'hr.pdf', content: PDF },
        ])
      ).status,
    ).toBe(201);
    const detail = await asStaff<AdminProviderDetail>(support.token, 'GET', `/admin/providers/${provider.id}`);
    expect(detail.status).toBe(200);
    const data = detail.body.data;
    expect(data).toMatchObject({
      id: provider.id,
      status: 'submitted',
      missing: [],
      trader: { company_type: 'GmbH', company_name: 'Detail Werkstatt GmbH', vat_status: COMPLETE_STEPS.vat_status, self_certified: true },
      payout_account: { account_holder: COMPLETE_STEPS.account_holder },
      documents: { total: 1, items: [{ title: 'Handelsregisterauszug', file_name: 'hr.pdf' }] },
      products: { total: 0, active: 0, latest: [] },
      orders: { total: 0, open: 0, total_cents: 0 },
      subscription: null,
      suspension: null,
    });
    expect(data.steps.every((step) => step.done)).toBe(true);
    expect(data.id_document).toMatchObject({ file_name: 'personalausweis.pdf' });
    const lifetime = Date.parse(data.id_document!.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000);
    const file = await suite.context.app.inject({ method: 'GET', url: data.id_document!.url.replace(/^https?:\/\/[^/]+/, '') });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await asStaff(support.token, 'GET', '/admin/providers/99999999')).status).toBe(404);

    // finance finds the provider for payouts and commission, but never sees the ID document
    const finance = await staffWithSession(suite.context.db, ['finance']);
    const found = await asStaff<AdminProviderListItem[]>(
      finance.token,
      'GET',
      `/admin/providers?q=${encodeURIComponent('Detail Werkstatt')}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.data.map((entry) => entry.id)).toContain(provider.id);
    const read = await asStaff<AdminProviderDetail>(finance.token, 'GET', `/admin/providers/${provider.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: provider.id, payout_account: { account_holder: COMPLETE_STEPS.account_holder } });
    expect(read.body.data.id_document).toBeNull();
    expect((await asStaff(finance.token, 'POST', `/admin/providers/${provider.id}/verify`)).status).toBe(403);
  });

  it('verifies a submission: the provider may publish, is mailed, and the audit log names the staff member with before/after', async () => {
    const provider = await submittedProvider('Prüfbar Holz GmbH');
    expect((await verificationQueue(suite.context.db)).count).toBeGreaterThanOrEqual(1);
    const before = await verificationQueue(suite.context.db);
    const verified = await asStaff<AdminProviderDetail>(trustSafety.token, 'POST', `/admin/providers/${provider.id}/verify`);
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ status: 'verified', decided_by: trustSafety.email });
    expect((await verificationQueue(suite.context.db)).count).toBe(before.count - 1);
    expect(await canPublish(suite.context.db, provider.id)).toBe(true);
    const mails = await mailsTo(provider.id);
    expect(mails.map((mail) => mail.subject)).toContain('Ihre Anbieterangaben sind verifiziert');
    const entries = await auditOf(provider.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: trustSafety.id,
      actorEmail: trustSafety.email,
      action: 'provider.verified',
      before: { status: 'submitted', rejection_reason: null },
      after: { status: 'verified', rejection_reason: null },
    });
    const twice = await asStaff(trustSafety.token, 'POST', `/admin/providers/${provider.id}/verify`);
    expect(twice.status).toBe(422);
    expect(await auditOf(provider.id)).toHaveLength(1);
  });

  it('rejects only with a reason, mails the reason, and records it; support may read but not decide', async () => {
    const provider = await submittedProvider('Abgelehnt Bau GmbH');
    expect((await asStaff(support.token, 'POST', `/admin/providers/${provider.id}/verify`)).status).toBe(403);
    const noReason = await asStaff(trustSafety.token, 'POST', `/admin/providers/${provider.id}/reject`, { reason: '' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors?.reason?.[0]).toBe('Bitte geben Sie einen Grund für die Ablehnung an.');
    expect(await auditOf(provider.id)).toHaveLength(0);
    const reason = 'Der Ausweis ist abgelaufen. Bitte laden Sie ein gültiges Dokument hoch.';
    const rejected = await asStaff<AdminProviderDetail>(trustSafety.token, 'POST', `/admin/providers/${provider.id}/reject`, { reason });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejection_reason: reason });
    const mail = (await mailsTo(provider.id)).find((entry) => entry.subject === 'Ihre Anbieterangaben wurden abgelehnt');
    expect(mail?.body).toContain(`Grund: ${reason}`);
    const [entry] = await auditOf(provider.id);
    expect(entry).toMatchObject({
      actorId: trustSafety.id,
      action: 'provider.rejected',
      reason,
      before: { status: 'submitted' },
      after: { status: 'rejected', rejection_reason: reason },
    });
  });

  it('counts the verification queue: waiting submissions, the oldest, and those waiting longer than two days', async () => {
    const provider = await submittedProvider('Wartend Alt GmbH');
    const old = new Date(Date.now() - 3 * 86_400_000);
    await suite.context.db.update(providerOnboarding).set({ submittedAt: old }).where(eq(providerOnboarding.providerId, provider.id));
    const queue = await verificationQueue(suite.context.db);
    expect(queue.count).toBeGreaterThanOrEqual(1);
    expect(queue.overdue).toBeGreaterThanOrEqual(1);
    expect(queue.oldestAt!.getTime()).toBeLessThanOrEqual(old.getTime());
  });

  it('shows a provider suspended by the moderation in the list filter and the detail, and no longer once reinstated', async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    const suspended = await asStaff<{ case_number: string }>(trustSafety.token, 'POST', `/admin/providers/${provider.id}/suspend`, {
      ground: 'terms',
      ground_detail: 'terms_misleading',
      reason: 'Die Produktangaben waren wiederholt irreführend (Test).',
    });
    expect(suspended.status).toBe(200);
    const filtered = await asStaff<AdminProviderListItem[]>(support.token, 'GET', '/admin/providers?status=suspended&per_page=100');
    expect(filtered.body.data.map((row) => row.id)).toContain(provider.id);
    expect(filtered.body.data.every((row) => row.suspension !== null)).toBe(true);
    expect(filtered.body.meta?.total).toBe(filtered.body.data.length);
    const detail = await asStaff<AdminProviderDetail>(support.token, 'GET', `/admin/providers/${provider.id}`);
    expect(detail.body.data.suspension).toMatchObject({ case_number: suspended.body.data.case_number });
    expect(
      (
        await asStaff(trustSafety.token, 'POST', `/admin/providers/${provider.id}/reinstate`, {
          reason: 'Die Angaben wurden berichtigt (Test).',
        })
      ).status,
    ).toBe(200);
    const after = await asStaff<AdminProviderListItem[]>(support.token, 'GET', '/admin/providers?status=suspended&per_page=100');
    expect(after.body.data.map((row) => row.id)).not.toContain(provider.id);
  });
});
