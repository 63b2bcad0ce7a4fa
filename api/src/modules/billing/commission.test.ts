import { and, eq, inArray } from 'drizzle-orm';
import {
  commissionDocuments,
  jobs,
  ledgerEntries,
  outboxMessages,
  providerProfiles,
  staffAuditLog,
  storeLocations,
  users,
} from '../../db/schema';
import { login } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { body, createCustomer, createProduct, createProvider, createShippingMethod } from '../../../test/fixtures/checkout';
import { staffWithSession } from '../../../test/fixtures/staff';
import type { PresentedCart } from '../checkout/view';
import type { OrderDetail } from '../orders/presenters';
import { changeFoodOrderStatus } from '../food/order-status';
import { changeVendorOrderStatus } from '../orders/service';
import { monthPeriod, runCommissionMonth } from './commission';
import { COMMISSION_RUN_JOB, nextBerlinMonthStart, scheduleNextCommissionRun } from './commission-jobs';
import { addDays, berlinMidnight, berlinToday } from './dates';

interface Doc {
  id: number;
  document_number: string;
  kind: 'invoice' | 'credit_note';
  kind_text: string;
  month: string;
  net_cents: number;
  vat_cents: number;
  total_cents: number;
  refers_to: string[];
}

/** 10 % commission (COMMISSION_BASIS_POINTS) while no commission rule applies; sales are available at once. */
const COMMISSION_BP = 1000;

let FINANCE: { authorization: string };
const suite = testSuite({ config: { payouts: { holdDays: 0, commissionBasisPoints: COMMISSION_BP } } });

/** The month the orders of this file are booked in (today's Berlin month) and a moment right after it ends. */
const MONTH = berlinToday().slice(0, 7);
const AFTER_MONTH = new Date(nextBerlinMonthStart().getTime() + 5_000);
const ISSUE_YEAR = berlinToday(AFTER_MONTH).slice(0, 4);

beforeAll(async () => {
  const finance = await staffWithSession(suite.context.db, ['finance']);
  FINANCE = { authorization: `Bearer ${finance.token}` };
});

const settings = () => ({ config: suite.context.config, now: AFTER_MONTH });

async function seller(name: string, options: { smallBusiness?: boolean } = {}) {
  const provider = await createProvider(suite.context, name);
  if (options.smallBusiness) {
    await suite.context.db.update(providerProfiles).set({ smallBusiness: true }).where(eq(providerProfiles.userId, provider.id));
  }
  const method = await createShippingMethod(suite.context.db, provider.id, { name: 'Paket', priceCents: 490 });
  const product = await createProduct(suite.context.db, {
    providerId: provider.id,
    name: 'Krug',
    priceCents: 3333,
    qty: 10_000,
    methodIds: [method],
  });
  return { ...provider, product };
}

type Seller = Awaited<ReturnType<typeof seller>>;

/** A customer orders `qty` of the seller's product (bank transfer). */
async function order(from: Seller, qty = 1): Promise<OrderDetail> {
  const customer = await createCustomer(suite.context);
  const key = body<PresentedCart>(await suite.api.post('/cart/add', { variant_id: from.product.variantId, qty }, customer.token)).data
    .cart_key;
  const response = await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token);
  expect(response.statusCode).toBe(201);
  return { ...body<{ order: OrderDetail }>(response).data.order, customerToken: customer.token } as OrderDetail & { customerToken: string };
}

/** Finance books the customer's transfer: the sale and its commission go into the ledger. */
async function paid(placed: OrderDetail) {
  const response = await suite.context.app.inject({
    method: 'POST',
    url: '/admin/payouts/transfer-received',
    headers: FINANCE,
    payload: { order_number: placed.order_number },
  });
  expect(response.statusCode).toBe(200);
}

/** The customer asks for one item back and the seller refunds it. */
async function refundOne(from: Seller, placed: OrderDetail) {
  const vendorOrderId = placed.vendor_orders[0]?.id ?? 0;
  const item = placed.vendor_orders[0]?.items[0]?.id;
  const token = (placed as OrderDetail & { customerToken: string }).customerToken;
  const refund = body<{ id: number }>(
    await suite.api.post(
      '/refund-process',
      { shop_vendor_order_id: vendorOrderId, reason: 'damaged', lines: [{ item_id: item, qty: 1 }] },
      token,
    ),
  ).data;
  expect((await suite.api.post('/acceptRefundItem', { id: refund.id }, from.token)).statusCode).toBe(200);
  expect((await suite.api.post('/acceptRefundItem', { id: refund.id, action: 'refunded' }, from.token)).statusCode).toBe(200);
}

