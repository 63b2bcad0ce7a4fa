import { inArray, sql } from 'drizzle-orm';
import { commissionRules, ledgerEntries, shopOrders, shopRefunds, shopVendorOrders } from '../../db/schema';
import { bearer } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { body, createCustomer, createProduct, createProvider, createShippingMethod } from '../../../test/fixtures/checkout';
import { staffWithSession } from '../../../test/fixtures/staff';
import type { PresentedCart } from '../checkout/view';
import { periodFigures } from '../orders/finance';
import type { OrderDetail } from '../orders/presenters';
import { recordPaymentReceived } from '../orders/service';
import { bucketStart, figuresPeriod, isoWeek, periodBuckets, takeRateBasisPoints, type OperatorFigures } from './figures';

jest.setTimeout(120_000);

/**
 * The operator's figures over a quiet month in the past (March 2019), so other suites' orders on a shared
 * PostgreSQL database do not fall into it: two providers, two customers, a refund, a cancelled vendor order, and
 * an order placed at 00:30 Berlin time (23:30 UTC the day before).
 */
const suite = testSuite();
let finance: string;
let potter: { id: number; token: string };
let beekeeper: { id: number; token: string };
/** Gross of the vendor orders: the first order (2 mugs), the second order's mug and honey. */
const gross = { first: 0, secondMug: 0, secondHoney: 0 };
let refundedCents = 0;
/** The commission the refund of the first order gave back (booked with the refund, in week 11). */
let commissionBack = 0;
const COMMISSION_BP = 1000;

async function place(customer: { token: string }, lines: { variantId: number; qty: number }[]): Promise<OrderDetail> {
  let key = '';
  for (const line of lines) {
    key =
      body<PresentedCart>(await suite.api.post('/cart/add', { variant_id: line.variantId, qty: line.qty }, customer.token)).data.cart_key ??
      '';
  }
  const response = await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token);
  expect(response.statusCode).toBe(201);
  return body<{ order: OrderDetail }>(response).data.order;
}

/** Moves an order (its vendor orders too) and its ledger entries to the given instants. */
async function backdate(order: OrderDetail, placedAt: string, bookedAt: string) {
  await suite.context.db
    .update(shopOrders)
    .set({ createdAt: new Date(placedAt) })
    .where(sql`${shopOrders.id} = ${order.id}`);
  const vendorIds = order.vendor_orders.map((vendor) => vendor.id);
  await suite.context.db
    .update(shopVendorOrders)
    .set({ createdAt: new Date(placedAt) })
    .where(inArray(shopVendorOrders.id, vendorIds));
  await suite.context.db
    .update(ledgerEntries)
    .set({ createdAt: new Date(bookedAt) })
    .where(inArray(ledgerEntries.vendorOrderId, vendorIds));
}

async function totalOf(vendorOrderId: number | undefined): Promise<number> {
  const [row] = await suite.context.db
    .select({ total: shopVendorOrders.totalCents })
    .from(shopVendorOrders)
    .where(sql`${shopVendorOrders.id} = ${vendorOrderId ?? 0}`);
  return row?.total ?? -1;
}

