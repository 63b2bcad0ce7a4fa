import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { banks, contentTexts, pageBanners } from '../../db/schema';
import { testSuite } from '../../../test/fixtures/suite';

interface GraphQLResponse<T> {
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; errors?: Record<string, string[]> } }[];
}

const suite = testSuite();
let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  ({ app, db } = suite.context);
});

async function query<T>(source: string, variables: Record<string, unknown> = {}): Promise<{ status: number; body: GraphQLResponse<T> }> {
  const response = await app.inject({ method: 'POST', url: '/graphql', payload: { query: source, variables } });
  return { status: response.statusCode, body: response.json() as GraphQLResponse<T> };
}

const PAGINATOR = 'paginatorInfo { count currentPage firstItem hasMorePages lastItem lastPage perPage total }';
const TEXT = 'id key title subtitle content button_text button_url image updated_at';

describe('single content texts', () => {
  it.each([
    ['packageText', 'Das passende Paket für Ihr Unternehmen'],
    ['forgotPasswordText', 'Passwort vergessen?'],
    ['banksListText', 'Ihre Hausbank'],
    ['loginPopupInfo', 'Bitte melden Sie sich an'],
    ['providerRegisteredPopup', 'Vielen Dank für Ihre Registrierung!'],
  ])('%s answers the seeded German text', async (field, title) => {
    const { status, body } = await query<Record<string, { title: string; content: string; updated_at: string }>>(
      `{ ${field} { ${TEXT} } }`,
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.[field]?.title).toBe(title);
    expect(body.data?.[field]?.content.length).toBeGreaterThan(40);
  });

  it('answers what an editor changed in the database', async () => {
    await db.update(contentTexts).set({ title: 'Neue Pakete ab Januar' }).where(eq(contentTexts.key, 'package_text'));
    const { body } = await query<{ packageText: { title: string } }>('{ packageText { title } }');
    expect(body.data?.packageText.title).toBe('Neue Pakete ab Januar');
  });

  it('answers null when an editor removed the text', async () => {
    await db.delete(contentTexts).where(eq(contentTexts.key, 'login_popup'));
    const { status, body } = await query<{ loginPopupInfo: null }>('{ loginPopupInfo { title } }');
    expect(status).toBe(200);
    expect(body.data).toEqual({ loginPopupInfo: null });
  });
});

