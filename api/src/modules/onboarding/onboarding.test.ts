import { and, eq } from 'drizzle-orm';
import { companyTypes, jobs, providerOnboarding, providerProfiles } from '../../db/schema';
import { bearer, createTestApp, createUserWithToken, DEMO, userByEmail, type TestContext } from '../../../test/helpers';
import { staffWithSession } from '../../../test/fixtures/staff';
import { caller, COMPLETE_STEPS, PDF, PNG, type TestUser } from '../../../test/fixtures/onboarding';
import { MESSAGES } from './checks';
import { canPublish, NOT_VERIFIED_MESSAGE, ONBOARDING_PATH } from './gate';
import { onboardingModule } from './index';
import type { OnboardingInfo, TraderInfo } from './schemas';
import { purgeDate, purgeExpired } from './service';

jest.setTimeout(120_000);

let context: TestContext;
const { call, upload } = caller(() => context);
let gmbh: number;

beforeAll(async () => {
  context = await createTestApp();
  const [type] = await context.db.select().from(companyTypes).where(eq(companyTypes.name, 'GmbH')).limit(1);
  gmbh = type!.id;
});
afterAll(async () => {
  await context.close();
});

const newProvider = () => createUserWithToken(context, 'Company', { verified: false });
const info = async (user: TestUser) => (await call<OnboardingInfo>(user, 'GET', '/getProviderOnBoardingInfo')).body.data;

async function completeSteps(user: TestUser) {
  const saved = await call<OnboardingInfo>(user, 'POST', '/storeProviderOnBoarding', { company_type_id: gmbh, ...COMPLETE_STEPS });
  expect(saved.body.errors).toBeUndefined();
  const uploaded = await upload<OnboardingInfo>(user, '/v2/providerUploadDocs', {}, [
    { field: 'file', name: 'personalausweis.pdf', content: PDF },
  ]);
  expect(uploaded.status).toBe(200);
  return uploaded.body.data;
}

