import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { inquiries, offers } from '../../db/schema';
import { bearer, createUserWithToken, json } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { caller, PDF, PNG, type TestUser } from '../../../test/fixtures/onboarding';
import { buyPackage } from '../../../test/fixtures/billing';
import { parseGermanDate, parseGermanNumber } from '../../lib/german-input';
import { ANSWER_MESSAGES } from './answers';
import { FILE_CONTENT_MESSAGE } from '../../http/multipart-files';
import { berlinEndOfDay, countdown, FILE_NOT_FOUND, LEAD_NOT_FOUND, NOT_SENT_MESSAGE, OFFER_NOT_FOUND } from './inquiry-service';

const suite = testSuite();
let owner: TestUser;
let second: TestUser;
let stranger: TestUser;
let customer: TestUser;
let otherCustomer: TestUser;
const { call, upload } = caller(() => suite.context);

/** A provider's active route: a single choice, a German number, a date and a file question. */
async function activeRoute(provider: TestUser, name: string) {
  const route = (
    await call<{ id: number }>(provider, 'POST', '/api/lead_routes', { name, world_category_id: 1, postal_code: '10115', radius: 40 })
  ).body.data;
  const ask = async (question: string, answer_type: string, is_required = true) =>
    (
      await call<{ id: number }>(provider, 'POST', '/api/lead_route_question', {
        lead_route_id: route.id,
        question,
        answer_type,
        is_required,
      })
    ).body.data.id;
  const kind = await ask('Welches Bad?', 'single');
  const options: number[] = [];
  for (const answer of ['Vollbad', 'Gäste-WC'])
    options.push(
      (await call<{ id: number }>(provider, 'POST', '/api/lead_route_answer', { lead_route_question_id: kind, answer })).body.data.id,
    );
  const area = await ask('Fläche in m²?', 'number');
  const start = await ask('Wunschtermin?', 'date');
  const photo = await ask('Foto vom Bad', 'file', false);
  expect((await call(provider, 'POST', '/api/changeLeadRouteStatus', { id: route.id, status: 'active' })).status).toBe(200);
  return { id: route.id, kind, options, area, start, photo };
}

beforeAll(async () => {
  owner = await createUserWithToken(suite.context, 'Company');
  second = await createUserWithToken(suite.context, 'Company');
  stranger = await createUserWithToken(suite.context, 'Company');
  customer = await createUserWithToken(suite.context, 'User');
  otherCustomer = await createUserWithToken(suite.context, 'User');
  // The owner and the second provider keep several routes active (more than the free base tier's one).
  await buyPackage(suite.context.app, owner.token, 'plus');
  await buyPackage(suite.context.app, second.token, 'plus');
});

describe('German input', () => {
  it('reads German numbers and TT.MM.JJJJ dates with leap years', () => {
    expect(parseGermanNumber('1.250,50')).toBe(1250.5);
    expect(parseGermanNumber('12,5')).toBe(12.5);
    expect(parseGermanNumber('1,2,3')).toBeNull();
    expect(parseGermanDate('29.02.2028')).toBe('2028-02-29');
    expect(parseGermanDate('29/02/2027')).toBeNull();
    expect(parseGermanDate('01-03-2027')).toBe('2027-03-01');
  });

  it('ends an inquiry at 23:59 Berlin time and counts down in days, hours and minutes', () => {
    const end = berlinEndOfDay(new Date('2026-07-01T10:00:00Z'), 14);
    expect(end.toISOString()).toBe('2026-07-15T21:59:59.000Z');
    const winter = berlinEndOfDay(new Date('2026-12-01T10:00:00Z'), 1);
    expect(winter.toISOString()).toBe('2026-12-02T22:59:59.000Z');
    expect(countdown(new Date('2026-07-03T12:30:00Z'), new Date('2026-07-01T10:00:00Z'))).toEqual({
      offer_expired_days: 2,
      offer_expired_hours: 2,
      offer_expired_minutes: 30,
      offer_expires_at: '2026-07-03T12:30:00.000Z',
    });
    expect(countdown(new Date('2026-07-01T09:00:00Z'), new Date('2026-07-01T10:00:00Z'))).toEqual({
      offer_expired_days: 0,
      offer_expired_hours: 0,
      offer_expired_minutes: 0,
      offer_expires_at: '2026-07-01T09:00:00.000Z',
    });
  });
});

