import { eq } from 'drizzle-orm';
import { orderPaymentTerms, outboxMessages, providerInvoiceLimits, users } from '../../db/schema';
import { testSuite } from '../../../test/fixtures/suite';
import { body, createCustomer, createProduct, createProvider, createShippingMethod } from '../../../test/fixtures/checkout';
import { dayAfter, germanDate, ibanChecksumValid, INVOICE_DUE_DAYS, mandateReference, maskIban, SEPA_DEBIT_DAYS } from './payments';
import type { PresentedCart } from './view';

interface Placed {
  order_number: string;
  order: { payment_mothod: string; payment_method_code?: string };
  payment_terms: Record<string, unknown> | null;
}

const suite = testSuite();
let bakery: { id: number; token: string };
let bread: { productId: number; variantId: number };
let cake: { productId: number; variantId: number };

beforeAll(async () => {
  bakery = await createProvider(suite.context, 'Bäckerei Korn');
  await createShippingMethod(suite.context.db, bakery.id, { name: 'Kurier', priceCents: 490 });
  bread = await createProduct(suite.context.db, { providerId: bakery.id, name: 'Roggenbrot', priceCents: 450, qty: 500, taxRate: 7 });
  cake = await createProduct(suite.context.db, { providerId: bakery.id, name: 'Hochzeitstorte', priceCents: 45_000, qty: 5, taxRate: 7 });
});

async function cartWith(variantId: number, qty: number) {
  const customer = await createCustomer(suite.context);
  const response = await suite.api.post('/cart/add', { variant_id: variantId, qty }, customer.token);
  const key = body<PresentedCart>(response).data.cart_key;
  if (!key) throw new Error('Warenkorb fehlt.');
  return { customer, key };
}

const VALID_IBAN = 'DE89 3704 0044 0532 0130 00';

describe('IBAN, mandate reference and dates', () => {
  it('checks the IBAN check digits (mod 97) and masks all but the start and the end', () => {
    expect(ibanChecksumValid('DE89370400440532013000')).toBe(true);
    expect(ibanChecksumValid('DE88370400440532013000')).toBe(false);
    expect(maskIban('DE89370400440532013000')).toBe('DE89 3704 •••• •••• •••0 00');
    expect(mandateReference('MP-2026-000123')).toBe('MP-MP2026000123');
    expect(germanDate('2026-12-09')).toBe('09.12.2026');
  });
});

describe('purchase on invoice', () => {
  it('places the order „auf Rechnung“ with a due date 14 days on and the transfer details', async () => {
    const { customer, key } = await cartWith(bread.variantId, 3);
    const response = await suite.api.post('/order_store_by_invoice', { cart_key: key, accept_terms: 1 }, customer.token);
    expect(response.statusCode).toBe(201);
    const placed = body<Placed>(response).data;
    expect(placed.order.payment_mothod).toContain('Kauf auf Rechnung');
    const due = dayAfter(new Date(), INVOICE_DUE_DAYS);
    expect(placed.payment_terms).toMatchObject({
      method: 'invoice',
      due_date: due,
      due_date_text: germanDate(due),
      reference: placed.order_number,
      amount: 3 * 4.5 + 4.9,
    });

    const confirmed = await suite.api.post('/orderConfirmed', { cart_key: key }, customer.token);
    expect(body<Placed>(confirmed).data.payment_terms).toMatchObject({ method: 'invoice', due_date: due });

    const terms = await suite.api.get(`/shop/order/${placed.order_number}/payment-terms`, customer.token);
    expect(terms.statusCode).toBe(200);
    expect(body(terms).data).toMatchObject({ method: 'invoice', due_date: due });
    const stranger = await createCustomer(suite.context);
    const foreign = await suite.api.get(`/shop/order/${placed.order_number}/payment-terms`, stranger.token);
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses an order above the provider’s invoice limit with a German 422 naming the limit', async () => {
    const { customer, key } = await cartWith(cake.variantId, 2);
    const response = await suite.api.post('/order_store_by_invoice', { cart_key: key, accept_terms: 1 }, customer.token);
    expect(response.statusCode).toBe(422);
    expect(body(response).errors?.payment_method?.[0]?.replace(/\u00a0/g, ' ')).toBe(
      'Kauf auf Rechnung ist bei „Bäckerei Korn“ bis 500,00 € je Bestellung möglich. Bitte wählen Sie eine andere Zahlungsart.',
    );
  });

  it('follows the provider’s own limit', async () => {
    await suite.context.db.insert(providerInvoiceLimits).values({ providerId: bakery.id, limitCents: 1_000 });
    try {
      const { customer, key } = await cartWith(bread.variantId, 3);
      const response = await suite.api.post('/order_store_by_invoice', { cart_key: key, accept_terms: 1 }, customer.token);
      expect(response.statusCode).toBe(422);
      expect(body(response).errors?.payment_method?.[0]).toContain('bis 10,00');
    } finally {
      await suite.context.db.delete(providerInvoiceLimits).where(eq(providerInvoiceLimits.providerId, bakery.id));
    }
  });
});

