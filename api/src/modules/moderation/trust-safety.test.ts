import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { moderationComplaints, moderationReports, outboxMessages, productReviews, staffAuditLog, users } from '../../db/schema';
import { body, createCustomer, createProduct, createShippingMethod } from '../../../test/fixtures/checkout';
import { storesTestKit } from '../../../test/fixtures/stores';
import { staffWithSession } from '../../../test/fixtures/staff';
import { bearer, createUserWithToken } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { moderationQueues, providerSuspensions } from './public';

/**
 * Trust & safety in the back office (issue 38): the notice queue with staff decisions in the audit log, reported
 * conversations, provider suspensions (Art. 17 DSA), internal complaints (Art. 20 DSA) and transparency figures.
 */

const suite = testSuite({ config: { moderationEmail: 'moderation@betreiber.example' } });
const kit = storesTestKit(() => suite.context);
type Member = { id: number; token: string; email: string };
let first: Member;
let second: Member;
let support: Member;
let finance: Member;

beforeAll(async () => {
  first = await staffWithSession(suite.context.db, ['trust_safety']);
  second = await staffWithSession(suite.context.db, ['trust_safety']);
  support = await staffWithSession(suite.context.db, ['support']);
  finance = await staffWithSession(suite.context.db, ['finance']);
});