describe('the journey from wizard to accepted offer', () => {
  it('uploads, submits, sends offers, lets the customer accept one and declines the other', async () => {
    const route = await activeRoute(owner, 'Badsanierung Mitte');
    await activeRoute(second, 'Bäder Berlin');

    const fake = await upload(customer, '/api/fileUploadForUploadAnswerType', {}, [
      { field: 'file', name: 'bad.pdf', content: Buffer.from('kein pdf') },
    ]);
    expect(fake.status).toBe(422);
    expect(fake.body.errors?.file).toEqual([FILE_CONTENT_MESSAGE]);
    const tooBig = await upload(customer, '/api/fileUploadForUploadAnswerType', {}, [
      { field: 'file', name: 'gross.png', content: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    expect(tooBig.status).toBe(413);
    const uploaded = await upload<{ file: string; file_name: string }>(customer, '/api/fileUploadForUploadAnswerType', {}, [
      { field: 'file', name: 'bad.png', content: PNG },
    ]);
    expect(uploaded.status).toBe(201);

    const wrong = await call(customer, 'POST', '/api/lead', {
      lead_route_id: route.id,
      answers: [
        { lead_route_question_id: route.kind, answer: 999 },
        { lead_route_question_id: route.area, answer: '12.5' },
        { lead_route_question_id: route.start, answer: '31.02.2027' },
        { lead_route_question_id: route.photo, answer: [uploaded.body.data.file] },
      ],
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      [`answers.${route.kind}`]: [ANSWER_MESSAGES.single],
      [`answers.${route.area}`]: [ANSWER_MESSAGES.number],
      [`answers.${route.start}`]: [ANSWER_MESSAGES.date],
    });

    const sent = await call<{ inquiry_id: number; provider_count: number; confirmation: { title: string } }>(
      customer,
      'POST',
      '/api/lead',
      {
        lead_route_id: route.id,
        provider_ids: [second.id],
        answers: [
          { lead_route_question_id: route.kind, answer: route.options[0] },
          { lead_route_question_id: route.area, answer: '1.012,5' },
          { lead_route_question_id: route.start, answer: '01.03.2027' },
          { lead_route_question_id: route.photo, answer: [uploaded.body.data.file] },
        ],
      },
    );
    expect(sent.status).toBe(201);
    expect(sent.body.data.provider_count).toBe(2);
    expect(sent.body.data.confirmation.title).toBe('Vielen Dank für Ihre Anfrage!');

    const counts = await suite.context.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: bearer(owner.token),
      payload: { query: '{ providerOfferCount { open_leads_count requested_leads_count } }' },
    });
    expect(json<{ data: { providerOfferCount: { open_leads_count: number } } }>(counts).data.providerOfferCount.open_leads_count).toBe(1);

    const open = await call<{ id: number; user: { name: string } }[]>(owner, 'GET', '/api/provider/leads?tab=open');
    expect(open.body.meta?.per_page).toBe(5);
    expect(open.body.meta?.total).toBe(open.body.data.length);
    // a page past the last lead is empty and still counts the tab's leads
    const beyond = await call<unknown[]>(owner, 'GET', '/api/provider/leads?tab=open&page=9');
    expect([beyond.body.data, beyond.body.meta?.total]).toEqual([[], open.body.meta?.total]);
    const leadId = open.body.data[0]!.id;
    const detail = await call<{ lead_answers: { question: string; answer: string }[]; files: { file: string }[] }>(
      owner,
      'GET',
      `/api/provider/lead/${leadId}`,
    );
    expect(detail.body.data.lead_answers).toEqual([
      { question: 'Welches Bad?', answer: 'Vollbad' },
      { question: 'Fläche in m²?', answer: '1.012,5' },
      { question: 'Wunschtermin?', answer: '01.03.2027' },
      { question: 'Foto vom Bad', answer: 'bad.png' },
    ]);
    const token = detail.body.data.files[0]!.file;
    const download = await call(owner, 'GET', `/api/v2/downloadInquiryFile?file=${token}`);
    expect(download.status).toBe(200);
    expect(download.raw.rawPayload.equals(PNG)).toBe(true);
    expect((await call(customer, 'GET', `/api/v2/downloadInquiryFile?file=${token}`)).status).toBe(200);
    for (const outsider of [stranger, otherCustomer]) {
      const refused = await call(outsider, 'GET', `/api/v2/downloadInquiryFile?file=${token}`);
      expect([refused.status, refused.body.message]).toEqual([404, FILE_NOT_FOUND]);
    }
    expect((await call(stranger, 'GET', `/api/provider/lead/${leadId}`)).body.message).toBe(LEAD_NOT_FOUND);

    const badOffer = await upload(
      owner,
      '/api/provider/offer',
      { lead_id: String(leadId), offer_name: '', offer_content: 'x', price1: '12.5' },
      [],
    );
    expect(badOffer.status).toBe(422);
    expect(badOffer.body.errors?.offer_name).toEqual(['Dieses Feld ist erforderlich.']);
    expect(badOffer.body.errors?.price1).toBeDefined();

    const offer = await upload<{ id: number; file: { file: string } }>(
      owner,
      '/api/provider/offer',
      {
        lead_id: String(leadId),
        offer_name: 'Komplettbad',
        offer_content: 'Fliesen, Sanitär, Montage',
        price1: '8.450,00',
        price_type: 'fixed',
        date_visit: '15.02.2027',
      },
      [{ field: 'file', name: 'angebot.pdf', content: PDF }],
    );
    expect(offer.status).toBe(201);
    const twice = await upload(
      owner,
      '/api/provider/offer',
      { lead_id: String(leadId), offer_name: 'Noch eins', offer_content: 'x', price1: '1' },
      [],
    );
    expect(twice.status).toBe(422);

    const secondLead = (await call<{ id: number }[]>(second, 'GET', '/api/provider/leads?tab=open')).body.data[0]!.id;
    const rival = await upload<{ id: number }>(
      second,
      '/api/provider/offer',
      { lead_id: String(secondLead), offer_name: 'Günstig', offer_content: 'Alles', price1: '7.000' },
      [],
    );
    expect(rival.status).toBe(201);
    expect((await call<unknown[]>(owner, 'GET', '/api/provider/leads?tab=requested')).body.data).toHaveLength(1);

    const customerOffers = await call<{ id: number; offer_status: string; price1_cents: number; provider: { id: number } }[]>(
      customer,
      'GET',
      '/api/customer/offers',
    );
    expect(customerOffers.body.data.map((row) => row.offer_status)).toEqual(['sent', 'sent']);
    expect(customerOffers.body.data.map((row) => row.price1_cents)).toEqual([700000, 845000]);
    const leadsList = await call<{ offer_expired_days: number; offer_count: number }[]>(customer, 'GET', '/api/customer/leads');
    expect(leadsList.body.data[0]).toMatchObject({ offer_expired_days: expect.any(Number), offer_count: 2 });
    expect(leadsList.body.data[0]!.offer_expired_days).toBeGreaterThanOrEqual(13);

    const customerView = await call<Record<string, unknown>>(customer, 'GET', `/api/offer/${offer.body.data.id}`);
    expect(customerView.body.data).toMatchObject({
      offer_name: 'Komplettbad',
      price1: 8450,
      price1_cents: 845000,
      price2_cents: null,
      date_visit: '2027-02-15',
    });
    expect(customerView.body.data.user).toBeUndefined();
    const providerView = await call<Record<string, unknown>>(owner, 'GET', `/api/offer/${offer.body.data.id}`);
    expect(providerView.body.data).toMatchObject({ lead_status: 'requested', user: { id: customer.id } });
    expect((await call(otherCustomer, 'GET', `/api/offer/${offer.body.data.id}`)).body.message).toBe(OFFER_NOT_FOUND);
    expect((await call(stranger, 'GET', `/api/offer/${offer.body.data.id}`)).status).toBe(404);
    const pdfDownload = await call(customer, 'GET', `/api/v2/downloadInquiryFile?file=${offer.body.data.file.file}`);
    expect(pdfDownload.raw.headers['content-type']).toBe('application/pdf');
    expect((await call(second, 'GET', `/api/v2/downloadInquiryFile?file=${offer.body.data.file.file}`)).status).toBe(404);

    expect(
      (await call(otherCustomer, 'POST', '/api/inquiry/customer/status', { status: 'accept', offer_id: offer.body.data.id })).status,
    ).toBe(404);
    const accepted = await call(customer, 'POST', '/api/inquiry/customer/status', { status: 'accept', offer_id: offer.body.data.id });
    expect(accepted.body).toMatchObject({ status: true, message: 'Sie haben das Angebot angenommen.' });
    const after = await call<{ id: number; offer_status: string }[]>(customer, 'GET', '/api/customer/offers');
    expect(Object.fromEntries(after.body.data.map((row) => [row.id, row.offer_status]))).toEqual({
      [offer.body.data.id]: 'accepted',
      [rival.body.data.id]: 'declined',
    });
    expect((await call<unknown[]>(owner, 'GET', '/api/provider/leads?tab=accepted')).body.data).toHaveLength(1);
    expect((await call<unknown[]>(second, 'GET', '/api/provider/leads?tab=rejected')).body.data).toHaveLength(1);
    const again = await call(customer, 'POST', '/api/inquiry/customer/status', { status: 'accept', offer_id: rival.body.data.id });
    expect(again.status).toBe(409);
    expect((await call(owner, 'DELETE', `/api/withdrawOffer/${offer.body.data.id}`)).body.message).toBe(NOT_SENT_MESSAGE);

    const mails = await suite.context.app.inject({
      method: 'GET',
      url: `/dev/outbox?recipient=${encodeURIComponent((await userEmail(owner.id)) ?? '')}`,
    });
    expect(JSON.stringify(mails.json())).toContain('Angebot angenommen');
  });

  it('shows the provider each offer of a lead with its price, and on acceptance e-mails the provider and confirms it to the customer (provider, price, next steps)', async () => {
    const buyer = await createUserWithToken(suite.context, 'User');
    const route = await activeRoute(owner, 'Bad mit Bestätigung');
    const sent = await call<{ inquiry_id: number }>(buyer, 'POST', '/api/lead', {
      lead_route_id: route.id,
      answers: [
        { lead_route_question_id: route.kind, answer: route.options[0] },
        { lead_route_question_id: route.area, answer: '9' },
        { lead_route_question_id: route.start, answer: '03.03.2027' },
      ],
    });
    expect(sent.status).toBe(201);
    const lead = (await call<{ id: number; title: string }[]>(owner, 'GET', '/api/provider/leads?tab=open&per_page=50')).body.data.find(
      (row) => row.title === 'Bad mit Bestätigung',
    )!.id;
    const offer = (
      await upload<{ id: number }>(
        owner,
        '/api/provider/offer',
        { lead_id: String(lead), offer_name: 'Bad komplett', offer_content: 'Alles neu', price1: '12.450,00', price_type: 'fixed' },
        [],
      )
    ).body.data;
    const detail = await call<{ offers: Record<string, unknown>[] }>(owner, 'GET', `/api/provider/lead/${lead}`);
    expect(detail.body.data.offers).toEqual([
      {
        id: offer.id,
        offer_status: 'sent',
        offer_name: 'Bad komplett',
        price1: 12450,
        price1_cents: 1245000,
        price2: null,
        price2_cents: null,
        price_type: 'fixed',
        created_at: expect.any(String),
      },
    ]);

    const accepted = await call(buyer, 'POST', '/api/inquiry/customer/status', { status: 'accept', offer_id: offer.id });
    expect(accepted.status).toBe(200);
    const toProvider = await suite.context.app.outbox.list({ recipient: (await userEmail(owner.id))! });
    expect(toProvider.map((mail) => mail.subject)).toContain('Angebot angenommen');
    const toCustomer = await suite.context.app.outbox.list({ recipient: (await userEmail(buyer.id))! });
    const confirmation = toCustomer.find((mail) => mail.subject?.startsWith('Bestätigung: Angebot von'));
    expect(confirmation).toBeDefined();
    expect(confirmation!.body).toContain('Sie haben das Angebot „Bad komplett“ zu Ihrer Anfrage „Bad mit Bestätigung“ angenommen.');
    expect(confirmation!.body).toMatch(/Preis: 12\.450,00\s€ \(Festpreis\)/);
    expect(confirmation!.body).toContain(`E-Mail: ${await userEmail(owner.id)}`);
    expect(confirmation!.body).toContain('So geht es weiter:');
    expect(confirmation!.body).toContain(`/leads/offers/${offer.id}`);
    expect(confirmation!.body).toContain(`/chat?with=${owner.id}`);
  });

  it('withdraws a sent offer and reopens the lead; others get 404', async () => {
    const route = await activeRoute(owner, 'Rückzug');
    const sent = await call<{ inquiry_id: number }>(customer, 'POST', '/api/lead', {
      lead_route_id: route.id,
      answers: [
        { lead_route_question_id: route.kind, answer: route.options[1] },
        { lead_route_question_id: route.area, answer: '8' },
        { lead_route_question_id: route.start, answer: '02.03.2027' },
      ],
    });
    expect(sent.status).toBe(201);
    const lead = (await call<{ id: number }[]>(owner, 'GET', '/api/provider/leads?tab=open')).body.data[0]!.id;
    const offer = (
      await upload<{ id: number }>(
        owner,
        '/api/provider/offer',
        { lead_id: String(lead), offer_name: 'A', offer_content: 'B', price1: '100' },
        [],
      )
    ).body.data;
    expect((await call(stranger, 'DELETE', `/api/withdrawOffer/${offer.id}`)).status).toBe(404);
    const withdrawn = await call<{ offer_status: string }>(owner, 'DELETE', `/api/withdrawOffer/${offer.id}`);
    expect(withdrawn.body.data.offer_status).toBe('withdrawn');
    expect((await call<{ id: number }[]>(owner, 'GET', '/api/provider/leads?tab=open')).body.data.map((row) => row.id)).toContain(lead);

    expect(
      (await call(otherCustomer, 'POST', '/api/inquiry/customer/status', { status: 'close', inquiry_id: sent.body.data.inquiry_id }))
        .status,
    ).toBe(404);
    const closed = await call(customer, 'POST', '/api/inquiry/customer/status', { status: 'close', inquiry_id: sent.body.data.inquiry_id });
    expect(closed.body.message).toBe('Ihre Anfrage wurde geschlossen.');
    const [row] = await suite.context.db.select().from(inquiries).where(eq(inquiries.id, sent.body.data.inquiry_id));
    expect(row?.status).toBe('closed');
    const late = await upload(
      owner,
      '/api/provider/offer',
      { lead_id: String(lead), offer_name: 'A', offer_content: 'B', price1: '100' },
      [],
    );
    expect(late.status).toBe(422);
  });

  it('sends a direct inquiry as multipart, dropping empty fields and refusing a disguised file beside its field', async () => {
    const refused = await upload(customer, '/api/v2/createInquiry', { provider_id: String(owner.id), message: 'Hallo', postal_code: '' }, [
      { field: 'files[]', name: 'plan.pdf', content: PNG },
    ]);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.['files.0']).toEqual([FILE_CONTENT_MESSAGE]);
    const created = await upload<{ inquiry_id: number }>(
      customer,
      '/api/v2/createInquiry',
      { provider_id: String(owner.id), message: 'Bitte um Rückruf', title: 'Rückruf' },
      [{ field: 'files[]', name: 'plan.pdf', content: PDF }],
    );
    expect(created.status).toBe(201);
    const mine = await call<{ files: { file: string }[] }>(customer, 'GET', `/api/customer/lead/${created.body.data.inquiry_id}`);
    expect(mine.body.data.files).toHaveLength(1);
    expect((await call(otherCustomer, 'GET', `/api/customer/lead/${created.body.data.inquiry_id}`)).status).toBe(404);
  });
});

