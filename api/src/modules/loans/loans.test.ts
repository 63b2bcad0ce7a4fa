import { eq } from 'drizzle-orm';
import { banks, ledgerEntries, outboxMessages, staffAuditLog } from '../../db/schema';
import { testSuite } from '../../../test/fixtures/suite';
import { body, createProvider } from '../../../test/fixtures/checkout';
import { staffWithSession } from '../../../test/fixtures/staff';
import { interestText, monthlyRateCents, ratePreview } from './annuity';

interface Loan {
  id: number;
  kind: string;
  status: string;
  bank_id: number;
  bank_name: string;
  amount_cents: number;
  monthly_rate_cents: number;
  interest_text: string;
  sales: { month: string; sales_cents: number }[];
  can_withdraw: boolean;
  purchase_price_cents: number | null;
}

/** A finance member's credential (set in beforeAll): the bank's answer is entered in the back office (staff:finance). */
let FINANCE: { authorization: string };
let financeId: number;

const suite = testSuite();

beforeAll(async () => {
  const finance = await staffWithSession(suite.context.db, ['finance']);
  FINANCE = { authorization: `Bearer ${finance.token}` };
  financeId = finance.id;
});

const request = { amount: '50.000,00', term_months: 60, interest_rate: '4,25', purpose: 'Neue Verpackungsmaschine' };

describe('rate preview', () => {
  it('computes the annuity in cents and shows the interest with three decimals and a comma', () => {
    expect(monthlyRateCents(5_000_000, 60, 4250)).toBe(92_648);
    expect(monthlyRateCents(1_200_000, 12, 0)).toBe(100_000);
    expect(interestText(4250)).toBe('4,250 %');
    expect(interestText(12_345)).toBe('12,345 %');
    const preview = ratePreview(5_000_000, 60, 4250);
    expect(preview.total_cents).toBe(92_648 * 60);
    expect(preview.interest_total_cents).toBe(92_648 * 60 - 5_000_000);
  });

  it('answers the preview over the API and refuses a rate with four decimals in German', async () => {
    const provider = await createProvider(suite.context, 'Vorschau GmbH');
    const ok = await suite.api.get('/api/loanRatePreview?amount=50000&term_months=60&interest_rate=4,25', provider.token);
    expect(body<{ monthly_rate_cents: number; interest_text: string }>(ok).data).toMatchObject({
      monthly_rate_cents: 92_648,
      interest_text: '4,250 %',
    });
    const bad = await suite.api.get('/api/loanRatePreview?amount=50000&term_months=60&interest_rate=4,2555', provider.token);
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors).toHaveProperty('interest_rate');
  });
});

