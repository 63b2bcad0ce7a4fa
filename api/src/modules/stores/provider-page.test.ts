import { eq, sql } from 'drizzle-orm';
import { formatInTimeZone } from 'date-fns-tz';
import { users } from '../../db/schema';
import { placeDemoPurchase } from '../../db/seed/review';
import { traderInfo } from '../onboarding/public';
import { providerRatingSummaries } from '../review/public';
import { successSchema } from '../../http/envelope';
import { providerPageSchema } from './schemas';
import { createTestProduct } from '../../../test/fixtures/checkout';
import { storesTestKit, type Envelope } from '../../../test/fixtures/stores';
import { bearer, createUserWithToken } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';

const suite = testSuite();
const kit = storesTestKit(() => suite.context);
const { provider } = kit;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are read field by field in the tests
const call = <T = any>(...args: Parameters<typeof kit.call>) => kit.call<T>(...args);
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

async function upload(token: string, kind: string) {
  const boundary = '----stores-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bild.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await suite.context.app.inject({
    method: 'POST',
    url: `/api/v2/providerStoreImage?kind=${kind}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
  });
  return { status: response.statusCode, body: response.json() as Envelope<{ id: number | null; key: string; image: string }> };
}

async function slugOf(token: string): Promise<string> {
  return (await call<{ slug: string }>('GET', '/api/v2/getProviderStoreInfo', token)).body.data.slug;
}

describe('store info and the public provider page', () => {
  it('saves description blocks, certificates, contents and flags and shows them on the page by position, disabled contents hidden', async () => {
    const owner = await provider('Tischlerei Holzwurm');
    const logo = await upload(owner.token, 'logo');
    expect(logo.status).toBe(200);
    const certificateImage = await upload(owner.token, 'certificate');
    const gallery1 = await upload(owner.token, 'gallery');
    const gallery2 = await upload(owner.token, 'gallery');
    expect(gallery1.body.data.id).toEqual(expect.any(Number));
    expect(gallery2.body.data.id).not.toBe(gallery1.body.data.id);
    const saved = await call('POST', '/api/v2/providerStoreUpdate', owner.token, {
      description: 'Möbel nach Maß seit 1982.',
      url: 'https://holzwurm.example',
      show_chat: 1,
      show_product: 0,
      description_contents: [
        { content_type: 'text', position: 2, contents: [{ content: 'Zweiter Block', position: 0 }] },
        {
          content_type: 'heading',
          position: 1,
          contents: [
            { content: 'B', position: 1 },
            { content: 'A', position: 0 },
          ],
        },
      ],
      certificates: [{ name: 'Meisterbetrieb', text: 'Handwerkskammer Berlin', image: certificateImage.body.data.key }],
      company_contents: [
        { title: 'Angebot Küche', text: 'Einbauküche', price: 4999, dicounted_price: 4499, is_external_url: 0, internal_url: '/shop' },
        { title: 'Versteckt', is_disabled: 1 },
      ],
    });
    expect(saved.status).toBe(200);
    const slug = await slugOf(owner.token);
    expect(slug).toBe('tischlerei-holzwurm');

    const page = await call('GET', `/api/providerPageData?slug=${slug}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      user_id: owner.id,
      company_name: 'Tischlerei Holzwurm',
      description: 'Möbel nach Maß seit 1982.',
      url: 'https://holzwurm.example',
      show_chat: 1,
      show_product: 0,
      show_gallery: 1,
      is_premium: false,
      count_by_rating: { rating_1: 0, rating_2: 0, rating_3: 0, rating_4: 0, rating_5: 0 },
      certificates: [{ name: 'Meisterbetrieb', text: 'Handwerkskammer Berlin' }],
      company_contents: [{ title: 'Angebot Küche', price: '4999.00', dicounted_price: '4499.00', button_url: '/shop', is_external_url: 0 }],
    });
    expect(page.body.data.company_logo).toContain('provider-pages/');
    expect(page.body.data.description_contents.map((block: { position: number }) => block.position)).toEqual([1, 2]);
    expect(page.body.data.description_contents[0].contents.map((entry: { content: string }) => entry.content)).toEqual(['A', 'B']);
    expect(page.body.data.company_images).toHaveLength(2);
    // written without the zod copy (`writtenAsBuilt`): the real answer passes the response schema unchanged
    expect(successSchema(providerPageSchema).parse(page.body)).toEqual(page.body);
  });

  it('refuses an image key that is not the provider’s own upload (422 on that field)', async () => {
    const owner = await provider('Fremdbild Test');
    const response = await call('POST', '/api/v2/providerStoreUpdate', owner.token, {
      certificates: [{ name: 'Zert', image: 'provider-pages/1/fremd.png' }],
    });
    expect(response.status).toBe(422);
    expect(response.body.errors?.['certificates.0.image']).toEqual(['Bitte laden Sie das Bild zuerst hoch.']);
  });

  it('hides the gallery when show_gallery is off and removes images only of the own gallery (another provider’s → 404)', async () => {
    const owner = await provider('Galerie Test');
    const other = await provider('Galerie Fremd');
    const image = await upload(owner.token, 'gallery');
    await call('POST', '/api/v2/providerStoreUpdate', owner.token, { show_gallery: 0 });
    const slug = await slugOf(owner.token);
    expect((await call('GET', `/api/providerPageData?slug=${slug}`)).body.data.company_images).toEqual([]);
    expect((await call('POST', '/api/v2/removeCompanyImages', other.token, { image_ids: [image.body.data.id] })).status).toBe(404);
    const removed = await call('POST', '/api/v2/removeCompanyImages', owner.token, { image_ids: [image.body.data.id] });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual([]);
  });

  it('providerInfoUpdate with show_profile 0 hides the page: 404 for visitors, preview only for the owner', async () => {
    const owner = await provider('Verborgen GmbH');
    const other = await provider('Neugierig GmbH');
    const slug = await slugOf(owner.token);
    const updated = await call('POST', '/api/v2/providerInfoUpdate', owner.token, {
      show_profile: 0,
      vat_number: 'de123456789',
      invoice_text_1: 'Zahlbar in 14 Tagen',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      show_profile: 0,
      vat_number: 'DE123456789',
      invoice_text_1: 'Zahlbar in 14 Tagen',
      company_name: 'Verborgen GmbH',
      city: 'Berlin',
    });
    expect((await call('GET', `/api/providerPageData?slug=${slug}`)).status).toBe(404);
    expect((await call('GET', `/api/providerPageData?slug=${slug}&is_preview=1`, other.token)).status).toBe(404);
    expect((await call('GET', `/api/providerPageData?slug=${slug}&is_preview=1`)).status).toBe(404);
    const preview = await call('GET', `/api/providerPageData?slug=${slug}&is_preview=1`, owner.token);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ is_preview: true, show_profile: 0 });
    const invalid = await call('POST', '/api/v2/providerInfoUpdate', owner.token, { vat_number: '123', zip_code: '1234' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors ?? {}).sort()).toEqual(['vat_number', 'zip_code']);
  });

  it('resolves the old name-<id> form to the same page with redirect set', async () => {
    const owner = await provider('Blumenladen Rose');
    const page = await call('GET', `/api/providerPageData?slug=blumenladen-rose-${owner.id}`);
    expect(page.body.data).toMatchObject({ slug: 'blumenladen-rose', redirect: true, user_id: owner.id });
  });

  it('answers providerBySlug, providerProfileInfo and industries over GraphQL', async () => {
    const owner = await provider('Graph Werkstatt');
    const slug = await slugOf(owner.token);
    // GraphQL answers are read loosely here; each test asserts the fields it needs.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    type GraphAnswer = { data?: any; errors?: { extensions?: { code?: string } }[] };
    const query = async (text: string, token?: string) =>
      (
        await suite.context.app.inject({ method: 'POST', url: '/graphql', headers: token ? bearer(token) : {}, payload: { query: text } })
      ).json() as GraphAnswer;
    const page = await query(
      `{ providerBySlug(slug: "${slug}") { user_id company_name count_by_rating { rating_5 } company_contents { title } } }`,
    );
    expect(page.data.providerBySlug).toMatchObject({
      user_id: owner.id,
      company_name: 'Graph Werkstatt',
      count_by_rating: { rating_5: 0 },
    });
    const preview = await query(`{ providerBySlug(slug: "${slug}", preview: true) { user_id } }`);
    expect(preview.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const info = await query('{ providerProfileInfo { user_id slug show_profile } }', owner.token);
    expect(info.data.providerProfileInfo).toEqual({ user_id: owner.id, slug, show_profile: 1 });
    const industries = await query('{ industries { id name sub_industries { id name parent_id } } }');
    expect(industries.data.industries.length).toBeGreaterThan(0);
    expect(
      industries.data.industries[0].sub_industries.every(
        (sub: { parent_id: number }) => sub.parent_id === industries.data.industries[0].id,
      ),
    ).toBe(true);
  });
});

