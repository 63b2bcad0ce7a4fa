import { testSuite } from '../../../test/fixtures/suite';
import { body, createCustomer, createProduct, createProvider, createShippingMethod } from '../../../test/fixtures/checkout';
import type { PresentedCart } from '../checkout/view';
import type { OrderDetail } from './presenters';
import { transactionCsv } from './finance';
import { recordPaymentReceived } from './service';

/** Finance: the transaction report (JSON and CSV for German spreadsheets) and the finance calculator. */
// 10 % commission (the setting: no commission rule exists here), frozen on the lines at checkout.
const suite = testSuite({ config: { payouts: { holdDays: 14, commissionBasisPoints: 1000 } } });
let seller: { id: number; token: string };
let mug: { productId: number; variantId: number };
let paid: OrderDetail;
let open: OrderDetail;
let refundId: number;

const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());

async function order(customer: { token: string }, qty: number): Promise<OrderDetail> {
  const key = body<PresentedCart>(await suite.api.post('/cart/add', { variant_id: mug.variantId, qty }, customer.token)).data.cart_key;
  const response = await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token);
  expect(response.statusCode).toBe(201);
  return body<{ order: OrderDetail }>(response).data.order;
}

beforeAll(async () => {
  seller = await createProvider(suite.context, 'Finanz-Töpferei');
  const method = await createShippingMethod(suite.context.db, seller.id, { name: 'Paket', priceCents: 500 });
  mug = await createProduct(suite.context.db, {
    providerId: seller.id,
    name: 'Becher; „groß“',
    priceCents: 1190,
    qty: 500,
    methodIds: [method],
  });
  const customer = await createCustomer(suite.context);
  // 2 × 11,90 + 5,00 shipping = 28,80 gross, paid (sale and 10 % commission booked), 11,90 of it refunded (giving
  // back 1,19 of the 2,88 commission).
  paid = await order(customer, 2);
  await recordPaymentReceived(suite.context.db, paid.id);
  const vendor = paid.vendor_orders[0];
  const requested = await suite.api.post(
    '/refund-process',
    { shop_vendor_order_id: vendor?.id, reason: 'damaged', lines: [{ item_id: vendor?.items[0]?.id, qty: 1 }] },
    customer.token,
  );
  refundId = body<{ id: number }>(requested).data.id;
  expect((await suite.api.post('/acceptRefundItem', { id: refundId, action: 'accept' }, seller.token)).statusCode).toBe(200);
  expect((await suite.api.post('/acceptRefundItem', { id: refundId, action: 'refunded' }, seller.token)).statusCode).toBe(200);
  // 1 × 11,90 + 5,00 = 16,90, not paid yet (its commission 1,69 frozen, not booked yet).
  open = await order(customer, 1);
});

type Report = {
  data: {
    vendor_order_number: string;
    gross_cents: number;
    vat_cents: number;
    refunded_cents: number;
    commission_cents: number;
    order_value_cents: number;
    payout_share_cents: number;
  }[];
  meta: { total: number; per_page: number };
  summary: {
    count: number;
    gross_cents: number;
    refunded_cents: number;
    commission_cents: number;
    total_order_value: number;
    total_order_value_cents: number;
  };
};

