import { and, eq } from 'drizzle-orm';
import { disputes, invoices, ledgerEntries, shopRefunds, staffAuditLog } from '../../db/schema';
import { testSuite } from '../../../test/fixtures/suite';
import { body, createCustomer, createProduct, createProvider, createShippingMethod } from '../../../test/fixtures/checkout';
import { multipart } from '../../../test/fixtures/onboarding';
import { staffWithSession } from '../../../test/fixtures/staff';
import type { PresentedCart } from '../checkout/view';
import type { OrderDetail } from '../orders/presenters';
import { recordPaymentReceived } from '../orders';
import { balanceOf } from '../ledger/public';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const STATEMENT = 'Die Vase kam zerbrochen an, das Foto zeigt den Schaden deutlich.';
const ANSWER = 'Die Vase war beim Versand unbeschädigt und gut verpackt, siehe Foto.';
const REASON = 'Das Foto zeigt einen Transportschaden; die Hälfte wird erstattet.';
const DAY = 24 * 60 * 60 * 1000;

type Dispute = {
  id: number;
  status: string;
  status_text: string;
  refund_id: number;
  claimed_cents: number;
  answer: string | null;
  answer_due_at: string;
  decidable: boolean;
  outcome: string | null;
  decided_cents: number | null;
  decision_reason: string | null;
  photos: { side: string; url: string; file_name: string }[];
};

const suite = testSuite({ config: { payouts: { holdDays: 0, commissionBasisPoints: 0 } } });
let provider: { id: number; token: string };
let otherProvider: { id: number; token: string };
let vase: { productId: number; variantId: number };
let support: { authorization: string };
let trust: { authorization: string };

beforeAll(async () => {
  provider = await createProvider(suite.context, 'Streitfall-Keramik');
  otherProvider = await createProvider(suite.context, 'Fremde Werkstatt');
  const method = await createShippingMethod(suite.context.db, provider.id, { name: 'Paket', priceCents: 490 });
  vase = await createProduct(suite.context.db, { providerId: provider.id, name: 'Vase', priceCents: 2000, qty: 500, methodIds: [method] });
  support = { authorization: `Bearer ${(await staffWithSession(suite.context.db, ['support'])).token}` };
  trust = { authorization: `Bearer ${(await staffWithSession(suite.context.db, ['trust_safety'])).token}` };
});

/** A paid order of `qty` vases and a refund request for them; `reject` lets the provider reject it. */
async function refundCase(options: { reject?: boolean; qty?: number } = {}) {
  const customer = await createCustomer(suite.context);
  const qty = options.qty ?? 1;
  const key = body<PresentedCart>(await suite.api.post('/cart/add', { variant_id: vase.variantId, qty }, customer.token)).data.cart_key;
  const placed = body<{ order: OrderDetail }>(await suite.api.post('/orderPlace', { cart_key: key, accept_terms: 1 }, customer.token)).data
    .order;
  await recordPaymentReceived(suite.context.db, placed.id, { commissionBasisPoints: 0 });
  const vendor = placed.vendor_orders[0]!;
  const refund = body<{ id: number }>(
    await suite.api.post(
      '/refund-process',
      { shop_vendor_order_id: vendor.id, reason: 'damaged', comment: 'Zerbrochen', lines: [{ item_id: vendor.items[0]!.id, qty }] },
      customer.token,
    ),
  ).data;
  if (options.reject !== false) {
    const rejected = await suite.api.post(
      '/acceptRefundItem',
      { id: refund.id, action: 'reject', reason: 'Kein Schaden erkennbar.' },
      provider.token,
    );
    expect(rejected.statusCode).toBe(200);
  }
  return { customer, placed, vendor, refundId: refund.id };
}

