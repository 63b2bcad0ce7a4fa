import { and, count, eq, inArray } from 'drizzle-orm';
import {
  commissionRules,
  foodOrders,
  ledgerEntries,
  shopCategories,
  shopOrderItems,
  shopProducts,
  shopVendorOrders,
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
import { recordPaymentReceived } from '../orders/service';
import { berlinDay, commissionRateFor } from './service';

jest.setTimeout(180_000);

/**
 * Commission rules (README): rules from a day on, the rate frozen on each order line at checkout, the commission
 * booked with the sale and given back with refunds, food orders, the staff calls and their German refusals.
 */
const suite = testSuite();
let finance: string;
let trustSafety: string;
let seller: { id: number; token: string };
let kitchen: { id: number };
let mug: { productId: number; variantId: number };
let pan: { productId: number; variantId: number };

const today = berlinDay();
const dayAfter = (days: number) => berlinDay(new Date(Date.now() + days * 86_400_000));

async function place(customer: { token: string }, variantId: number, qty: number): Promise<OrderDetail> {
  const key = body<PresentedCart>(await suite.api.post('/cart/add', { variant_id: variantId, qty }, customer.token)).data.cart_key;
  const response = await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token);
  expect(response.statusCode).toBe(201);
  return body<{ order: OrderDetail }>(response).data.order;
}

async function createRule(payload: Record<string, unknown>, token = finance) {
  return suite.api.post('/admin/commission/rules', { reason: 'Vertrag 2026 mit der Kategorie', valid_from: today, ...payload }, token);
}

async function entries(vendorOrderId: number) {
  const rows = await suite.context.db
    .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amountCents, refundId: ledgerEntries.refundId })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.vendorOrderId, vendorOrderId));
  const byKind = (kind: string) => rows.filter((row) => row.kind === kind).reduce((total, row) => total + row.amount, 0);
  return { rows, byKind };
}

async function category(name: string, parentId: number | null = null): Promise<number> {
  const [row] = await suite.context.db
    .insert(shopCategories)
    .values({
      name,
      slug: `provision-${name.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`,
      parentId,
      level: parentId ? 2 : 1,
    })
    .returning({ id: shopCategories.id });
  return row!.id;
}

beforeAll(async () => {
  finance = (await staffWithSession(suite.context.db, ['finance'])).token;
  trustSafety = (await staffWithSession(suite.context.db, ['trust_safety'])).token;
  seller = await createProvider(suite.context, 'Provisions-Töpferei');
  const parcel = await createShippingMethod(suite.context.db, seller.id, { name: 'Paket', priceCents: 500 });
  mug = await createProduct(suite.context.db, { providerId: seller.id, name: 'Becher', priceCents: 1190, qty: 1000, methodIds: [parcel] });
  pan = await createProduct(suite.context.db, { providerId: seller.id, name: 'Pfanne', priceCents: 3333, qty: 1000, methodIds: [parcel] });
  const [pizzeria] = await suite.context.db.select({ id: users.id }).from(users).where(eq(users.email, 'pizzeria@example.com'));
  kitchen = { id: pizzeria!.id };
  // The default rate of the marketplace from today: 10 %.
  expect((await createRule({ scope: 'default', percent: '10', reason: 'Standardsatz zum Start' })).statusCode).toBe(201);
});