describe('trader data and rating summary on the provider page', () => {
  it('shows the same trader data and rating summary the onboarding and review modules give for the provider', async () => {
    const owner = await provider('Angaben GmbH');
    await suite.context.db.execute(
      sql`update provider_onboarding set company_type_id = (select min(id) from company_types), house_number = null where provider_id = ${owner.id}`,
    );
    const products = [await createTestProduct(suite.context.db, owner.id), await createTestProduct(suite.context.db, owner.id)];
    for (const [index, rating] of [5, 2, 5].entries()) {
      const buyer = await createUserWithToken(suite.context, 'User');
      const product = products[index % 2]!;
      await placeDemoPurchase(suite.context.db, buyer.id, product.id);
      expect(
        (await call('POST', '/v2/sendProductReview2', buyer.token, { product_id: product.id, rating, review: `Bewertung ${index}` }))
          .status,
      ).toBe(200);
    }
    const page = (await call('GET', `/api/providerPageData?slug=${await slugOf(owner.token)}`)).body.data;
    const trader = await traderInfo(suite.context.db, owner.id);
    expect(trader?.legal_form).toEqual(expect.any(String));
    expect(page.trader).toEqual(trader);
    const summary = (await providerRatingSummaries(suite.context.db, [owner.id])).get(owner.id)!;
    expect(summary).toMatchObject({ avg_rating: 4, total_review: 3, count_by_rating: { rating_2: 1, rating_5: 2 } });
    expect({ avg_rating: page.avg_rating, total_review: page.total_review, count_by_rating: page.count_by_rating }).toEqual(summary);
    expect(successSchema(providerPageSchema).parse({ status: true, data: page })).toEqual({ status: true, data: page });
  });
});