function admin(method: 'GET' | 'POST', url: string, headers: { authorization: string }, payload?: Record<string, unknown>) {
  return suite.context.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function backdateDispute(id: number, days: number) {
  await suite.context.db
    .update(disputes)
    .set({ answerDueAt: new Date(Date.now() - days * DAY) })
    .where(eq(disputes.id, id));
}

describe('opening a dispute („Marktplatz einschalten“)', () => {
  it('opens a dispute on a rejected refund with photos in the private storage and e-mails the provider the 5-day deadline', async () => {
    const { customer, refundId } = await refundCase();
    const { payload, headers } = multipart({ refund_id: String(refundId), statement: STATEMENT, amount_claimed: '15,00' }, [
      { field: 'photos', name: 'scherben.png', content: PNG },
    ]);
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/disputes',
      payload,
      headers: { ...headers, authorization: `Bearer ${customer.token}` },
    });
    expect(response.statusCode).toBe(201);
    const dispute = body<Dispute>(response).data;
    expect(dispute).toMatchObject({ status: 'open', refund_id: refundId, claimed_cents: 1500, decidable: false });
    expect(dispute.photos).toHaveLength(1);
    expect(dispute.photos[0]).toMatchObject({ side: 'customer', file_name: 'scherben.png' });
    expect(dispute.photos[0]!.url).toContain('disputes');
    const due = new Date(dispute.answer_due_at).getTime() - Date.now();
    expect(due).toBeGreaterThan(5 * DAY - 60_000);
    expect(due).toBeLessThanOrEqual(5 * DAY);
    const [mail] = await suite.context.app.outbox.list({ recipient: (await emailOf(provider.id))!, channel: 'email', limit: 1 });
    expect(mail?.subject).toContain('Der Marktplatz wurde eingeschaltet');
    expect(mail?.body).toContain(STATEMENT);
    expect(mail?.body).toContain('Bitte nehmen Sie bis zum');
  });

  it('answers a second dispute on the same refund with „Zu dieser Erstattung läuft bereits ein Fall.“', async () => {
    const { customer, refundId, vendor } = await refundCase();
    expect((await suite.api.post('/disputes', { refund_id: refundId, statement: STATEMENT }, customer.token)).statusCode).toBe(201);
    for (const input of [{ refund_id: refundId }, { vendor_order_id: vendor.id }]) {
      const second = await suite.api.post('/disputes', { ...input, statement: STATEMENT }, customer.token);
      expect(second.statusCode).toBe(422);
      expect(Object.values(body(second).errors ?? {}).flat()).toEqual(['Zu dieser Erstattung läuft bereits ein Fall.']);
    }
  });

  it('lets only one of two concurrent disputes on the same refund through', async () => {
    const { customer, refundId } = await refundCase();
    const results = await Promise.all(
      [1, 2].map(() => suite.api.post('/disputes', { refund_id: refundId, statement: STATEMENT }, customer.token)),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 422]);
  });

  it('refuses a refund still within the 7 days with the date from which it is possible, and accepts it after 7 days', async () => {
    const { customer, refundId, vendor } = await refundCase({ reject: false });
    const early = await suite.api.post('/disputes', { vendor_order_id: vendor.id, statement: STATEMENT }, customer.token);
    expect(early.statusCode).toBe(422);
    const [refund] = await suite.context.db.select().from(shopRefunds).where(eq(shopRefunds.id, refundId));
    const from = new Date(refund!.createdAt.getTime() + 7 * DAY).toLocaleDateString('de-DE', {
      timeZone: 'Europe/Berlin',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    expect(body(early).errors?.vendor_order_id?.[0]).toMatch(
      new RegExp(
        `^Der Anbieter hat noch Zeit zu antworten\\. Sie können den Marktplatz ab dem ${from.replace(/\./g, '\\.')} um \\d\\d:\\d\\d Uhr einschalten`,
      ),
    );
    await suite.context.db
      .update(shopRefunds)
      .set({ createdAt: new Date(Date.now() - 7 * DAY - 1000) })
      .where(eq(shopRefunds.id, refundId));
    const late = await suite.api.post('/disputes', { vendor_order_id: vendor.id, statement: STATEMENT }, customer.token);
    expect(late.statusCode).toBe(201);
    expect(body<Dispute>(late).data).toMatchObject({ refund_id: refundId, claimed_cents: 2000 });
  });

  it('checks the input with German messages and changes nothing', async () => {
    const { customer, refundId, vendor } = await refundCase();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ refund_id: refundId, statement: 'Zu kurz.' }, 'statement', 'Bitte beschreiben Sie den Fall in mindestens 20 Zeichen.'],
      [{ refund_id: refundId }, 'statement', 'Bitte beschreiben Sie den Fall in mindestens 20 Zeichen.'],
      [{ statement: STATEMENT }, 'refund_id', 'Bitte wählen Sie die Erstattung, um die es geht.'],
      [
        { refund_id: refundId, statement: STATEMENT, amount_claimed: '20,01' },
        'amount_claimed',
        'Sie können höchstens 20,00\u00a0€ fordern (der Betrag der Erstattung, den Sie bezahlt haben).',
      ],
      [
        { refund_id: refundId, statement: STATEMENT, amount_claimed: 'viel' },
        'amount_claimed',
        'Bitte geben Sie einen Betrag in Euro an, z. B. 120,50.',
      ],
    ];
    for (const [input, field, message] of cases) {
      const response = await suite.api.post('/disputes', input, customer.token);
      expect(response.statusCode).toBe(422);
      expect(body(response).errors?.[field]).toEqual([
        message.replace('\u00a0', (body(response).errors?.[field]?.[0] ?? '').includes('\u00a0') ? '\u00a0' : ' '),
      ]);
    }
    const fake = multipart({ refund_id: String(refundId), statement: STATEMENT }, [{ field: 'photos', name: 'beleg.pdf', content: PNG }]);
    const photo = await suite.context.app.inject({
      method: 'POST',
      url: '/disputes',
      payload: fake.payload,
      headers: { ...fake.headers, authorization: `Bearer ${customer.token}` },
    });
    expect(photo.statusCode).toBe(422);
    expect(body(photo).errors?.photos).toEqual(['„beleg.pdf“: Erlaubt sind nur Fotos im Format jpg, jpeg, png oder webp.']);
    const six = multipart(
      { refund_id: String(refundId), statement: STATEMENT },
      [1, 2, 3, 4, 5, 6].map((n) => ({ field: 'photos', name: `f${n}.png`, content: PNG })),
    );
    const tooMany = await suite.context.app.inject({
      method: 'POST',
      url: '/disputes',
      payload: six.payload,
      headers: { ...six.headers, authorization: `Bearer ${customer.token}` },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(body(tooMany).errors?.photos).toEqual(['Bitte laden Sie höchstens 5 Fotos hoch.']);
    expect(await suite.context.db.select().from(disputes).where(eq(disputes.refundId, refundId))).toEqual([]);
    // An accepted refund needs no dispute.
    const accepted = await refundCase({ reject: false });
    await suite.api.post('/acceptRefundItem', { id: accepted.refundId }, provider.token);
    const response = await suite.api.post('/disputes', { refund_id: accepted.refundId, statement: STATEMENT }, accepted.customer.token);
    expect(response.statusCode).toBe(422);
    expect(body(response).errors?.refund_id?.[0]).toMatch(
      /^Die Erstattung ist „Angenommen“\. Der Marktplatz kann nur eingeschaltet werden/,
    );
    void vendor;
  });

  it('answers 404 for another customer’s refund or vendor order and never reveals it', async () => {
    const { refundId, vendor } = await refundCase();
    const stranger = await createCustomer(suite.context);
    const byRefund = await suite.api.post('/disputes', { refund_id: refundId, statement: STATEMENT }, stranger.token);
    expect(byRefund.statusCode).toBe(404);
    expect(body(byRefund).message).toBe('Die Erstattung wurde nicht gefunden.');
    const byVendor = await suite.api.post('/disputes', { vendor_order_id: vendor.id, statement: STATEMENT }, stranger.token);
    expect(byVendor.statusCode).toBe(404);
    expect(body(byVendor).message).toBe('Die Bestellung wurde nicht gefunden.');
    expect((await suite.api.post('/disputes', { refund_id: refundId, statement: STATEMENT }, provider.token)).statusCode).toBe(403);
  });
});