describe('SEPA direct debit', () => {
  it('keeps the mandate with its reference, sends the pre-notification e-mail and answers the debit day', async () => {
    const { customer, key } = await cartWith(bread.variantId, 2);
    const response = await suite.api.post(
      '/order_store_by_sepa',
      { cart_key: key, accept_terms: 1, iban: VALID_IBAN, account_holder: 'Erika Mustermann', mandate_accepted: true },
      customer.token,
    );
    expect(response.statusCode).toBe(201);
    const placed = body<Placed>(response).data;
    const debit = dayAfter(new Date(), SEPA_DEBIT_DAYS);
    const reference = mandateReference(placed.order_number);
    expect(placed.payment_terms).toMatchObject({
      method: 'sepa_debit',
      debit_date: debit,
      mandate_reference: reference,
      account_holder: 'Erika Mustermann',
      iban_masked: 'DE89 3704 •••• •••• •••0 00',
      creditor_id: 'DE98ZZZ09999999999',
    });

    const [account] = await suite.context.db.select({ email: users.email }).from(users).where(eq(users.id, customer.id));
    const mails = await suite.context.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, account?.email ?? ''));
    const notice = mails.find((mail) => mail.subject === `Vorabankündigung Ihrer SEPA-Lastschrift zur Bestellung ${placed.order_number}`);
    expect(notice?.body).toContain(`Mandatsreferenz: ${reference}`);
    expect(notice?.body).toContain(`am ${germanDate(debit)}`);
    expect(notice?.body).not.toContain('0532 0130');
    const [terms] = await suite.context.db.select().from(orderPaymentTerms).where(eq(orderPaymentTerms.mandateReference, reference));
    expect(terms?.iban).toBe('DE89370400440532013000');
    expect(terms?.preNotifiedAt).not.toBeNull();
  });

  it.each([
    [
      { iban: 'DE88 3704 0044 0532 0130 00', account_holder: 'Erika Mustermann', mandate_accepted: true },
      'iban',
      'Bitte geben Sie eine gültige IBAN ein (z. B. DE89 3704 0044 0532 0130 00).',
    ],
    [
      { iban: 'US12 3456 7890 1234 5678 90', account_holder: 'Erika Mustermann', mandate_accepted: true },
      'iban',
      'Bitte geben Sie eine gültige IBAN ein (z. B. DE89 3704 0044 0532 0130 00).',
    ],
    [
      { iban: VALID_IBAN, account_holder: ' ', mandate_accepted: true },
      'account_holder',
      'Bitte geben Sie den Namen des Kontoinhabers ein.',
    ],
    [{ iban: VALID_IBAN, account_holder: 'Erika Mustermann' }, 'mandate_accepted', 'Bitte erteilen Sie das SEPA-Lastschriftmandat.'],
  ])('refuses %j with a German 422 on %s and orders nothing', async (mandate, field, text) => {
    const { customer, key } = await cartWith(bread.variantId, 1);
    const response = await suite.api.post('/order_store_by_sepa', { cart_key: key, accept_terms: 1, ...mandate }, customer.token);
    expect(response.statusCode).toBe(422);
    expect(body(response).errors?.[field]).toEqual([text]);
    const again = await suite.api.post('/orderConfirmed', { cart_key: key }, customer.token);
    expect(again.statusCode).toBe(404);
  });

  it('lists invoice and SEPA debit among the payment methods', async () => {
    const response = await suite.api.get('/payment-methods');
    const codes = body<{ code: string }[]>(response).data.map((method) => method.code);
    expect(codes).toEqual(expect.arrayContaining(['prepayment', 'cash', 'invoice', 'sepa_debit', 'voucher']));
  });
});
