import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { ledgerEntries, providerPayoutAccounts, staffAuditLog } from '../../db/schema';
import { testSuite } from '../../../test/fixtures/suite';
import { body, createCustomer, createProduct, createProvider, createShippingMethod } from '../../../test/fixtures/checkout';
import { staffWithSession } from '../../../test/fixtures/staff';
import type { PresentedCart } from '../checkout/view';
import { balanceOf, requestWithdrawal } from './ledger';
import type { OrderDetail } from '../orders/presenters';
import { changeVendorOrderStatus, recordPaymentReceived } from '../orders/service';
import { recordRefund } from '../orders/settlement';

interface Info {
  available_cents: number;
  pending_cents: number;
  balance_cents: number;
  account: { iban: string; iban_masked: string } | null;
  methods: { code: string }[];
}
interface Payout {
  id: number;
  amount_cents: number;
  status: string;
  invoice_number: string | null;
}

/** The finance member's credential (set in beforeAll): the back office's payout calls are staff:finance. */
let FINANCE: { authorization: string };
let financeMember: { id: number; email: string };
const IBAN = 'DE89 3704 0044 0532 0130 00';

// Hold 0 days and 10 % commission: a completed sale is available at once.
const suite = testSuite({
  config: { payouts: { holdDays: 0, commissionBasisPoints: 1000 } },
});
let provider: { id: number; token: string };
let vase: { productId: number; variantId: number };

beforeAll(async () => {
  const finance = await staffWithSession(suite.context.db, ['finance']);
  FINANCE = { authorization: `Bearer ${finance.token}` };
  financeMember = finance;
  provider = await createProvider(suite.context, 'Guthaben-Keramik');
  const method = await createShippingMethod(suite.context.db, provider.id, { name: 'Paket', priceCents: 500 });
  vase = await createProduct(suite.context.db, {
    providerId: provider.id,
    name: 'Vase',
    priceCents: 4500,
    qty: 10_000,
    methodIds: [method],
  });
});

async function order(customer: { token: string }, qty = 1): Promise<OrderDetail> {
  const key = body<PresentedCart>(await suite.api.post('/cart/add', { variant_id: vase.variantId, qty }, customer.token)).data.cart_key;
  const response = await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token);
  expect(response.statusCode).toBe(201);
  return body<{ order: OrderDetail }>(response).data.order;
}

async function completed(seller: { id: number }, placed: OrderDetail) {
  const vendorId = placed.vendor_orders[0]?.id ?? 0;
  await changeVendorOrderStatus(suite.context.db, seller.id, vendorId, 'confirmed');
  await changeVendorOrderStatus(suite.context.db, seller.id, vendorId, 'shipped');
  await changeVendorOrderStatus(suite.context.db, seller.id, vendorId, 'completed');
}

const info = async (token: string) => body<Info>(await suite.api.get('/getPayoutsinfo', token)).data;