async function emailOf(userId: number): Promise<string | null> {
  const { users } = await import('../../db/schema');
  const [row] = await suite.context.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

describe('the provider’s answer', () => {
  it('lets only the order’s provider answer once with at least 20 characters and photos; others get 404', async () => {
    const { customer, refundId } = await refundCase();
    const dispute = body<Dispute>(await suite.api.post('/disputes', { refund_id: refundId, statement: STATEMENT }, customer.token)).data;
    expect((await suite.api.get(`/disputes/${dispute.id}`, otherProvider.token)).statusCode).toBe(404);
    expect((await suite.api.get(`/disputes/${dispute.id}`, (await createCustomer(suite.context)).token)).statusCode).toBe(404);
    expect((await suite.api.post(`/disputes/${dispute.id}/answer`, { statement: ANSWER }, otherProvider.token)).statusCode).toBe(404);
    const short = await suite.api.post(`/disputes/${dispute.id}/answer`, { statement: 'Nein.' }, provider.token);
    expect(short.statusCode).toBe(422);
    expect(body(short).errors?.statement).toEqual(['Bitte beschreiben Sie Ihre Sicht in mindestens 20 Zeichen.']);

    const list = body<Dispute[]>(await suite.api.get('/provider/disputes', provider.token)).data;
    expect(list.map((row) => row.id)).toContain(dispute.id);
    expect(body<Dispute[]>(await suite.api.get('/provider/disputes', otherProvider.token)).data).toEqual([]);

    const form = multipart({ statement: ANSWER }, [{ field: 'photos', name: 'verpackung.png', content: PNG }]);
    const answered = await suite.context.app.inject({
      method: 'POST',
      url: `/disputes/${dispute.id}/answer`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${provider.token}` },
    });
    expect(answered.statusCode).toBe(200);
    expect(body<Dispute>(answered).data).toMatchObject({ status: 'answered', answer: ANSWER, decidable: true });
    expect(body<Dispute>(answered).data.photos.map((photo) => photo.side)).toEqual(['provider']);
    const again = await suite.api.post(`/disputes/${dispute.id}/answer`, { statement: ANSWER }, provider.token);
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('Sie haben zu diesem Fall bereits Stellung genommen.');
    // The customer sees the answer on the order.
    const mine = body<Dispute[]>(await suite.api.get(`/disputes?order_number=${await orderNumberOf(refundId)}`, customer.token)).data;
    expect(mine).toMatchObject([{ id: dispute.id, status: 'answered', answer: ANSWER }]);
  });
});

async function orderNumberOf(refundId: number): Promise<string> {
  const [row] = await suite.context.db.select({ orderNumber: disputes.orderNumber }).from(disputes).where(eq(disputes.refundId, refundId));
  return row!.orderNumber;
}

describe('support’s decision', () => {
  it('is for support only: 404 without staff, 403 for trust & safety, nothing changes', async () => {
    const { customer, refundId } = await refundCase();
    const dispute = body<Dispute>(await suite.api.post('/disputes', { refund_id: refundId, statement: STATEMENT }, customer.token)).data;
    expect((await suite.api.get('/admin/disputes', customer.token)).statusCode).toBe(404);
    expect((await admin('GET', '/admin/disputes', trust)).statusCode).toBe(403);
    expect((await admin('GET', `/admin/disputes/${dispute.id}`, trust)).statusCode).toBe(403);
    const refused = await admin('POST', `/admin/disputes/${dispute.id}/decision`, trust, { outcome: 'rejected', reason: REASON });
    expect(refused.statusCode).toBe(403);
    expect((await suite.context.db.select().from(disputes).where(eq(disputes.id, dispute.id)))[0]?.status).toBe('open');
  });

  it('lists the queue with deadlines and waits for the provider until its deadline passed', async () => {
    const { customer, refundId } = await refundCase();
    const dispute = body<Dispute>(await suite.api.post('/disputes', { refund_id: refundId, statement: STATEMENT }, customer.token)).data;
    const queue = body<Dispute[]>(await admin('GET', '/admin/disputes?per_page=100', support)).data;
    expect(queue.find((row) => row.id === dispute.id)).toMatchObject({
      status: 'open',
      answer_due_at: dispute.answer_due_at,
      decidable: false,
    });
    const early = await admin('POST', `/admin/disputes/${dispute.id}/decision`, support, { outcome: 'rejected', reason: REASON });
    expect(early.statusCode).toBe(422);
    expect(body(early).errors?.outcome?.[0]).toMatch(
      /^Der Anbieter kann noch bis zum \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr Stellung nehmen\./,
    );
    await backdateDispute(dispute.id, 1);
    const decidable = body<Dispute[]>(await admin('GET', '/admin/disputes?status=decidable&per_page=100', support)).data;
    expect(decidable.find((row) => row.id === dispute.id)).toMatchObject({ decidable: true });
    const dashboard = body<{ queues: { key: string; count: number; overdue: number }[] }>(
      await admin('GET', '/admin/dashboard', support),
    ).data;
    expect(dashboard.queues.find((queue) => queue.key === 'disputes')).toMatchObject({
      count: expect.any(Number),
      overdue: expect.any(Number),
    });
    expect(dashboard.queues.find((queue) => queue.key === 'disputes')!.overdue).toBeGreaterThanOrEqual(1);

    const bad: [Record<string, unknown>, string, string][] = [
      [{ outcome: 'refund_partial', reason: REASON }, 'amount', 'Bitte geben Sie den Betrag der Teilerstattung an.'],
      [
        { outcome: 'vielleicht', reason: REASON },
        'outcome',
        'Bitte wählen Sie eine Entscheidung: volle Erstattung, Teilerstattung oder Ablehnung.',
      ],
      [{ outcome: 'rejected', reason: 'Nein.' }, 'reason', 'Bitte begründen Sie die Entscheidung in mindestens 20 Zeichen.'],
    ];
    for (const [input, field, message] of bad) {
      const response = await admin('POST', `/admin/disputes/${dispute.id}/decision`, support, input);
      expect(response.statusCode).toBe(422);
      expect(body(response).errors?.[field]).toEqual([message]);
    }
    const tooMuch = await admin('POST', `/admin/disputes/${dispute.id}/decision`, support, {
      outcome: 'refund_partial',
      amount: '20,00',
      reason: REASON,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(body(tooMuch).errors?.amount?.[0]).toMatch(/^Eine Teilerstattung muss unter dem geforderten Betrag von 20,00\s€ liegen/);

    const rejected = await admin('POST', `/admin/disputes/${dispute.id}/decision`, support, { outcome: 'rejected', reason: REASON });
    expect(rejected.statusCode).toBe(200);
    expect(body<Dispute>(rejected).data).toMatchObject({
      status: 'decided',
      outcome: 'rejected',
      decided_cents: null,
      decision_reason: REASON,
    });
    expect((await suite.context.db.select().from(shopRefunds).where(eq(shopRefunds.id, refundId)))[0]?.status).toBe('rejected');
    const twice = await admin('POST', `/admin/disputes/${dispute.id}/decision`, support, { outcome: 'refund_full', reason: REASON });
    expect(twice.statusCode).toBe(409);
    expect(body(twice).message).toBe('Über diesen Fall wurde bereits entschieden.');
    const reopen = await suite.api.post('/disputes', { refund_id: refundId, statement: STATEMENT }, customer.token);
    expect(reopen.statusCode).toBe(422);
    expect(body(reopen).errors?.refund_id).toEqual(['Über diese Erstattung hat der Marktplatz bereits entschieden.']);
  });

  it('refunds a partial amount from the provider’s balance through the ledger, corrects the invoice, shows it on the order and mails both sides with the reason', async () => {
    const { customer, placed, refundId, vendor } = await refundCase({ qty: 2 });
    const dispute = body<Dispute>(await suite.api.post('/disputes', { refund_id: refundId, statement: STATEMENT }, customer.token)).data;
    expect(dispute.claimed_cents).toBe(4000);
    await suite.api.post(`/disputes/${dispute.id}/answer`, { statement: ANSWER }, provider.token);
    const before = (await balanceOf(suite.context.db, provider.id, 0)).balanceCents;

    const detail = body<{ refund: { id: number; status: string; rejection_reason: string | null }; answer: string }>(
      await admin('GET', `/admin/disputes/${dispute.id}`, support),
    ).data;
    expect(detail).toMatchObject({
      answer: ANSWER,
      refund: { id: refundId, status: 'rejected', rejection_reason: 'Kein Schaden erkennbar.' },
    });

    const decided = await admin('POST', `/admin/disputes/${dispute.id}/decision`, support, {
      outcome: 'refund_partial',
      amount: '24,90',
      reason: REASON,
    });
    expect(decided.statusCode).toBe(200);
    expect(body<Dispute & { refund: { status: string; amount_cents: number } }>(decided).data).toMatchObject({
      status: 'decided',
      outcome: 'refund_partial',
      decided_cents: 2490,
      refund: { status: 'refunded', amount_cents: 2490 },
    });
    const entries = await suite.context.db.select().from(ledgerEntries).where(eq(ledgerEntries.refundId, refundId));
    expect(entries.filter((entry) => entry.kind === 'refund').map((entry) => entry.amountCents)).toEqual([-2490]);
    // Commission given back with the refund (none at a 0 % rate) goes back to the provider.
    const commissionBack = entries.filter((entry) => entry.kind !== 'refund').reduce((sum, entry) => sum + entry.amountCents, 0);
    expect((await balanceOf(suite.context.db, provider.id, 0)).balanceCents).toBe(before - 2490 + commissionBack);
    const corrections = await suite.context.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.vendorOrderId, vendor.id), eq(invoices.kind, 'correction')));
    expect(corrections.map((row) => row.totalCents)).toEqual([-2490]);

    const order = body<{ payment_state: string; payment: { refunded_cents: number; state_text: string } }>(
      await suite.api.get(`/shop/order/${placed.order_number}`, customer.token),
    ).data;
    expect(order).toMatchObject({ payment_state: 'refunded', payment: { refunded_cents: 2490, state_text: 'Teilweise erstattet' } });

    const report = body<{ refunded_cents: number; vendor_order_number: string }[]>(
      await suite.api.get('/api/vendor-transaction-report-list?per_page=100', provider.token),
    ).data;
    expect(report.find((row) => row.vendor_order_number === vendor.vendor_order_number)).toMatchObject({ refunded_cents: 2490 });

    const [toCustomer] = await suite.context.app.outbox.list({ recipient: (await emailOf(customer.id))!, channel: 'email', limit: 1 });
    expect(toCustomer?.subject).toContain('Entscheidung zu Ihrem Fall');
    expect(toCustomer?.body).toContain(REASON);
    expect(toCustomer?.body).toMatch(/Ihnen werden 24,90\s€ erstattet\./);
    const [toProvider] = await suite.context.app.outbox.list({ recipient: (await emailOf(provider.id))!, channel: 'email', limit: 1 });
    expect(toProvider?.body).toContain(REASON);
    expect(toProvider?.body).toMatch(/24,90\s€ aus Ihrem Guthaben erstattet/);

    const [entry] = await suite.context.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'dispute.decided'), eq(staffAuditLog.recordId, String(dispute.id))));
    expect(entry).toMatchObject({ reason: REASON, recordType: 'dispute' });
    expect(entry?.after).toMatchObject({ outcome: 'refund_partial', amount_cents: 2490 });

    const mine = body<Dispute[]>(await suite.api.get(`/disputes?order_number=${placed.order_number}`, customer.token)).data;
    expect(mine).toMatchObject([{ status: 'decided', outcome_text: 'Teilweise Erstattung', decided_cents: 2490, decision_reason: REASON }]);
  });

  it('refunds the amount claimed in full (cents as a number for partial amounts too) and lets a customer withdraw an open dispute', async () => {
    const { customer, refundId } = await refundCase();
    const dispute = body<Dispute>(
      await suite.api.post('/disputes', { refund_id: refundId, statement: STATEMENT, amount_claimed: 1800 }, customer.token),
    ).data;
    expect(dispute.claimed_cents).toBe(1800);
    await backdateDispute(dispute.id, 0);
    const before = (await balanceOf(suite.context.db, provider.id, 0)).balanceCents;
    const full = await admin('POST', `/admin/disputes/${dispute.id}/decision`, support, { outcome: 'refund_full', reason: REASON });
    expect(full.statusCode).toBe(200);
    expect(body<Dispute>(full).data.decided_cents).toBe(1800);
    expect((await balanceOf(suite.context.db, provider.id, 0)).balanceCents).toBe(before - 1800);

    const other = await refundCase();
    const open = body<Dispute>(
      await suite.api.post('/disputes', { refund_id: other.refundId, statement: STATEMENT }, other.customer.token),
    ).data;
    expect((await suite.api.post(`/disputes/${open.id}/withdraw`, {}, (await createCustomer(suite.context)).token)).statusCode).toBe(404);
    const withdrawn = await suite.api.post(`/disputes/${open.id}/withdraw`, {}, other.customer.token);
    expect(body<Dispute>(withdrawn).data.status).toBe('withdrawn');
    // A withdrawn dispute does not block a new one.
    expect((await suite.api.post('/disputes', { refund_id: other.refundId, statement: STATEMENT }, other.customer.token)).statusCode).toBe(
      201,
    );
    const partial = body<Dispute>(await suite.api.get(`/disputes?order_number=${other.placed.order_number}`, other.customer.token)).data;
    const current = (partial as unknown as Dispute[]).find((row) => row.status === 'open')!;
    await backdateDispute(current.id, 0);
    const cents = await admin('POST', `/admin/disputes/${current.id}/decision`, support, {
      outcome: 'refund_partial',
      amount: 1250,
      reason: REASON,
    });
    expect(body<Dispute>(cents).data.decided_cents).toBe(1250);
  });
});