describe('commission frozen on the order lines', () => {
  it('a category rule changes the commission of new orders only: the order placed before keeps its rate', async () => {
    const kitchenware = await category('Küche');
    await suite.context.db.update(shopProducts).set({ shopCategoryId: kitchenware }).where(eq(shopProducts.id, mug.productId));
    const customer = await createCustomer(suite.context);
    const before = await place(customer, mug.variantId, 2);
    const rule = await createRule({ scope: 'category', category_id: kitchenware, percent: '12,5' });
    expect(rule.statusCode).toBe(201);
    expect(body(rule).data).toMatchObject({
      scope: 'category',
      category_id: kitchenware,
      basis_points: 1250,
      percent: '12,5 %',
      state: 'current',
    });
    const after = await place(customer, mug.variantId, 2);
    await recordPaymentReceived(suite.context.db, before.id);
    await recordPaymentReceived(suite.context.db, after.id);

    const beforeVendor = before.vendor_orders[0]!.id;
    const afterVendor = after.vendor_orders[0]!.id;
    const rates = await suite.context.db
      .select({ vendorOrderId: shopOrderItems.vendorOrderId, bp: shopOrderItems.commissionBp })
      .from(shopOrderItems)
      .where(inArray(shopOrderItems.vendorOrderId, [beforeVendor, afterVendor]));
    expect(rates.find((row) => row.vendorOrderId === beforeVendor)?.bp).toBe(1000);
    expect(rates.find((row) => row.vendorOrderId === afterVendor)?.bp).toBe(1250);
    // 2 × 11,90 goods + 5,00 shipping (shipping at the provider's product rate: the default 10 %)
    expect((await entries(beforeVendor)).byKind('commission')).toBe(-(238 + 50));
    expect((await entries(afterVendor)).byKind('commission')).toBe(-(Math.round(2380 * 0.125) + 50));

    // A later rule for the same category does not touch either order.
    expect((await createRule({ scope: 'category', category_id: kitchenware, percent: 30, valid_from: dayAfter(1) })).statusCode).toBe(201);
    expect((await entries(beforeVendor)).byKind('commission')).toBe(-288);

    // The provider sees the rate of the category and the frozen rate of each sale.
    const rate = await suite.api.get(`/api/provider/commission-rate?category_id=${kitchenware}&type=product`, seller.token);
    expect(body(rate).data).toMatchObject({ basis_points: 1250, percent: '12,5 %', source: 'category', source_text: 'Kategorie „Küche“' });
    const report = (await suite.api.get('/api/vendor-transaction-report-list', seller.token)).json() as {
      data: { vendor_order_number: string; commission_cents: number; commission_percent: string }[];
    };
    const row = (number: string) => report.data.find((entry) => entry.vendor_order_number === number);
    expect(row(before.vendor_orders[0]!.vendor_order_number)).toMatchObject({ commission_cents: 288, commission_percent: '10 %' });
    // 12,5 % on the goods, 10 % on the shipping: the effective rate 348 / 2880
    expect(row(after.vendor_orders[0]!.vendor_order_number)).toMatchObject({ commission_cents: 348, commission_percent: '12,08 %' });
    const csv = await suite.api.get('/api/vendor-transaction-report-list?format=csv', seller.token);
    const lines = csv.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toContain(';Provision (EUR);Provisionssatz;Erstattet (EUR);');
    expect(lines.find((line) => line.includes(`;${before.vendor_orders[0]!.vendor_order_number};`))).toContain(';2,88;10 %;');
  });

  it('resolves the rate by precedence: provider override > category (or its parent) > type > default', async () => {
    const other = await createProvider(suite.context, 'Provisions-Sonderfall');
    const garden = await category('Garten');
    const tools = await category('Gartengeräte', garden);
    const tomorrow = dayAfter(1);
    for (const payload of [
      { scope: 'type', type: 'product', percent: 8 },
      { scope: 'category', category_id: garden, percent: 12 },
      { scope: 'provider', provider_id: other.id, percent: '15,25' },
    ]) {
      expect((await createRule({ ...payload, valid_from: tomorrow })).statusCode).toBe(201);
    }
    const at = new Date(`${tomorrow}T12:00:00Z`);
    const rate = (query: { providerId: number; categoryId?: number; type: 'product' | 'food' | 'lead' }) =>
      commissionRateFor(suite.context.db, { ...query, at });
    expect(await rate({ providerId: other.id, categoryId: tools, type: 'product' })).toMatchObject({
      basisPoints: 1525,
      source: 'provider',
    });
    expect(await rate({ providerId: seller.id, categoryId: tools, type: 'product' })).toMatchObject({
      basisPoints: 1200,
      source: 'category',
    });
    expect(await rate({ providerId: seller.id, type: 'product' })).toMatchObject({ basisPoints: 800, source: 'type' });
    expect(await rate({ providerId: seller.id, type: 'lead' })).toMatchObject({ basisPoints: 1000, source: 'default' });
    // Today none of tomorrow's rules applies yet.
    expect(
      await commissionRateFor(suite.context.db, { providerId: other.id, categoryId: tools, type: 'product', at: new Date() }),
    ).toMatchObject({
      basisPoints: 1000,
      source: 'default',
    });
    // Without any default rule the setting COMMISSION_BASIS_POINTS is the fallback.
    expect(
      await commissionRateFor(suite.context.db, { providerId: seller.id, type: 'product', at: new Date('2001-01-01T12:00:00Z') }, 700),
    ).toMatchObject({
      basisPoints: 700,
      source: 'default',
      ruleId: null,
    });
  });
});

