import { eq } from 'drizzle-orm';
import { invoices, providerProfiles, shopOrderItems } from '../../db/schema';
import { testSuite } from '../../../test/fixtures/suite';
import { body, createCustomer, createProduct, createProvider, createShippingMethod } from '../../../test/fixtures/checkout';
import type { PresentedCart } from '../checkout/view';
import { formatInvoiceNumber } from './invoices';
import type { OrderDetail } from './presenters';

/**
 * Invoices (§ 14 UStG): one per vendor order, issued in the checkout transaction from a frozen snapshot, numbered in a
 * gapless series per provider and year; cancellations issue a Rechnungskorrektur; PDF download for buyer and seller.
 */
const suite = testSuite();

async function order(customer: { token: string }, lines: { variantId: number; qty: number }[]): Promise<OrderDetail> {
  let key: string | null = null;
  for (const line of lines) {
    key = body<PresentedCart>(
      await suite.api.post('/cart/add', { ...(key ? { cart_key: key } : {}), variant_id: line.variantId, qty: line.qty }, customer.token),
    ).data.cart_key;
  }
  const response = await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token);
  expect(response.statusCode).toBe(201);
  return body<{ order: OrderDetail }>(response).data.order;
}

async function shop(name: string) {
  const provider = await createProvider(suite.context, name);
  await suite.context.db
    .update(providerProfiles)
    .set({ vatNumber: 'DE123456789', companyRegistrationNumber: 'HRB 12345 B', invoiceText1: 'Vielen Dank für Ihren Einkauf!' })
    .where(eq(providerProfiles.userId, provider.id));
  const method = await createShippingMethod(suite.context.db, provider.id, { name: 'DHL Paket', priceCents: 490 });
  const product = await createProduct(suite.context.db, {
    providerId: provider.id,
    name: `Ware von ${name}`,
    priceCents: 2380,
    qty: 100,
    methodIds: [method],
  });
  return { provider, product };
}

const year = Number(new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()));

