import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { signAccessToken } from '../../http/auth';
import { industries, users } from '../../db/schema';
import { createConfirmedProvider } from '../account/service';
import { bearer, createTestApp, type TestContext, verifyTestProvider } from '../../../test/helpers';

let context: TestContext;
let industryA: number;
let industryB: number;
beforeAll(async () => {
  context = await createTestApp();
  const rows = await context.db.select({ id: industries.id }).from(industries).where(eq(industries.isActive, true)).limit(2);
  industryA = rows[0]!.id;
  industryB = rows[1]!.id;
});
afterAll(async () => {
  await context.close();
});

interface Card {
  id: number;
  slug: string;
  company_name: string;
  distance_km: number | null;
  open_now: boolean | null;
  open_text: string | null;
  industries: { id: number }[];
}

async function call<T>(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) {
  const response = await context.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() as { data: T; errors?: Record<string, string[]>; meta?: { total: number } } };
}

const tag = randomBytes(3).toString('hex');

async function providerWithStore(name: string, zipcode: string, industryIds: number[], alwaysOpen: boolean) {
  const suffix = randomBytes(4).toString('hex');
  const id = await createConfirmedProvider(context.db, {
    email: `suche-${suffix}@example.com`,
    username: `suche-${suffix}`,
    passwordHash: 'x',
    gender: 'other',
    firstName: 'Max',
    lastName: 'Muster',
    phone: '030123456',
    companyName: `${name} ${tag}`,
    street: 'Weg',
    houseNumber: '1',
    zipCode: zipcode,
    city: 'Ort',
  });
  const [user] = await context.db.select().from(users).where(eq(users.id, id));
  await verifyTestProvider(context.db, id, user!.email);
  const { token } = await signAccessToken(context.config, user!);
  const store = await call<{ id: number }>('POST', '/api/save-store-location', token, { title: name, zipcode });
  if (alwaysOpen) await call('POST', '/api/setStoreLocationAlwaysOpen', token, { store_id: store.body.data.id, always_open: 1 });
  await call('POST', '/api/v2/providerIndustries', token, { industry_ids: industryIds });
  return id;
}

describe('provider search', () => {
  let mitte: number;
  let potsdam: number;
  let munich: number;
  beforeAll(async () => {
    mitte = await providerWithStore('Tischlerei Mitte', '10115', [industryA], true);
    potsdam = await providerWithStore('Tischlerei Potsdam', '14467', [industryA, industryB], false);
    munich = await providerWithStore('Tischlerei München', '80331', [industryA], true);
  });

  it('reads repeated filter[industry][] keys and finds providers within 25 km of a postal code, nearest first', async () => {
    const { status, body } = await call<Card[]>(
      'GET',
      `/provider_search?filter[industry][]=${industryA}&filter[industry][]=${industryB}&postal_code=10115&radius=25&sort=${encodeURIComponent('Entfernung (nächste)')}&keyword=${tag}`,
    );
    expect(status).toBe(200);
    expect(body.data.map((card) => card.id)).toEqual([mitte]);
    const wider = await call<Card[]>(
      'GET',
      `/provider_search?filter%5Bindustry%5D%5B%5D=${industryA}&postal_code=10115&radius=40&sort=distance_asc&keyword=${tag}`,
    );
    expect(wider.body.data.map((card) => card.id)).toEqual([mitte, potsdam]);
    expect(wider.body.data[1]!.distance_km).toBeGreaterThan(20);
    expect(wider.body.data[0]).toMatchObject({ open_now: true, open_text: 'Rund um die Uhr geöffnet' });
    expect(wider.body.data[1]).toMatchObject({ open_now: false, open_text: 'Geschlossen' });
    const farthest = await call<Card[]>(
      'GET',
      `/provider_search?filter[industry][]=${industryA}&postal_code=10115&radius=40&sort=${encodeURIComponent('Entfernung (weiteste)')}&keyword=${tag}`,
    );
    expect(farthest.body.data.map((card) => card.id)).toEqual([potsdam, mitte]);
  });

  it('filters by one industry given once and lists all of Germany without a postal code', async () => {
    const { body } = await call<Card[]>('GET', `/provider_search?filter[industry][]=${industryB}&keyword=${tag}`);
    expect(body.data.map((card) => card.id)).toEqual([potsdam]);
    const all = await call<Card[]>('GET', `/provider_search?keyword=${tag}&sort=${encodeURIComponent('Aktualität')}`);
    expect(all.body.data.map((card) => card.id).sort()).toEqual([mitte, potsdam, munich].sort());
  });

  it('answers German 422s for an unknown postal code, a bad sort, a bad industry and distance sort without a place', async () => {
    expect((await call('GET', '/provider_search?postal_code=00000')).body.errors?.postal_code).toEqual([
      'Diese Postleitzahl ist uns nicht bekannt.',
    ]);
    const sort = await call('GET', '/provider_search?sort=Preis');
    expect(sort.status).toBe(422);
    expect(Object.values(sort.body.errors ?? {})[0]?.[0]).toContain('Bewertung, Aktualität, Entfernung (nächste), Entfernung (weiteste)');
    expect((await call('GET', '/provider_search?filter[industry][]=abc')).status).toBe(422);
    expect((await call('GET', '/provider_search?sort=distance_asc')).status).toBe(422);
  });
});

describe('map of the provider search', () => {
  it('answers no tile URL when MAP_TILE_URL is unset, so the screen shows markers on a plain background', async () => {
    const { status, body } = await call<{ tile_url: string | null; attribution: string | null }>('GET', '/provider_search/map');
    expect(status).toBe(200);
    expect(body.data).toEqual({ tile_url: null, attribution: null });
  });
});