describe('commission given back with refunds', () => {
  it('a refund gives back the commission in proportion to the refunded amount, once per refund', async () => {
    const customer = await createCustomer(suite.context);
    const placed = await place(customer, pan.variantId, 3);
    await recordPaymentReceived(suite.context.db, placed.id);
    const vendor = placed.vendor_orders[0]!;
    const total = 3 * 3333 + 500;
    const commission = Math.round(3 * 3333 * 0.1) + 50;
    expect((await entries(vendor.id)).byKind('commission')).toBe(-commission);
    const requested = await suite.api.post(
      '/refund-process',
      { shop_vendor_order_id: vendor.id, reason: 'damaged', lines: [{ item_id: vendor.items[0]!.id, qty: 1 }] },
      customer.token,
    );
    const refundId = body<{ id: number }>(requested).data.id;
    expect((await suite.api.post('/acceptRefundItem', { id: refundId, action: 'accept' }, seller.token)).statusCode).toBe(200);
    expect((await suite.api.post('/acceptRefundItem', { id: refundId, action: 'refunded' }, seller.token)).statusCode).toBe(200);
    const { rows, byKind } = await entries(vendor.id);
    expect(byKind('refund')).toBe(-3333);
    expect(byKind('commission_refund')).toBe(Math.round((3333 * commission) / total));
    expect(rows.filter((row) => row.kind === 'commission_refund')).toEqual([{ kind: 'commission_refund', amount: 333, refundId }]);
    // Booking the sale again adds nothing.
    const { recordSales } = await import('../orders/settlement');
    await suite.context.db.transaction((tx) => recordSales(tx, placed.id));
    expect((await entries(vendor.id)).rows).toHaveLength(rows.length);
    // The finance page shows the commission less what was given back.
    const report = (await suite.api.get('/api/vendor-transaction-report-list', seller.token)).json() as {
      data: { vendor_order_number: string; commission_cents: number }[];
    };
    expect(report.data.find((row) => row.vendor_order_number === vendor.vendor_order_number)?.commission_cents).toBe(commission - 333);
  });
});

describe('food orders', () => {
  it('a completed food order books sale, cash wash and the food rate frozen at placement against the balance', async () => {
    await suite.context.db.update(storeLocations).set({ alwaysOpen: true }).where(eq(storeLocations.providerId, kitchen.id));
    expect((await createRule({ scope: 'type', type: 'food', percent: '7,5' })).statusCode).toBe(201);
    const menu = body<{ categories: { dishes: { name: string; variant_id: number }[] }[] }>(
      await suite.api.get('/api/foodProviderBySlugNew?slug=pizzeria-da-marco'),
    ).data;
    const margherita = menu.categories.flatMap((entry) => entry.dishes).find((entry) => entry.name === 'Pizza Margherita')!;
    const customer = await createCustomer(suite.context);
    const key = body<{ cart_key: string }>(await suite.api.post('/cart/add', { variant_id: margherita.variant_id, qty: 2 }, customer.token))
      .data.cart_key;
    const cart = body<{ groups: { provider_id: number; shipping: { methods: { id: number; is_pickup: boolean }[] } }[] }>(
      await suite.api.get(`/cart?cart_key=${key}`, customer.token),
    ).data;
    const delivery = cart.groups[0]!.shipping.methods.find((method) => !method.is_pickup)!;
    await suite.api.post(
      '/updateCartItemShipping',
      { cart_key: key, provider_id: kitchen.id, shipping_method_id: delivery.id },
      customer.token,
    );
    const placed = await suite.api.post('/order_store_bycash', { cart_key: key, accept_terms: 1 }, customer.token);
    expect(placed.statusCode).toBe(201);
    const vendorId = body<{ order: OrderDetail }>(placed).data.order.vendor_orders[0]!.id;
    const [food] = await suite.context.db.select().from(foodOrders).where(eq(foodOrders.vendorOrderId, vendorId));
    expect(food?.commissionBp).toBe(750);
    // A later change of the food rate leaves the placed order alone.
    expect((await createRule({ scope: 'type', type: 'food', percent: 20, valid_from: dayAfter(2) })).statusCode).toBe(201);
    expect((await entries(vendorId)).rows).toEqual([]);

    const token = await login(suite.context.app, 'pizzeria@example.com');
    for (const status of ['confirmed', 'processing', 'on_delivery', 'completed']) {
      if (status === 'confirmed' && food?.status !== 'pending') continue;
      const moved = await suite.api.post('/changeStatusOfFoodOrders', { order_id: vendorId, status }, token);
      expect([status, moved.statusCode]).toEqual([status, 200]);
    }
    const [vendor] = await suite.context.db.select().from(shopVendorOrders).where(eq(shopVendorOrders.id, vendorId));
    const commission = Math.round((vendor!.itemsCents * 750) / 10_000) + Math.round((vendor!.shippingCents * 750) / 10_000);
    const { byKind } = await entries(vendorId);
    expect({ sale: byKind('sale'), cash: byKind('cash'), commission: byKind('commission') }).toEqual({
      sale: vendor!.totalCents,
      cash: -vendor!.totalCents,
      commission: -commission,
    });
  });
});

