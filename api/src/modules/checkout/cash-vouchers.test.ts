import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { shopProductVariants, vouchers } from '../../db/schema';
import { testSuite } from '../../../test/fixtures/suite';
import type { OrderDetail } from '../orders/presenters';
import { body, createCheckoutCatalogue, createCustomer, createProduct, customerWithCart as cartOf } from '../../../test/fixtures/checkout';

interface Placed {
  order: OrderDetail;
  order_number: string;
  bank_transfer: { iban: string; reference: string; amount: number; amount_cents: number; account_holder: string } | null;
}

const suite = testSuite();
let farm: { id: number; token: string };
let shop: { id: number; token: string };
let eggs: { productId: number; variantId: number };
let honey: { productId: number; variantId: number };
let lamp: { productId: number; variantId: number };

beforeAll(async () => {
  ({ farm, shop, eggs, honey, lamp } = await createCheckoutCatalogue(suite.context));
});

/** A customer with a cart holding the given lines; answers the customer and the cart key. */
const customerWithCart = (lines: { variantId: number; qty: number }[]) => cartOf(suite.context, lines);

/** Text with the no-break spaces of de-DE amounts (`12,60 €`) as plain spaces. */
const plain = (text: string | undefined) => text?.replace(/\u00a0/g, ' ');

async function voucher(code: string, valueCents: number, extra: Partial<typeof vouchers.$inferInsert> = {}) {
  await suite.context.db.insert(vouchers).values({ code, valueCents, balanceCents: valueCents, ...extra });
}

describe('cash', () => {
  it('offers the cash option the delivery allows, stores the selection and places a cash order', async () => {
    const { customer, key } = await customerWithCart([
      { variantId: eggs.variantId, qty: 2 },
      { variantId: lamp.variantId, qty: 1 },
    ]);
    await suite.api.post('/setStoreLocation', { cart_key: key, provider_id: farm.id }, customer.token);
    const options = body<{ provider_id: number; options: { value: string }[]; selected: string | null; effective: string }[]>(
      await suite.api.get(`/getCashPayments?cart_key=${key}`, customer.token),
    ).data;
    expect(options.find((group) => group.provider_id === farm.id)).toMatchObject({
      options: [{ value: 'on_pickup' }],
      selected: null,
      effective: 'on_pickup',
    });
    expect(options.find((group) => group.provider_id === shop.id)).toMatchObject({
      options: [{ value: 'on_delivery' }],
      effective: 'on_delivery',
    });

    const wrong = await suite.api.post(
      '/setCashPayments',
      { cart_key: key, provider_id: farm.id, cash_payment: 'on_delivery' },
      customer.token,
    );
    expect(wrong.statusCode).toBe(422);
    expect(body(wrong).errors?.cash_payment).toEqual([
      'Barzahlung bei Lieferung ist nur möglich, wenn die Artikel von „Hofladen Sonnenfeld“ geliefert werden.',
    ]);
    const invalid = await suite.api.post('/setCashPayments', { cart_key: key, cash_payment: 'karte' }, customer.token);
    expect(invalid.statusCode).toBe(422);
    const set = await suite.api.post(
      '/setCashPayments',
      { cart_key: key, provider_id: farm.id, cash_payment: 'on_pickup' },
      customer.token,
    );
    expect(set.statusCode).toBe(200);
    expect(body<{ provider_id: number; selected: string }[]>(set).data.find((group) => group.provider_id === farm.id)?.selected).toBe(
      'on_pickup',
    );

    const info = body<{ providers: { provider_id: number; cash_payment: string; amount_cents: number; instructions: string }[] }>(
      await suite.api.get(`/cashOrderInformation?cart_key=${key}`, customer.token),
    ).data;
    expect(info.providers.find((provider) => provider.provider_id === farm.id)).toMatchObject({
      cash_payment: 'on_pickup',
      amount_cents: 840,
    });
    expect(plain(info.providers.find((provider) => provider.provider_id === farm.id)?.instructions)).toBe(
      'Sie bezahlen 8,40 € bar bei der Abholung (Feldweg 3, 14467 Potsdam).',
    );

    const preview = body<{ ready: boolean; problems: Record<string, string[]>; cash: { amount_due_cents: number } }>(
      await suite.api.get(`/api/cashOrderPreview?cart_key=${key}`, customer.token),
    ).data;
    expect(preview).toMatchObject({ ready: true, problems: {} });
    expect(preview.cash.amount_due_cents).toBe(840 + 12_900 + 690);

    const allPickup = await suite.api.post(
      '/order_store_bycash',
      { cart_key: key, accept_terms: true, cash_payment: 'on_pickup' },
      customer.token,
    );
    expect(allPickup.statusCode).toBe(422);
    expect(body(allPickup).errors?.cash_payment?.[0]).toMatch(/Barzahlung bei Abholung ist nur möglich/);

    const placed = await suite.api.post('/order_store_bycash', { cart_key: key, accept_terms: true }, customer.token);
    expect(placed.statusCode).toBe(201);
    const data = body<Placed>(placed).data;
    expect(data.bank_transfer).toBeNull();
    expect(data.order).toMatchObject({ payment_method_code: 'cash', payment_status: 'pending' });
    expect(data.order.payment_mothod).toBe('Barzahlung bei Abholung / Barzahlung bei Lieferung');
    expect(data.order.vendor_orders.map((vendor) => [vendor.provider_id, vendor.delivery_mode, vendor.cash_option])).toEqual([
      [farm.id, 'pickup', 'on_pickup'],
      [shop.id, 'shipping', 'on_delivery'],
    ]);
    expect(data.order.shipping_address).not.toBeNull();
  });
});

