import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { industries, unitTypes } from '../../db/schema';
import type { Database } from '../../db/client';
import { createUserWithToken, DEMO, login, userByEmail } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';

interface Envelope<T = unknown> {
  status: boolean;
  message?: string;
  code?: string;
  data: T;
  meta?: { current_page: number; last_page: number; per_page: number; total: number };
  errors?: Record<string, string[]>;
}

let app: FastifyInstance;
let db: Database;
const suite = testSuite();

beforeAll(async () => {
  ({ app, db } = suite.context);
});

async function get<T>(url: string, token?: string): Promise<{ status: number; body: Envelope<T> }> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() as Envelope<T> };
}

describe('countries', () => {
  it('GET /countries lists countries with German names, D-A-CH first', async () => {
    const { status, body } = await get<{ code: string; name: string; calling_code: string }[]>('/countries');
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    expect(body.data.slice(0, 3).map((country) => country.name)).toEqual(['Deutschland', 'Österreich', 'Schweiz']);
    expect(body.data.length).toBeGreaterThan(240);
  });

  it('GET /api/getCountriesCode lists calling codes, Germany first', async () => {
    const { status, body } = await get<{ code: string; calling_code: string }[]>('/api/getCountriesCode');
    expect(status).toBe(200);
    expect(body.data[0]).toEqual({ country_id: 276, code: 'DE', name: 'Deutschland', calling_code: '+49' });
  });

  it('GET /api/getDefaultCountry answers Germany', async () => {
    const { status, body } = await get<{ code: string; name: string; is_default: boolean }>('/api/getDefaultCountry');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 276, code: 'DE', name: 'Deutschland', calling_code: '+49', is_default: true });
  });
});

describe('GET /getCity', () => {
  it('answers the city of a known postal code', async () => {
    const { status, body } = await get('/getCity?postal_code=80331');
    expect(status).toBe(200);
    expect(body.data).toEqual([{ postal_code: '80331', city: 'München', state: 'Bayern' }]);
  });

  it('answers an empty list for a code without a city on record, and for a code that does not exist', async () => {
    expect((await get('/getCity?postal_code=99998')).body).toEqual({ status: true, data: [] });
    expect((await get('/getCity?postal_code=00000')).body).toEqual({ status: true, data: [] });
  });

  it('refuses a missing or malformed postal code with 422', async () => {
    const missing = await get('/getCity');
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.postal_code).toBeDefined();
    const malformed = await get('/getCity?postal_code=8033a');
    expect(malformed.status).toBe(422);
    expect(malformed.body.message).toBe('Die Postleitzahl muss aus genau fünf Ziffern bestehen.');
  });
});

describe('GET /getStreets', () => {
  it('finds streets by part of the name, case-insensitively', async () => {
    const { status, body } = await get<{ street: string; city: string }[]>(`/getStreets?keyword=${encodeURIComponent('KÖNIGS')}`);
    expect(status).toBe(200);
    expect(body.data.map((street) => `${street.street}, ${street.city}`)).toEqual(['Königsallee, Düsseldorf', 'Königstraße, Stuttgart']);
  });

  it('treats % and _ in the keyword as plain characters', async () => {
    expect((await get('/getStreets?keyword=%25%25')).body.data).toEqual([]);
  });

  it('refuses a keyword shorter than two characters with 422', async () => {
    const { status, body } = await get('/getStreets?keyword=K');
    expect(status).toBe(422);
    expect(body.errors?.keyword).toEqual(['Der Suchbegriff muss mindestens 2 Zeichen lang sein.']);
    expect((await get('/getStreets')).status).toBe(422);
  });

  it('refuses a keyword with a NUL character with 422 instead of failing in the database', async () => {
    const { status, body } = await get('/getStreets?keyword=K%00nig');
    expect(status).toBe(422);
    expect(body.errors?.keyword).toEqual(['Der Text enthält unzulässige Steuerzeichen.']);
  });
});

describe('GET /api/getPostalCodes', () => {
  it('pages through the postal codes starting with the input, with cities where known', async () => {
    const first = await get<{ postal_code: string; cities: string[] }[]>('/api/getPostalCodes?postal_code=101&per_page=2');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual([
      { postal_code: '10115', cities: ['Berlin'] },
      { postal_code: '10117', cities: ['Berlin'] },
    ]);
    expect(first.body.meta).toEqual({ current_page: 1, last_page: 3, per_page: 2, total: 5 });
    const last = await get<{ postal_code: string }[]>('/api/getPostalCodes?postal_code=101&per_page=2&page=3');
    expect(last.body.data.map((code) => code.postal_code)).toEqual(['10179']);
  });

  it('lists codes without a city on record with an empty city list', async () => {
    const { body } = await get('/api/getPostalCodes?postal_code=99998');
    expect(body.data).toEqual([{ postal_code: '99998', cities: [] }]);
  });

  it('refuses letters or more than five digits with 422', async () => {
    expect((await get('/api/getPostalCodes?postal_code=1a')).status).toBe(422);
    expect((await get('/api/getPostalCodes?postal_code=123456')).status).toBe(422);
    expect((await get('/api/getPostalCodes')).status).toBe(422);
    expect((await get('/api/getPostalCodes?postal_code=1&per_page=0')).status).toBe(422);
  });
});