describe('invoices', () => {
  it('issues one invoice per vendor order with a gapless number series per provider and a frozen snapshot', async () => {
    const a = await shop('Rechnungshaus A');
    const b = await shop('Rechnungshaus B');
    const customer = await createCustomer(suite.context);
    const first = await order(customer, [
      { variantId: a.product.variantId, qty: 2 },
      { variantId: b.product.variantId, qty: 1 },
    ]);
    const second = await order(customer, [{ variantId: a.product.variantId, qty: 1 }]);

    const ofA = await suite.context.db.select().from(invoices).where(eq(invoices.providerId, a.provider.id)).orderBy(invoices.id);
    expect(ofA.map((row) => row.invoiceNumber)).toEqual([formatInvoiceNumber('invoice', year, 1), formatInvoiceNumber('invoice', year, 2)]);
    expect(ofA.map((row) => row.invoiceNumber)).toEqual([`RE-${year}-00001`, `RE-${year}-00002`]);
    const ofB = await suite.context.db.select().from(invoices).where(eq(invoices.providerId, b.provider.id));
    expect(ofB.map((row) => row.invoiceNumber)).toEqual([`RE-${year}-00001`]);

    const invoice = ofA[0];
    expect(invoice?.snapshot).toMatchObject({
      seller: {
        company: 'Rechnungshaus A',
        vat_id: 'DE123456789',
        register_number: 'HRB 12345 B',
        texts: ['Vielen Dank für Ihren Einkauf!'],
      },
      buyer: { first_name: 'Erika', last_name: 'Muster', street: 'Rosenthaler Straße' },
      order_number: first.order_number,
      lines: [{ name: 'Ware von Rechnungshaus A', qty: 2, unit_cents: 2380, total_cents: 4760, tax_rate: 19 }],
      shipping: { name: 'DHL Paket', cents: 490 },
      total_cents: 4760 + 490,
      vat: [{ rate: 19, gross_cents: 5250, net_cents: 4412, tax_cents: 838 }],
    });
    // Later changes of the order line do not touch the issued invoice.
    await suite.context.db.update(shopOrderItems).set({ productName: 'Umbenannt' }).where(eq(shopOrderItems.orderId, first.id));
    const [again] = await suite.context.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoice?.id ?? 0));
    expect(again?.snapshot.lines[0]?.name).toBe('Ware von Rechnungshaus A');

    // The customer's order page lists the invoice per vendor order.
    const page = body<{ vendor_orders: { invoices: { invoice_number: string; kind_text: string }[] }[] }>(
      await suite.api.get(`/shop/order/${second.order_number}`, customer.token),
    ).data;
    expect(page.vendor_orders[0]?.invoices).toEqual([
      expect.objectContaining({ invoice_number: `RE-${year}-00002`, kind_text: 'Rechnung' }),
    ]);
  });

  it('lets only the buyer and the seller download the PDF', async () => {
    const a = await shop('PDF-Laden');
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, [{ variantId: a.product.variantId, qty: 1 }]);
    const vendorNumber = placed.vendor_orders[0]?.vendor_order_number ?? '';

    const mine = await suite.api.get(`/orderInvoiceByProvider?order_number=${vendorNumber}`, customer.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe(`attachment; filename="RE-${year}-00001.pdf"`);
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mine.rawPayload.toString('latin1')).toContain(`Rechnung RE-${year}-00001`);
    const seller = await suite.api.get(`/orderInvoiceByProvider?invoice_number=RE-${year}-00001`, a.provider.token);
    expect(seller.statusCode).toBe(200);

    const stranger = await createCustomer(suite.context);
    const foreign = await suite.api.get(`/orderInvoiceByProvider?order_number=${vendorNumber}`, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).message).toBe('Die Rechnung wurde nicht gefunden.');
    const other = await shop('Fremdladen');
    expect((await suite.api.get(`/orderInvoiceByProvider?order_number=${vendorNumber}`, other.provider.token)).statusCode).toBe(404);
    const missing = await suite.api.get('/orderInvoiceByProvider?order_number=', customer.token);
    expect(missing.statusCode).toBe(422);
    expect(body(missing).errors).toEqual({ order_number: ['Bitte geben Sie eine Bestell- oder Rechnungsnummer an.'] });
    expect((await suite.api.get(`/orderInvoiceByProvider?order_number=${vendorNumber}`)).statusCode).toBe(401);
  });

  it('issues a Rechnungskorrektur with the next number when a vendor order is cancelled', async () => {
    const a = await shop('Storno-Laden');
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, [{ variantId: a.product.variantId, qty: 1 }]);
    const vendor = placed.vendor_orders[0];
    const cancelled = await suite.api.post(
      '/api/order-track',
      { shop_vendor_order_id: vendor?.id, status: 'cancelled', detail: 'Leider ausverkauft.' },
      a.provider.token,
    );
    expect(cancelled.statusCode).toBe(201);
    const rows = await suite.context.db.select().from(invoices).where(eq(invoices.providerId, a.provider.id)).orderBy(invoices.id);
    expect(rows.map((row) => [row.kind, row.invoiceNumber, row.totalCents])).toEqual([
      ['invoice', `RE-${year}-00001`, 2380 + 490],
      ['correction', `RK-${year}-00002`, -(2380 + 490)],
    ]);
    expect(rows[1]?.snapshot.corrects).toEqual({ number: `RE-${year}-00001`, reason: 'Stornierung' });
    const pdf = await suite.api.get(`/orderInvoiceByProvider?invoice_number=RK-${year}-00002`, customer.token);
    expect(pdf.statusCode).toBe(200);
    const list = body<{ invoice_number: string }[]>(await suite.api.get('/api/invoices', a.provider.token));
    expect(list.data.map((row) => row.invoice_number)).toEqual([`RK-${year}-00002`, `RE-${year}-00001`]);
    expect(list.meta).toMatchObject({ total: 2 });
  });
});

const onPostgres = process.env.MP_TEST_DRIVER === 'postgres';
(onPostgres ? describe : describe.skip)('invoice numbers under concurrency (PostgreSQL, pool of 10)', () => {
  it('numbers 20 concurrent checkouts of one provider 1…20 without gap or duplicate', async () => {
    const a = await shop('Ansturm GmbH');
    const buyers = [];
    for (let index = 0; index < 20; index += 1) {
      const customer = await createCustomer(suite.context);
      const key = body<PresentedCart>(await suite.api.post('/cart/add', { variant_id: a.product.variantId, qty: 1 }, customer.token)).data
        .cart_key;
      buyers.push({ customer, key });
    }
    const responses = await Promise.all(
      buyers.map(({ customer, key }) => suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 201));
    const rows = await suite.context.db.select().from(invoices).where(eq(invoices.providerId, a.provider.id));
    expect(rows.map((row) => row.sequence).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(new Set(rows.map((row) => row.invoiceNumber)).size).toBe(20);
  });
});