describe('rating reports on the provider page', () => {
  it('stores a report once per user and review and e-mails the moderation mailbox', async () => {
    const owner = await provider('Bewertet GmbH');
    const product = await createTestProduct(suite.context.db, owner.id);
    const buyer = await createUserWithToken(suite.context, 'User');
    await placeDemoPurchase(suite.context.db, buyer.id, product.id);
    const review = await call('POST', '/v2/sendProductReview2', buyer.token, {
      product_id: product.id,
      rating: 2,
      review: 'Lieferung kam sehr spät an.',
    });
    const reporter = await createUserWithToken(suite.context, 'User');
    const first = await call('POST', '/api/sendProviderRatingReport', reporter.token, {
      rating_id: review.body.data.id,
      reason: 'offensive',
    });
    expect(first.status).toBe(200);
    expect(
      (await call('POST', '/api/sendProviderRatingReport', reporter.token, { rating_id: review.body.data.id, reason: 'spam' })).status,
    ).toBe(409);
    const mail = (
      await suite.context.app.inject({
        method: 'GET',
        url: `/dev/outbox?recipient=${encodeURIComponent(suite.context.config.moderationEmail)}`,
      })
    ).json() as { data: { subject: string }[] };
    expect(mail.data[0]?.subject).toContain(`Bewertung ${review.body.data.id}`);
    const slug = await slugOf(owner.token);
    expect((await call('GET', `/api/providerPageData?slug=${slug}`)).body.data).toMatchObject({
      total_review: 1,
      count_by_rating: { rating_2: 1 },
    });
  });
});

