import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { invoices, shopRefundPhotos, users } from '../../db/schema';
import { storageFor } from '../../infra/storage';
import { testSuite } from '../../../test/fixtures/suite';
import { body, createCustomer, createProduct, createProvider, createShippingMethod } from '../../../test/fixtures/checkout';
import type { PresentedCart } from '../checkout/view';
import type { OrderDetail } from './presenters';

/**
 * Invoices in the private file storage (written once, read by buyer and seller only), `/sendInvoiceOnMail`, the
 * § 19 UStG small-business flag (product, cart, order, invoice) and refund photos (private storage, signed URLs).
 */
const suite = testSuite();

const NOTICE = 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.';

async function shop(name: string) {
  const provider = await createProvider(suite.context, name);
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

async function order(customer: { token: string }, variantId: number, qty = 1): Promise<OrderDetail> {
  const key = body<PresentedCart>(await suite.api.post('/cart/add', { variant_id: variantId, qty }, customer.token)).data.cart_key;
  const response = await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token);
  expect(response.statusCode).toBe(201);
  return body<{ order: OrderDetail }>(response).data.order;
}

/** The text pdfkit wrote (Helvetica, WinAnsi hex strings in deflated content streams). */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[(.*?)\] TJ/g))
      texts.push(
        [...(array[1] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1')).join(''),
      );
  }
  return texts.join('\n');
}

/** The path and query of an absolute URL of the API (the local storage's signed `/files/…` links). */
function localPath(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

async function emailOf(userId: number): Promise<string> {
  const [row] = await suite.context.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? '';
}

describe('invoices in the private file storage', () => {
  it('writes the PDF once at the first download and serves the stored file to buyer and seller only', async () => {
    const a = await shop('Ablage-Laden');
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, a.product.variantId);
    const vendorNumber = placed.vendor_orders[0]?.vendor_order_number ?? '';

    const first = await suite.api.get(`/orderInvoiceByProvider?order_number=${vendorNumber}`, customer.token);
    expect(first.statusCode).toBe(200);
    const [row] = await suite.context.db.select().from(invoices).where(eq(invoices.providerId, a.provider.id));
    expect(row?.pdfKey).toMatch(new RegExp(`^invoices/${a.provider.id}/[0-9a-f-]{36}/RE-\\d{4}-00001\\.pdf$`));
    const stored = await storageFor(suite.context.config).get('private', row?.pdfKey ?? '');
    expect(stored).not.toBeNull();
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(first.rawPayload)).toBe(true);
    // Not in the public uploads: the key does not open there.
    expect(await storageFor(suite.context.config).get('public', row?.pdfKey ?? '')).toBeNull();

    const seller = await suite.api.get(`/orderInvoiceByProvider?invoice_number=${row?.invoiceNumber}`, a.provider.token);
    expect(seller.statusCode).toBe(200);
    expect(seller.rawPayload.equals(first.rawPayload)).toBe(true);
    const [after] = await suite.context.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, row?.id ?? 0));
    expect(after?.pdfKey).toBe(row?.pdfKey);

    const stranger = await createCustomer(suite.context);
    expect((await suite.api.get(`/orderInvoiceByProvider?order_number=${vendorNumber}`, stranger.token)).statusCode).toBe(404);
    const otherShop = await shop('Nachbarladen');
    expect((await suite.api.get(`/orderInvoiceByProvider?invoice_number=${row?.invoiceNumber}`, otherShop.provider.token)).statusCode).toBe(
      404,
    );
  });

  it('mails the invoice as a signed download link: the seller to the buyer, the buyer to itself; others get 404', async () => {
    const a = await shop('Post-Laden');
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, a.product.variantId);
    const vendorNumber = placed.vendor_orders[0]?.vendor_order_number ?? '';

    const sent = await suite.api.post('/sendInvoiceOnMail', { order_number: vendorNumber }, a.provider.token);
    expect(sent.statusCode).toBe(200);
    const answer = body<{ invoice_number: string; sent_to: string; recipient: string }>(sent);
    expect(answer.data).toMatchObject({ sent_to: placed.customer_email, recipient: 'buyer' });
    expect(answer.message).toBe(`Die Rechnung wurde an ${placed.customer_email} gesendet.`);
    const [mail] = await suite.context.app.outbox.list({ recipient: placed.customer_email, channel: 'email', limit: 1 });
    expect(mail?.subject).toBe(`Rechnung ${answer.data.invoice_number} (${vendorNumber})`);
    const link = mail?.links[0] ?? '';
    expect(mail?.body).toContain(link);
    const download = await suite.api.get(localPath(link));
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await suite.api.get(localPath(link).replace(/signature=[^&]+/, 'signature=falsch'))).statusCode).toBe(404);

    const own = await suite.api.post('/sendInvoiceOnMail', { invoice_number: answer.data.invoice_number }, customer.token);
    expect(own.statusCode).toBe(200);
    expect(body<{ sent_to: string; recipient: string }>(own).data).toEqual(
      expect.objectContaining({ sent_to: await emailOf(customer.id), recipient: 'self' }),
    );

    const stranger = await createCustomer(suite.context);
    const foreign = await suite.api.post('/sendInvoiceOnMail', { order_number: vendorNumber }, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).message).toBe('Die Rechnung wurde nicht gefunden.');
    const otherShop = await shop('Fremde Post');
    expect((await suite.api.post('/sendInvoiceOnMail', { order_number: vendorNumber }, otherShop.provider.token)).statusCode).toBe(404);
    const missing = await suite.api.post('/sendInvoiceOnMail', { order_number: '' }, customer.token);
    expect(missing.statusCode).toBe(422);
    expect(body(missing).errors).toEqual({ order_number: ['Bitte geben Sie eine Bestell- oder Rechnungsnummer an.'] });
    expect((await suite.api.post('/sendInvoiceOnMail', { order_number: vendorNumber })).statusCode).toBe(401);
  });
});