beforeAll(async () => {
  const member = await staffWithSession(suite.context.db, ['finance']);
  finance = member.token;
  // The marketplace's default commission rule (10 %), frozen on every order line at checkout.
  await suite.context.db.insert(commissionRules).values({
    scope: 'default',
    target: 'default',
    basisPoints: COMMISSION_BP,
    validFrom: '2019-01-01',
    reason: 'Kennzahlen-Test',
    createdByStaffId: member.id,
  });
  potter = await createProvider(suite.context, 'Kennzahlen-Töpferei');
  beekeeper = await createProvider(suite.context, 'Kennzahlen-Imkerei');
  const parcel = await createShippingMethod(suite.context.db, potter.id, { name: 'Paket', priceCents: 500 });
  const letter = await createShippingMethod(suite.context.db, beekeeper.id, { name: 'Päckchen', priceCents: 400 });
  const mug = await createProduct(suite.context.db, {
    providerId: potter.id,
    name: 'Becher',
    priceCents: 1190,
    qty: 100,
    methodIds: [parcel],
  });
  const honey = await createProduct(suite.context.db, {
    providerId: beekeeper.id,
    name: 'Honig',
    priceCents: 850,
    qty: 100,
    methodIds: [letter],
  });
  const erika = await createCustomer(suite.context);
  const max = await createCustomer(suite.context);

  // 1) Erika, 2 mugs, placed Tuesday 05.03.2019 00:30 Berlin (still Monday in UTC), paid, booked the same day;
  //    one mug refunded on Tuesday 12.03.
  const first = await place(erika, [{ variantId: mug.variantId, qty: 2 }]);
  await recordPaymentReceived(suite.context.db, first.id);
  const vendor = first.vendor_orders[0];
  const requested = await suite.api.post(
    '/refund-process',
    { shop_vendor_order_id: vendor?.id, reason: 'damaged', lines: [{ item_id: vendor?.items[0]?.id, qty: 1 }] },
    erika.token,
  );
  const refundId = body<{ id: number }>(requested).data.id;
  expect((await suite.api.post('/acceptRefundItem', { id: refundId, action: 'accept' }, potter.token)).statusCode).toBe(200);
  expect((await suite.api.post('/acceptRefundItem', { id: refundId, action: 'refunded' }, potter.token)).statusCode).toBe(200);
  await backdate(first, '2019-03-04T23:30:00Z', '2019-03-05T10:00:00Z');
  await suite.context.db
    .update(shopRefunds)
    .set({ refundedAt: new Date('2019-03-12T09:00:00Z') })
    .where(sql`${shopRefunds.id} = ${refundId}`);
  const [refund] = await suite.context.db
    .select({ cents: sql<number>`coalesce(${shopRefunds.amountCents}, ${shopRefunds.requestedCents})` })
    .from(shopRefunds)
    .where(sql`${shopRefunds.id} = ${refundId}`);
  refundedCents = Number(refund?.cents ?? 0);
  gross.first = await totalOf(vendor?.id);
  // The refund's ledger entries (the refund and the commission it gives back) were booked on its day.
  await suite.context.db
    .update(ledgerEntries)
    .set({ createdAt: new Date('2019-03-12T09:00:00Z') })
    .where(sql`${ledgerEntries.refundId} = ${refundId}`);
  commissionBack = Math.round((refundedCents * commissionOf(gross.first)) / gross.first);

  // 2) Max, a mug and honey in one order (two vendor orders), placed Sunday 10.03. 23:30 Berlin, booked Monday 11.03.
  const second = await place(max, [
    { variantId: mug.variantId, qty: 1 },
    { variantId: honey.variantId, qty: 1 },
  ]);
  expect(second.vendor_orders).toHaveLength(2);
  await recordPaymentReceived(suite.context.db, second.id);
  await backdate(second, '2019-03-10T22:30:00Z', '2019-03-11T08:00:00Z');
  for (const vendorOrder of second.vendor_orders) {
    const cents = await totalOf(vendorOrder.id);
    if ((await providerOf(vendorOrder.id)) === beekeeper.id) gross.secondHoney = cents;
    else gross.secondMug = cents;
  }

  // 3) Erika, honey, placed 13.03. and cancelled: counts nowhere.
  const third = await place(erika, [{ variantId: honey.variantId, qty: 1 }]);
  await suite.context.db
    .update(shopVendorOrders)
    .set({ status: 'cancelled' })
    .where(
      inArray(
        shopVendorOrders.id,
        third.vendor_orders.map((entry) => entry.id),
      ),
    );
  await backdate(third, '2019-03-13T08:00:00Z', '2019-03-13T08:00:00Z');
});

async function providerOf(vendorOrderId: number): Promise<number> {
  const [row] = await suite.context.db
    .select({ providerId: shopVendorOrders.providerId })
    .from(shopVendorOrders)
    .where(sql`${shopVendorOrders.id} = ${vendorOrderId}`);
  return row?.providerId ?? 0;
}