describe('appointments', () => {
  const berlinDate = (offsetDays: number) =>
    formatInTimeZone(new Date(Date.now() + offsetDays * 86_400_000), 'Europe/Berlin', 'yyyy-MM-dd');

  async function storeTakingAppointments(owner: { token: string }) {
    const created = await call<{ id: number }>('POST', '/api/save-store-location', owner.token, {
      title: 'Werkstatt',
      street: 'Invalidenstraße',
      street_number: '5',
      zipcode: '10115',
      city: 'Berlin',
    });
    const id = created.body.data.id;
    const week = [1, 2, 3, 4, 5, 6, 7].map((days) => ({
      days,
      from_time: '09:00',
      untill_time: '12:00',
      after_from_time: '14:00',
      after_untill_time: '18:00',
      status: 1,
    }));
    await call('POST', '/api/save-store-location-times', owner.token, { store_id: id, times: week });
    await call('POST', '/api/setStoreLocationAppointment', owner.token, { store_id: id, takes_appointments: 1, slot_minutes: 60 });
    return id;
  }

  it('takes a request inside the opening hours, confirms it with an e-mail linking the .ics, and refuses a second confirm', async () => {
    const owner = await provider('Termin Werkstatt');
    const storeId = await storeTakingAppointments(owner);
    const customer = await createUserWithToken(suite.context, 'User');
    const [email] = await suite.context.db.select({ email: users.email }).from(users).where(eq(users.id, customer.id));
    let date = berlinDate(10);
    const holidays = ['-12-25', '-12-26', '-01-01', '-10-03', '-05-01'];
    while (holidays.some((suffix) => date.endsWith(suffix))) date = berlinDate(11);
    const requested = await call('POST', '/api/provider_appointment', customer.token, {
      store_id: storeId,
      date,
      time: '10:00',
      message: 'Beratung Küche',
    });
    expect(requested.status).toBe(201);
    expect(requested.body.data).toMatchObject({ status: 'requested', date, time: '10:00', store: { id: storeId } });

    const other = await provider('Fremde Werkstatt');
    expect((await call('POST', '/api/provider_appointment/confirm', other.token, { id: requested.body.data.id })).status).toBe(404);
    expect((await call('POST', '/api/provider_appointment/confirm', customer.token, { id: requested.body.data.id })).status).toBe(403);
    const confirmed = await call('POST', '/api/provider_appointment/confirm', owner.token, { id: requested.body.data.id });
    expect(confirmed.body.data.status).toBe('confirmed');
    expect((await call('POST', '/api/provider_appointment/decline', owner.token, { id: requested.body.data.id })).status).toBe(409);

    const mail = (
      await suite.context.app.inject({ method: 'GET', url: `/dev/outbox?recipient=${encodeURIComponent(email!.email)}` })
    ).json() as {
      data: { subject: string; links: string[] }[];
    };
    expect(mail.data[0]?.subject).toContain('ist bestätigt');
    const link = new URL(mail.data[0]!.links[0]!);
    const ics = await suite.context.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VCALENDAR');
    expect(ics.body).toContain('Termin bei Termin Werkstatt');

    const taken = await call('POST', '/api/provider_appointment', (await createUserWithToken(suite.context, 'User')).token, {
      store_id: storeId,
      date,
      time: '10:30',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain('schon vergeben');
    const cancelled = await call('POST', '/api/provider_appointment/cancel', customer.token, { id: requested.body.data.id });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await call('GET', `${link.pathname}${link.search}`)).status).toBe(404);
  });

  it('refuses a time outside the shifts, a closed day and a store without appointments, on the field', async () => {
    const owner = await provider('Termin Grenzen');
    const storeId = await storeTakingAppointments(owner);
    const customer = await createUserWithToken(suite.context, 'User');
    const date = berlinDate(12);
    const lunch = await call('POST', '/api/provider_appointment', customer.token, { store_id: storeId, date, time: '11:30' });
    expect(lunch.status).toBe(422);
    expect(lunch.body.errors?.time?.[0]).toContain('09:00–12:00 und 14:00–18:00');
    await call('POST', '/api/setStoreHolidaysTimes', owner.token, { store_id: storeId, start_date: date, title: 'Betriebsferien' });
    const closed = await call('POST', '/api/provider_appointment', customer.token, { store_id: storeId, date, time: '10:00' });
    expect(closed.status).toBe(422);
    expect(closed.body.errors?.date).toEqual(['An diesem Tag ist der Standort geschlossen (Betriebsferien).']);
    const past = await call('POST', '/api/provider_appointment', customer.token, {
      store_id: storeId,
      date: berlinDate(-2),
      time: '10:00',
    });
    expect(past.status).toBe(422);
    expect(Object.keys(past.body.errors ?? {})).toEqual(['time']);
    await call('POST', '/api/setStoreLocationAppointment', owner.token, { store_id: storeId, takes_appointments: 0 });
    const off = await call('POST', '/api/provider_appointment', customer.token, { store_id: storeId, date: berlinDate(13), time: '10:00' });
    expect(off.body.errors?.store_id).toEqual(['Dieser Standort nimmt keine Terminanfragen an.']);
  });
});
