import { and, eq } from 'drizzle-orm';
import { billingInvoices, billingSubscriptions, jobs, staffAuditLog } from '../../db/schema';
import {
  api,
  buy,
  context,
  credit,
  FINANCE,
  financeId,
  type Invoice,
  paid,
  type Purchase,
  setUpBillingSuite,
} from '../../../test/fixtures/billing-suite';
import { body, createProvider } from '../../../test/fixtures/checkout';
import { staffWithSession } from '../../../test/fixtures/staff';
import { runBilling } from './billing-run';
import { berlinToday, nextBerlinMidnight } from './dates';

setUpBillingSuite();

describe('billing run', () => {
  it('renews once per period even when two runs start at the same time', async () => {
    const provider = await createProvider(context, 'Doppellauf GmbH');
    const { subscription, invoice } = body<Purchase>(await buy(provider.token, 'plus')).data;
    await paid(invoice?.invoice_number);
    const now = new Date(`${subscription.end_date}T00:00:30+01:00`);
    const results = await Promise.all([
      runBilling(context.db, { config: context.config, now }),
      runBilling(context.db, { config: context.config, now }),
    ]);
    const renewals = await context.db
      .select()
      .from(billingInvoices)
      .where(and(eq(billingInvoices.subscriptionId, subscription.id), eq(billingInvoices.kind, 'renewal')));
    expect(renewals).toHaveLength(1);
    expect(renewals[0]?.periodStart).toBe(subscription.end_date);
    expect(results.flatMap((result) => result.invoices).filter((number) => number === renewals[0]?.invoiceNumber)).toHaveLength(1);
    await runBilling(context.db, { config: context.config, now });
    expect(
      await context.db
        .select()
        .from(billingInvoices)
        .where(and(eq(billingInvoices.subscriptionId, subscription.id), eq(billingInvoices.kind, 'renewal'))),
    ).toHaveLength(1);
  });

  it('expires a subscription still past due at its period end', async () => {
    const provider = await createProvider(context, 'Nichtzahler GmbH');
    const { subscription } = body<Purchase>(await buy(provider.token, 'basis')).data;
    const result = await runBilling(context.db, { config: context.config, now: new Date(`${subscription.end_date}T12:00:00Z`) });
    expect(result.expired).toBeGreaterThanOrEqual(1);
    const [row] = await context.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, subscription.id));
    expect(row?.status).toBe('expired');
  });

  it('marks a subscription past due when its invoice is open after the due date, and falls back to a transfer when the balance is short', async () => {
    const provider = await createProvider(context, 'Säumig GmbH');
    const { subscription } = body<Purchase>(await buy(provider.token, 'basis')).data;
    const late = new Date(Date.now() + 16 * 86_400_000);
    const result = await runBilling(context.db, { config: context.config, now: late });
    expect(result.past_due).toBeGreaterThanOrEqual(1);
    const [row] = await context.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, subscription.id));
    expect(row?.status).toBe('past_due');

    const thrifty = await createProvider(context, 'Sparsam GmbH');
    await credit(thrifty.id, 2261);
    const bought = body<Purchase>(await buy(thrifty.token, 'basis', { payment_method: 'balance' })).data.subscription;
    await runBilling(context.db, { config: context.config, now: new Date(`${bought.end_date}T12:00:00Z`) });
    const renewal = await context.db
      .select()
      .from(billingInvoices)
      .where(and(eq(billingInvoices.subscriptionId, bought.id), eq(billingInvoices.kind, 'renewal')));
    expect(renewal[0]).toMatchObject({ paymentMethod: 'invoice', status: 'open' });
    const [after] = await context.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, bought.id));
    expect(after).toMatchObject({ status: 'past_due', paymentMethod: 'balance' });
  });

  it('runs on a finance member’s call (404 without staff, 403 for another role), keeps the nightly job scheduled and writes the audit entry', async () => {
    expect((await context.app.inject({ method: 'POST', url: '/admin/billing/run' })).statusCode).toBe(404);
    const support = await staffWithSession(context.db, ['support']);
    const refused = await context.app.inject({
      method: 'POST',
      url: '/admin/billing/run',
      headers: { authorization: `Bearer ${support.token}` },
    });
    expect(refused.statusCode).toBe(403);
    const run = await context.app.inject({ method: 'POST', url: '/admin/billing/run', headers: FINANCE });
    expect(run.statusCode).toBe(200);
    const result = body<{ renewed: number; invoices: string[] }>(run).data;
    expect(result).toHaveProperty('renewed');
    const scheduled = await context.db.select().from(jobs).where(eq(jobs.name, 'billing.run'));
    expect(scheduled.map((job) => job.idempotencyKey)).toContain(`billing.run:${berlinToday(nextBerlinMidnight())}`);
    const entries = await context.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'billing.run'), eq(staffAuditLog.actorId, financeId)));
    expect(entries.at(-1)?.after).toMatchObject({ renewed: result.renewed, invoices: result.invoices });
  });

  it('books an invoice’s transfer and a direct-debit collection for finance with the member in the audit log', async () => {
    const provider = await createProvider(context, 'Audit Rechnung GmbH');
    const invoice = body<{ invoice: { invoice_number: string } }>(await buy(provider.token, 'basis')).data.invoice;
    await paid(invoice.invoice_number);
    const [entry] = await context.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'billing.invoice_paid'), eq(staffAuditLog.recordId, invoice.invoice_number)));
    expect(entry).toMatchObject({
      actorId: financeId,
      recordType: 'billing_invoice',
      before: { status: 'open' },
      after: { status: 'paid' },
    });
    // Booked once: a second call finds no open invoice (404) and writes nothing.
    const again = await context.app.inject({
      method: 'POST',
      url: '/admin/billing/paid',
      headers: FINANCE,
      payload: { invoice_number: invoice.invoice_number },
    });
    expect(again.statusCode).toBe(404);
    const entries = await context.db.select().from(staffAuditLog).where(eq(staffAuditLog.recordId, invoice.invoice_number));
    expect(entries).toHaveLength(1);

    const collection = await context.app.inject({ method: 'POST', url: '/admin/billing/sepa-collection', headers: FINANCE });
    expect(collection.statusCode).toBe(200);
    const batch = body<{ batch_id: string; count: number }>(collection).data;
    const [collected] = await context.db.select().from(staffAuditLog).where(eq(staffAuditLog.recordId, batch.batch_id));
    expect(collected).toMatchObject({ action: 'billing.sepa_collection', actorId: financeId, after: { count: batch.count } });
  });

  it('is scheduled for the next midnight in Berlin', () => {
    expect(nextBerlinMidnight(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(nextBerlinMidnight(new Date('2026-07-01T10:00:00Z')).toISOString()).toBe('2026-07-01T22:00:00.000Z');
  });

  it('lists the invoices in a date range and refuses a malformed date in German', async () => {
    const provider = await createProvider(context, 'Zeitraum GmbH');
    await buy(provider.token, 'basis');
    const today = berlinToday();
    expect(
      body<Invoice[]>(await api.get(`/getProviderSubscriptions?start_date=${today}&end_date=${today}`, provider.token)).data,
    ).toHaveLength(1);
    expect(body<Invoice[]>(await api.get('/getProviderSubscriptions?end_date=2020-01-01', provider.token)).data).toHaveLength(0);
    const bad = await api.get('/getProviderSubscriptions?start_date=2026-13-45', provider.token);
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors).toEqual({ start_date: ['Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.'] });
  });

  it('counts the range in Berlin days: an invoice issued at 23:30 UTC belongs to the next day there', async () => {
    const provider = await createProvider(context, 'Mitternacht GmbH');
    await buy(provider.token, 'basis');
    const list = async (query: string) =>
      body<Invoice[]>(await api.get(`/getProviderSubscriptions?${query}`, provider.token)).data.map((invoice) => invoice.id);
    const [invoice] = await list('');
    expect(invoice).toBeDefined();
    const issueAt = (iso: string) =>
      context.db
        .update(billingInvoices)
        .set({ issuedAt: new Date(iso) })
        .where(eq(billingInvoices.id, invoice!));
    // 28 Nov 2026, 23:30 UTC = 29 Nov, 00:30 in Berlin; 31 Mar 2026, 22:30 UTC = 1 Apr, 00:30 (summer time)
    await issueAt('2026-11-28T23:30:00Z');
    expect(await list('start_date=2026-11-29&end_date=2026-11-29')).toEqual([invoice]);
    expect(await list('start_date=2026-11-28&end_date=2026-11-28')).toEqual([]);
    expect(await list('end_date=2026-11-28')).toEqual([]);
    await issueAt('2026-03-31T22:30:00Z');
    expect(await list('start_date=2026-04-01')).toEqual([invoice]);
    expect(await list('end_date=2026-03-31')).toEqual([]);
  });
});