describe('operator-maintained lists', () => {
  it('GET /api/getUnitTypes lists the units with the base unit of their price label', async () => {
    const { status, body } = await get<{ name: string; abbreviation: string; base_price_unit: string | null }[]>('/api/getUnitTypes');
    expect(status).toBe(200);
    expect(body.data.map((unit) => unit.abbreviation)).toEqual(['Stk.', 'kg', 'g', 'l', 'ml', 'm', 'm²', 'm³']);
    expect(body.data.find((unit) => unit.abbreviation === 'g')).toMatchObject({
      name: 'Gramm',
      base_unit: 'kg',
      units_per_base: 1000,
      base_price_unit: '1 kg',
    });
    expect(body.data.find((unit) => unit.abbreviation === 'Stk.')?.base_price_unit).toBeNull();
  });

  it('serves a unit renamed by an operator in the database', async () => {
    await db.update(unitTypes).set({ name: 'Stück (Einzelartikel)' }).where(eq(unitTypes.abbreviation, 'Stk.'));
    const { body } = await get<{ name: string; abbreviation: string }[]>('/api/getUnitTypes');
    expect(body.data[0]).toMatchObject({ abbreviation: 'Stk.', name: 'Stück (Einzelartikel)' });
  });

  it('GET /companyTypes lists German legal forms with their register', async () => {
    const { status, body } = await get<{ name: string; register: string | null }[]>('/companyTypes');
    expect(status).toBe(200);
    const names = body.data.map((type) => type.name);
    for (const name of ['GmbH', 'UG (haftungsbeschränkt)', 'AG', 'KG', 'OHG', 'GbR', 'e.K.', 'Einzelunternehmen', 'Freiberufler', 'e.V.']) {
      expect(names).toContain(name);
    }
    expect(body.data.find((type) => type.name === 'GmbH')?.register).toBe('Handelsregister Abteilung B');
    expect(body.data.find((type) => type.name === 'Freiberufler')?.register).toBeNull();
  });

  it('GET /getContactCategories lists the contact form topics', async () => {
    const { status, body } = await get<{ id: number; name: string }[]>('/getContactCategories');
    expect(status).toBe(200);
    expect(body.data[0]?.name).toBe('Allgemeine Anfrage');
    expect(body.data.map((category) => category.name)).toContain('Widerruf und Rückgabe');
  });

  it('GET /getContactInfo answers the operator contact details', async () => {
    const { status, body } = await get<Record<string, string>>('/getContactInfo');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ company_name: 'Marktplatz GmbH', postal_code: '10115', city: 'Berlin', country: 'Deutschland' });
  });

  it('GET /getContractContents lists the contract documents, or one by key', async () => {
    const all = await get<{ key: string; title: string }[]>('/getContractContents');
    expect(all.status).toBe(200);
    expect(all.body.data.map((contract) => contract.key)).toEqual([
      'terms_customer',
      'terms_provider',
      'data_processing',
      'privacy',
      'withdrawal',
    ]);
    const one = await get<{ key: string; title: string }[]>('/getContractContents?key=withdrawal');
    expect(one.body.data).toHaveLength(1);
    expect(one.body.data[0]?.title).toBe('Widerrufsbelehrung');
  });

  it('answers an unknown contract key with 404 and a malformed one with 422', async () => {
    const unknown = await get('/getContractContents?key=gibt_es_nicht');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: false, code: 'NOT_FOUND', message: 'Der Vertragsinhalt wurde nicht gefunden.' });
    expect((await get('/getContractContents?key=AGB!')).status).toBe(422);
  });
});

