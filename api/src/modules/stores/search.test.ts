import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { signAccessToken } from '../../http/auth';
import { industries, users } from '../../db/schema';
import { createConfirmedProvider } from '../account/service';
import { bearer, verifyTestProvider } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { buyPackage } from '../../../test/fixtures/billing';
import { pageSuccessSchema } from '../../http/envelope';
import { providerCardSchema } from './schemas';

const suite = testSuite();
let industryA: number;
let industryB: number;
beforeAll(async () => {
  const rows = await suite.context.db.select({ id: industries.id }).from(industries).where(eq(industries.isActive, true)).limit(2);
  industryA = rows[0]!.id;
  industryB = rows[1]!.id;
});

interface Card {
  id: number;
  slug: string;
  company_name: string;
  distance_km: number | null;
  open_now: boolean | null;
  open_text: string | null;
  industries: { id: number }[];
  store: { title: string } | null;
}

async function call<T>(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) {
  const response = await suite.context.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() as { data: T; errors?: Record<string, string[]>; meta?: { total: number } } };
}

/**
 * The search answer is written without the zod copy (`writtenAsBuilt`): a real answer must pass the response
 * schema unchanged — no field the schema would strip, none missing or of another type.
 */
function expectWireShape(body: unknown): void {
  expect(pageSuccessSchema(providerCardSchema).parse(body)).toEqual(body);
}

const tag = randomBytes(3).toString('hex');
const tokens = new Map<number, string>();