describe('registrationInfo and providerStepPopup', () => {
  it('answers the customer registration heading with its sections by default', async () => {
    const { body } = await query<{ registrationInfo: { role: string; title: string; sections: { title: string; position: number }[] } }>(
      '{ registrationInfo { role title subtitle content sections { id title content icon position } } }',
    );
    expect(body.data?.registrationInfo).toMatchObject({ role: 'CUSTOMER', title: 'Kostenlos registrieren' });
    expect(body.data?.registrationInfo.sections.map((section) => section.title)).toEqual([
      'Schneller bestellen',
      'Angebote aus Ihrer Region',
      'Alles im Blick',
    ]);
  });

  it('answers the provider registration texts for role PROVIDER', async () => {
    const { body } = await query<{ registrationInfo: { role: string; title: string; sections: unknown[] } }>(
      '{ registrationInfo(role: PROVIDER) { role title sections { title } } }',
    );
    expect(body.data?.registrationInfo).toMatchObject({ role: 'PROVIDER', title: 'Als Anbieter registrieren' });
    expect(body.data?.registrationInfo.sections).toHaveLength(3);
  });

  it('treats an explicit null role like the default', async () => {
    const { body } = await query<{ registrationInfo: { role: string } }>('{ registrationInfo(role: null) { role } }');
    expect(body.data?.registrationInfo.role).toBe('CUSTOMER');
  });

  it('refuses an unknown role as a GraphQL validation error', async () => {
    const { status, body } = await query('{ registrationInfo(role: ADMIN) { title } }');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('providerStepPopup answers the onboarding steps in order', async () => {
    const { body } = await query<{ providerStepPopup: { title: string; steps: { title: string }[] } }>(
      '{ providerStepPopup { title content button_text button_url steps { title content position } } }',
    );
    expect(body.data?.providerStepPopup.title).toBe('In vier Schritten startklar');
    expect(body.data?.providerStepPopup.steps.map((step) => step.title)).toEqual([
      'Profil vervollständigen',
      'Paket wählen',
      'Nachweise hochladen',
      'Erste Produkte einstellen',
    ]);
  });
});

describe('paginated lists', () => {
  it('pageBanners answers the banners of a page with Laravel paginator info', async () => {
    const { body } = await query<{ pageBanners: { data: { page: string; title: string; image: string }[]; paginatorInfo: unknown } }>(
      `{ pageBanners(page: PROVIDER, first: 1) { data { id page title subtitle image image_mobile alt_text button_text button_url position } ${PAGINATOR} } }`,
    );
    expect(body.data?.pageBanners.data).toEqual([
      expect.objectContaining({ page: 'PROVIDER', title: 'Anbieter in Ihrer Nähe', image: '/images/banners/provider.svg' }),
    ]);
    expect(body.data?.pageBanners.paginatorInfo).toEqual({
      count: 1,
      currentPage: 1,
      firstItem: 1,
      hasMorePages: true,
      lastItem: 1,
      lastPage: 2,
      perPage: 1,
      total: 2,
    });
    const second = await query<{ pageBanners: { data: { title: string }[]; paginatorInfo: { hasMorePages: boolean; firstItem: number } } }>(
      `{ pageBanners(page: PROVIDER, first: 1, pageNumber: 2) { data { title } ${PAGINATOR} } }`,
    );
    expect(second.body.data?.pageBanners.data.map((banner) => banner.title)).toEqual(['Werden Sie Anbieter']);
    expect(second.body.data?.pageBanners.paginatorInfo).toMatchObject({ hasMorePages: false, firstItem: 2 });
  });

  it.each(['LOGIN', 'REGISTRATION', 'PROVIDER', 'LEAD', 'PROPERTY', 'MARKETPLACE', 'FOOD'])(
    'pageBanners has a German banner with an image for %s',
    async (page) => {
      const { body } = await query<{ pageBanners: { data: { title: string; image: string }[] } }>(
        `{ pageBanners(page: ${page}) { data { title image } } }`,
      );
      expect(body.data?.pageBanners.data.length).toBeGreaterThan(0);
      for (const banner of body.data?.pageBanners.data ?? []) expect(banner.image).toMatch(/^\/images\/banners\/.+\.svg$/);
    },
  );

  it('pageBanners leaves out a banner an editor switched off', async () => {
    await db.update(pageBanners).set({ isActive: false }).where(eq(pageBanners.title, 'Wochenangebote'));
    const { body } = await query<{ pageBanners: { data: { title: string }[]; paginatorInfo: { total: number } } }>(
      '{ pageBanners(page: MARKETPLACE) { data { title } paginatorInfo { total } } }',
    );
    expect(body.data?.pageBanners.data.map((banner) => banner.title)).toEqual(['Regional einkaufen']);
    expect(body.data?.pageBanners.paginatorInfo.total).toBe(1);
  });

  it('securityTexts answers the security page sections', async () => {
    const { body } = await query<{ securityTexts: { data: { title: string }[]; paginatorInfo: { total: number } } }>(
      `{ securityTexts { data { id title content icon position } ${PAGINATOR} } }`,
    );
    expect(body.data?.securityTexts.data[0]?.title).toBe('Verschlüsselte Verbindung');
    expect(body.data?.securityTexts.paginatorInfo.total).toBe(4);
  });

  it('stickyLayers answers the sticky layer contents', async () => {
    const { body } = await query<{ stickyLayers: { data: { page: string; title: string }[] } }>(
      `{ stickyLayers { data { id page title content button_text button_url position } ${PAGINATOR} } }`,
    );
    expect(body.data?.stickyLayers.data.map((layer) => layer.page)).toEqual(['marketplace', 'provider', 'lead', 'food']);
  });

  it('blogHotspots answers blog teasers newest first', async () => {
    const { body } = await query<{
      blogHotspots: { data: { slug: string; url: string; published_at: string }[]; paginatorInfo: { total: number; lastPage: number } };
    }>(`{ blogHotspots(first: 2) { data { id title slug excerpt image url published_at } ${PAGINATOR} } }`);
    expect(body.data?.blogHotspots.data.map((post) => post.slug)).toEqual(['badsanierung-planen', 'regional-einkaufen']);
    expect(body.data?.blogHotspots.data[0]?.url).toBe('/news/badsanierung-planen');
    expect(body.data?.blogHotspots.paginatorInfo).toMatchObject({ total: 5, lastPage: 3 });
  });

  it('treats explicit null paging arguments like the defaults', async () => {
    const { body } = await query<{ securityTexts: { paginatorInfo: { perPage: number; currentPage: number } } }>(
      '{ securityTexts(first: null, page: null) { paginatorInfo { perPage currentPage } } }',
    );
    expect(body.data?.securityTexts.paginatorInfo).toEqual({ perPage: 10, currentPage: 1 });
  });

  it('answers an empty page past the end with count 0 and no first item', async () => {
    const { body } = await query<{ blogHotspots: { data: unknown[]; paginatorInfo: unknown } }>(
      `{ blogHotspots(first: 10, page: 5) { data { id } ${PAGINATOR} } }`,
    );
    expect(body.data?.blogHotspots).toEqual({
      data: [],
      paginatorInfo: { count: 0, currentPage: 5, firstItem: null, hasMorePages: false, lastItem: null, lastPage: 1, perPage: 10, total: 5 },
    });
  });

  it('refuses first outside 1–100 and page below 1 with VALIDATION_FAILED', async () => {
    const tooMany = await query('{ securityTexts(first: 101) { data { id } } }');
    expect(tooMany.body.data).toBeNull();
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(tooMany.body.errors?.[0]?.message).toBe('first muss zwischen 1 und 100 liegen.');
    const badPage = await query('{ pageBanners(page: LOGIN, pageNumber: 0) { data { id } } }');
    expect(badPage.body.errors?.[0]?.extensions?.errors).toEqual({ pageNumber: ['pageNumber muss zwischen 1 und 100.000 liegen.'] });
  });
});

describe('bankList', () => {
  it('lists the seeded banks with the Bank fields, the admin default first', async () => {
    const { body } = await query<{
      bankList: { data: { bank_name: string; pincode: string; admin_default: boolean }[]; paginatorInfo: { total: number } };
    }>(`{ bankList(first: 100) { data { id pincode bank_name is_default admin_default } ${PAGINATOR} } }`);
    const list = body.data?.bankList.data ?? [];
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({ bank_name: 'Deutsche Bank', pincode: '10070000', admin_default: true });
    expect(body.data?.bankList.paginatorInfo.total).toBe(list.length);
  });

  it('filters by the start of the bank code and orders default banks before the others', async () => {
    await db.insert(banks).values([
      { pincode: '99910001', bankName: 'Testbank Nord', isDefault: false, adminDefault: false },
      { pincode: '99910002', bankName: 'Testbank Süd', isDefault: true, adminDefault: false },
      { pincode: '99920000', bankName: 'Andere Testbank', isDefault: false, adminDefault: false },
    ]);
    const { body } = await query<{ bankList: { data: { bank_name: string }[]; paginatorInfo: { total: number } } }>(
      `{ bankList(pincode: "9991", first: 50) { data { id pincode bank_name is_default admin_default } ${PAGINATOR} } }`,
    );
    expect(body.data?.bankList.data.map((bank) => bank.bank_name)).toEqual(['Testbank Süd', 'Testbank Nord']);
    expect(body.data?.bankList.paginatorInfo.total).toBe(2);
  });

  it('answers an empty first page with total 0 when no bank matches', async () => {
    const { body } = await query<{ bankList: { data: unknown[]; paginatorInfo: { total: number; count: number; lastPage: number } } }>(
      `{ bankList(pincode: "00") { data { id } ${PAGINATOR} } }`,
    );
    expect(body.data?.bankList.data).toEqual([]);
    expect(body.data?.bankList.paginatorInfo).toMatchObject({ total: 0, count: 0, lastPage: 1 });
  });

  it('refuses a pincode that is not digits with VALIDATION_FAILED', async () => {
    const { body } = await query('{ bankList(pincode: "abc") { data { id } } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(body.errors?.[0]?.message).toBe('Bitte geben Sie eine bis acht Ziffern der Bankleitzahl an.');
    const tooLong = await query('{ bankList(pincode: "123456789") { data { id } } }');
    expect(tooLong.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});

describe('seoData', () => {
  it('answers the SEO data of a page by type and slug', async () => {
    const { body } = await query<{ seoData: { meta_title: string; tags: string[]; is_meta: boolean; type: string } }>(
      '{ seoData(type: PAGE, slug: "home") { type slug is_meta meta_title meta_description meta_tag tags og_image } }',
    );
    expect(body.data?.seoData).toMatchObject({
      type: 'PAGE',
      slug: 'home',
      is_meta: true,
      meta_title: 'Marktplatz – Regional einkaufen, Anbieter finden, Angebote erhalten',
      tags: ['Marktplatz', 'Regional', 'Einkaufen'],
    });
  });

  it('answers null for an unknown slug, and for a known slug of another type', async () => {
    const unknown = await query('{ seoData(type: PAGE, slug: "gibt-es-nicht") { meta_title } }');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ data: { seoData: null } });
    expect((await query('{ seoData(type: PRODUCT, slug: "home") { meta_title } }')).body.data).toEqual({ seoData: null });
  });

  it('refuses an empty slug, and one with a NUL character, with VALIDATION_FAILED', async () => {
    const { body } = await query('{ seoData(type: PAGE, slug: "  ") { meta_title } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const nul = await query('query ($slug: String!) { seoData(type: PAGE, slug: $slug) { meta_title } }', { slug: 'ho\u0000me' });
    expect(nul.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});

describe('checkoutPaymentContents', () => {
  it('answers the cash payment and terms texts', async () => {
    const { body } = await query<{ checkoutPaymentContents: { cash_payment: { title: string }; terms: { title: string } } }>(
      `{ checkoutPaymentContents { cash_payment { ${TEXT} } terms { ${TEXT} } } }`,
    );
    expect(body.data?.checkoutPaymentContents.cash_payment.title).toBe('Barzahlung bei Abholung oder Lieferung');
    expect(body.data?.checkoutPaymentContents.terms.title).toBe('Allgemeine Geschäftsbedingungen und Widerruf');
  });
});

describe('cookieBanner', () => {
  it('answers the banner texts with the cookie types Notwendig, Statistik and Marketing and their cookies', async () => {
    const { body } = await query<{
      cookieBanner: {
        title: string;
        accept_all_text: string;
        cookie_types: { key: string; name: string; is_required: boolean; contents: { name: string; duration: string }[] }[];
      };
    }>(
      `{ cookieBanner { title content accept_all_text accept_selected_text reject_text settings_text privacy_url imprint_url
         cookie_types { id key name description is_required contents { id name provider purpose duration storage } } } }`,
    );
    const banner = body.data?.cookieBanner;
    expect(banner?.title).toBe('Wir respektieren Ihre Privatsphäre');
    expect(banner?.accept_all_text).toBe('Alle akzeptieren');
    expect(banner?.cookie_types.map((type) => [type.name, type.is_required])).toEqual([
      ['Notwendig', true],
      ['Statistik', false],
      ['Marketing', false],
    ]);
    const necessary = banner?.cookie_types[0]?.contents.map((cookie) => cookie.name);
    expect(necessary).toEqual(['cookie_consent', 'accessToken', 'cart_key', 'mp_bucket', 'mp_testversion']);
    expect(banner?.cookie_types[1]?.contents[0]).toMatchObject({ name: '_pk_id', duration: '13 Monate' });
  });
});