describe('industries', () => {
  it('GET /api/getParentIndustries lists the parent industries with their number of sub-industries', async () => {
    const { status, body } = await get<{ id: number; name: string; sub_industries_count: number }[]>('/api/getParentIndustries');
    expect(status).toBe(200);
    const names = body.data.map((industry) => industry.name);
    expect(names.slice(0, 5)).toEqual(['Handwerk', 'Gastronomie', 'Einzelhandel', 'Immobilien', 'Dienstleistungen']);
    expect(body.data.find((industry) => industry.name === 'Handwerk')?.sub_industries_count).toBe(11);
  });

  it('GET /api/getSubIndustries lists the sub-industries of a parent', async () => {
    const parents = await get<{ id: number; name: string }[]>('/api/getParentIndustries');
    const handwerk = parents.body.data.find((industry) => industry.name === 'Handwerk');
    const { status, body } = await get<{ name: string; parent_id: number }[]>(`/api/getSubIndustries?id=${handwerk?.id}`);
    expect(status).toBe(200);
    expect(body.data.map((industry) => industry.name)).toContain('Elektriker');
    expect(body.data.every((industry) => industry.parent_id === handwerk?.id)).toBe(true);
  });

  it('answers an unknown id, or the id of a sub-industry, with 404 and a German message', async () => {
    const unknown = await get('/api/getSubIndustries?id=999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: false, code: 'NOT_FOUND', message: 'Die Branche wurde nicht gefunden.' });
    const [child] = await db.select({ id: industries.id }).from(industries).where(eq(industries.name, 'Elektriker'));
    expect((await get(`/api/getSubIndustries?id=${child?.id}`)).status).toBe(404);
  });

  it('refuses a missing or non-numeric id with 422', async () => {
    expect((await get('/api/getSubIndustries')).status).toBe(422);
    const { status, body } = await get('/api/getSubIndustries?id=abc');
    expect(status).toBe(422);
    expect(body.errors?.id).toBeDefined();
  });
});

describe('vendor policies', () => {
  const policies = {
    return_policy: 'Rückgabe innerhalb von 30 Tagen in der Originalverpackung.',
    shipping_policy: 'Versand mit DHL innerhalb von 2 Werktagen.',
    privacy_policy: 'Wir verarbeiten Ihre Daten nur zur Abwicklung der Bestellung.',
  };

  async function post(url: string, payload: unknown, token?: string): Promise<{ status: number; body: Envelope }> {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.statusCode, body: response.json() as Envelope };
  }

  it('refuses anonymous callers with 401 and customers with 403', async () => {
    expect((await get('/getVendorPolicies')).status).toBe(401);
    expect((await post('/setVendorPolicies', policies)).status).toBe(401);
    const customer = await login(app, DEMO.customer);
    const read = await get('/getVendorPolicies', customer);
    expect(read.status).toBe(403);
    expect(read.body.code).toBe('FORBIDDEN');
    expect((await post('/setVendorPolicies', policies, customer)).status).toBe(403);
  });

  it('lets a provider save and read its own policies', async () => {
    const provider = await login(app, DEMO.provider);
    const saved = await post('/setVendorPolicies', policies, provider);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: true, message: 'Ihre Richtlinien wurden gespeichert.', data: policies });
    const read = await get<Record<string, string | null>>('/getVendorPolicies', provider);
    expect(read.body.data).toMatchObject(policies);
    expect(read.body.data.updated_at).not.toBeNull();
  });

  it('keeps texts that a later save leaves out', async () => {
    const provider = await login(app, DEMO.provider);
    await post('/setVendorPolicies', policies, provider);
    await post('/setVendorPolicies', { shipping_policy: 'Versand mit Hermes.' }, provider);
    const read = await get<Record<string, string>>('/getVendorPolicies', provider);
    expect(read.body.data).toMatchObject({ return_policy: policies.return_policy, shipping_policy: 'Versand mit Hermes.' });
  });

  it('shows another provider only its own policies, and ignores a foreign provider id in the body', async () => {
    const owner = await login(app, DEMO.provider);
    await post('/setVendorPolicies', policies, owner);
    const other = await createUserWithToken(suite.context, 'Company');
    expect((await get<Record<string, string>>('/getVendorPolicies', other.token)).body.data).toMatchObject({
      return_policy: '',
      shipping_policy: '',
      privacy_policy: '',
    });
    const ownerId = (await userByEmail(db, DEMO.provider))?.id;
    expect(ownerId).toBeDefined();
    await post('/setVendorPolicies', { provider_id: ownerId, return_policy: 'Fremder Text' }, other.token);
    expect((await get<Record<string, string>>('/getVendorPolicies', owner)).body.data.return_policy).toBe(policies.return_policy);
    expect((await get<Record<string, string>>('/getVendorPolicies', other.token)).body.data.return_policy).toBe('Fremder Text');
  });

  it('refuses an empty body, a non-text policy and an over-long text with 422', async () => {
    const provider = await login(app, DEMO.provider);
    const empty = await post('/setVendorPolicies', {}, provider);
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Bitte geben Sie mindestens eine Richtlinie an.');
    expect((await post('/setVendorPolicies', { return_policy: 42 }, provider)).status).toBe(422);
    const long = await post('/setVendorPolicies', { privacy_policy: 'x'.repeat(20_001) }, provider);
    expect(long.status).toBe(422);
    expect(long.body.errors?.privacy_policy).toBeDefined();
    expect((await post('/setVendorPolicies', { return_policy: 'Rückgabe\u0000' }, provider)).status).toBe(422);
  });
});