/**
 * A food order at the seeded pizzeria (two Margherita, delivery, paid in cash on delivery), delivered: the ledger
 * books its sale, the cash wash and the commission when it is completed.
 */
async function deliveredFoodOrder() {
  const [row] = await suite.context.db.select({ id: users.id }).from(users).where(eq(users.email, 'pizzeria@example.com')).limit(1);
  if (!row) throw new Error('Die Pizzeria des Seeds fehlt.');
  const pizzeria = { id: row.id, token: await login(suite.context.app, 'pizzeria@example.com') };
  // The seed gives the restaurant its real hours; the test orders at any hour.
  await suite.context.db.update(storeLocations).set({ alwaysOpen: true }).where(eq(storeLocations.providerId, pizzeria.id));
  const menu = body<{ categories: { dishes: { name: string; variant_id: number }[] }[] }>(
    await suite.api.get('/api/foodProviderBySlugNew?slug=pizzeria-da-marco'),
  ).data;
  const margherita = menu.categories.flatMap((category) => category.dishes).find((dish) => dish.name === 'Pizza Margherita');
  const customer = await createCustomer(suite.context);
  const key = body<{ cart_key: string }>(await suite.api.post('/cart/add', { variant_id: margherita?.variant_id, qty: 2 }, customer.token))
    .data.cart_key;
  const cart = body<{ groups: { provider_id: number; shipping: { methods: { id: number; is_pickup: boolean }[] } }[] }>(
    await suite.api.get(`/cart?cart_key=${key}`, customer.token),
  ).data;
  const delivery = cart.groups[0]?.shipping.methods.find((method) => !method.is_pickup);
  await suite.api.post(
    '/updateCartItemShipping',
    { cart_key: key, provider_id: pizzeria.id, shipping_method_id: delivery?.id },
    customer.token,
  );
  const placed = await suite.api.post('/order_store_bycash', { cart_key: key, accept_terms: 1 }, customer.token);
  expect(placed.statusCode).toBe(201);
  const vendorOrder = body<{ order: OrderDetail }>(placed).data.order.vendor_orders[0];
  const vendorOrderId = vendorOrder?.id ?? 0;
  for (const next of ['confirmed', 'processing', 'on_delivery', 'completed'] as const) {
    await suite.context.db.transaction((tx) => changeFoodOrderStatus(tx, pizzeria.id, vendorOrderId, next));
  }
  return { pizzeria, vendorOrder };
}

async function entriesOf(providerId: number) {
  return suite.context.db.select().from(ledgerEntries).where(eq(ledgerEntries.providerId, providerId));
}

const sumOf = (entries: { kind: string; amountCents: number }[], kinds: string[]) =>
  entries.filter((entry) => kinds.includes(entry.kind)).reduce((sum, entry) => sum + entry.amountCents, 0);

async function documentsOf(token: string): Promise<Doc[]> {
  const response = await suite.api.get('/billing/commission-documents', token);
  expect(response.statusCode).toBe(200);
  return body<Doc[]>(response).data;
}

/** Reads a CII amount as the package invoice test does. */
function reader(xml: string) {
  return (tag: string) => xml.match(new RegExp(`<ram:${tag}(?: [^>]*)?>([^<]+)</ram:${tag}>`))?.[1];
}

