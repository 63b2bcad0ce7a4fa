import { and, eq } from 'drizzle-orm';
import { billingInvoices, billingSubscriptions, staffAuditLog } from '../../db/schema';
import {
  buy,
  context,
  FINANCE,
  financeId,
  IBAN,
  type Invoice,
  type Purchase,
  setUpBillingSuite,
} from '../../../test/fixtures/billing-suite';
import { body, createProvider } from '../../../test/fixtures/checkout';
import { runBilling } from './billing-run';
import { addDays, berlinToday } from './dates';

setUpBillingSuite();

describe('finance back office', () => {
  interface AdminInvoice {
    invoice_number: string;
    provider: string;
    status: string;
    status_text: string;
    total_cents: number;
    payment_method: string;
    due_date: string;
    paid_at: string | null;
    overdue_days: number;
  }
  interface AdminSubscription {
    id: number;
    provider: string;
    package: string;
    open_cents: number;
    open_invoices: number;
    overdue_since: string | null;
    overdue_days: number;
  }
  const finance = (url: string) => context.app.inject({ method: 'GET', url, headers: FINANCE });

  it('lists the invoices by status and search, with provider, amount, due date and overdue days', async () => {
    const provider = await createProvider(context, 'Rechnungsliste Überfällig GmbH');
    const invoice = body<Purchase>(await buy(provider.token, 'basis')).data.invoice;
    const due = addDays(berlinToday(), -3);
    await context.db.update(billingInvoices).set({ dueDate: due }).where(eq(billingInvoices.invoiceNumber, invoice!.invoice_number));
    const q = encodeURIComponent('rechnungsliste überfällig');

    const overdue = body<AdminInvoice[]>(await finance(`/admin/billing/invoices?status=overdue&q=${q}`));
    expect(overdue.data).toHaveLength(1);
    expect(overdue.data[0]).toMatchObject({
      invoice_number: invoice!.invoice_number,
      provider: 'Rechnungsliste Überfällig GmbH',
      status: 'open',
      status_text: 'Überfällig',
      total_cents: 2261,
      payment_method: 'invoice',
      due_date: due,
      paid_at: null,
      overdue_days: 3,
    });
    expect(body<AdminInvoice[]>(await finance(`/admin/billing/invoices?status=paid&q=${q}`)).data).toHaveLength(0);
    const byNumber = body<AdminInvoice[]>(await finance(`/admin/billing/invoices?q=${invoice!.invoice_number}`)).data;
    expect(byNumber.map((row) => row.invoice_number)).toEqual([invoice!.invoice_number]);
    expect((await finance('/admin/billing/invoices?status=later')).statusCode).toBe(422);
  });

  it('lists overdue subscriptions with provider, package, the amount open and since when', async () => {
    const provider = await createProvider(context, 'Überfälliges Abo GmbH');
    const { subscription, invoice } = body<Purchase>(await buy(provider.token, 'plus')).data;
    const due = addDays(berlinToday(), -10);
    await context.db.update(billingInvoices).set({ dueDate: due }).where(eq(billingInvoices.invoiceNumber, invoice!.invoice_number));
    await runBilling(context.db, { config: context.config });
    const list = body<AdminSubscription[]>(await finance('/admin/billing/subscriptions?state=overdue&per_page=100')).data;
    expect(list.find((row) => row.id === subscription.id)).toMatchObject({
      provider: 'Überfälliges Abo GmbH',
      package: 'Plus',
      open_cents: 5831,
      open_invoices: 1,
      overdue_since: due,
      overdue_days: 10,
    });
    const active = body<AdminSubscription[]>(await finance('/admin/billing/subscriptions?state=active&per_page=100')).data;
    expect(active.some((row) => row.id === subscription.id)).toBe(false);
  });

  it('books a transfer with the reason in the audit log; the subscription is active again and the invoice listed as paid', async () => {
    const provider = await createProvider(context, 'Zahlt Spät GmbH');
    const { subscription, invoice } = body<Purchase>(await buy(provider.token, 'basis')).data;
    await context.db.update(billingSubscriptions).set({ status: 'past_due' }).where(eq(billingSubscriptions.id, subscription.id));
    const response = await context.app.inject({
      method: 'POST',
      url: '/admin/billing/paid',
      headers: FINANCE,
      payload: { invoice_number: invoice!.invoice_number, reason: 'Kontoauszug 12/2026, Posten 4' },
    });
    expect(response.statusCode).toBe(200);
    expect(body<Invoice>(response).data).toMatchObject({ invoice_number: invoice!.invoice_number, status: 'paid' });
    const [entry] = await context.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'billing.invoice_paid'), eq(staffAuditLog.recordId, invoice!.invoice_number)));
    expect(entry).toMatchObject({ actorId: financeId, reason: 'Kontoauszug 12/2026, Posten 4' });
    const [row] = await context.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, subscription.id));
    expect(row?.status).toBe('active');
    const paidList = body<AdminInvoice[]>(await finance(`/admin/billing/invoices?status=paid&q=${encodeURIComponent('Zahlt Spät')}`)).data;
    expect(paidList[0]).toMatchObject({ status: 'paid', overdue_days: 0 });
    expect(paidList[0]?.paid_at).not.toBeNull();
  });

  it('answers a run with the count and sum of its invoices, and lists it among the runs with the member', async () => {
    const run = await context.app.inject({ method: 'POST', url: '/admin/billing/run', headers: FINANCE });
    expect(run.statusCode).toBe(200);
    const result = body<{ invoices: string[]; invoice_count: number; total_cents: number }>(run).data;
    expect(result.invoice_count).toBe(result.invoices.length);
    const runs = body<{ actor: string | null; invoice_count: number; total_cents: number }[]>(await finance('/admin/billing/runs')).data;
    expect(runs[0]).toMatchObject({ invoice_count: result.invoice_count, total_cents: result.total_cents });
    expect(runs[0]?.actor).toMatch(/@/);
  });

  it('answers the direct-debit collection with the file, its count and sum; a second call finds nothing', async () => {
    const provider = await createProvider(context, 'Lastschrift Liste GmbH');
    const { invoice } = body<Purchase>(
      await buy(provider.token, 'basis', { payment_method: 'sepa', account_holder: 'Lastschrift Liste', iban: IBAN, sepa_mandate: 1 }),
    ).data;
    await context.db
      .update(billingInvoices)
      .set({ collectionDate: berlinToday() })
      .where(eq(billingInvoices.invoiceNumber, invoice!.invoice_number));
    const first = body<{ count: number; total_cents: number; sepa_xml: string | null }>(
      await context.app.inject({ method: 'POST', url: '/admin/billing/sepa-collection', headers: FINANCE }),
    ).data;
    expect(first.count).toBeGreaterThanOrEqual(1);
    expect(first.total_cents).toBeGreaterThanOrEqual(2261);
    expect(first.sepa_xml).toContain('pain.008.001.08');
    expect(first.sepa_xml).toContain(invoice!.invoice_number);
    const second = body<{ count: number; sepa_xml: string | null }>(
      await context.app.inject({ method: 'POST', url: '/admin/billing/sepa-collection', headers: FINANCE }),
    ).data;
    expect(second).toMatchObject({ count: 0, sepa_xml: null });
  });
});