async function userEmail(id: number) {
  const { users } = await import('../../db/schema');
  const [row] = await suite.context.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row?.email;
}

const onPostgres = process.env.MP_TEST_DRIVER === 'postgres' ? it : it.skip;

describe('two acceptances at once', () => {
  onPostgres('lets exactly one offer win', async () => {
    const a = await activeRoute(owner, 'Gleichzeitig A');
    await activeRoute(second, 'Gleichzeitig B');
    const sent = await call<{ inquiry_id: number }>(customer, 'POST', '/api/lead', {
      lead_route_id: a.id,
      provider_ids: [second.id],
      answers: [
        { lead_route_question_id: a.kind, answer: a.options[0] },
        { lead_route_question_id: a.area, answer: '5' },
        { lead_route_question_id: a.start, answer: '03.03.2027' },
      ],
    });
    const ids: number[] = [];
    for (const provider of [owner, second]) {
      const leadsOpen = await call<{ id: number; title: string }[]>(provider, 'GET', '/api/provider/leads?tab=open');
      const lead = leadsOpen.body.data.find((row) => row.title === 'Gleichzeitig A')!.id;
      ids.push(
        (
          await upload<{ id: number }>(
            provider,
            '/api/provider/offer',
            { lead_id: String(lead), offer_name: 'X', offer_content: 'Y', price1: '1' },
            [],
          )
        ).body.data.id,
      );
    }
    const results = await Promise.all(
      ids.map((id) => call(customer, 'POST', '/api/inquiry/customer/status', { status: 'accept', offer_id: id })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const rows = await suite.context.db.select().from(offers).where(eq(offers.inquiryId, sent.body.data.inquiry_id));
    expect(rows.map((row) => row.status).sort()).toEqual(['accepted', 'declined']);
  });
});

describe('online status on the offer detail', () => {
  it('reports the other side online while its chat heartbeat is alive and offline otherwise', async () => {
    const provider = await createUserWithToken(suite.context, 'Company');
    const buyer = await createUserWithToken(suite.context, 'User');
    const route = await activeRoute(provider, 'Online-Status');
    const sent = await call(buyer, 'POST', '/api/lead', {
      lead_route_id: route.id,
      answers: [
        { lead_route_question_id: route.kind, answer: route.options[0] },
        { lead_route_question_id: route.area, answer: '9' },
        { lead_route_question_id: route.start, answer: '04.03.2027' },
      ],
    });
    expect(sent.status).toBe(201);
    const lead = (await call<{ id: number; title: string }[]>(provider, 'GET', '/api/provider/leads?tab=open')).body.data.find(
      (row) => row.title === 'Online-Status',
    )!.id;
    const offer = (
      await upload<{ id: number; user: { online_status: boolean } }>(
        provider,
        '/api/provider/offer',
        { lead_id: String(lead), offer_name: 'Status', offer_content: 'Z', price1: '10' },
        [],
      )
    ).body.data;
    type Detail = { provider: { online_status: boolean }; user?: { online_status: boolean } };
    const providerOnline = async () => (await call<Detail>(buyer, 'GET', `/api/offer/${offer.id}`)).body.data.provider.online_status;
    const buyerOnline = async () => (await call<Detail>(provider, 'GET', `/api/offer/${offer.id}`)).body.data.user?.online_status;
    expect(offer.user.online_status).toBe(false);
    expect(await providerOnline()).toBe(false);
    expect(await buyerOnline()).toBe(false);

    // The provider opens the chat socket and beats: from now on the customer sees the provider online.
    await suite.context.app.listen({ port: 0, host: '127.0.0.1' });
    const address = suite.context.app.server.address() as AddressInfo;
    const ticket = (await call<{ ticket: string }>(provider, 'GET', '/getChatAddress')).body.data.ticket;
    const socket = new WebSocket(`ws://127.0.0.1:${address.port}/chat/ws?ticket=${encodeURIComponent(ticket)}`);
    const pong = new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        if ((JSON.parse(data.toString()) as { type: string }).type === 'pong') resolve();
      });
      socket.once('error', reject);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'ping' }));
    await pong;
    expect(await providerOnline()).toBe(true);
    // The customer never beat: still offline for the provider.
    expect(await buyerOnline()).toBe(false);
    socket.close();
  });
});