async function figures(query: string, token = finance): Promise<OperatorFigures> {
  const response = await suite.context.app.inject({ method: 'GET', url: `/admin/figures?${query}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: OperatorFigures }).data;
}

const commissionOf = (cents: number) => Math.round((cents * COMMISSION_BP) / 10_000);

describe('GET /admin/figures', () => {
  it('sums GMV, orders, commission, take rate, refunds and active providers and customers per ISO week and in total', async () => {
    const data = await figures('date_from=2019-03-01&date_to=2019-03-31&granularity=week');
    expect(gross.first).toBe(2 * 1190 + 500);
    expect(gross.secondMug).toBe(1190 + 500);
    expect(gross.secondHoney).toBe(850 + 400);
    expect(data.buckets.map((bucket) => [bucket.key, bucket.date_from, bucket.date_to, bucket.label])).toEqual([
      ['2019-02-25', '2019-03-01', '2019-03-03', 'KW 9/2019'],
      ['2019-03-04', '2019-03-04', '2019-03-10', 'KW 10/2019'],
      ['2019-03-11', '2019-03-11', '2019-03-17', 'KW 11/2019'],
      ['2019-03-18', '2019-03-18', '2019-03-24', 'KW 12/2019'],
      ['2019-03-25', '2019-03-25', '2019-03-31', 'KW 13/2019'],
    ]);
    const gmv = gross.first + gross.secondMug + gross.secondHoney;
    const firstCommission = commissionOf(gross.first);
    const secondCommission = commissionOf(gross.secondMug) + commissionOf(gross.secondHoney);
    // placed in week 10 (the second on Sunday 23:30 Berlin), its commission booked on Monday of week 11, where the
    // first order's refund gave back part of its commission
    expect(data.buckets[1]).toMatchObject({
      gmv_cents: gmv,
      orders: 2,
      vendor_orders: 3,
      commission_cents: firstCommission,
      refunds_cents: 0,
      refunds: 0,
      active_providers: 2,
      active_customers: 2,
    });
    expect(data.buckets[2]).toMatchObject({
      gmv_cents: 0,
      orders: 0,
      vendor_orders: 0,
      commission_cents: secondCommission - commissionBack,
      take_rate_basis_points: null,
      refunds_cents: refundedCents,
      refunds: 1,
      active_providers: 0,
      active_customers: 0,
    });
    expect(refundedCents).toBe(1190);
    for (const quiet of [data.buckets[0], data.buckets[3], data.buckets[4]]) {
      expect(quiet).toMatchObject({ gmv_cents: 0, commission_cents: 0, refunds: 0, take_rate_basis_points: null });
    }
    expect(data.totals).toEqual({
      gmv_cents: gmv,
      orders: 2,
      vendor_orders: 3,
      commission_cents: firstCommission + secondCommission - commissionBack,
      take_rate_basis_points: takeRateBasisPoints(firstCommission + secondCommission - commissionBack, gmv),
      refunds_cents: refundedCents,
      refunds: 1,
      active_providers: 2,
      active_customers: 2,
    });
    // 10 % of the GMV less the commission given back with the refund
    expect(commissionBack).toBe(119);
    expect(data.totals.take_rate_basis_points).toBe(takeRateBasisPoints(Math.round(gmv * 0.1) - 119, gmv));
  });

  it('counts by Berlin calendar days: an order at 00:30 Berlin belongs to that day, not to the UTC day before', async () => {
    const tuesday = await figures('date_from=2019-03-05&date_to=2019-03-05&granularity=day');
    expect(tuesday.buckets).toHaveLength(1);
    expect(tuesday.buckets[0]).toMatchObject({ key: '2019-03-05', label: '05.03.2019', gmv_cents: gross.first, orders: 1 });
    expect(tuesday.totals).toMatchObject({ gmv_cents: gross.first, commission_cents: commissionOf(gross.first), active_customers: 1 });
    const monday = await figures('date_from=2019-03-04&date_to=2019-03-04');
    expect(monday.totals).toMatchObject({ gmv_cents: 0, orders: 0, active_providers: 0 });
    const days = await figures('date_from=2019-03-01&date_to=2019-03-31&granularity=day');
    expect(days.buckets).toHaveLength(31);
    expect(days.buckets.find((bucket) => bucket.key === '2019-03-10')).toMatchObject({
      gmv_cents: gross.secondMug + gross.secondHoney,
      vendor_orders: 2,
      orders: 1,
      active_providers: 2,
      active_customers: 1,
    });
    expect(days.buckets.reduce((sum, bucket) => sum + bucket.gmv_cents, 0)).toBe(days.totals.gmv_cents);
  });

  it('counts active providers and customers once over the whole period, not once per bucket', async () => {
    const months = await figures('date_from=2019-02-15&date_to=2019-04-10&granularity=month');
    expect(months.buckets.map((bucket) => [bucket.key, bucket.date_from, bucket.date_to, bucket.label])).toEqual([
      ['2019-02-01', '2019-02-15', '2019-02-28', 'Februar 2019'],
      ['2019-03-01', '2019-03-01', '2019-03-31', 'März 2019'],
      ['2019-04-01', '2019-04-01', '2019-04-10', 'April 2019'],
    ]);
    const days = await figures('date_from=2019-03-01&date_to=2019-03-31&granularity=day');
    const summed = days.buckets.reduce((sum, bucket) => sum + bucket.active_providers, 0);
    expect(summed).toBe(3); // the potter on two days, the beekeeper on one
    expect(days.totals.active_providers).toBe(2);
    expect(months.totals.active_providers).toBe(2);
  });

  it('equals what the providers’ finance screens sum: GMV, commission, refunds and orders over every provider', async () => {
    for (const [from, to] of [
      ['2019-03-01', '2019-03-31'],
      ['2019-03-05', '2019-03-10'],
      ['2019-03-11', '2019-03-12'],
    ] as const) {
      const operator = (await figures(`date_from=${from}&date_to=${to}&granularity=week`)).totals;
      // every provider with any vendor order, ledger entry or refund
      const providers = await suite.context.db
        .selectDistinct({ id: shopVendorOrders.providerId })
        .from(shopVendorOrders)
        .union(suite.context.db.selectDistinct({ id: ledgerEntries.providerId }).from(ledgerEntries))
        .union(suite.context.db.selectDistinct({ id: shopRefunds.providerId }).from(shopRefunds));
      const sum = { turnover: 0, commission: 0, refunds: 0, orders: 0 };
      for (const provider of providers) {
        const own = await periodFigures(suite.context.db, provider.id, from, to);
        sum.turnover += own.turnoverCents;
        sum.commission += own.commissionCents;
        sum.refunds += own.refundsCents;
        sum.orders += own.orders;
      }
      expect(operator.gmv_cents).toBe(sum.turnover);
      expect(operator.commission_cents).toBe(sum.commission);
      expect(operator.refunds_cents).toBe(sum.refunds);
      expect(operator.vendor_orders).toBe(sum.orders);
      // the providers' own screen (`/api/financeCalculator`) shows the same as the function
      let screens = 0;
      let screenCommission = 0;
      for (const provider of [potter, beekeeper]) {
        const response = await suite.api.get(`/api/financeCalculator?date_from=${from}&date_to=${to}`, provider.token);
        expect(response.statusCode).toBe(200);
        const period = body<{ period: { turnover_cents: number; commission_cents: number } }>(response).data.period;
        screens += period.turnover_cents;
        screenCommission += period.commission_cents;
      }
      expect(screens).toBe(operator.gmv_cents);
      expect(screenCommission).toBe(operator.commission_cents);
    }
  });

  it('defaults to the last 30 Berlin days, granularity day', async () => {
    const data = await figures('');
    expect(data.granularity).toBe('day');
    expect(data.buckets).toHaveLength(30);
    expect(data.date_to).toBe(new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date()));
    expect(figuresPeriod({ date_to: '2026-03-30' })).toEqual({ from: '2026-03-01', to: '2026-03-30' });
  });

  it('refuses a bad period in German with 422: backwards, longer than two years, unknown granularity, no date', async () => {
    const cases: [string, string, string][] = [
      ['date_from=2019-03-10&date_to=2019-03-01', 'date_to', 'Das Enddatum darf nicht vor dem Anfangsdatum liegen.'],
      ['date_from=2017-01-01&date_to=2019-01-01', 'date_to', 'Der Zeitraum darf höchstens zwei Jahre umfassen.'],
      ['date_from=2019-03-01&date_to=2019-03-31&granularity=year', 'granularity', 'Bitte wählen Sie die Einteilung'],
      ['date_from=01.03.2019&date_to=2019-03-31', 'date_from', 'Bitte geben Sie das Datum als JJJJ-MM-TT an.'],
    ];
    for (const [query, field, message] of cases) {
      for (const url of [`/admin/figures?${query}`, `/admin/figures.csv?${query}`]) {
        const response = await suite.context.app.inject({ method: 'GET', url, headers: bearer(finance) });
        expect(response.statusCode).toBe(422);
        const answer = response.json() as { message: string; errors: Record<string, string[]> };
        expect(answer.errors[field]?.[0]).toContain(message);
      }
    }
    // exactly two years (the last day before the same date two years later) is allowed
    expect((await figures('date_from=2017-01-01&date_to=2018-12-31&granularity=month')).buckets).toHaveLength(24);
  });

  it('is for finance (and admin): support gets 403, a customer 404', async () => {
    const admin = await staffWithSession(suite.context.db, ['admin']);
    expect((await figures('date_from=2019-03-01&date_to=2019-03-31', admin.token)).totals.orders).toBe(2);
    const support = await staffWithSession(suite.context.db, ['support']);
    const refused = await suite.context.app.inject({ method: 'GET', url: '/admin/figures', headers: bearer(support.token) });
    expect(refused.statusCode).toBe(403);
    const customer = await createCustomer(suite.context);
    const hidden = await suite.context.app.inject({ method: 'GET', url: '/admin/figures', headers: bearer(customer.token) });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('GET /admin/figures.csv', () => {
  it('answers CSV for German spreadsheets: UTF-8 BOM, semicolons, CRLF, decimal comma, one line per bucket and the sum', async () => {
    const response = await suite.context.app.inject({
      method: 'GET',
      url: '/admin/figures.csv?date_from=2019-03-01&date_to=2019-03-31&granularity=week',
      headers: bearer(finance),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="kennzahlen-2019-03-01-bis-2019-03-31.csv"');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = response.rawPayload.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toBe(
      'Zeitraum;Von;Bis;Umsatz brutto (GMV, EUR);Bestellungen;Teilbestellungen;Provision (EUR);Take Rate (%);Erstattungen (EUR);Erstattungen (Anzahl);Aktive Anbieter;Aktive Kunden',
    );
    expect(lines).toHaveLength(1 + 5 + 1);
    const gmv = gross.first + gross.secondMug + gross.secondHoney;
    const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
    const rate = ((takeRateBasisPoints(commissionOf(gross.first), gmv) ?? 0) / 100).toFixed(2).replace('.', ',');
    expect(lines[2]).toBe(
      ['KW 10/2019', '04.03.2019', '10.03.2019', euros(gmv), '2', '3', euros(commissionOf(gross.first)), rate, '0,00', '0', '2', '2'].join(
        ';',
      ),
    );
    expect(lines[6]?.startsWith('Summe;01.03.2019;31.03.2019;')).toBe(true);
    expect(lines[6]?.split(';')[7]).toBe(
      ((takeRateBasisPoints(Math.round(gmv * 0.1) - commissionBack, gmv) ?? 0) / 100).toFixed(2).replace('.', ','),
    );
  });
});

describe('period helpers', () => {
  it('starts weeks on Monday (ISO weeks, the year of their Thursday) and months on the 1st', () => {
    expect(bucketStart('2026-12-05', 'week')).toBe('2026-11-30');
    expect(bucketStart('2026-11-30', 'week')).toBe('2026-11-30');
    expect(bucketStart('2026-12-05', 'month')).toBe('2026-12-01');
    expect(isoWeek('2025-12-29')).toEqual({ week: 1, year: 2026 });
    expect(isoWeek('2026-01-05')).toEqual({ week: 2, year: 2026 });
    expect(isoWeek('2020-12-28')).toEqual({ week: 53, year: 2020 });
    expect(periodBuckets('2026-01-01', '2026-01-04', 'week')).toEqual([
      { key: '2025-12-29', date_from: '2026-01-01', date_to: '2026-01-04', label: 'KW 1/2026' },
    ]);
    expect(takeRateBasisPoints(125, 1000)).toBe(1250);
    expect(takeRateBasisPoints(1, 3)).toBe(3333);
    expect(takeRateBasisPoints(5, 0)).toBeNull();
  });
});