async function download(token: string, id: number, kind: 'pdf' | 'xml') {
  return suite.context.app.inject({
    method: 'GET',
    url: `/billing/commission-documents/${id}/${kind}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('monthly commission documents', () => {
  let shop: Seller;
  let small: Seller;

  it('issues a Provisionsrechnung and a Gutschrift per provider that agree with the ledger to the cent (orders, a refund, a cancelled order, a § 19 provider)', async () => {
    shop = await seller('Provisionsprobe GmbH');
    small = await seller('Kleinunternehmerin Krüger', { smallBusiness: true });

    // Three paid orders (one with three pieces), one refunded piece, and one order cancelled before payment.
    const first = await order(shop);
    const second = await order(shop, 3);
    const third = await order(shop, 2);
    const cancelled = await order(shop);
    await changeVendorOrderStatus(suite.context.db, shop.id, cancelled.vendor_orders[0]?.id ?? 0, 'cancelled');
    for (const placed of [first, second, third]) await paid(placed);
    await refundOne(shop, second);
    const smallOrder = await order(small, 2);
    await paid(smallOrder);
    const food = await deliveredFoodOrder();

    const result = await runCommissionMonth(suite.context.db, settings(), MONTH);
    expect(result.invoices.length).toBeGreaterThanOrEqual(2);
    expect(result.credit_notes.length).toBeGreaterThanOrEqual(1);

    // The regular provider: three orders on the invoice (not the cancelled one), the refund on the credit note.
    const entries = await entriesOf(shop.id);
    const charged = -sumOf(entries, ['commission']);
    const givenBack = sumOf(entries, ['commission_refund']);
    expect(charged).toBeGreaterThan(0);
    expect(givenBack).toBeGreaterThan(0);
    const docs = await documentsOf(shop.token);
    const invoice = docs.find((doc) => doc.kind === 'invoice');
    const credit = docs.find((doc) => doc.kind === 'credit_note');
    expect(invoice).toMatchObject({ kind_text: 'Provisionsrechnung', month: MONTH, net_cents: charged });
    expect(invoice?.document_number).toMatch(new RegExp(`^PR-${ISSUE_YEAR}-\\d{5}$`));
    expect(invoice?.vat_cents).toBe(Math.round((charged * 19) / 100));
    expect(invoice?.total_cents).toBe(charged + (invoice?.vat_cents ?? 0));
    expect(credit).toMatchObject({ kind_text: 'Gutschrift', month: MONTH, net_cents: givenBack, refers_to: [invoice?.document_number] });
    expect(credit?.document_number).toMatch(new RegExp(`^PG-${ISSUE_YEAR}-\\d{5}$`));
    expect(credit?.vat_cents).toBe(Math.round((givenBack * 19) / 100));

    const [stored] = await suite.context.db
      .select()
      .from(commissionDocuments)
      .where(eq(commissionDocuments.id, invoice?.id ?? 0));
    expect(stored?.lines.map((line) => line.number).sort()).toEqual(
      [first, second, third].map((placed) => placed.vendor_orders[0]?.vendor_order_number).sort(),
    );
    expect(stored?.lines.reduce((sum, line) => sum + line.net_cents, 0)).toBe(charged);
    expect(stored?.lines.find((line) => line.number === second.vendor_orders[0]?.vendor_order_number)?.gross_cents).toBe(
      second.vendor_orders[0]?.total_cents,
    );

    // Settled against the balance: −VAT with the invoice, +VAT with the credit note, one entry each.
    const vat = entries.filter((entry) => entry.kind === 'commission_vat');
    expect(vat.map((entry) => [entry.note, entry.amountCents]).sort()).toEqual(
      [
        [invoice?.document_number, -(invoice?.vat_cents ?? 0)],
        [credit?.document_number, credit?.vat_cents],
      ].sort(),
    );
    // The ledger and the documents agree to the cent.
    expect(sumOf(entries, ['commission', 'commission_refund', 'commission_vat'])).toBe(
      -((invoice?.total_cents ?? 0) - (credit?.total_cents ?? 0)),
    );
    // The provider hears of both by e-mail.
    const mails = await suite.context.db.select().from(outboxMessages).where(eq(outboxMessages.userId, shop.id));
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Ihre Provisionsrechnung ${invoice?.document_number} für `),
        expect.stringContaining(`Ihre Gutschrift ${credit?.document_number} für `),
      ]),
    );

    // The § 19 provider sells without VAT, but the marketplace's commission carries 19 % VAT all the same.
    const smallEntries = await entriesOf(small.id);
    const smallDocs = await documentsOf(small.token);
    expect(smallDocs).toHaveLength(1);
    const smallCharged = -sumOf(smallEntries, ['commission']);
    expect(smallCharged).toBe(Math.round(((smallOrder.vendor_orders[0]?.total_cents ?? 0) * COMMISSION_BP) / 10_000));
    expect(smallDocs[0]).toMatchObject({ kind: 'invoice', net_cents: smallCharged, vat_cents: Math.round((smallCharged * 19) / 100) });
    expect(sumOf(smallEntries, ['commission', 'commission_refund', 'commission_vat'])).toBe(-(smallDocs[0]?.total_cents ?? 0));

    // The food order is a line of the restaurant's invoice, marked as such.
    const foodEntries = await entriesOf(food.pizzeria.id);
    const foodDocs = await documentsOf(food.pizzeria.token);
    const foodInvoice = foodDocs.find((doc) => doc.kind === 'invoice');
    expect(foodInvoice?.net_cents).toBe(-sumOf(foodEntries, ['commission']));
    expect(foodInvoice?.net_cents).toBeGreaterThan(0);
    const [foodStored] = await suite.context.db
      .select()
      .from(commissionDocuments)
      .where(eq(commissionDocuments.id, foodInvoice?.id ?? 0));
    expect(foodStored?.lines).toEqual([
      expect.objectContaining({ kind: 'food', number: food.vendorOrder?.vendor_order_number, gross_cents: food.vendorOrder?.total_cents }),
    ]);
    expect(sumOf(foodEntries, ['commission', 'commission_refund', 'commission_vat'])).toBe(-(foodInvoice?.total_cents ?? 0));
  });

  it('issues nothing new when the month runs again', async () => {
    const before = await suite.context.db.select().from(commissionDocuments);
    const vatBefore = await suite.context.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'commission_vat'));
    const again = await runCommissionMonth(suite.context.db, settings(), MONTH);
    expect(again).toMatchObject({ invoices: [], credit_notes: [] });
    expect(await suite.context.db.select().from(commissionDocuments)).toHaveLength(before.length);
    expect(await suite.context.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'commission_vat'))).toHaveLength(
      vatBefore.length,
    );
  });

  it('downloads both documents as PDF with Factur-X data and as EN 16931 XML whose totals read back (the credit note as type 381); another provider gets 404', async () => {
    const docs = await documentsOf(shop.token);
    for (const doc of docs) {
      const pdf = await download(shop.token, doc.id, 'pdf');
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.rawPayload.includes(Buffer.from('factur-x.xml'))).toBe(true);

      const xml = await download(shop.token, doc.id, 'xml');
      expect(xml.statusCode).toBe(200);
      const text = xml.body;
      const read = reader(text);
      expect(text).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
      expect(text).toContain(`<ram:ID>${doc.document_number}</ram:ID>`);
      expect(read('TypeCode')).toBe(doc.kind === 'invoice' ? '380' : '381');
      expect(read('TaxBasisTotalAmount')).toBe((doc.net_cents / 100).toFixed(2));
      expect(read('TaxTotalAmount')).toBe((doc.vat_cents / 100).toFixed(2));
      expect(read('GrandTotalAmount')).toBe((doc.total_cents / 100).toFixed(2));
      expect(read('DuePayableAmount')).toBe('0.00');
      expect(read('RateApplicablePercent')).toBe('19');
      // Issued on the 1st in Berlin, after the period's last day.
      expect(text).toContain(`<udt:DateTimeString format="102">${berlinToday(AFTER_MONTH).replace(/-/g, '')}</udt:DateTimeString>`);
      expect(Number(read('TaxBasisTotalAmount')) + Number(read('TaxTotalAmount'))).toBeCloseTo(Number(read('GrandTotalAmount')), 2);
      if (doc.kind === 'credit_note') {
        // The invoice it corrects is named in its note and on its line.
        expect(read('Content')).toContain(`Korrektur zu ${doc.refers_to[0]}`);
        expect(read('Name')?.length).toBeGreaterThan(0);
        expect(text).toContain(`berechnet mit ${doc.refers_to[0]}`);
      }
      // Written once: the second download serves the same bytes.
      expect((await download(shop.token, doc.id, 'xml')).body).toBe(text);

      for (const kind of ['pdf', 'xml'] as const) expect((await download(small.token, doc.id, kind)).statusCode).toBe(404);
    }
    expect((await documentsOf(small.token)).some((doc) => docs.some((own) => own.id === doc.id))).toBe(false);
  });
});