describe('vendor transaction report', () => {
  it('lists each vendor order with VAT, its frozen commission less what refunds gave back, its rate and refunds; total_order_value subtracts refunds', async () => {
    const response = await suite.api.get('/api/vendor-transaction-report-list', seller.token);
    expect(response.statusCode).toBe(200);
    const report = response.json() as Report;
    expect(report.data.map((row) => row.vendor_order_number)).toEqual([
      open.vendor_orders[0]?.vendor_order_number,
      paid.vendor_orders[0]?.vendor_order_number,
    ]);
    expect(report.data[1]).toMatchObject({
      gross_cents: 2880,
      vat_cents: 460,
      refunded_cents: 1190,
      commission_cents: 288 - 119,
      commission_percent: '10 %',
      order_value_cents: 2880 - 1190,
      payout_share_cents: 2880 - 1190 - (288 - 119),
    });
    expect(report.data[0]).toMatchObject({ gross_cents: 1690, commission_cents: 169, commission_percent: '10 %' });
    expect(report.summary).toMatchObject({
      count: 2,
      gross_cents: 2880 + 1690,
      refunded_cents: 1190,
      commission_cents: 288 - 119 + 169,
      total_order_value_cents: 2880 + 1690 - 1190,
      total_order_value: 33.8,
    });
    const filtered = (await suite.api.get('/api/vendor-transaction-report-list?payment=paid&per_page=1', seller.token)).json() as Report;
    expect(filtered.data.map((row) => row.vendor_order_number)).toEqual([paid.vendor_orders[0]?.vendor_order_number]);
    expect(filtered.meta).toMatchObject({ total: 1, per_page: 1 });
  });

  it('answers CSV for German spreadsheets: UTF-8 BOM, semicolons, decimal comma', async () => {
    const response = await suite.api.get(
      `/api/vendor-transaction-report-list?format=csv&date_from=${today}&date_to=${today}`,
      seller.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="transaktionen-${today}.csv"`);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Datum;Teilbestellung;Bestellung;Kunde;Status;Zahlungsstatus;Zahlungsart;Brutto (EUR);Netto (EUR);USt. (EUR);Provision (EUR);Provisionssatz;Erstattet (EUR);Bestellwert (EUR);Auszahlungsanteil (EUR)',
    );
    const paidLine = lines.find((line) => line.includes(`;${paid.vendor_orders[0]?.vendor_order_number};`)) ?? '';
    expect(paidLine.split(';').slice(-8)).toEqual(['28,80', '24,20', '4,60', '1,69', '10 %', '11,90', '16,90', '15,21']);
    expect(lines.filter((line) => line !== '')).toHaveLength(3);
  });

  it('quotes texts with semicolons or quotes and keeps spreadsheets from running a name as a formula', () => {
    const row = {
      order_date: '2026-11-26T10:00:00Z',
      vendor_order_number: 'MP-2026-000001-1',
      order_number: 'MP-2026-000001',
      customer_name: 'Müller; "Ali"',
      status_text: 'Eingegangen',
      payment_status_text: 'Bezahlt',
      payment_method: '=HYPERLINK("x")',
      gross_cents: -123456,
      net_cents: 0,
      vat_cents: 0,
      commission_cents: 0,
      commission_percent: '0 %',
      refunded_cents: 0,
      order_value_cents: 0,
      payout_share_cents: 0,
    } as Parameters<typeof transactionCsv>[0][number];
    const line = transactionCsv([row]).subarray(3).toString('utf8').split('\r\n')[1] ?? '';
    expect(line).toBe(
      `26.11.2026;MP-2026-000001-1;MP-2026-000001;"Müller; ""Ali""";Eingegangen;Bezahlt;"'=HYPERLINK(""x"")";-1234,56;0,00;0,00;0,00;0 %;0,00;0,00;0,00`,
    );
  });

  it('shows another provider none of these transactions, refuses customers, and answers bad filters with German 422', async () => {
    const other = await createProvider(suite.context, 'Andere Kasse');
    const foreign = (await suite.api.get('/api/vendor-transaction-report-list', other.token)).json() as Report;
    expect(foreign.data).toEqual([]);
    expect(foreign.summary.total_order_value_cents).toBe(0);
    const customer = await createCustomer(suite.context);
    expect((await suite.api.get('/api/vendor-transaction-report-list', customer.token)).statusCode).toBe(403);
    expect((await suite.api.get('/api/vendor-transaction-report-list')).statusCode).toBe(401);
    const badDate = await suite.api.get('/api/vendor-transaction-report-list?date_from=26.11.2026', seller.token);
    expect(badDate.statusCode).toBe(422);
    expect(body(badDate).errors).toEqual({ date_from: ['Bitte geben Sie das Datum als JJJJ-MM-TT an.'] });
    const badFormat = await suite.api.get('/api/vendor-transaction-report-list?format=xlsx', seller.token);
    expect(body(badFormat).errors).toEqual({ format: ['Bitte wählen Sie das Format „json“ oder „csv“.'] });
    const reversed = await suite.api.get('/api/vendor-transaction-report-list?date_from=2026-02-01&date_to=2026-01-01', seller.token);
    expect(body(reversed).errors).toEqual({ date_to: ['Das Enddatum darf nicht vor dem Anfangsdatum liegen.'] });
  });
});

type Calculator = {
  period: {
    turnover_cents: number;
    vat_cents: number;
    commission_cents: number;
    refunds_cents: number;
    payouts_cents: number;
    total_order_value_cents: number;
    remains_cents: number;
    orders: number;
    months: { month: string; turnover_cents: number; refunds_cents: number }[];
  };
  sale: {
    gross_cents: number;
    vat_cents: number;
    net_cents: number;
    commission_cents: number;
    remains_cents: number;
    small_business: boolean;
  } | null;
};

describe('finance calculator', () => {
  it("sums a period's turnover, VAT (invoices less corrections), commission, refunds and payouts", async () => {
    const response = await suite.api.get(`/api/financeCalculator?date_from=${today}&date_to=${today}`, seller.token);
    expect(response.statusCode).toBe(200);
    const { period, sale } = body<Calculator>(response).data;
    // VAT: 4,60 + 2,70 invoiced, less the refund correction's 1,90.
    expect(period).toMatchObject({
      orders: 2,
      turnover_cents: 4570,
      vat_cents: 460 + 270 - 190,
      // the paid order's commission less what its refund gave back (the open order's is not booked yet)
      commission_cents: 288 - 119,
      refunds_cents: 1190,
      payouts_cents: 0,
      total_order_value_cents: 4570 - 1190,
      remains_cents: 4570 - 1190 - 540 - (288 - 119),
      months: [{ month: today.slice(0, 7), turnover_cents: 4570, refunds_cents: 1190 }],
    });
    expect(sale).toBeNull();
    const before = body<Calculator>(
      await suite.api.get('/api/financeCalculator?date_from=2020-01-01&date_to=2020-12-31', seller.token),
    ).data;
    expect(before.period).toMatchObject({ turnover_cents: 0, vat_cents: 0, refunds_cents: 0, months: [] });
  });

  it("says what a sale leaves: VAT, commission at the provider's current rate and the rest (no VAT for a § 19 UStG small business)", async () => {
    const regular = body<Calculator>(await suite.api.get('/api/financeCalculator?amount=119,00&tax_rate=19', seller.token)).data.sale;
    expect(regular).toMatchObject({
      gross_cents: 11900,
      net_cents: 10000,
      vat_cents: 1900,
      commission_percent: 10,
      commission_cents: 1190,
      remains_cents: 10000 - 1190,
      small_business: false,
    });
    const small = await createProvider(suite.context, 'Kleiner Stand');
    await suite.api.post('/api/v2/providerInfoUpdate', { small_business: 1 }, small.token);
    const exempt = body<Calculator>(await suite.api.get('/api/financeCalculator?amount=119&tax_rate=19', small.token)).data.sale;
    expect(exempt).toMatchObject({ gross_cents: 11900, vat_cents: 0, remains_cents: 11900 - 1190, small_business: true });
    // Another provider's period holds none of this seller's figures.
    expect(body<Calculator>(await suite.api.get(`/api/financeCalculator?date_from=${today}`, small.token)).data.period.turnover_cents).toBe(
      0,
    );
  });

  it('answers three decimals, text amounts and unknown tax rates with German 422', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['amount=12,345', { amount: ['Bitte geben Sie einen Betrag mit höchstens zwei Nachkommastellen an.'] }],
      ['amount=zw%C3%B6lf', { amount: ['Bitte geben Sie einen Betrag in Euro an, z. B. 120,50.'] }],
      ['amount=0', { amount: ['Bitte geben Sie einen Betrag zwischen 0,01 und 1.000.000 € an.'] }],
      ['amount=10&tax_rate=16', { tax_rate: ['Bitte wählen Sie den Steuersatz 0, 7 oder 19 %.'] }],
      ['date_from=2026-13-01', { date_from: ['Bitte geben Sie das Datum als JJJJ-MM-TT an.'] }],
    ];
    for (const [query, errors] of cases) {
      const response = await suite.api.get(`/api/financeCalculator?${query}`, seller.token);
      expect(response.statusCode).toBe(422);
      expect(body(response).errors).toEqual(errors);
    }
    const customer = await createCustomer(suite.context);
    expect((await suite.api.get('/api/financeCalculator', customer.token)).statusCode).toBe(403);
  });
});