describe('staff calls', () => {
  it('refuses rates outside 0–100 %, more than two decimals, a past day, a second rule for the target that day and unknown targets, in German, changing nothing', async () => {
    const [{ value: rulesBefore } = { value: 0 }] = await suite.context.db.select({ value: count() }).from(commissionRules);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { scope: 'default', percent: 101, valid_from: dayAfter(5) },
        'percent',
        'Bitte geben Sie einen Satz zwischen 0 und 100 % mit höchstens zwei Nachkommastellen ein.',
      ],
      [
        { scope: 'default', percent: '-1', valid_from: dayAfter(5) },
        'percent',
        'Bitte geben Sie einen Satz zwischen 0 und 100 % mit höchstens zwei Nachkommastellen ein.',
      ],
      [
        { scope: 'default', percent: '12,345', valid_from: dayAfter(5) },
        'percent',
        'Bitte geben Sie einen Satz zwischen 0 und 100 % mit höchstens zwei Nachkommastellen ein.',
      ],
      [
        { scope: 'default', percent: 12.345, valid_from: dayAfter(5) },
        'percent',
        'Bitte geben Sie einen Satz zwischen 0 und 100 % mit höchstens zwei Nachkommastellen ein.',
      ],
      [
        { scope: 'default', percent: 'zwölf', valid_from: dayAfter(5) },
        'percent',
        'Bitte geben Sie einen Satz zwischen 0 und 100 % mit höchstens zwei Nachkommastellen ein.',
      ],
      [{ scope: 'default', percent: 5, valid_from: dayAfter(-1) }, 'valid_from', 'Ein Satz gilt frühestens ab heute.'],
      [{ scope: 'default', percent: 5, valid_from: today }, 'valid_from', 'Für diesen Bereich gibt es ab diesem Tag bereits einen Satz.'],
      [{ scope: 'category', category_id: 99_999_999, percent: 5 }, 'category_id', 'Die Kategorie wurde nicht gefunden.'],
      [{ scope: 'provider', provider_id: 99_999_999, percent: 5 }, 'provider_id', 'Der Anbieter wurde nicht gefunden.'],
      [{ scope: 'type', type: 'abo', percent: 5 }, 'type', 'Bitte wählen Sie eine Art: Produkte, Essensbestellungen oder Leads.'],
      [
        { scope: 'default', percent: 5, valid_from: dayAfter(6), reason: 'kurz' },
        'reason',
        'Bitte nennen Sie einen Grund (mindestens 5 Zeichen).',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await createRule(payload);
      expect([payload, response.statusCode, body(response).errors?.[field]]).toEqual([payload, 422, [message]]);
    }
    const [{ value: rulesAfter } = { value: 0 }] = await suite.context.db.select({ value: count() }).from(commissionRules);
    expect(rulesAfter).toBe(rulesBefore);
    // 0 and 100 are rates; so is „12,34 %“.
    expect((await createRule({ scope: 'type', type: 'lead', percent: '0', valid_from: dayAfter(3) })).statusCode).toBe(201);
    expect((await createRule({ scope: 'type', type: 'lead', percent: 100, valid_from: dayAfter(4) })).statusCode).toBe(201);
    expect(body(await createRule({ scope: 'type', type: 'lead', percent: '12,34 %', valid_from: dayAfter(5) })).data).toMatchObject({
      basis_points: 1234,
    });
  });

  it('deletes only a rule that does not apply yet (409 for one that applies) and audits both actions', async () => {
    const planned = body<{ id: number }>(await createRule({ scope: 'type', type: 'product', percent: 9, valid_from: dayAfter(10) })).data;
    const applying = body<{ rules: { id: number; scope: string; state: string }[] }>(
      await suite.api.get('/admin/commission/rules', finance),
    ).data.rules.find((rule) => rule.scope === 'default' && rule.state === 'current')!;
    const refused = await suite.context.app.inject({
      method: 'DELETE',
      url: `/admin/commission/rules/${applying.id}`,
      headers: { authorization: `Bearer ${finance}` },
      payload: { reason: 'Versehentlich angelegt' },
    });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe(
      'Ein Satz, der schon gilt, bleibt in der Historie. Legen Sie stattdessen einen neuen Satz ab einem späteren Tag an.',
    );
    const deleted = await suite.context.app.inject({
      method: 'DELETE',
      url: `/admin/commission/rules/${planned.id}`,
      headers: { authorization: `Bearer ${finance}` },
      payload: { reason: 'Versehentlich angelegt' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await suite.context.db.select().from(commissionRules).where(eq(commissionRules.id, planned.id))).toEqual([]);
    const audited = await suite.context.db
      .select({ action: staffAuditLog.action, reason: staffAuditLog.reason })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.recordType, 'commission_rule'), eq(staffAuditLog.recordId, String(planned.id))));
    expect(audited.map((entry) => entry.action).sort()).toEqual(['commission.rule_created', 'commission.rule_deleted']);
  });

  it('lists the rules with their history for finance and answers 403 to trust & safety', async () => {
    const list = await suite.api.get('/admin/commission/rules', finance);
    expect(list.statusCode).toBe(200);
    const data = body<{
      rules: { scope: string; type: string | null; valid_from: string; valid_until: string | null; state: string; created_by: string }[];
      types: unknown[];
    }>(list).data;
    const food = data.rules.filter((rule) => rule.scope === 'type' && rule.type === 'food');
    expect(food.map((rule) => [rule.valid_from, rule.valid_until, rule.state])).toEqual([
      [dayAfter(2), null, 'future'],
      [today, dayAfter(1), 'current'],
    ]);
    expect(data.types).toHaveLength(3);
    for (const [method, url] of [
      ['GET', '/admin/commission/rules'],
      ['POST', '/admin/commission/rules'],
      ['DELETE', '/admin/commission/rules/1'],
    ] as const) {
      const response = await suite.context.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${trustSafety}` },
        ...(method === 'GET' ? {} : { payload: { scope: 'default', percent: 5, valid_from: dayAfter(20), reason: 'Darf ich nicht' } }),
      });
      expect([method, response.statusCode]).toEqual([method, 403]);
    }
    expect((await suite.api.get('/admin/commission/rules', seller.token)).statusCode).toBe(404);
    expect((await suite.api.get('/api/provider/commission-rate?type=food', seller.token)).json()).toMatchObject({
      data: { basis_points: 750, percent: '7,5 %', source: 'type', source_text: 'Satz für Essensbestellungen' },
    });
  });
});

const onPostgres = process.env.MP_TEST_DRIVER === 'postgres';
(onPostgres ? describe : describe.skip)('concurrent rules (PostgreSQL)', () => {
  it('of two rules for the same target and day sent at once, one is created and the other refused with the German 422', async () => {
    const shelf = await category('Regale');
    const payload = { scope: 'category', category_id: shelf, percent: '11', valid_from: dayAfter(7) };
    const responses = await Promise.all([createRule(payload), createRule(payload)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    const refused = responses.find((response) => response.statusCode === 422)!;
    expect(body(refused).errors).toEqual({ valid_from: ['Für diesen Bereich gibt es ab diesem Tag bereits einen Satz.'] });
    const rows = await suite.context.db
      .select()
      .from(commissionRules)
      .where(eq(commissionRules.target, `category:${shelf}`));
    expect(rows).toHaveLength(1);
    const unknown = await suite.context.app.inject({
      method: 'DELETE',
      url: '/admin/commission/rules/99999999?reason=Gibt%20es%20nicht',
      headers: { authorization: `Bearer ${finance}` },
    });
    expect([unknown.statusCode, body(unknown).message]).toEqual([404, 'Der Provisionssatz wurde nicht gefunden.']);
  });
});