async function providerWithStore(name: string, zipcode: string, industryIds: number[], alwaysOpen: boolean) {
  const suffix = randomBytes(4).toString('hex');
  const id = await createConfirmedProvider(suite.context.db, {
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
  const [user] = await suite.context.db.select().from(users).where(eq(users.id, id));
  await verifyTestProvider(suite.context.db, id, user!.email);
  const { token } = await signAccessToken(suite.context.config, user!);
  const store = await call<{ id: number }>('POST', '/api/save-store-location', token, { title: name, zipcode });
  if (alwaysOpen) await call('POST', '/api/setStoreLocationAlwaysOpen', token, { store_id: store.body.data.id, always_open: 1 });
  await call('POST', '/api/v2/providerIndustries', token, { industry_ids: industryIds });
  tokens.set(id, token);
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
    expect(wider.body.data[0]).toMatchObject({ store: { title: 'Tischlerei Mitte' }, industries: [{ id: industryA }] });
    expectWireShape(wider.body);
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

  it('shows the premium badge of a premium package and lists premium providers first in the rating and latest sorts', async () => {
    await buyPackage(suite.context.app, tokens.get(munich)!, 'premium');
    await buyPackage(suite.context.app, tokens.get(potsdam)!, 'basis');
    for (const sort of ['Bewertung', 'Aktualität']) {
      const { body } = await call<(Card & { premium: boolean })[]>(
        'GET',
        `/provider_search?keyword=${tag}&sort=${encodeURIComponent(sort)}`,
      );
      expect(body.data[0]).toMatchObject({ id: munich, premium: true });
      expect(body.data.filter((card) => card.id !== munich).every((card) => !card.premium)).toBe(true);
    }
    // The distance sorts stay by distance: the boost never moves a farther provider forward.
    const near = await call<Card[]>(
      'GET',
      `/provider_search?filter[industry][]=${industryA}&postal_code=10115&radius=40&sort=distance_asc&keyword=${tag}`,
    );
    expect(near.body.data.map((card) => card.id)).toEqual([mitte, potsdam]);
    const slug = (await call<Card[]>('GET', `/provider_search?keyword=${tag}`)).body.data.find((card) => card.id === munich)!.slug;
    const page = await call<{ is_premium: boolean }>('GET', `/api/providerPageData?slug=${slug}`);
    expect(page.body.data.is_premium).toBe(true);
  });

  it('with open_now („Jetzt geöffnet“) lists only providers with a store open now, with and without a postal code, the card showing the open store', async () => {
    const near = `/provider_search?postal_code=10115&radius=40&sort=distance_asc&keyword=${tag}`;
    expect((await call<Card[]>('GET', near)).body.data.map((card) => card.id)).toEqual([mitte, potsdam]);
    const openNear = await call<Card[]>('GET', `${near}&open_now=1`);
    expect(openNear.body.data.map((card) => card.id)).toEqual([mitte]);
    expect(openNear.body.data[0]).toMatchObject({ open_now: true, open_text: 'Rund um die Uhr geöffnet' });
    expect(openNear.body.meta?.total).toBe(1);
    expectWireShape(openNear.body);
    const openAnywhere = await call<Card[]>('GET', `/provider_search?keyword=${tag}&open_now=1`);
    expect(openAnywhere.body.data.map((card) => card.id).sort()).toEqual([mitte, munich].sort());

    // A provider whose first (default) store is closed and whose second store is open: found, with the open store.
    const hamburg = await providerWithStore('Tischlerei Hamburg', '20095', [], false);
    const second = await call<{ id: number }>('POST', '/api/save-store-location', tokens.get(hamburg), {
      title: 'Tischlerei Altona',
      zipcode: '22767',
    });
    await call('POST', '/api/setStoreLocationAlwaysOpen', tokens.get(hamburg), { store_id: second.body.data.id, always_open: 1 });
    const plain = (await call<Card[]>('GET', `/provider_search?keyword=${tag}`)).body.data.find((card) => card.id === hamburg);
    expect(plain).toMatchObject({ open_now: false, store: { title: 'Tischlerei Hamburg' } });
    const onlyOpen = (await call<Card[]>('GET', `/provider_search?keyword=${tag}&open_now=1`)).body.data;
    expect(onlyOpen.map((card) => card.id).sort()).toEqual([mitte, munich, hamburg].sort());
    expect(onlyOpen.find((card) => card.id === hamburg)).toMatchObject({ open_now: true, store: { title: 'Tischlerei Altona' } });
    const aroundHamburg = await call<Card[]>('GET', `/provider_search?postal_code=20095&radius=25&keyword=${tag}&open_now=1`);
    expect(aroundHamburg.body.data.map((card) => [card.id, card.store?.title])).toEqual([[hamburg, 'Tischlerei Altona']]);

    // In a food search open_now stays the food filter (none of these providers sells food).
    expect((await call<Card[]>('GET', `/provider_search?keyword=${tag}&open_now=1&food=1`)).body.data).toEqual([]);
  });
});

describe('search points of the radius search', () => {
  const nearBerlin = (industry: number) =>
    call<Card[]>('GET', `/provider_search?filter[industry][]=${industry}&postal_code=10115&radius=25&sort=distance_asc&keyword=${tag}`);
  const ids = async (industry: number) => (await nearBerlin(industry)).body.data.map((card) => card.id);

  it('follows every write of stores and industries: a store added after the industries, moved, new industries, deleted', async () => {
    const id = await providerWithStore('Glaserei Wandel', '80331', [industryB], true);
    const token = tokens.get(id)!;
    expect(await ids(industryB)).not.toContain(id);
    // a second store in Berlin, added after the industries were chosen
    const berlin = await call<{ id: number }>('POST', '/api/save-store-location', token, { title: 'Glaserei Berlin', zipcode: '10117' });
    expect(berlin.status).toBe(201);
    expect(await ids(industryB)).toContain(id);
    expect((await nearBerlin(industryB)).body.data.find((card) => card.id === id)?.store?.title).toBe('Glaserei Berlin');
    // the Berlin store moves to Hamburg
    const moved = await call('POST', '/api/update-store-location', token, {
      id: berlin.body.data.id,
      title: 'Glaserei Hamburg',
      zipcode: '20095',
    });
    expect(moved.status).toBe(200);
    expect(await ids(industryB)).not.toContain(id);
    // and back; then the provider changes its industries
    await call('POST', '/api/update-store-location', token, { id: berlin.body.data.id, title: 'Glaserei Berlin', zipcode: '10117' });
    expect(await ids(industryB)).toContain(id);
    await call('POST', '/api/v2/providerIndustries', token, { industry_ids: [industryA] });
    expect(await ids(industryB)).not.toContain(id);
    expect(await ids(industryA)).toContain(id);
    // a pin on the map decides over the postal code
    await call('POST', '/api/update-store-location', token, {
      id: berlin.body.data.id,
      title: 'Glaserei Berlin',
      zipcode: '10117',
      latitude: 48.1374,
      longitude: 11.5755,
    });
    expect(await ids(industryA)).not.toContain(id);
    await call('POST', '/api/update-store-location', token, { id: berlin.body.data.id, title: 'Glaserei Berlin', zipcode: '10117' });
    expect(await ids(industryA)).toContain(id);
    const deleted = await suite.context.app.inject({
      method: 'DELETE',
      url: `/delete-store-location/${berlin.body.data.id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await ids(industryA)).not.toContain(id);
  });

  it('keeps the points right when a store and new industries are saved at the same time', async () => {
    const id = await providerWithStore('Glaserei Gleichzeitig', '80331', [industryB], true);
    const token = tokens.get(id)!;
    await Promise.all([
      call('POST', '/api/save-store-location', token, { title: 'Gleichzeitig Berlin', zipcode: '10115' }),
      call('POST', '/api/v2/providerIndustries', token, { industry_ids: [industryA] }),
    ]);
    expect(await ids(industryA)).toContain(id);
    expect(await ids(industryB)).not.toContain(id);
    const points = (await suite.context.db.execute(
      sql`select count(*)::int as n from store_search_points where provider_id = ${id}`,
    )) as unknown as { rows: { n: number }[] };
    const expected = (await suite.context.db.execute(
      sql`select count(*)::int as n from store_locations sl join provider_industries pi on pi.provider_id = sl.provider_id where sl.provider_id = ${id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(points.rows[0]!.n).toBe(expected.rows[0]!.n);
    expect(points.rows[0]!.n).toBe(2);
  });
});

describe('food filters of the provider search (x-extension)', () => {
  interface FoodCard extends Card {
    food: { cuisine_tags: string[]; minimum_order_cents: number; open_now: boolean; delivers_to_postal_code: boolean | null } | null;
  }
  let pizza: number;
  let sushi: number;
  let closedPizza: number;
  let carpenter: number;
  const search = (query: string) => call<FoodCard[]>('GET', `/provider_search?keyword=${tag}&${query}`);
  const gastro = async (id: number, settings: Record<string, unknown>) => {
    const saved = await call('POST', '/setGastroSetting', tokens.get(id), settings);
    expect(saved.status).toBe(200);
  };
  beforeAll(async () => {
    pizza = await providerWithStore('Pizza Mitte', '10115', [industryA], true);
    sushi = await providerWithStore('Sushi Mitte', '10117', [industryB], true);
    closedPizza = await providerWithStore('Pizza Nachtruhe', '10115', [industryA], false);
    carpenter = await providerWithStore('Tischlerei Essenlos', '10115', [industryA], true);
    await gastro(pizza, { cuisine_tags: ['Pizza'], minimum_order: '15', delivery_postal_codes: ['10115', '10117'], pickup: true });
    await gastro(sushi, { cuisine_tags: ['Sushi'], minimum_order: '25', delivery_postal_codes: ['10117'], pickup: false });
    await gastro(closedPizza, { cuisine_tags: ['Pizza'], minimum_order: '10', delivery_postal_codes: ['10115'], pickup: true });
  });

  it('limits the search to food providers and adds their food facts to the cards; the plain search has none', async () => {
    const { status, body } = await search('food=1&sort=latest');
    expect(status).toBe(200);
    expect(body.data.map((card) => card.id).sort()).toEqual([pizza, sushi, closedPizza].sort());
    const card = body.data.find((entry) => entry.id === pizza)!;
    expect(card.food).toMatchObject({ cuisine_tags: ['Pizza'], minimum_order_cents: 1500, open_now: true, delivers_to_postal_code: null });
    expectWireShape(body);
    const plain = await search('sort=latest');
    expect(plain.body.data.map((entry) => entry.id)).toContain(carpenter);
    expect(plain.body.data.every((entry) => entry.food === null)).toBe(true);
  });

  it('filters by cuisine, delivery postal code, pickup and minimum order, together with filter[industry][]', async () => {
    const ids = async (query: string) => (await search(query)).body.data.map((card) => card.id).sort();
    expect(await ids('cuisine=Pizza')).toEqual([pizza, closedPizza].sort());
    expect(await ids('delivers_to=10117')).toEqual([pizza, sushi].sort());
    expect(await ids('delivers_to=10117&cuisine=Sushi')).toEqual([sushi]);
    expect(await ids('pickup=1')).toEqual([pizza, closedPizza].sort());
    expect(await ids('max_minimum_order=15')).toEqual([pizza, closedPizza].sort());
    expect(await ids(`delivers_to=10117&filter[industry][]=${industryB}`)).toEqual([sushi]);
    expect((await search('delivers_to=10117')).body.data.find((card) => card.id === sushi)?.food?.delivers_to_postal_code).toBe(true);
  });

  it('filters „open now“ over all pages: the total and every page count only open restaurants', async () => {
    const first = await search('cuisine=Pizza&open_now=1&per_page=1&page=1');
    expect(first.body.data.map((card) => card.id)).toEqual([pizza]);
    expect(first.body.meta?.total).toBe(1);
    const second = await search('cuisine=Pizza&open_now=1&per_page=1&page=2');
    expect(second.body.data).toEqual([]);
    const all = await search('cuisine=Pizza&per_page=1&page=1');
    expect(all.body.meta?.total).toBe(2);
  });

  it('answers German 422s for a bad delivery postal code or minimum order, and documents the parameters as x-extension', async () => {
    expect((await search('delivers_to=123')).body.errors?.delivers_to).toEqual(['Die Postleitzahl muss aus genau fünf Ziffern bestehen.']);
    expect((await search('max_minimum_order=viel')).status).toBe(422);
    const document = (await suite.context.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, { get?: { parameters?: { name: string; description?: string; schema?: { 'x-extension'?: boolean } }[] } }>;
    };
    const parameters = document.paths['/provider_search']?.get?.parameters ?? [];
    const named = (name: string) => parameters.find((parameter) => parameter.name === name);
    for (const name of ['food', 'cuisine', 'delivers_to', 'open_now', 'pickup', 'max_minimum_order']) {
      expect(named(name)?.description).toContain('(x-extension)');
      expect(named(name)?.schema?.['x-extension']).toBe(true);
    }
    expect(named('filter[industry][]')?.schema?.['x-extension']).toBeUndefined();
  });
});

describe('map of the provider search', () => {
  it('answers no tile URL when MAP_TILE_URL is unset, so the screen shows markers on a plain background', async () => {
    const { status, body } = await call<{ tile_url: string | null; attribution: string | null }>('GET', '/provider_search/map');
    expect(status).toBe(200);
    expect(body.data).toEqual({ tile_url: null, attribution: null });
  });
});