describe('the finance run', () => {
  it('runs a month that is over on demand, audited and idempotent; a month not over or malformed gets a German 422', async () => {
    const provider = await seller('Vormonat GmbH');
    await paid(await order(provider, 2));
    // Its commission belongs to the month before this one.
    const previous = addDays(`${MONTH}-01`, -1).slice(0, 7);
    const lastDay = berlinMidnight(addDays(`${MONTH}-01`, -1));
    await suite.context.db
      .update(ledgerEntries)
      .set({ createdAt: new Date(lastDay.getTime() + 12 * 3_600_000) })
      .where(and(eq(ledgerEntries.providerId, provider.id), inArray(ledgerEntries.kind, ['sale', 'commission'])));

    const run = (month: unknown) =>
      suite.context.app.inject({ method: 'POST', url: '/admin/billing/commission-run', headers: FINANCE, payload: { month } });
    for (const [month, message] of [
      [MONTH, 'Ein Monat kann erst nach seinem Ende abgerechnet werden.'],
      ['2026-13', 'Bitte geben Sie den Monat als JJJJ-MM an, z. B. 2026-11.'],
      ['November', 'Bitte geben Sie den Monat als JJJJ-MM an, z. B. 2026-11.'],
    ] as const) {
      const refused = await run(month);
      expect(refused.statusCode).toBe(422);
      expect(body(refused).errors?.month).toEqual([message]);
    }

    const first = await run(previous);
    expect(first.statusCode).toBe(200);
    const result = body<{ month: string; invoices: string[]; credit_notes: string[] }>(first).data;
    expect(result.month).toBe(previous);
    expect(result.invoices).toHaveLength(1);
    const docs = await documentsOf(provider.token);
    expect(docs.map((doc) => doc.document_number)).toEqual(result.invoices);
    expect(docs[0]?.month).toBe(previous);

    const second = await run(previous);
    expect(body<{ invoices: string[] }>(second).data.invoices).toEqual([]);
    const audits = await suite.context.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'billing.commission_run'));
    expect(audits).toHaveLength(2);
    expect(audits[0]?.recordId).toBe(previous);

    const list = await suite.context.app.inject({
      method: 'GET',
      url: `/admin/billing/commission-documents?month=${previous}`,
      headers: FINANCE,
    });
    expect(list.statusCode).toBe(200);
    expect(body<{ document_number: string; provider: string }[]>(list).data).toEqual([
      expect.objectContaining({ document_number: result.invoices[0], provider: 'Vormonat GmbH' }),
    ]);
    // Not for providers.
    expect((await suite.api.post('/admin/billing/commission-run', { month: previous }, provider.token)).statusCode).toBe(404);
  });
});