describe('vouchers', () => {
  it('tells value, balance and validity, and refuses unknown, expired and spent codes in German', async () => {
    await voucher('TEST-GUELTIG', 2500);
    await voucher('TEST-ALT', 2500, { validUntil: new Date('2025-03-31T12:00:00Z') });
    await voucher('TEST-LEER', 2500, { balanceCents: 0 });
    const valid = await suite.api.get('/getVoucherInfo?voucher_code=test-gueltig');
    expect(valid.statusCode).toBe(200);
    expect(body(valid).data).toMatchObject({ code: 'TEST-GUELTIG', value: 25, balance_cents: 2500, valid: true });
    const unknown = await suite.api.get('/getVoucherInfo?voucher_code=GIBTESNICHT');
    expect(unknown.statusCode).toBe(422);
    expect(body(unknown).errors?.voucher_code).toEqual(['Der Gutscheincode „GIBTESNICHT“ ist ungültig.']);
    const expired = await suite.api.get('/getVoucherInfo?voucher_code=TEST-ALT');
    expect(body(expired).errors?.voucher_code).toEqual(['Dieser Gutschein ist am 31.03.2025 abgelaufen.']);
    const spent = await suite.api.get('/getVoucherInfo?voucher_code=TEST-LEER');
    expect(body(spent).errors?.voucher_code).toEqual(['Das Guthaben dieses Gutscheins ist bereits aufgebraucht.']);
    const missing = await suite.api.get('/getVoucherInfo');
    expect(missing.statusCode).toBe(422);
  });

  it('pays a whole order with a voucher and lowers its balance', async () => {
    await voucher('TEST-GANZ', 5000);
    const { customer, key } = await customerWithCart([{ variantId: honey.variantId, qty: 2 }]);
    await suite.api.post('/setStoreLocation', { cart_key: key, provider_id: farm.id }, customer.token);
    const response = await suite.api.post(
      '/order_store_by_voucher',
      { cart_key: key, accept_terms: 1, voucher_code: 'test-ganz' },
      customer.token,
    );
    expect(response.statusCode).toBe(201);
    const placed = body<Placed>(response).data;
    expect(placed.order).toMatchObject({
      payment_method_code: 'voucher',
      payment_status: 'paid',
      voucher_amount_cents: 1580,
      amount_due_cents: 0,
      voucher_code: 'TEST-GANZ',
    });
    expect(placed.order.payment_mothod).toBe('Gutschein');
    expect(placed.bank_transfer).toBeNull();
    const [row] = await suite.context.db.select().from(vouchers).where(eq(vouchers.code, 'TEST-GANZ'));
    expect(row?.balanceCents).toBe(5000 - 1580);
  });

  it('asks how to pay the rest when the voucher is too small, then takes the rest by prepayment', async () => {
    await voucher('TEST-TEIL', 1000);
    const { customer, key } = await customerWithCart([{ variantId: lamp.variantId, qty: 1 }]);
    const noRest = await suite.api.post(
      '/order_store_by_voucher',
      { cart_key: key, accept_terms: 1, voucher_code: 'TEST-TEIL' },
      customer.token,
    );
    expect(noRest.statusCode).toBe(422);
    expect(body(noRest).errors?.rest_payment_method?.map(plain)).toEqual([
      'Der Gutschein deckt 10,00 € von 135,90 €. Bitte wählen Sie eine Zahlungsart für den Restbetrag (Vorkasse oder Barzahlung).',
    ]);
    const response = await suite.api.post(
      '/order_store_by_voucher',
      { cart_key: key, accept_terms: 1, voucher_code: 'TEST-TEIL', rest_payment_method: 'prepayment' },
      customer.token,
    );
    expect(response.statusCode).toBe(201);
    const placed = body<Placed>(response).data;
    expect(placed.order).toMatchObject({
      payment_method_code: 'prepayment',
      payment_status: 'partially_paid',
      voucher_amount_cents: 1000,
      amount_due_cents: 12_590,
    });
    expect(placed.order.payment_mothod).toBe('Gutschein + Vorkasse (Überweisung)');
    expect(placed.bank_transfer?.amount_cents).toBe(12_590);
    const [row] = await suite.context.db.select().from(vouchers).where(eq(vouchers.code, 'TEST-TEIL'));
    expect(row?.balanceCents).toBe(0);
    const reuse = await customerWithCart([{ variantId: eggs.variantId, qty: 1 }]);
    await suite.api.post('/setStoreLocation', { cart_key: reuse.key, provider_id: farm.id }, reuse.customer.token);
    const spent = await suite.api.post(
      '/order_store_by_voucher',
      { cart_key: reuse.key, accept_terms: 1, voucher_code: 'TEST-TEIL' },
      reuse.customer.token,
    );
    expect(spent.statusCode).toBe(422);
    expect(body(spent).errors?.voucher_code).toEqual(['Das Guthaben dieses Gutscheins ist bereits aufgebraucht.']);
  });

  it('refuses an expired voucher when placing', async () => {
    await voucher('TEST-VORBEI', 1000, { validUntil: new Date('2024-12-31T12:00:00Z') });
    const { customer, key } = await customerWithCart([{ variantId: lamp.variantId, qty: 1 }]);
    const response = await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1, voucher_code: 'TEST-VORBEI' }, customer.token);
    expect(response.statusCode).toBe(422);
    expect(body(response).errors?.voucher_code).toEqual(['Dieser Gutschein ist am 31.12.2024 abgelaufen.']);
  });
});