describe('ledger and withdrawals', () => {
  it('books the sale and commission when the money is in, keeps it pending until completion, then lets the provider withdraw it', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await order(customer);
    expect((await info(provider.token)).balance_cents).toBe(0);

    const transfer = await suite.context.app.inject({
      method: 'POST',
      url: '/admin/payouts/transfer-received',
      headers: FINANCE,
      payload: { order_number: placed.order_number },
    });
    expect(transfer.statusCode).toBe(200);
    // 45 € + 5 € shipping = 50 €, minus 10 % commission.
    expect(await info(provider.token)).toMatchObject({ balance_cents: 4500, pending_cents: 4500, available_cents: 0 });

    const noMoney = await suite.api.post(
      '/shop/provider/withdraw',
      { method: 'bank_transfer', amount: '10', reference: 'x' },
      provider.token,
    );
    expect(noMoney.statusCode).toBe(422);

    await completed(provider, placed);
    expect(await info(provider.token)).toMatchObject({ balance_cents: 4500, pending_cents: 0, available_cents: 4500 });

    const noAccount = await suite.api.post('/shop/provider/withdraw', { method: 'bank_transfer', amount: '10' }, provider.token);
    expect(body(noAccount).errors).toEqual({ method: ['Bitte hinterlegen Sie zuerst Ihre Bankverbindung für Auszahlungen.'] });

    const badIban = await suite.api.post(
      '/savePayoutAccount',
      { account_holder: 'Guthaben-Keramik', iban: 'DE89 3704 0044 0532 0130 01' },
      provider.token,
    );
    expect(badIban.statusCode).toBe(422);
    expect(body(badIban).errors?.iban?.[0]).toMatch(/gültige IBAN/);
    const saved = await suite.api.post(
      '/savePayoutAccount',
      { account_holder: 'Guthaben-Keramik', iban: IBAN.toLowerCase() },
      provider.token,
    );
    expect(saved.statusCode).toBe(200);
    expect((await info(provider.token)).account).toMatchObject({ iban: IBAN, iban_masked: 'DE89 •••• •••• •••• ••30 00' });

    for (const [amount, message] of [
      ['', 'Bitte geben Sie einen Betrag größer als 0 € ein.'],
      ['12,345', 'Bitte geben Sie einen Betrag mit höchstens zwei Nachkommastellen an.'],
      ['zehn', 'Bitte geben Sie einen Betrag in Euro an, z. B. 120,50.'],
      ['45,01', 'Der Betrag übersteigt Ihr verfügbares Guthaben von 45,00 €.'],
    ] as const) {
      const refused = await suite.api.post(
        '/shop/provider/withdraw',
        { method: 'bank_transfer', amount, reference: 'Test' },
        provider.token,
      );
      expect(refused.statusCode).toBe(422);
      expect(body(refused).errors?.amount?.[0]?.replace(/\u00a0/g, ' ')).toBe(message);
    }

    const withdrawn = await suite.api.post(
      '/shop/provider/withdraw',
      { method: 'bank_transfer', amount: '45,00', reference: 'November' },
      provider.token,
    );
    expect(withdrawn.statusCode).toBe(201);
    expect(body<Payout>(withdrawn).data).toMatchObject({ amount_cents: 4500, status: 'requested', invoice_number: null });
    expect(await info(provider.token)).toMatchObject({ balance_cents: 0, available_cents: 0 });
    const listed = body<Payout[]>(await suite.api.get('/shop/provider/withdraws', provider.token)).data;
    expect(listed[0]).toMatchObject({ amount_cents: 4500, status: 'requested' });
  });

  it('pays the requests out in a run with a SEPA file, numbers the statements and books a returned payout back', async () => {
    // A run over the open requests: created by one finance member, released by another (four-eyes rule), executed.
    const requests = body<Payout[]>(
      await suite.context.app.inject({ method: 'GET', url: '/admin/payouts/requests', headers: FINANCE }),
    ).data;
    const created = await suite.context.app.inject({
      method: 'POST',
      url: '/admin/payouts/runs',
      headers: FINANCE,
      payload: { withdrawal_ids: requests.map((request) => request.id) },
    });
    expect(created.statusCode).toBe(200);
    const runId = body<{ id: number }>(created).data.id;
    const releaser = await staffWithSession(suite.context.db, ['finance']);
    const release = await suite.context.app.inject({
      method: 'POST',
      url: `/admin/payouts/runs/${runId}/release`,
      headers: { authorization: `Bearer ${releaser.token}` },
    });
    expect(release.statusCode).toBe(200);
    const sepaXml = (await suite.context.app.inject({ method: 'GET', url: `/admin/payouts/runs/${runId}/file`, headers: FINANCE })).body;
    expect(sepaXml).toContain('pain.001.001.09');
    expect(sepaXml).toContain('DE89370400440532013000');
    expect(
      (await suite.context.app.inject({ method: 'POST', url: `/admin/payouts/runs/${runId}/executed`, headers: FINANCE })).statusCode,
    ).toBe(200);
    const result = body<{ count: number; withdrawals: Payout[] }>(
      await suite.context.app.inject({ method: 'GET', url: `/admin/payouts/runs/${runId}`, headers: FINANCE }),
    ).data;
    expect(result.count).toBeGreaterThanOrEqual(1);
    const mine = result.withdrawals.find((payout) => payout.amount_cents === 4500);
    expect(mine?.invoice_number).toMatch(/^AUS-\d{4}-\d{5}$/);

    const payouts = body<Payout[]>(await suite.api.get('/payoutsList', provider.token)).data;
    expect(payouts[0]).toMatchObject({ status: 'paid', invoice_number: mine?.invoice_number });
    const one = await suite.api.get(`/payoutsList?invoice_number=${mine?.invoice_number}`, provider.token);
    expect(body<Payout[]>(one).data).toHaveLength(1);

    const other = await createProvider(suite.context, 'Fremder Anbieter');
    const foreign = await suite.api.get(`/payoutsList?invoice_number=${mine?.invoice_number}`, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).message).toBe('Die Auszahlung wurde nicht gefunden.');
    expect(body<Payout[]>(await suite.api.get('/shop/provider/withdraws', other.token)).data).toEqual([]);

    const again = body<Payout[]>(await suite.context.app.inject({ method: 'GET', url: '/admin/payouts/requests', headers: FINANCE })).data;
    expect(again).toEqual([]);
    const withoutKey = await suite.context.app.inject({ method: 'GET', url: '/admin/payouts/runs' });
    expect(withoutKey.statusCode).toBe(404);
    const asProvider = await suite.context.app.inject({
      method: 'GET',
      url: '/admin/payouts/runs',
      headers: { authorization: `Bearer ${provider.token}` },
    });
    expect(asProvider.statusCode).toBe(404);
    const support = await staffWithSession(suite.context.db, ['support']);
    const wrongRole = await suite.context.app.inject({
      method: 'GET',
      url: '/admin/payouts/runs',
      headers: { authorization: `Bearer ${support.token}` },
    });
    expect(wrongRole.statusCode).toBe(403);

    const failed = await suite.context.app.inject({
      method: 'POST',
      url: '/admin/payouts/returned',
      headers: FINANCE,
      payload: { invoice_number: mine?.invoice_number, reason: 'Konto erloschen' },
    });
    expect(failed.statusCode).toBe(200);
    expect(await info(provider.token)).toMatchObject({ balance_cents: 4500, available_cents: 4500 });

    // Every step is in the audit log with the finance member, the record and (for the return) the reason.
    const entries = await suite.context.db.select().from(staffAuditLog).where(eq(staffAuditLog.actorId, financeMember.id));
    const byAction = (action: string) => entries.filter((entry) => entry.action === action);
    expect(byAction('payouts.transfer_received')).toHaveLength(1);
    expect(byAction('payouts.transfer_received')[0]).toMatchObject({ recordType: 'order', actorEmail: financeMember.email });
    expect(byAction('payouts.run_created').map((entry) => entry.after)).toEqual(
      expect.arrayContaining([expect.objectContaining({ count: result.count })]),
    );
    expect(byAction('payouts.returned')[0]).toMatchObject({
      recordType: 'withdrawal',
      recordId: mine?.invoice_number,
      reason: 'Konto erloschen',
      before: { status: 'paid' },
      after: { status: 'failed', amount_cents: 4500 },
    });
  });

  it('writes no audit entry when the change fails (a payout that was not paid cannot be returned)', async () => {
    const before = await suite.context.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'payouts.returned'));
    const refused = await suite.context.app.inject({
      method: 'POST',
      url: '/admin/payouts/returned',
      headers: FINANCE,
      payload: { invoice_number: 'AUS-1999-00001', reason: 'Gibt es nicht' },
    });
    expect(refused.statusCode).toBe(404);
    const after = await suite.context.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'payouts.returned'));
    expect(after).toHaveLength(before.length);
  });

  it('lists payout methods for providers on /payment-methods, not for customers', async () => {
    const customer = await createCustomer(suite.context);
    const forProvider = body<{ code: string; kind?: string }[]>(await suite.api.get('/payment-methods', provider.token)).data;
    expect(forProvider.filter((method) => method.kind === 'payout').map((method) => method.code)).toEqual(['bank_transfer']);
    const forCustomer = body<{ code: string; kind?: string }[]>(await suite.api.get('/payment-methods', customer.token)).data;
    expect(forCustomer.some((method) => method.kind === 'payout')).toBe(false);
  });

  it('takes a refunded amount from the balance once, and only when the sale was booked', async () => {
    const seller = await createProvider(suite.context, 'Erstattungsprobe');
    const method = await createShippingMethod(suite.context.db, seller.id, { name: 'Paket', priceCents: 0 });
    const cup = await createProduct(suite.context.db, {
      providerId: seller.id,
      name: 'Tasse',
      priceCents: 1000,
      qty: 50,
      methodIds: [method],
    });
    const customer = await createCustomer(suite.context);
    const key = body<PresentedCart>(await suite.api.post('/cart/add', { variant_id: cup.variantId, qty: 2 }, customer.token)).data.cart_key;
    const placed = body<{ order: OrderDetail }>(await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token))
      .data.order;
    const vendorOrderId = placed.vendor_orders[0]?.id ?? 0;
    await recordRefund(suite.context.db, { id: 0, providerId: seller.id, vendorOrderId, amountCents: 500 });
    expect((await balanceOf(suite.context.db, seller.id, 0)).balanceCents).toBe(0);
    await recordPaymentReceived(suite.context.db, placed.id);
    const item = placed.vendor_orders[0]?.items[0]?.id;
    const refund = body<{ id: number }>(
      await suite.api.post(
        '/refund-process',
        { shop_vendor_order_id: vendorOrderId, reason: 'damaged', lines: [{ item_id: item, qty: 1 }] },
        customer.token,
      ),
    ).data;
    await suite.api.post('/acceptRefundItem', { id: refund.id }, seller.token);
    await suite.api.post('/acceptRefundItem', { id: refund.id, action: 'refunded' }, seller.token);
    // Sale 20,00 less its 10 % commission, less the refunded 10,00, plus the commission that refund gives back.
    expect((await balanceOf(suite.context.db, seller.id, 0)).balanceCents).toBe(2000 - 200 - 1000 + 100);
  });
});