describe('§ 19 UStG small business', () => {
  it('shows the notice instead of VAT on product, cart, order and invoice once the provider sets the flag', async () => {
    const a = await shop('Kleinunternehmerin Pia');
    const saved = await suite.api.post('/api/v2/providerInfoUpdate', { small_business: 1 }, a.provider.token);
    expect(saved.statusCode).toBe(200);
    expect(body<{ small_business: number }>(saved).data.small_business).toBe(1);

    const product = body<{ small_business: boolean; vat_notice: string | null }>(
      await suite.api.get(`/api/productDetails?slug=${a.product.productId}`),
    ).data;
    expect(product).toMatchObject({ small_business: true, vat_notice: NOTICE });

    const customer = await createCustomer(suite.context);
    const cart = body<PresentedCart>(await suite.api.post('/cart/add', { variant_id: a.product.variantId, qty: 1 }, customer.token)).data;
    expect(cart.vat).toEqual([]);
    expect(cart.vat_notice).toBe(NOTICE);
    expect(cart.groups[0]).toMatchObject({ small_business: true, vat_notice: NOTICE, vat: [] });

    const placed = body<{ order: OrderDetail }>(
      await suite.api.post('/orderPlace', { cart_key: cart.cart_key, accept_terms: 1 }, customer.token),
    ).data.order;
    expect(placed.vendor_orders[0]?.vat).toEqual([]);
    expect(placed.tax_total_cents).toBe(0);
    const [invoice] = await suite.context.db.select().from(invoices).where(eq(invoices.providerId, a.provider.id));
    expect(invoice?.snapshot.seller.small_business).toBe(true);
    const pdf = await suite.api.get(`/orderInvoiceByProvider?invoice_number=${invoice?.invoiceNumber}`, customer.token);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(NOTICE);
    expect(text).not.toContain('Umsatzsteuer 19 %');

    // A provider without the flag keeps the VAT lines and no notice.
    const b = await shop('Regelbesteuert GmbH');
    const regular = body<{ small_business: boolean; vat_notice: string | null }>(
      await suite.api.get(`/api/productDetails?slug=${b.product.productId}`),
    ).data;
    expect(regular).toMatchObject({ small_business: false, vat_notice: null });
    const other = await createCustomer(suite.context);
    const normal = await order(other, b.product.variantId);
    const [normalInvoice] = await suite.context.db.select().from(invoices).where(eq(invoices.providerId, b.provider.id));
    const normalText = pdfText(
      (await suite.api.get(`/orderInvoiceByProvider?invoice_number=${normalInvoice?.invoiceNumber}`, other.token)).rawPayload,
    );
    expect(normalText).toContain('Umsatzsteuer 19 %');
    expect(normalText).not.toContain(NOTICE);
    expect(normal.vendor_orders[0]?.vat).toEqual([expect.objectContaining({ rate: 19 })]);
  });
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

function multipart(fields: Record<string, string>, files: { field: string; name: string; content: Buffer }[]) {
  const boundary = '----refundphotos';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
    );
    parts.push(file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('refund photos', () => {
  async function refundForm(token: string, fields: Record<string, string>, files: { field: string; name: string; content: Buffer }[]) {
    const form = multipart(fields, files);
    return suite.context.app.inject({
      method: 'POST',
      url: '/refund-process',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    });
  }

  it('stores the photos privately and shows them, by signed URL, to the customer and the provider only', async () => {
    const a = await shop('Foto-Werkstatt');
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, a.product.variantId, 2);
    const vendor = placed.vendor_orders[0];
    const created = await refundForm(
      customer.token,
      {
        shop_vendor_order_id: String(vendor?.id),
        reason: 'damaged',
        comment: 'Henkel abgebrochen',
        'lines[0][item_id]': String(vendor?.items[0]?.id),
        'lines[0][qty]': '1',
      },
      [
        { field: 'photos', name: 'bruch.png', content: PNG },
        { field: 'photos', name: 'karton.jpg', content: JPEG },
      ],
    );
    expect(created.statusCode).toBe(201);
    type Detail = { id: number; photos: { file_name: string; content_type: string; size: number; url: string }[] };
    const refund = body<Detail>(created).data;
    expect(refund.photos.map((photo) => [photo.file_name, photo.content_type, photo.size])).toEqual([
      ['bruch.png', 'image/png', PNG.length],
      ['karton.jpg', 'image/jpeg', JPEG.length],
    ]);
    const rows = await suite.context.db.select().from(shopRefundPhotos).where(eq(shopRefundPhotos.refundId, refund.id));
    expect(rows.every((row) => row.storageKey.startsWith(`refunds/${refund.id}/`))).toBe(true);
    expect(await storageFor(suite.context.config).get('public', rows[0]?.storageKey ?? '')).toBeNull();

    const seen = body<Detail>(await suite.api.get(`/getDetailOfRefundItem?id=${refund.id}`, a.provider.token)).data;
    const photo = await suite.api.get(localPath(seen.photos[0]?.url ?? ''));
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    expect((await suite.api.get(localPath(seen.photos[0]?.url ?? '').replace(/signature=[^&]+/, 'signature=falsch'))).statusCode).toBe(404);
    // Without its signature (a guessed address) the file is not served to anyone, signed in or not.
    const unsigned = localPath(seen.photos[0]?.url ?? '').split('?')[0] ?? '';
    expect([403, 404]).toContain((await suite.api.get(unsigned)).statusCode);
    expect([403, 404]).toContain((await suite.api.get(unsigned, customer.token)).statusCode);

    const stranger = await createCustomer(suite.context);
    expect((await suite.api.get(`/getDetailOfRefundItem?id=${refund.id}`, stranger.token)).statusCode).toBe(404);
    const otherShop = await shop('Fremde Werkstatt');
    expect((await suite.api.get(`/getDetailOfRefundItem?id=${refund.id}`, otherShop.provider.token)).statusCode).toBe(404);
    // Nor do they find the photos in their refund lists.
    const strangerList = body<{ id: number }[]>(await suite.api.get('/getRefundListofItems', stranger.token)).data;
    expect(strangerList.map((row) => row.id)).not.toContain(refund.id);
    const otherList = body<{ id: number }[]>(await suite.api.get('/getRefundListofItems', otherShop.provider.token)).data;
    expect(otherList.map((row) => row.id)).not.toContain(refund.id);
    // A JSON request still works and has no photos.
    const plain = await suite.api.post(
      '/refund-process',
      { shop_vendor_order_id: vendor?.id, reason: 'damaged', lines: [{ item_id: vendor?.items[0]?.id, qty: 1 }] },
      customer.token,
    );
    expect(plain.statusCode).toBe(201);
    expect(body<Detail>(plain).data.photos).toEqual([]);
  });

  it('refuses other file types, fake images, too large and too many photos with German 422s, and keeps nothing', async () => {
    const a = await shop('Prüf-Werkstatt');
    const customer = await createCustomer(suite.context);
    const placed = await order(customer, a.product.variantId, 1);
    const vendor = placed.vendor_orders[0];
    const fields = {
      shop_vendor_order_id: String(vendor?.id),
      reason: 'damaged',
      lines: JSON.stringify([{ item_id: vendor?.items[0]?.id, qty: 1 }]),
    };
    const cases: [{ field: string; name: string; content: Buffer }[], string][] = [
      [
        [{ field: 'photos', name: 'rechnung.pdf', content: Buffer.from('%PDF-1.4') }],
        '„rechnung.pdf“: Erlaubt sind nur Fotos im Format jpg, jpeg, png oder webp.',
      ],
      [
        [{ field: 'photos', name: 'foto.jpg', content: Buffer.from('kein Bild') }],
        '„foto.jpg“: Der Dateiinhalt ist kein gültiges jpg-, png- oder webp-Bild.',
      ],
      [
        [{ field: 'photos', name: 'riesig.png', content: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) }],
        '„riesig.png“: Ein Foto darf höchstens 5 MB groß sein.',
      ],
      [
        Array.from({ length: 6 }, (_, index) => ({ field: 'photos', name: `f${index}.png`, content: PNG })),
        'Bitte laden Sie höchstens 5 Fotos hoch.',
      ],
    ];
    for (const [files, message] of cases) {
      const response = await refundForm(customer.token, fields, files);
      expect(response.statusCode).toBe(422);
      expect(body(response).errors).toEqual({ photos: [message] });
    }
    const list = body<unknown[]>(await suite.api.get('/getRefundListofItems', customer.token)).data;
    expect(list).toEqual([]);
    const noLines = await refundForm(customer.token, { shop_vendor_order_id: String(vendor?.id), reason: 'damaged' }, []);
    expect(noLines.statusCode).toBe(422);
    expect(body(noLines).errors).toEqual({ lines: ['Bitte wählen Sie mindestens einen Artikel.'] });
  });
});