describe('loan requests', () => {
  it('sends a request to the preselected bank with the last 12 months of sales when the provider consents', async () => {
    const provider = await createProvider(suite.context, 'Kredit GmbH');
    await suite.context.db.insert(ledgerEntries).values({ providerId: provider.id, kind: 'sale', amountCents: 123_456, note: 'Verkauf' });
    const response = await suite.api.post('/api/loanRequest', { ...request, sales_consent: 1 }, provider.token);
    expect(response.statusCode).toBe(201);
    const loan = body<Loan>(response).data;
    const [preselected] = await suite.context.db.select().from(banks).where(eq(banks.adminDefault, true));
    expect(loan).toMatchObject({
      kind: 'business',
      status: 'submitted',
      bank_id: preselected?.id,
      amount_cents: 5_000_000,
      monthly_rate_cents: 92_648,
    });
    expect(loan.sales).toHaveLength(12);
    expect(loan.sales.at(-1)?.sales_cents).toBe(123_456);
    const mails = await suite.context.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `Finanzierungsanfrage Nr. ${loan.id} über den Marktplatz: Kredit GmbH`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.recipient).toBe(`finanzierung+${preselected?.pincode}@partnerbanken.marktplatz.example`);
    expect(mails[0]?.body).toMatch(/1\.234,56\s€/);
    expect(mails[0]?.body).toContain('4,250 %');
  });

  it('sends no sales without consent', async () => {
    const provider = await createProvider(suite.context, 'Diskret GmbH');
    await suite.context.db.insert(ledgerEntries).values({ providerId: provider.id, kind: 'sale', amountCents: 99_900, note: 'Verkauf' });
    const loan = body<Loan>(await suite.api.post('/api/loanRequest', request, provider.token)).data;
    expect(loan.sales).toEqual([]);
    const [mail] = await suite.context.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `Finanzierungsanfrage Nr. ${loan.id} über den Marktplatz: Diskret GmbH`));
    expect(mail?.body).toContain('nicht zugestimmt');
    expect(mail?.body).not.toContain('999,00');
  });

  it('files a property loan: amount is price less equity, the equity must be below the price', async () => {
    const provider = await createProvider(suite.context, 'Immobilie GmbH');
    const [bank] = await suite.context.db.select().from(banks).where(eq(banks.adminDefault, false)).limit(1);
    const property = {
      bank_id: bank?.id,
      term_months: 240,
      interest_rate: 3.9,
      purpose: 'Kauf einer Lagerhalle',
      purchase_price: '400.000',
      equity: '100.000',
      location: 'Gewerbegebiet Nord, 34117 Kassel',
      object_type: 'warehouse',
    };
    const response = await suite.api.post('/api/storePropertyLoan', property, provider.token);
    expect(response.statusCode).toBe(201);
    expect(body<Loan>(response).data).toMatchObject({
      kind: 'property',
      amount_cents: 30_000_000,
      purchase_price_cents: 40_000_000,
      bank_name: bank?.bankName,
    });
    const bad = await suite.api.post('/api/storePropertyLoan', { ...property, equity: '400.000' }, provider.token);
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors).toEqual({ equity: ['Das Eigenkapital muss kleiner als der Kaufpreis sein.'] });
  });

  it('refuses bad input in German on the field, never with a 500', async () => {
    const provider = await createProvider(suite.context, 'Tippfehler GmbH');
    const response = await suite.api.post(
      '/api/loanRequest',
      { amount: 'viel', term_months: 2, interest_rate: '30', purpose: '' },
      provider.token,
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(body(response).errors ?? {}).sort()).toEqual(['amount', 'interest_rate', 'purpose', 'term_months']);
    expect((await suite.api.post('/api/loanRequest', { ...request, bank_id: 999_999 }, provider.token)).statusCode).toBe(422);
  });

  it('lists and shows only the provider’s own requests; another provider gets 404', async () => {
    const provider = await createProvider(suite.context, 'Liste GmbH');
    const loan = body<Loan>(await suite.api.post('/api/loanRequest', request, provider.token)).data;
    const list = await suite.api.get('/api/getLoanRequests?page=1', provider.token);
    expect(body<Loan[]>(list).data.map((row) => row.id)).toEqual([loan.id]);
    expect(body(list).meta).toMatchObject({ total: 1, current_page: 1 });
    expect(body<Loan>(await suite.api.get(`/api/getLoanRequestDetail?id=${loan.id}`, provider.token)).data.id).toBe(loan.id);
    const stranger = await createProvider(suite.context, 'Neugier GmbH');
    expect((await suite.api.get(`/api/getLoanRequestDetail?id=${loan.id}`, stranger.token)).statusCode).toBe(404);
    expect((await suite.api.post('/api/withdrawLoanRequest', { id: loan.id }, stranger.token)).statusCode).toBe(404);
    expect(body<Loan[]>(await suite.api.get('/api/getLoanRequests', stranger.token)).data).toEqual([]);
  });

  it('moves submitted → in_review → offered, lets the provider withdraw, and refuses other transitions', async () => {
    const provider = await createProvider(suite.context, 'Status GmbH');
    const loan = body<Loan>(await suite.api.post('/api/loanRequest', request, provider.token)).data;
    const operator = (status: string) =>
      suite.context.app.inject({
        method: 'POST',
        url: `/admin/loans/${loan.id}/status`,
        headers: FINANCE,
        payload: { status, note: 'Angebot per Post' },
      });
    expect((await operator('offered')).statusCode).toBe(409);
    expect((await operator('in_review')).statusCode).toBe(200);
    expect((await operator('offered')).statusCode).toBe(200);
    // Each accepted answer is in the audit log with the finance member and the status before and after; the refused
    // one (409) is not.
    const entries = await suite.context.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.recordId, String(loan.id)));
    expect(
      entries.filter((entry) => entry.recordType === 'loan_request').map((entry) => [entry.actorId, entry.before, entry.after]),
    ).toEqual([
      [financeId, { status: 'submitted' }, { status: 'in_review', bank_note: 'Angebot per Post' }],
      [financeId, { status: 'in_review' }, { status: 'offered', bank_note: 'Angebot per Post' }],
    ]);
    const offered = body<Loan>(await suite.api.get(`/api/getLoanRequestDetail?id=${loan.id}`, provider.token)).data;
    expect(offered).toMatchObject({ status: 'offered', can_withdraw: true });
    const withdrawn = body<Loan>(await suite.api.post('/api/withdrawLoanRequest', { id: loan.id }, provider.token)).data;
    expect(withdrawn).toMatchObject({ status: 'withdrawn', can_withdraw: false });
    expect((await suite.api.post('/api/withdrawLoanRequest', { id: loan.id }, provider.token)).statusCode).toBe(409);
    expect(
      (await suite.context.app.inject({ method: 'POST', url: `/admin/loans/${loan.id}/status`, payload: { status: 'declined' } }))
        .statusCode,
    ).toBe(404);
    const support = await staffWithSession(suite.context.db, ['support']);
    expect(
      (
        await suite.context.app.inject({
          method: 'POST',
          url: `/admin/loans/${loan.id}/status`,
          headers: { authorization: `Bearer ${support.token}` },
          payload: { status: 'declined' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