describe('schedule', () => {
  it('schedules the run for the next 1st at 00:00 Berlin over the month before, once however often it is asked', async () => {
    expect(nextBerlinMonthStart(new Date('2026-11-15T12:00:00Z')).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(nextBerlinMonthStart(new Date('2026-03-31T21:59:59Z')).toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect(nextBerlinMonthStart(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-31T23:00:00.000Z');
    const now = new Date('2030-02-10T10:00:00Z');
    await scheduleNextCommissionRun(suite.context.db, now);
    await scheduleNextCommissionRun(suite.context.db, now);
    const scheduled = await suite.context.db
      .select()
      .from(jobs)
      .where(eq(jobs.idempotencyKey, `${COMMISSION_RUN_JOB}:2030-02`));
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.payload).toEqual({ month: '2030-02' });
    expect(scheduled[0]?.runAt.toISOString()).toBe('2030-02-28T23:00:00.000Z');
  });
});

describe('numbering', () => {
  it('keeps both series gapless and free of duplicates when several runs go at once', async () => {
    // Four providers with commission in each of two past months.
    const months = ['2025-05', '2025-06'];
    for (const [index, month] of months.entries()) {
      for (let count = 0; count < 4; count += 1) {
        const provider = await seller(`Parallel ${index}-${count} GmbH`);
        const placed = await order(provider);
        await paid(placed);
        await refundOne(provider, placed);
        const { from } = monthPeriod(month);
        await suite.context.db
          .update(ledgerEntries)
          .set({ createdAt: new Date(from.getTime() + (count + 1) * 3_600_000) })
          .where(eq(ledgerEntries.providerId, provider.id));
      }
    }
    const runs = await Promise.all(
      [...months, ...months, ...months].map((month) => runCommissionMonth(suite.context.db, settings(), month)),
    );
    const invoices = runs.flatMap((run) => run.invoices);
    const credits = runs.flatMap((run) => run.credit_notes);
    expect(invoices).toHaveLength(8);
    expect(credits).toHaveLength(8);
    expect(new Set(invoices).size).toBe(8);

    // Every number of the file's series, 1 … n without a gap.
    const all = await suite.context.db.select({ number: commissionDocuments.documentNumber }).from(commissionDocuments);
    for (const series of ['PR', 'PG']) {
      const numbers = all
        .map((row) => row.number)
        .filter((number) => number.startsWith(`${series}-${ISSUE_YEAR}-`))
        .map((number) => Number(number.slice(-5)))
        .sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    }
  });
});