describe('balance property', () => {
  it('is always the sum of the entries, and withdrawals never take more than is available', async () => {
    const seller = await createProvider(suite.context, 'Eigenschaftsprobe');
    await suite.context.db
      .insert(providerPayoutAccounts)
      .values({ providerId: seller.id, accountHolder: 'Probe', iban: 'DE89370400440532013000' });
    const method = await createShippingMethod(suite.context.db, seller.id, { name: 'Paket', priceCents: 0 });
    const item = await createProduct(suite.context.db, {
      providerId: seller.id,
      name: 'Probe',
      priceCents: 100,
      qty: 1_000_000,
      methodIds: [method],
    });
    const customer = await createCustomer(suite.context);
    const settings = { holdDays: 0, commissionBasisPoints: 0 };
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('sale' as const), qty: fc.integer({ min: 1, max: 20 }), complete: fc.boolean() }),
      fc.record({ kind: fc.constant('withdraw' as const), cents: fc.integer({ min: 1, max: 3000 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 6 }), async (operations) => {
        for (const step of operations) {
          const before = await balanceOf(suite.context.db, seller.id, 0);
          if (step.kind === 'sale') {
            const key = body<PresentedCart>(
              await suite.api.post('/cart/add', { variant_id: item.variantId, qty: step.qty }, customer.token),
            ).data.cart_key;
            const placed = body<{ order: OrderDetail }>(
              await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token),
            ).data.order;
            await recordPaymentReceived(suite.context.db, placed.id);
            if (step.complete) await completed(seller, placed);
          } else {
            const attempt = requestWithdrawal(suite.context.db, settings, seller.id, {
              method: 'bank_transfer',
              amountCents: step.cents,
              reference: '',
            });
            if (step.cents > before.availableCents) await expect(attempt).rejects.toMatchObject({ statusCode: 422 });
            else await attempt;
          }
          const rows = await suite.context.db
            .select({ amount: ledgerEntries.amountCents })
            .from(ledgerEntries)
            .where(eq(ledgerEntries.providerId, seller.id));
          const after = await balanceOf(suite.context.db, seller.id, 0);
          expect(after.balanceCents).toBe(rows.reduce((total, row) => total + row.amount, 0));
          expect(after.availableCents).toBeGreaterThanOrEqual(0);
          expect(after.availableCents).toBeLessThanOrEqual(after.balanceCents);
        }
      }),
      { numRuns: 8 },
    );
  });
});