describe('remaining items and payment methods', () => {
  it('lists lines that can no longer be ordered', async () => {
    const fading = await createProduct(suite.context.db, { providerId: shop.id, name: 'Auslaufmodell', priceCents: 1000, qty: 5 });
    const { customer, key } = await customerWithCart([
      { variantId: fading.variantId, qty: 1 },
      { variantId: lamp.variantId, qty: 1 },
    ]);
    await suite.context.db.update(shopProductVariants).set({ isActive: false }).where(eq(shopProductVariants.id, fading.variantId));
    const response = await suite.api.get(`/checkoutRemainingItems?cart_key=${key}`, customer.token);
    expect(response.statusCode).toBe(200);
    expect(body(response).data).toMatchObject({
      orderable_count: 1,
      remaining_count: 1,
      items: [{ product_name: 'Auslaufmodell', problem: 'inactive', problem_text: 'Dieser Artikel ist derzeit nicht erhältlich.' }],
    });
    const checkout = await suite.api.post('/orderCheckout', { cart_key: key }, customer.token);
    expect(checkout.statusCode).toBe(422);
    expect(Object.values(body(checkout).errors ?? {}).flat()).toContain(
      '„Auslaufmodell“: Dieser Artikel ist derzeit nicht erhältlich. Bitte entfernen Sie den Artikel.',
    );
  });

  it('lists the payment methods', async () => {
    const response = await suite.api.get('/payment-methods');
    expect(response.statusCode).toBe(200);
    expect(body<{ code: string }[]>(response).data.map((method) => method.code)).toEqual([
      'prepayment',
      'cash',
      'invoice',
      'sepa_debit',
      'voucher',
    ]);
  });
});

describe('bad input on every checkout call', () => {
  const posts = [
    '/orderConfirmed',
    '/cartItemsTerms',
    '/order_store_bycash',
    '/orderCheckout',
    '/orderPlace',
    '/updateCartItemShipping',
    '/setStoreLocation',
    '/order_store_by_voucher',
    '/setCashPayments',
  ];
  const gets = ['/cashOrderInformation', '/api/cashOrderPreview', '/checkoutRemainingItems', '/getCashPayments'];

  it('answers a malformed cart_key with a German 422 on cart_key, never a 500', async () => {
    const customer = await createCustomer(suite.context);
    for (const url of posts) {
      const response = await suite.api.post(url, { cart_key: 'nicht-gültig', accept_terms: 1 }, customer.token);
      expect([url, response.statusCode]).toEqual([url, 422]);
      expect(body(response).errors?.cart_key).toEqual(['Bitte geben Sie einen gültigen Warenkorb-Schlüssel (cart_key) an.']);
    }
    for (const url of gets) {
      const response = await suite.api.get(`${url}?cart_key=%27%3B%20drop`, customer.token);
      expect([url, response.statusCode]).toEqual([url, 422]);
      expect(body(response).errors?.cart_key).toEqual(['Bitte geben Sie einen gültigen Warenkorb-Schlüssel (cart_key) an.']);
    }
  });

  it('answers a missing payload with a German 422 and an unknown cart with a German 404', async () => {
    const customer = await createCustomer(suite.context);
    for (const url of posts) {
      const missing = await suite.context.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${customer.token}` } });
      expect([url, missing.statusCode]).toEqual([url, 422]);
      expect(body(missing).message).toMatch(/[äöüÄÖÜß]|erforderlich|Bitte/);
    }
    const unknownKey = randomUUID();
    for (const url of gets) {
      const response = await suite.api.get(`${url}?cart_key=${unknownKey}`, customer.token);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(body(response).message).toBe('Der Warenkorb wurde nicht gefunden.');
    }
  });
});
