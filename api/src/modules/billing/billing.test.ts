import { and, eq } from 'drizzle-orm';
import {
  billingInvoices,
  billingSubscriptions,
  jobs,
  ledgerEntries,
  outboxMessages,
  providerPayoutAccounts,
  providerProfiles,
  staffAuditLog,
} from '../../db/schema';
import { buffer } from 'node:stream/consumers';
import { storageFor } from '../../infra/storage';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { body, caller, createProvider } from '../../../test/fixtures/checkout';
import { staffWithSession } from '../../../test/fixtures/staff';
import { balanceOf } from '../ledger/public';
import { requestWithdrawal } from '../ledger/ledger';
import { runSepaCollection } from './collection';
import { addDays, addMonth, berlinToday, nextBerlinMidnight } from './dates';
import { entitlements } from './public';
import { runBilling } from './billing-run';
import { prorationNetCents } from './terms';

interface Invoice {
  id: number;
  invoice_number: string;
  kind: string;
  net_cents: number;
  vat_cents: number;
  total_cents: number;
  status: string;
  payment_method: string;
}
interface Subscription {
  id: number;
  status: string;
  package: { id: number; code: string };
  pending_package: { code: string } | null;
  start_date: string;
  end_date: string;
  mandate_reference: string | null;
}
interface Purchase {
  subscription: Subscription;
  invoice: Invoice | null;
  change: string;
}
interface Pkg {
  id: number;
  code: string;
  price_cents: number;
  net_price_cents: number;
  is_premium: boolean;
}

/** A finance member's credential (set in beforeAll): the back office's billing calls are staff:finance. */
let FINANCE: { authorization: string };
let financeId: number;
const IBAN = 'DE89 3704 0044 0532 0130 00';

let context: TestContext;
let api: ReturnType<typeof caller>;
let packages: Record<string, Pkg>;

beforeAll(async () => {
  context = await createTestApp({
    config: { payouts: { holdDays: 0, commissionBasisPoints: 0 } },
  });
  const finance = await staffWithSession(context.db, ['finance']);
  FINANCE = { authorization: `Bearer ${finance.token}` };
  financeId = finance.id;
  api = caller(context.app);
  const list = body<Pkg[]>(await api.get('/getPackages')).data;
  packages = Object.fromEntries(list.map((pkg) => [pkg.code, pkg]));
});

afterAll(async () => {
  await context.close();
});

async function credit(providerId: number, cents: number) {
  await context.db.insert(ledgerEntries).values({ providerId, kind: 'payout_failed', amountCents: cents, note: 'Testguthaben' });
}

async function buy(token: string, code: string, payment: Record<string, unknown> = { payment_method: 'invoice' }) {
  return api.post('/buyPackage', { package_id: packages[code]?.id, ...payment }, token);
}

/** A finance member books the transfer of an invoice (back office). */
async function paid(invoiceNumber: string | undefined) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/admin/billing/paid',
    headers: FINANCE,
    payload: { invoice_number: invoiceNumber },
  });
  expect(response.statusCode).toBe(200);
}

/** Moves the provider's subscription period so that it started `daysAgo` days ago (a 30-day period). */
async function shiftPeriod(subscriptionId: number, periodStart: string, periodEnd: string) {
  await context.db.update(billingSubscriptions).set({ periodStart, periodEnd }).where(eq(billingSubscriptions.id, subscriptionId));
}

describe('packages', () => {
  it('lists Basis, Plus and Premium with gross prices (19 % VAT) and entitlements', async () => {
    expect(Object.keys(packages)).toEqual(['basis', 'plus', 'premium']);
    expect(packages.plus?.net_price_cents).toBe(4900);
    expect(packages.plus?.price_cents).toBe(5831);
    expect(packages.premium?.is_premium).toBe(true);
  });

  it('answers 404 for an unknown package', async () => {
    const provider = await createProvider(context, 'Paketlos GmbH');
    expect((await api.get('/getPackageInfo?id=999999', provider.token)).statusCode).toBe(404);
  });
});