async function as<T = Record<string, unknown>>(member: { token: string } | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await suite.context.app.inject({
    method,
    url,
    headers: member ? bearer(member.token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  const json = response.headers['content-type']?.toString().includes('json') ? response.json() : {};
  return {
    status: response.statusCode,
    body: json as { data: T; message: string; meta?: { total: number }; errors?: Record<string, string[]> },
    raw: response,
  };
}

function address(): string {
  return `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
}

async function mails(recipient: string) {
  return suite.context.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient.toLowerCase()))
    .orderBy(outboxMessages.id);
}

async function emailOf(userId: number): Promise<string> {
  const [user] = await suite.context.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user!.email;
}

async function listedProduct(provider: { id: number }, name: string) {
  const method = await createShippingMethod(suite.context.db, provider.id, { name: 'DHL Paket', priceCents: 490 });
  return createProduct(suite.context.db, { providerId: provider.id, name, priceCents: 2490, qty: 10, methodIds: [method] });
}

/** A notice about a product, reported by a signed-in customer (so the reporter can complain from the account too). */
async function noticeAbout(productId: number, reporter?: { token: string }) {
  const response = await suite.context.app.inject({
    method: 'POST',
    url: '/moderation/reports',
    remoteAddress: address(),
    headers: reporter ? bearer(reporter.token) : {},
    payload: {
      target_type: 'product',
      target_id: productId,
      category: 'intellectual_property',
      explanation: 'Das Produkt ist eine Fälschung einer geschützten Marke, siehe Logo auf dem dritten Bild.',
      reporter_name: 'Rita Rechte',
      reporter_email: `rechte-${randomBytes(3).toString('hex')}@example.com`,
      good_faith: true,
    },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { data: { id: number } }).data.id;
}

const REASON = 'Das Logo auf dem Produktbild ist die eingetragene Marke eines Dritten; eine Lizenz wurde nicht nachgewiesen.';

async function decide(member: Member, id: number, payload: Record<string, unknown>) {
  return as<Record<string, unknown>>(member, 'POST', `/admin/notices/${id}/decision`, payload);
}

const removal = { outcome: 'action_taken', action: 'content_removed', ground: 'illegal', ground_detail: 'trademark', reason: REASON };

function tokenFrom(text: string): string {
  const match = /beschwerde\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error('Kein Beschwerdelink in der E-Mail.');
  return match[1]!;
}

async function auditActions(recordType: string, recordId: number) {
  return suite.context.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.recordType, recordType), eq(staffAuditLog.recordId, String(recordId))))
    .orderBy(staffAuditLog.seq);
}

describe('notice queue in the back office', () => {
  it('review and decision are made by the signed-in member and each writes an audit entry with before, after and the reason', async () => {
    const provider = await kit.provider('Markenware Zweifel');
    const product = await listedProduct(provider, 'Sneaker Markenlogo');
    const id = await noticeAbout(product.productId);

    const listed = await as<{ id: number; overdue: boolean; deadline_at: string; source: string }[]>(
      first,
      'GET',
      '/admin/notices?status=open&per_page=100',
    );
    const item = listed.body.data.find((entry) => entry.id === id);
    expect(item).toMatchObject({ source: 'notice', overdue: false });
    // intellectual property: seven days
    expect(Date.parse(item!.deadline_at) - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000);

    expect((await as(first, 'POST', `/admin/notices/${id}/review`, {})).status).toBe(200);
    const decided = await decide(first, id, removal);
    expect(decided.status).toBe(200);
    expect(decided.body.data).toMatchObject({ status: 'action_taken', decided_by: { id: first.id } });

    const entries = await auditActions('moderation_case', id);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['moderation.reviewed', first.id],
      ['moderation.decided', first.id],
    ]);
    expect(entries[1]).toMatchObject({
      before: { status: 'in_review' },
      after: expect.objectContaining({ status: 'action_taken', action: 'content_removed', ground: 'illegal', ground_detail: 'trademark' }),
      reason: REASON,
    });

    const again = await decide(second, id, { outcome: 'no_action', reason: REASON });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Über diese Meldung wurde bereits entschieden.');
    expect((await as(second, 'POST', `/admin/notices/${id}/review`, {})).status).toBe(409);
    expect(await auditActions('moderation_case', id)).toHaveLength(2);
  });

  it('refuses an action that does not fit the content or a ground detail of the other ground (422)', async () => {
    const provider = await kit.provider('Passt Nicht GmbH');
    const product = await listedProduct(provider, 'Unpassender Artikel');
    const id = await noticeAbout(product.productId);
    expect((await decide(first, id, { ...removal, action: 'account_suspended' })).status).toBe(422);
    expect((await decide(first, id, { ...removal, ground_detail: 'terms_spam' })).status).toBe(422);
    expect((await decide(first, id, { ...removal, reason: 'zu kurz' })).status).toBe(422);
  });

  it('finance gets 403 and nothing changes; support sees and decides reported conversations only', async () => {
    const provider = await kit.provider('Rollen Test GmbH');
    const product = await listedProduct(provider, 'Rollenartikel');
    const id = await noticeAbout(product.productId);
    expect((await as(finance, 'GET', '/admin/notices')).status).toBe(403);
    const refused = await decide(finance, id, removal);
    expect(refused.status).toBe(403);
    expect((await as(support, 'GET', `/admin/notices/${id}`)).status).toBe(403);
    expect((await decide(support, id, removal)).status).toBe(403);
    const [row] = await suite.context.db
      .select({ status: moderationReports.status })
      .from(moderationReports)
      .where(eq(moderationReports.id, id));
    expect(row?.status).toBe('received');
    const supportList = await as<{ source: string }[]>(support, 'GET', '/admin/notices?source=notice&per_page=100');
    expect(supportList.status).toBe(200);
    expect(supportList.body.data.every((entry) => entry.source === 'chat_report')).toBe(true);
    expect((await as(finance, 'GET', '/admin/complaints')).status).toBe(403);
    expect((await as(support, 'GET', '/admin/transparency?date_from=2026-01-01&date_to=2026-12-31')).status).toBe(403);
    expect(
      (
        await as(support, 'POST', `/admin/providers/${provider.id}/suspend`, {
          ground: 'terms',
          ground_detail: 'terms_other',
          reason: REASON,
        })
      ).status,
    ).toBe(403);
  });

  it('a conversation reported in the chat lands in the queue with its last messages; support decides it', async () => {
    const customer = await createUserWithToken(suite.context, 'User');
    const provider = await createUserWithToken(suite.context, 'Company');
    const sent = await as<{ conversation_id: number }>(customer, 'POST', '/sendMessage', {
      receiver_id: provider.id,
      message: 'Guten Tag, ist der Tisch noch da?',
    });
    expect(sent.status).toBe(201);
    const conversationId = sent.body.data.conversation_id;
    expect(
      (await as(provider, 'POST', '/sendMessage', { conversation_id: conversationId, message: 'Verschwinde, du Idiot.' })).status,
    ).toBe(201);
    expect(
      (await as(customer, 'POST', '/chat/report', { conversation_id: conversationId, reason: 'Beleidigung durch den Anbieter' })).status,
    ).toBe(200);

    const before = await moderationQueues(suite.context.db);
    expect(before.chatReports.count).toBeGreaterThanOrEqual(1);

    const list = await as<{ id: number; source: string; target_type: string; target_id: number }[]>(
      support,
      'GET',
      '/admin/notices?status=open&per_page=100',
    );
    const item = list.body.data.find((entry) => entry.target_type === 'conversation' && entry.target_id === conversationId);
    expect(item).toMatchObject({ source: 'chat_report' });
    const detail = await as<{
      chat: { conversation_id: number; messages: { text: string }[] };
      explanation: string;
      reporter: { user_id: number };
      affected_user: { id: number };
    }>(support, 'GET', `/admin/notices/${item!.id}`);
    expect(detail.body.data.chat.conversation_id).toBe(conversationId);
    expect(detail.body.data.chat.messages.map((message) => message.text)).toEqual([
      'Guten Tag, ist der Tisch noch da?',
      'Verschwinde, du Idiot.',
    ]);
    expect(detail.body.data).toMatchObject({
      explanation: 'Beleidigung durch den Anbieter',
      reporter: { user_id: customer.id },
      affected_user: { id: provider.id },
    });

    const decided = await decide(support as Member, item!.id, {
      outcome: 'action_taken',
      action: 'content_disabled',
      ground: 'terms',
      ground_detail: 'terms_harassment',
      reason: 'Die Nachricht beleidigt die Kundin; Beleidigungen sind nach unseren AGB verboten.',
    });
    expect(decided.status).toBe(200);
    const statement = (await mails(await emailOf(provider.id))).find((mail) => mail.subject?.startsWith('Begründung unserer Entscheidung'));
    expect(statement?.body).toContain('AGB: Belästigung');
  });
});

describe('provider suspension (Art. 17 DSA)', () => {
  it('hides products, the provider page and search entry, keeps placed orders on the provider board, e-mails the statement with the complaint link; reinstating restores', async () => {
    const provider = await kit.provider('Sperrbar Handel GmbH');
    const lamp = await listedProduct(provider, 'Sperrlampe Messing');
    const slug = body<{ slug: string }>(await suite.api.get('/api/v2/getProviderStoreInfo', provider.token)).data.slug;
    const customer = await createCustomer(suite.context);
    const added = await suite.api.post('/cart/add', { variant_id: lamp.variantId, qty: 1 }, customer.token);
    const placed = await suite.api.post(
      '/orderPlace',
      { cart_key: body<{ cart_key: string }>(added).data.cart_key, accept_terms: 1 },
      customer.token,
    );
    expect(placed.statusCode).toBe(201);

    const suspended = await as<{ case_id: number; case_number: string; suspended_since: string }>(
      first,
      'POST',
      `/admin/providers/${provider.id}/suspend`,
      {
        ground: 'terms',
        ground_detail: 'terms_prohibited_products',
        reason: 'Der Anbieter verkauft wiederholt Produkte, die nach unseren AGB verboten sind (drei Meldungen im November).',
      },
    );
    expect(suspended.status).toBe(200);
    expect(suspended.body.data.case_number).toMatch(/^M-\d{4}-\d{6}$/);

    expect((await suite.api.get(`/shop/productBySlug/${lamp.slug}`)).statusCode).toBe(404);
    const search = body<{ data: { name: string }[] }>(await suite.api.get('/api/search?keyword=Sperrlampe')).data;
    expect(search.data.map((card) => card.name)).not.toContain('Sperrlampe Messing');
    expect((await suite.api.get(`/api/providerPageData?slug=${slug}`)).statusCode).toBe(404);
    // orders already placed stay on the provider's board (it fulfils them); nothing new can be ordered
    const board = await suite.api.get('/api/shop/provider-orders', provider.token);
    expect(board.statusCode).toBe(200);
    expect(JSON.stringify(board.json())).toContain('Sperrlampe Messing');
    const again = await suite.api.post('/cart/add', { variant_id: lamp.variantId, qty: 1 }, customer.token);
    expect(again.statusCode).toBeGreaterThanOrEqual(400);

    const statement = (await mails(await emailOf(provider.id))).find((mail) => mail.subject?.startsWith('Sperrung Ihres Anbieterkontos'));
    expect(statement?.body).toContain('Art. 17');
    expect(statement?.body).toContain('AGB: verbotene Produkte');
    expect(statement?.body).toContain('/account/beschwerde?token=');
    expect((await providerSuspensions(suite.context.db, [provider.id])).get(provider.id)?.caseId).toBe(suspended.body.data.case_id);

    const twice = await as(first, 'POST', `/admin/providers/${provider.id}/suspend`, {
      ground: 'terms',
      ground_detail: 'terms_other',
      reason: REASON,
    });
    expect(twice.status).toBe(409);
    expect((await auditActions('provider', provider.id)).map((entry) => entry.action)).toEqual(['moderation.provider_suspended']);

    const lifted = await as(second, 'POST', `/admin/providers/${provider.id}/reinstate`, {
      reason: 'Der Anbieter hat die verbotenen Produkte dauerhaft entfernt.',
    });
    expect(lifted.status).toBe(200);
    expect((await suite.api.get(`/shop/productBySlug/${lamp.slug}`)).statusCode).toBe(200);
    expect((await suite.api.get(`/api/providerPageData?slug=${slug}`)).statusCode).toBe(200);
    expect((await providerSuspensions(suite.context.db, [provider.id])).size).toBe(0);
    expect(
      (await as(second, 'POST', `/admin/providers/${provider.id}/reinstate`, { reason: 'Noch einmal aufheben, sollte scheitern.' })).status,
    ).toBe(409);
    expect((await auditActions('provider', provider.id)).map((entry) => [entry.action, entry.actorId])).toEqual([
      ['moderation.provider_suspended', first.id],
      ['moderation.provider_reinstated', second.id],
    ]);
    expect(
      (await as(first, 'POST', '/admin/providers/2000000000/suspend', { ground: 'terms', ground_detail: 'terms_other', reason: REASON }))
        .status,
    ).toBe(404);
  });
});

describe('internal complaints (Art. 20 DSA)', () => {
  it('the affected provider complains through the e-mail link; the first decider may not decide it; reversed puts the product back on sale', async () => {
    const provider = await kit.provider('Beschwerde Handel GmbH');
    const product = await listedProduct(provider, 'Beschwerdeschuh Leder');
    const id = await noticeAbout(product.productId);
    await decide(first, id, removal);
    expect((await suite.api.get(`/shop/productBySlug/${product.slug}`)).statusCode).toBe(404);
    const statement = (await mails(await emailOf(provider.id))).find((mail) => mail.subject?.startsWith('Begründung unserer Entscheidung'));
    const token = tokenFrom(statement!.body);

    const info = await as<{ can_complain: boolean; case_number: string }>(null, 'GET', `/moderation/complaints/link?token=${token}`);
    expect(info.status).toBe(200);
    expect(info.body.data.can_complain).toBe(true);
    expect((await as(null, 'GET', '/moderation/complaints/link?token=falsch')).status).toBe(404);

    const filed = await as<{ id: number; role: string }>(null, 'POST', '/moderation/complaints/link', {
      token,
      text: 'Das Logo ist unser eigenes, eingetragen beim DPMA unter der Nummer 30 2020 123 456.',
    });
    expect(filed.status).toBe(201);
    expect(filed.body.data.role).toBe('affected');
    const twice = await as(null, 'POST', '/moderation/complaints/link', { token, text: 'Noch einmal dieselbe Beschwerde, bitte prüfen.' });
    expect(twice.status).toBe(422);

    const complaintId = filed.body.data.id;
    const listed = await as<{ id: number; first_decided_by: { id: number } }[]>(first, 'GET', '/admin/complaints?status=open&per_page=100');
    expect(listed.body.data.find((entry) => entry.id === complaintId)?.first_decided_by.id).toBe(first.id);
    expect((await moderationQueues(suite.context.db)).complaints.count).toBeGreaterThanOrEqual(1);

    const samePerson = await as(first, 'POST', `/admin/complaints/${complaintId}/decision`, {
      outcome: 'reversed',
      reason: 'Ich hebe meine eigene Entscheidung auf.',
    });
    expect(samePerson.status).toBe(403);
    expect(samePerson.body.message).toBe('Über eine Beschwerde entscheidet eine andere Person als die, die zuerst entschieden hat.');

    const reversed = await as<{ outcome: string; decided_by: { id: number } }>(
      second,
      'POST',
      `/admin/complaints/${complaintId}/decision`,
      {
        outcome: 'reversed',
        reason: 'Die Markeneintragung des Anbieters ist im DPMA-Register nachgewiesen.',
      },
    );
    expect(reversed.status).toBe(200);
    expect(reversed.body.data).toMatchObject({ outcome: 'reversed', decided_by: { id: second.id } });
    expect((await suite.api.get(`/shop/productBySlug/${product.slug}`)).statusCode).toBe(200);
    const outcome = (await mails(await emailOf(provider.id))).find((mail) => mail.subject?.startsWith('Ergebnis Ihrer Beschwerde'));
    expect(outcome?.body).toContain('heben die ursprüngliche Entscheidung auf');
    expect(
      (
        await as(second, 'POST', `/admin/complaints/${complaintId}/decision`, {
          outcome: 'upheld',
          reason: 'Doch bestätigt, zweiter Versuch.',
        })
      ).status,
    ).toBe(409);
    const [entry] = await auditActions('moderation_complaint', complaintId);
    expect(entry).toMatchObject({
      action: 'moderation.complaint_decided',
      actorId: second.id,
      after: expect.objectContaining({ outcome: 'reversed' }),
    });
  });

  it('a reversed complaint shows a hidden review again and lifts a suspension', async () => {
    const provider = await kit.provider('Rücknahme GmbH');
    const product = await listedProduct(provider, 'Rücknahmeartikel');
    const author = await createUserWithToken(suite.context, 'User');
    const [review] = await suite.context.db
      .insert(productReviews)
      .values({ productId: product.productId, userId: author.id, rating: 2, review: 'Kritische, aber sachliche Bewertung des Artikels.' })
      .returning();
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/moderation/reports',
      remoteAddress: address(),
      payload: {
        target_type: 'review',
        target_id: review!.id,
        category: 'illegal_hate_speech',
        explanation: 'Die Bewertung beleidigt uns als Anbieter und ist unwahr, bitte entfernen.',
        reporter_name: 'Anbieter',
        reporter_email: 'anbieter-melder@example.com',
        good_faith: true,
      },
    });
    const reviewCase = (response.json() as { data: { id: number } }).data.id;
    await decide(first, reviewCase, {
      outcome: 'action_taken',
      action: 'content_disabled',
      ground: 'terms',
      ground_detail: 'terms_other',
      reason: REASON,
    });
    const hidden = await suite.context.db
      .select({ status: productReviews.status })
      .from(productReviews)
      .where(eq(productReviews.id, review!.id));
    expect(hidden[0]?.status).toBe('hidden');
    const filed = await as<{ id: number }>(author, 'POST', '/moderation/complaints', {
      case_id: reviewCase,
      text: 'Meine Bewertung ist sachlich und beleidigt niemanden.',
    });
    expect(filed.status).toBe(201);
    expect(
      (
        await as(second, 'POST', `/admin/complaints/${filed.body.data.id}/decision`, {
          outcome: 'reversed',
          reason: 'Die Bewertung ist eine zulässige Meinungsäußerung.',
        })
      ).status,
    ).toBe(200);
    const shown = await suite.context.db
      .select({ status: productReviews.status })
      .from(productReviews)
      .where(eq(productReviews.id, review!.id));
    expect(shown[0]?.status).toBe('published');

    const suspension = await as<{ case_id: number }>(first, 'POST', `/admin/providers/${provider.id}/suspend`, {
      ground: 'illegal',
      ground_detail: 'fraud',
      reason: 'Mehrere Kunden haben bezahlt und keine Ware erhalten; der Anbieter antwortet nicht.',
    });
    const complaint = await as<{ id: number }>(provider, 'POST', '/moderation/complaints', {
      case_id: suspension.body.data.case_id,
      text: 'Die Lieferungen waren wegen eines Lagerschadens verzögert, alle sind inzwischen versandt.',
    });
    expect(complaint.status).toBe(201);
    const upheldBy = await as(second, 'POST', `/admin/complaints/${complaint.body.data.id}/decision`, {
      outcome: 'reversed',
      reason: 'Versandnachweise für alle Bestellungen liegen vor.',
    });
    expect(upheldBy.status).toBe(200);
    expect((await providerSuspensions(suite.context.db, [provider.id])).size).toBe(0);
    expect((await suite.api.get(`/shop/productBySlug/${product.slug}`)).statusCode).toBe(200);
  });

  it('only the concerned may complain, once, and only for six months; the reporter gets the link too', async () => {
    const provider = await kit.provider('Sechs Monate GmbH');
    const product = await listedProduct(provider, 'Fristartikel');
    const reporter = await createUserWithToken(suite.context, 'User');
    const stranger = await createUserWithToken(suite.context, 'User');
    const id = await noticeAbout(product.productId, reporter);
    await decide(first, id, { outcome: 'no_action', reason: 'Das Logo ist lizenziert; der Lizenzvertrag liegt uns vor.' });

    const [row] = await suite.context.db
      .select({ email: moderationReports.reporterEmail })
      .from(moderationReports)
      .where(eq(moderationReports.id, id));
    const reporterMail = (await mails(row!.email!)).find((mail) => mail.subject?.startsWith('Entscheidung zu Ihrer Meldung'));
    expect(reporterMail?.body).toContain('/account/beschwerde?token=');

    const mine = await as<{ case_id: number; role: string; can_complain: boolean }[]>(reporter, 'GET', '/moderation/my-decisions');
    expect(mine.body.data.find((entry) => entry.case_id === id)).toMatchObject({ role: 'reporter', can_complain: true });
    // the provider was not restricted: nothing to complain about
    expect(
      (await as(provider, 'POST', '/moderation/complaints', { case_id: id, text: 'Ich möchte mich auch beschweren, bitte.' })).status,
    ).toBe(422);
    expect(
      (await as(stranger, 'POST', '/moderation/complaints', { case_id: id, text: 'Ich habe damit nichts zu tun, beschwere mich aber.' }))
        .status,
    ).toBe(422);

    // six months and a day later the complaint is refused
    const decidedAt = new Date();
    decidedAt.setMonth(decidedAt.getMonth() - 6);
    decidedAt.setDate(decidedAt.getDate() - 1);
    await suite.context.db.update(moderationReports).set({ decidedAt }).where(eq(moderationReports.id, id));
    const late = await as(reporter, 'POST', '/moderation/complaints', {
      case_id: id,
      text: 'Das Logo ist nicht lizenziert, bitte erneut prüfen.',
    });
    expect(late.status).toBe(422);
    expect(late.body.errors?.case_id).toEqual(['Die Frist für eine Beschwerde (sechs Monate ab der Entscheidung) ist abgelaufen.']);

    // within the period the reporter's successful complaint reopens the case for a new decision
    await suite.context.db.update(moderationReports).set({ decidedAt: new Date() }).where(eq(moderationReports.id, id));
    const filed = await as<{ id: number }>(reporter, 'POST', '/moderation/complaints', {
      case_id: id,
      text: 'Das Logo ist nicht lizenziert, bitte erneut prüfen.',
    });
    expect(filed.status).toBe(201);
    expect(
      (
        await as(second, 'POST', `/admin/complaints/${filed.body.data.id}/decision`, {
          outcome: 'reversed',
          reason: 'Der vorgelegte Lizenzvertrag deckt dieses Produkt nicht ab.',
        })
      ).status,
    ).toBe(200);
    const [reopened] = await suite.context.db
      .select({ status: moderationReports.status })
      .from(moderationReports)
      .where(eq(moderationReports.id, id));
    expect(reopened?.status).toBe('in_review');
    const [complaint] = await suite.context.db.select().from(moderationComplaints).where(eq(moderationComplaints.id, filed.body.data.id));
    expect(complaint?.outcome).toBe('reversed');
  });
});

describe('transparency figures (Art. 15/24 DSA)', () => {
  it('counts notices, actions by type and ground, no-action decisions, own-initiative actions and complaints of the period from stored data, and counts new decisions at once though the figures asked before are kept', async () => {
    // The period is a calendar day in Europe/Berlin, as the service reads it (shortly before midnight UTC it is already tomorrow there).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    const figures = async () =>
      (
        await as<
          Record<string, unknown> & {
            complaints: Record<string, number>;
            actions_by_type_and_ground: { action: string; ground: string; count: number }[];
            notices_by_category: { category: string; count: number }[];
          }
        >(first, 'GET', `/admin/transparency?date_from=${today}&date_to=${today}`)
      ).body.data;
    const before = await figures();
    const provider = await kit.provider('Transparenz GmbH');
    const product = await listedProduct(provider, 'Zählartikel');
    const a = await noticeAbout(product.productId);
    const b = await noticeAbout(product.productId);
    await decide(first, a, removal);
    await decide(first, b, { outcome: 'no_action', reason: 'Kein Verstoß festgestellt, das Logo ist lizenziert.' });
    const other = await kit.provider('Transparenz Zwei GmbH');
    await as(first, 'POST', `/admin/providers/${other.id}/suspend`, {
      ground: 'terms',
      ground_detail: 'terms_spam',
      reason: 'Der Anbieter verschickt massenhaft Werbung über den Chat an Kunden.',
    });

    const after = await figures();
    expect(await figures()).toEqual(after);
    expect((after.notices_total as number) - (before.notices_total as number)).toBe(2);
    const count = (data: typeof after, action: string, ground: string) =>
      data.actions_by_type_and_ground.find((row) => row.action === action && row.ground === ground)?.count ?? 0;
    expect(count(after, 'content_removed', 'illegal') - count(before, 'content_removed', 'illegal')).toBe(1);
    expect(count(after, 'account_suspended', 'terms') - count(before, 'account_suspended', 'terms')).toBe(1);
    expect((after.decisions_no_action as number) - (before.decisions_no_action as number)).toBe(1);
    expect((after.own_initiative_actions as number) - (before.own_initiative_actions as number)).toBe(1);
    const ip = (data: typeof after) => data.notices_by_category.find((row) => row.category === 'intellectual_property')?.count ?? 0;
    expect(ip(after) - ip(before)).toBe(2);
    expect(typeof after.median_hours_to_decision).toBe('number');

    const csv = await as(first, 'GET', `/admin/transparency.csv?date_from=${today}&date_to=${today}`);
    expect(csv.raw.headers['content-type']).toContain('text/csv');
    expect(csv.raw.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.raw.body).toContain('Meldungen;insgesamt;');
    expect(csv.raw.body).toContain('\r\n');
    expect((await as(first, 'GET', '/admin/transparency?date_from=2026-12-31&date_to=2026-01-01')).status).toBe(422);
  });
});