const onPostgres = process.env.MP_TEST_DRIVER === 'postgres';
(onPostgres ? describe : describe.skip)('withdrawal race (PostgreSQL)', () => {
  it('lets only one of two concurrent withdrawals of the whole balance through', async () => {
    const seller = await createProvider(suite.context, 'Wettlauf-Keramik');
    await suite.context.db
      .insert(providerPayoutAccounts)
      .values({ providerId: seller.id, accountHolder: 'Wettlauf', iban: 'DE89370400440532013000' });
    const method = await createShippingMethod(suite.context.db, seller.id, { name: 'Paket', priceCents: 0 });
    const item = await createProduct(suite.context.db, {
      providerId: seller.id,
      name: 'Krug',
      priceCents: 3000,
      qty: 10,
      methodIds: [method],
    });
    const customer = await createCustomer(suite.context);
    const key = body<PresentedCart>(await suite.api.post('/cart/add', { variant_id: item.variantId, qty: 1 }, customer.token)).data
      .cart_key;
    const placed = body<{ order: OrderDetail }>(await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token))
      .data.order;
    await recordPaymentReceived(suite.context.db, placed.id);
    await completed(seller, placed);
    const available = (await balanceOf(suite.context.db, seller.id, 0)).availableCents;
    expect(available).toBe(3000 - 300); // less the 10 % commission frozen at checkout
    const responses = await Promise.all(
      Array.from({ length: 2 }, () =>
        suite.api.post('/shop/provider/withdraw', { method: 'bank_transfer', amount: available / 100 }, seller.token),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    expect((await balanceOf(suite.context.db, seller.id, 0)).balanceCents).toBe(0);
  });
});