describe('onboarding (Art. 30 DSA)', () => {
  it('starts incomplete with the registration data filled in, and says which step is next', async () => {
    const provider = await newProvider();
    const data = await info(provider);
    expect(data).toMatchObject({
      status: 'incomplete',
      status_text: 'Unvollständig',
      can_publish: false,
      editable: true,
      id_document: null,
    });
    expect(data.email).toMatch(/@example\.com$/);
    expect(data.steps.map((step) => step.key)).toEqual([
      'company',
      'address',
      'contact',
      'register',
      'tax',
      'id_document',
      'payout',
      'self_certification',
    ]);
    const step = await call<{ step: string; can_publish: boolean; onboarding_url: string; steps_total: number }>(
      provider,
      'GET',
      '/getSubscriptionStep',
    );
    expect(step.body.data).toMatchObject({ step: 'company', can_publish: false, onboarding_url: ONBOARDING_PATH, steps_total: 8 });
  });

  it('refuses a wrong IBAN, VAT ID and register number with German messages on those fields and saves nothing', async () => {
    const provider = await newProvider();
    const refused = await call(provider, 'POST', '/storeProviderOnBoarding', {
      company_type_id: gmbh,
      company_name: 'Falsch GmbH',
      iban: 'DE89 3704 0044 0532 0130 01',
      account_holder: 'Falsch GmbH',
      vat_id: 'DE12345',
      register_number: 'ABC 1',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({
      iban: [MESSAGES.iban],
      vat_id: [MESSAGES.vatId],
      register_number: [MESSAGES.registerNumber],
    });
    expect((await info(provider)).company_name).not.toBe('Falsch GmbH');
    const wrongRegister = await call(provider, 'POST', '/storeProviderOnBoarding', { company_type_id: gmbh, register_number: 'HRA 12345' });
    expect(wrongRegister.body.errors?.register_number).toEqual([MESSAGES.registerKind('HRB')]);
    const tax = await call(provider, 'POST', '/storeProviderOnBoarding', { tax_number: '12/34', zip_code: '1011', phone: 'abc' });
    expect(tax.body.errors).toMatchObject({ tax_number: [MESSAGES.taxNumber], zip_code: [MESSAGES.zipCode], phone: [MESSAGES.phone] });
  });

  it('keeps what was typed when a submission is incomplete, and names the missing fields', async () => {
    const provider = await newProvider();
    const refused = await call<OnboardingInfo>(provider, 'POST', '/storeProviderOnBoarding', {
      company_type_id: gmbh,
      company_name: 'Halbfertig GmbH',
      submit: 1,
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {})).toEqual(
      expect.arrayContaining(['register_number', 'register_court', 'vat_id', 'vat_status', 'id_document', 'iban', 'self_certification']),
    );
    const data = await info(provider);
    expect(data).toMatchObject({
      company_name: 'Halbfertig GmbH',
      company_type: 'GmbH',
      status: 'incomplete',
      register_required: true,
      register_prefix: 'HRB',
    });
  });

  it('keeps the ID document in private storage only: PDF, PNG or JPG, never a public upload', async () => {
    const provider = await newProvider();
    const wrong = await upload(provider, '/v2/providerUploadDocs', {}, [
      { field: 'file', name: 'ausweis.txt', content: Buffer.from('Ausweis') },
    ]);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.file).toEqual([MESSAGES.idDocumentType]);
    const disguised = await upload(provider, '/v2/providerUploadDocs', {}, [{ field: 'file', name: 'ausweis.pdf', content: PNG }]);
    expect(disguised.status).toBe(422);
    const done = await upload<OnboardingInfo>(provider, '/v2/providerUploadDocs', {}, [
      { field: 'file', name: 'ausweis.png', content: PNG },
    ]);
    expect(done.status).toBe(200);
    const document = done.body.data.id_document!;
    expect(document.file_name).toBe('ausweis.png');
    expect(document.url).toContain('/files/onboarding/id-documents/');
    expect(document.url).not.toContain('/uploads/');
    const [row] = await context.db.select().from(providerOnboarding).where(eq(providerOnboarding.providerId, provider.id));
    const file = await context.app.storage.get('private', row!.idDocumentKey!);
    expect(file).not.toBeNull();
    expect(await context.app.storage.get('public', row!.idDocumentKey!)).toBeNull();
    // Another provider sees only its own data.
    expect((await info(await newProvider())).id_document).toBeNull();
  });

  it('refuses to publish before verification — product, lead route, provider page — with a link to the onboarding', async () => {
    const provider = await newProvider();
    const active = await call(provider, 'POST', '/v2/createProduct', {
      name: 'Hocker',
      sku: 'HOCKER-1',
      price: 49,
      stock: 3,
      status: 'active',
    });
    expect(active.status).toBe(422);
    expect(active.body.errors?.status).toEqual([NOT_VERIFIED_MESSAGE]);
    expect(active.body.message).toContain(ONBOARDING_PATH);
    const draft = await call<{ id: number }>(provider, 'POST', '/v2/createProduct', {
      name: 'Hocker',
      sku: 'HOCKER-2',
      price: 49,
      stock: 3,
    });
    expect(draft.status).toBe(201);
    const publish = await call(provider, 'POST', '/updateProduct', { id: draft.body.data.id, status: 'active' });
    expect(publish.status).toBe(422);
    expect(publish.body.errors?.status).toEqual([NOT_VERIFIED_MESSAGE]);
    const bulk = await call(provider, 'POST', '/updateBulkProducts', { products: [{ id: draft.body.data.id, status: 'active' }] });
    expect(bulk.status).toBe(422);
    expect(bulk.body.errors?.['products.0.status']).toEqual([NOT_VERIFIED_MESSAGE]);

    const route = await call<{ id: number }>(provider, 'POST', '/api/lead_routes', {
      name: 'Dachdecker',
      world_category_id: 1,
      postal_code: '10115',
      radius: 40,
    });
    const on = await call(provider, 'POST', '/api/changeLeadRouteStatus', { id: route.body.data.id, status: 'active' });
    expect(on.status).toBe(422);
    expect(on.body.errors?.status).toEqual([NOT_VERIFIED_MESSAGE]);

    await context.db.insert(providerProfiles).values({ userId: provider.id, companyName: 'Hocker GmbH', showProfile: false });
    const page = await call(provider, 'POST', '/api/v2/providerInfoUpdate', { show_profile: 1 });
    expect(page.status).toBe(422);
    expect(page.body.errors?.show_profile).toEqual([NOT_VERIFIED_MESSAGE]);
  });

  it('verifies a complete submission at once with ONBOARDING_AUTO_VERIFY, then the provider publishes', async () => {
    const provider = await newProvider();
    const before = await completeSteps(provider);
    expect(before.steps.every((step) => step.done)).toBe(true);
    expect(before.payout_account?.iban_masked).toMatch(/^DE89/);
    const submitted = await call<OnboardingInfo>(provider, 'POST', '/storeProviderOnBoarding', { submit: 1 });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({
      status: 'verified',
      can_publish: true,
      editable: false,
      register_number: 'HRB 234567 B',
      vat_id: 'DE811907980',
    });
    const [profile] = await context.db.select().from(providerProfiles).where(eq(providerProfiles.userId, provider.id));
    expect(profile).toMatchObject({
      companyName: 'Neumann Werkstatt GmbH',
      companyRegistrationNumber: 'HRB 234567 B',
      vatNumber: 'DE811907980',
    });
    const product = await call(provider, 'POST', '/v2/createProduct', {
      name: 'Hocker',
      sku: 'HOCKER-3',
      price: 49,
      stock: 3,
      status: 'active',
    });
    expect(product.status).toBe(201);
    const locked = await call(provider, 'POST', '/storeProviderOnBoarding', { phone: '+49 30 1111111' });
    expect(locked.status).toBe(422);
    expect(locked.body.errors?.status?.[0]).toMatch(/verifiziert/);
  });

  it('keeps a submission waiting without auto-verification; trust & safety rejects with a reason, then verifies the resubmission', async () => {
    const manual = await createTestApp({ config: { onboardingAutoVerify: false } });
    const saved = context;
    context = manual;
    try {
      const provider = await createUserWithToken(manual, 'Company', { verified: false });
      await completeSteps(provider);
      const submitted = await call<OnboardingInfo>(provider, 'POST', '/storeProviderOnBoarding', { submit: 1 });
      expect(submitted.body.data).toMatchObject({ status: 'submitted', editable: false, can_publish: false });
      expect((await call(provider, 'POST', '/storeProviderOnBoarding', { phone: '+49 30 1111111' })).status).toBe(422);
      const staff = await staffWithSession(manual.db, ['trust_safety']);
      const decideAs = (path: string, payload?: object) =>
        manual.app.inject({
          method: 'POST',
          url: `/admin/providers/${provider.id}/${path}`,
          headers: bearer(staff.token),
          ...(payload ? { payload } : {}),
        });
      expect((await decideAs('reject', { reason: '  ' })).statusCode).toBe(422);
      const rejected = await decideAs('reject', { reason: 'Die Registernummer passt nicht zum Handelsregisterauszug.' });
      expect(rejected.statusCode).toBe(200);
      expect(await info(provider)).toMatchObject({
        status: 'rejected',
        rejection_reason: 'Die Registernummer passt nicht zum Handelsregisterauszug.',
        editable: true,
      });
      const again = await call<OnboardingInfo>(provider, 'POST', '/storeProviderOnBoarding', {
        register_number: 'HRB 234568 B',
        submit: 1,
      });
      expect(again.body.data.status).toBe('submitted');
      expect((await decideAs('verify')).statusCode).toBe(200);
      expect((await info(provider)).status).toBe('verified');
      expect((await decideAs('verify')).statusCode).toBe(422);
    } finally {
      context = saved;
      await manual.close();
    }
  });

  it('shows "Angaben zum Anbieter" on the product page and the provider page of a verified provider', async () => {
    const list = await call<{ slug: string }[]>(null, 'GET', '/latestProductList?per_page=1');
    const slug = list.body.data[0]!.slug;
    const product = await call<{ trader: TraderInfo | null; provider: { id: number } }>(null, 'GET', `/shop/productBySlug/${slug}`);
    expect(product.status).toBe(200);
    expect(product.body.data.trader).toMatchObject({ self_certified: true });
    expect(product.body.data.trader?.name).toBeTruthy();
    expect(product.body.data.trader?.email).toMatch(/@/);
    const demo = await userByEmail(context.db, DEMO.provider);
    const [profile] = await context.db.select().from(providerProfiles).where(eq(providerProfiles.userId, demo!.id));
    const page = await call<{ trader: TraderInfo | null }>(null, 'GET', `/api/providerPageData?slug=${profile!.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.data.trader).toMatchObject({
      name: 'Becker Handwerk & Design GmbH',
      legal_form: 'GmbH',
      register_number: 'HRB 123456',
      street: 'Leopoldstraße 42',
      zip_code: '80802',
      city: 'München',
      self_certified: true,
    });
  });

  it('hides an unverified provider’s public page (the owner’s preview still works)', async () => {
    const provider = await newProvider();
    const slug = `unverifiziert-${provider.id}`;
    await context.db.insert(providerProfiles).values({ userId: provider.id, companyName: 'Unverifiziert GmbH', slug, showProfile: true });
    expect((await call(null, 'GET', `/api/providerPageData?slug=${slug}`)).status).toBe(404);
    const preview = await call<{ trader: TraderInfo | null }>(provider, 'GET', `/api/providerPageData?slug=${slug}&is_preview=1`);
    expect(preview.status).toBe(200);
    expect(preview.body.data.trader).toBeNull();
    const found = await call<{ id: number }[]>(null, 'GET', '/provider_search?keyword=Unverifiziert');
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.body.data)).not.toContain('Unverifiziert GmbH');
  });

  it('keeps trader data six months after the account ends, then the purge deletes them', async () => {
    const provider = await createUserWithToken(context, 'Company');
    await context.db.transaction((tx) => onboardingModule.eraseUser!(tx, { id: provider.id, email: 'geloescht@example.com' }));
    expect(await canPublish(context.db, provider.id)).toBe(false);
    const [row] = await context.db.select().from(providerOnboarding).where(eq(providerOnboarding.providerId, provider.id));
    expect(row?.accountEndedAt).toBeInstanceOf(Date);
    expect(row?.purgeAfter?.getTime()).toBe(purgeDate(row!.accountEndedAt!).getTime());
    const [job] = await context.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, 'onboarding.purge')));
    expect(job?.runAt.getTime()).toBe(row!.purgeAfter!.getTime());
    expect(await purgeExpired(context.db, context.config, new Date(row!.purgeAfter!.getTime() - 1000))).toBe(0);
    expect(await purgeExpired(context.db, context.config, new Date(row!.purgeAfter!.getTime() + 1000))).toBe(1);
    expect(await context.db.select().from(providerOnboarding).where(eq(providerOnboarding.providerId, provider.id))).toEqual([]);
  });
});
