import { eq } from 'drizzle-orm';
import { buffer } from 'node:stream/consumers';
import { billingInvoices, billingSubscriptions, outboxMessages, providerPayoutAccounts, providerProfiles } from '../../db/schema';
import { storageFor } from '../../infra/storage';
import {
  api,
  buy,
  context,
  credit,
  IBAN,
  type Invoice,
  packages,
  paid,
  type Purchase,
  setUpBillingSuite,
  type Subscription,
} from '../../../test/fixtures/billing-suite';
import { body, createProvider } from '../../../test/fixtures/checkout';
import { balanceOf } from '../ledger/public';
import { requestWithdrawal } from '../ledger/ledger';
import { runSepaCollection } from './collection';
import { addMonth, berlinToday } from './dates';
import { entitlements } from './public';

setUpBillingSuite();

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