describe('buying by invoice', () => {
  it('starts a monthly subscription, issues a numbered invoice with 19 % VAT and mails it', async () => {
    const provider = await createProvider(context, 'Rechnungskauf GmbH');
    const response = await buy(provider.token, 'plus');
    expect(response.statusCode).toBe(201);
    const { subscription, invoice } = body<Purchase>(response).data;
    expect(subscription.status).toBe('active');
    expect(subscription.start_date).toBe(berlinToday());
    expect(subscription.end_date).toBe(addMonth(berlinToday()));
    expect(invoice).toMatchObject({
      kind: 'purchase',
      net_cents: 4900,
      vat_cents: 931,
      total_cents: 5831,
      status: 'open',
      payment_method: 'invoice',
    });
    expect(invoice?.invoice_number).toMatch(/^MP-\d{4}-\d{5}$/);
    const mails = await context.db.select().from(outboxMessages).where(eq(outboxMessages.userId, provider.id));
    expect(mails.some((mail) => mail.subject === `Ihre Rechnung ${invoice?.invoice_number}`)).toBe(true);
    expect((await entitlements(context.db, provider.id)).max_active_products).toBe(2000);

    const again = await buy(provider.token, 'basis');
    expect(again.statusCode).toBe(422);
    expect(body(again).errors).toHaveProperty('package_id');
  });

  it('downloads the invoice as PDF with the Factur-X data and as EN 16931 XML whose totals read back; another provider gets 404', async () => {
    const provider = await createProvider(context, 'Download GmbH');
    await context.db.update(providerProfiles).set({ vatNumber: 'DE123456789' }).where(eq(providerProfiles.userId, provider.id));
    const invoice = body<Purchase>(await buy(provider.token, 'premium')).data.invoice;
    const pdf = await context.app.inject({
      method: 'GET',
      url: `/billing/invoices/${invoice?.id}/pdf`,
      headers: { authorization: `Bearer ${provider.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.includes(Buffer.from('factur-x.xml'))).toBe(true);

    const xml = await context.app.inject({
      method: 'GET',
      url: `/billing/invoices/${invoice?.id}/xml`,
      headers: { authorization: `Bearer ${provider.token}` },
    });
    expect(xml.statusCode).toBe(200);
    const text = xml.body;
    expect(text).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    expect(text).toContain(`<ram:ID>${invoice?.invoice_number}</ram:ID>`);
    const read = (tag: string) => text.match(new RegExp(`<ram:${tag}(?: [^>]*)?>([^<]+)</ram:${tag}>`))?.[1];
    expect(read('LineTotalAmount')).toBe('99.00');
    expect(read('TaxBasisTotalAmount')).toBe('99.00');
    expect(read('TaxTotalAmount')).toBe('18.81');
    expect(read('GrandTotalAmount')).toBe('117.81');
    expect(read('DuePayableAmount')).toBe('117.81');
    expect(read('RateApplicablePercent')).toBe('19');
    expect(text).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
    expect(Number(read('TaxBasisTotalAmount')) + Number(read('TaxTotalAmount'))).toBeCloseTo(Number(read('GrandTotalAmount')), 2);

    const stranger = await createProvider(context, 'Fremd GmbH');
    for (const kind of ['pdf', 'xml']) {
      const response = await context.app.inject({
        method: 'GET',
        url: `/billing/invoices/${invoice?.id}/${kind}`,
        headers: { authorization: `Bearer ${stranger.token}` },
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await api.post('/updatePaymentPackage', { invoice_id: invoice?.id }, stranger.token)).statusCode).toBe(404);
  });

  it('writes the invoice PDF and XML once into the private storage and serves the same bytes again, also after payment', async () => {
    const provider = await createProvider(context, 'Ablage GmbH');
    const invoice = body<Purchase>(await buy(provider.token, 'basis')).data.invoice;
    const download = (kind: 'pdf' | 'xml') =>
      context.app.inject({
        method: 'GET',
        url: `/billing/invoices/${invoice?.id}/${kind}`,
        headers: { authorization: `Bearer ${provider.token}` },
      });
    // Two first downloads at once write one file and answer the same bytes.
    const [first, twin] = await Promise.all([download('pdf'), download('pdf')]);
    expect(first.statusCode).toBe(200);
    expect(twin.rawPayload.equals(first.rawPayload)).toBe(true);
    const key = `billing-invoices/${provider.id}/${invoice?.invoice_number}.pdf`;
    const stored = await storageFor(context.config).get('private', key);
    expect(stored).not.toBeNull();
    expect((await buffer(stored!.body)).equals(first.rawPayload)).toBe(true);
    expect(await storageFor(context.config).get('public', key)).toBeNull();

    const xml = await download('xml');
    await paid(invoice?.invoice_number);
    const again = await download('pdf');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await download('xml')).body).toBe(xml.body);
    // The invoice as issued: still payable in full, although it is paid now.
    expect(xml.body).toMatch(/<ram:DuePayableAmount>22\.61<\/ram:DuePayableAmount>/);
  });

  it('numbers the marketplace invoices without gaps', async () => {
    const rows = await context.db.select({ number: billingInvoices.invoiceNumber }).from(billingInvoices);
    const sequence = rows.map((row) => Number(row.number.slice(-5))).sort((a, b) => a - b);
    expect(sequence).toEqual(sequence.map((_, index) => (sequence[0] ?? 1) + index));
  });
});

describe('paying with the balance', () => {
  it('refuses when the balance does not cover the invoice and issues nothing', async () => {
    const provider = await createProvider(context, 'Knapp GmbH');
    await credit(provider.id, 1000);
    const response = await buy(provider.token, 'basis', { payment_method: 'balance' });
    expect(response.statusCode).toBe(422);
    expect(body(response).errors).toHaveProperty('payment_method');
    expect(await context.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.providerId, provider.id))).toEqual([]);
  });

  it('debits the balance once and marks the invoice paid', async () => {
    const provider = await createProvider(context, 'Guthaben GmbH');
    await credit(provider.id, 10_000);
    const invoice = body<Purchase>(await buy(provider.token, 'basis', { payment_method: 'balance' })).data.invoice;
    expect(invoice).toMatchObject({ status: 'paid', total_cents: 2261 });
    expect((await balanceOf(context.db, provider.id, 0)).balanceCents).toBe(10_000 - 2261);
  });

  it('never overdraws when a package debit and a withdrawal race for the same money', async () => {
    const provider = await createProvider(context, 'Wettlauf GmbH');
    await credit(provider.id, 6000);
    await context.db
      .insert(providerPayoutAccounts)
      .values({ providerId: provider.id, accountHolder: 'Wettlauf GmbH', iban: 'DE89370400440532013000' });
    const results = await Promise.allSettled([
      buy(provider.token, 'plus', { payment_method: 'balance' }),
      requestWithdrawal(context.db, { holdDays: 0, commissionBasisPoints: 0 }, provider.id, {
        method: 'bank_transfer',
        amountCents: 5000,
        reference: 'Rennen',
      }),
    ]);
    const bought = results[0].status === 'fulfilled' && results[0].value.statusCode === 201;
    const withdrawn = results[1].status === 'fulfilled';
    expect(Number(bought) + Number(withdrawn)).toBe(1);
    const balance = await balanceOf(context.db, provider.id, 0);
    expect(balance.balanceCents).toBeGreaterThanOrEqual(0);
    expect(balance.balanceCents).toBe(bought ? 6000 - 5831 : 1000);
  });

  it('pays an open invoice from the balance later and reactivates a past-due subscription', async () => {
    const provider = await createProvider(context, 'Nachzahler GmbH');
    const { subscription, invoice } = body<Purchase>(await buy(provider.token, 'basis')).data;
    await context.db.update(billingSubscriptions).set({ status: 'past_due' }).where(eq(billingSubscriptions.id, subscription.id));
    const poor = await api.post('/updatePaymentPackage', { invoice_id: invoice?.id }, provider.token);
    expect(poor.statusCode).toBe(422);
    await credit(provider.id, 5000);
    const paid = await api.post('/updatePaymentPackage', { invoice_id: invoice?.id }, provider.token);
    expect(body<Invoice>(paid).data.status).toBe('paid');
    expect(body<{ subscription: Subscription }>(await api.get('/subscriptionInfo', provider.token)).data.subscription?.status).toBe(
      'active',
    );
  });
});

describe('SEPA direct debit', () => {
  it('asks for a valid IBAN and the mandate, in German, on the fields', async () => {
    const provider = await createProvider(context, 'Lastschrift-Fehler GmbH');
    const response = await buy(provider.token, 'plus', { payment_method: 'sepa', account_holder: '', iban: 'DE00 1234', sepa_mandate: 0 });
    expect(response.statusCode).toBe(422);
    expect(body(response).errors).toEqual({
      account_holder: ['Bitte geben Sie den Kontoinhaber an.'],
      iban: ['Bitte geben Sie eine gültige IBAN ein (z. B. DE89 3704 0044 0532 0130 00).'],
      sepa_mandate: ['Bitte erteilen Sie das SEPA-Lastschriftmandat.'],
    });
  });

  it('keeps the mandate, sends the pre-notification and collects in a pain.008 file once', async () => {
    const provider = await createProvider(context, 'Lastschrift GmbH');
    const { subscription, invoice } = body<Purchase>(
      await buy(provider.token, 'plus', { payment_method: 'sepa', account_holder: 'Lastschrift GmbH', iban: IBAN, sepa_mandate: 1 }),
    ).data;
    expect(subscription.mandate_reference).toMatch(new RegExp(`^MP-ABO-${provider.id}-\\d{8}$`));
    const mails = await context.db.select().from(outboxMessages).where(eq(outboxMessages.userId, provider.id));
    const notice = mails.find((mail) => mail.subject.startsWith('Vorabankündigung der SEPA-Lastschrift'));
    expect(notice?.body).toContain('58,31');
    expect(notice?.body).toContain(subscription.mandate_reference ?? '');

    const early = await runSepaCollection(context.db, context.config);
    expect(early.sepa_xml ?? '').not.toContain(invoice?.invoice_number ?? '-');
    const later = new Date(Date.now() + 6 * 86_400_000);
    const run = await runSepaCollection(context.db, context.config, later);
    expect(run.sepa_xml).toContain('pain.008.001.08');
    expect(run.sepa_xml).toContain('DE89370400440532013000');
    expect(run.sepa_xml).toContain(`<MndtId>${subscription.mandate_reference}</MndtId>`);
    expect(run.sepa_xml).toContain('<CdtrSchmeId>');
    const [row] = await context.db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.id, invoice?.id ?? 0));
    expect(row?.status).toBe('paid');
    const second = await runSepaCollection(context.db, context.config, later);
    expect(second.sepa_xml ?? '').not.toContain(invoice?.invoice_number ?? '-');
  });
});

describe('changing and cancelling', () => {
  it('prorates an upgrade in integer cents', () => {
    expect(prorationNetCents(1900, 4900, { periodStart: '2026-11-01', periodEnd: '2026-12-01' }, '2026-11-16')).toBe(1500);
    expect(prorationNetCents(1900, 9900, { periodStart: '2026-11-01', periodEnd: '2026-12-01' }, '2026-11-21')).toBe(2667);
    expect(prorationNetCents(1900, 4900, { periodStart: '2026-11-01', periodEnd: '2026-12-01' }, '2026-12-01')).toBe(0);
  });

  it('upgrades at once with a prorated invoice and downgrades at the period end', async () => {
    const provider = await createProvider(context, 'Wechsel GmbH');
    const { subscription, invoice } = body<Purchase>(await buy(provider.token, 'basis')).data;
    await paid(invoice?.invoice_number);
    const today = berlinToday();
    const start = new Date(`${today}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() - 15);
    const periodStart = start.toISOString().slice(0, 10);
    const end = new Date(start);
    end.setUTCDate(end.getUTCDate() + 30);
    await shiftPeriod(subscription.id, periodStart, end.toISOString().slice(0, 10));

    const info = body<{ change: string; proration_cents: number }>(
      await api.get(`/getPackageInfo?id=${packages.premium?.id}`, provider.token),
    ).data;
    expect(info.change).toBe('upgrade');
    const up = body<Purchase>(await api.post('/storePackage', { package_id: packages.premium?.id }, provider.token)).data;
    expect(up.change).toBe('upgrade');
    expect(up.subscription.package.code).toBe('premium');
    expect(up.invoice).toMatchObject({ kind: 'upgrade', net_cents: 4000, vat_cents: 760, total_cents: 4760 });
    expect(info.proration_cents).toBe(4760);
    await paid(up.invoice?.invoice_number);
    expect((await entitlements(context.db, provider.id)).is_premium).toBe(true);

    const down = body<Purchase>(await api.post('/storePackage', { package_id: packages.basis?.id }, provider.token)).data;
    expect(down.change).toBe('downgrade');
    expect(down.invoice).toBeNull();
    expect(down.subscription.package.code).toBe('premium');
    expect(down.subscription.pending_package?.code).toBe('basis');

    const result = await runBilling(context.db, { config: context.config, now: new Date(`${end.toISOString().slice(0, 10)}T12:00:00Z`) });
    expect(result.renewed).toBeGreaterThanOrEqual(1);
    const current = body<{ subscription: Subscription }>(await api.get('/subscriptionInfo', provider.token)).data.subscription;
    expect(current?.package.code).toBe('basis');
    expect(current?.start_date).toBe(end.toISOString().slice(0, 10));
  });

  it('cancels to the period end (and back), then the run expires it', async () => {
    const provider = await createProvider(context, 'Kündiger GmbH');
    const { subscription } = body<Purchase>(await buy(provider.token, 'basis')).data;
    expect((await api.post('/updateSubscription', { action: 'resume' }, provider.token)).statusCode).toBe(422);
    const cancelled = body<Subscription>(await api.post('/updateSubscription', { action: 'cancel' }, provider.token)).data;
    expect(cancelled.status).toBe('cancelled');
    expect(body<Subscription>(await api.post('/updateSubscription', { action: 'resume' }, provider.token)).data.status).toBe('active');
    await api.post('/updateSubscription', { action: 'cancel' }, provider.token);
    await runBilling(context.db, { config: context.config, now: new Date(`${subscription.end_date}T12:00:00Z`) });
    expect(body<{ subscription: null }>(await api.get('/subscriptionInfo', provider.token)).data.subscription).toBeNull();
    const list = body<Subscription[]>(await api.get('/subscriptionLists', provider.token)).data;
    expect(list[0]?.status).toBe('expired');
    expect((await entitlements(context.db, provider.id)).package_code).toBeNull();
  });

  it('switches future invoices to SEPA with a new mandate', async () => {
    const provider = await createProvider(context, 'Umsteiger GmbH');
    await buy(provider.token, 'basis');
    const bad = await api.post(
      '/updatePaymentSubscription',
      { payment_method: 'sepa', account_holder: 'Umsteiger', iban: 'XX', sepa_mandate: 1 },
      provider.token,
    );
    expect(bad.statusCode).toBe(422);
    const good = body<Subscription & { payment_method: string }>(
      await api.post(
        '/updatePaymentSubscription',
        { payment_method: 'sepa', account_holder: 'Umsteiger', iban: IBAN, sepa_mandate: 1 },
        provider.token,
      ),
    ).data;
    expect(good.payment_method).toBe('sepa');
    expect(good.mandate_reference).not.toBeNull();
  });
});

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
