import { sql } from 'drizzle-orm';
import { storeHolidays, storeLocationTimes } from '../../db/schema';
import { storesTestKit } from '../../../test/fixtures/stores';
import { testSuite } from '../../../test/fixtures/suite';
import { publicLocations } from './service';

const suite = testSuite();
const { call, provider } = storesTestKit(() => suite.context);

const store = { title: 'Laden Mitte', street: 'Invalidenstraße', street_number: '5', zipcode: '10115', city: 'Berlin' };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('public locations by slug (one statement)', () => {
  it('answers what the general path answers: weeks, closed days, holidays, open-now; old slug form and hidden provider', async () => {
    const owner = await provider('Standorte Vergleich');
    const first = await call<{ id: number }>('POST', '/api/save-store-location', owner.token, store);
    const second = await call<{ id: number }>('POST', '/api/save-store-location', owner.token, { ...store, title: 'Lager' });
    const [a, b] = [first.body.data.id, second.body.data.id];
    await suite.context.db.insert(storeLocationTimes).values([
      { locationId: a, kind: 'opening', days: 1, fromTime: '09:00', untillTime: '13:00', afterFromTime: '14:00', afterUntillTime: '18:00' },
      { locationId: a, kind: 'opening', days: 6, fromTime: null, untillTime: null, status: false },
      { locationId: b, kind: 'opening', days: 3, fromTime: '08:00', untillTime: '20:00' },
    ]);
    await suite.context.db.insert(storeHolidays).values([
      { locationId: a, kind: 'opening', startDate: day(10), endDate: day(12), title: 'Inventur' },
      { locationId: a, kind: 'opening', startDate: day(-1), endDate: day(1), title: 'Umbau' },
      { locationId: a, kind: 'opening', startDate: day(-20), endDate: day(-15), title: 'Vorbei' },
    ]);
    const general = JSON.parse(JSON.stringify(await publicLocations(suite.context.db, owner.id))) as unknown[];
    expect(general).toHaveLength(2);

    const stored = (await suite.context.db.execute(sql`select slug from provider_profiles where user_id = ${owner.id}`)) as unknown as {
      rows: { slug: string }[];
    };
    const slug = stored.rows[0]!.slug;
    const byStored = await call<unknown[]>('GET', `/providerStoreLocations?slug=${slug}`);
    expect(byStored.status).toBe(200);
    expect(byStored.body.data).toEqual(general);
    const byOldForm = await call<unknown[]>('GET', `/providerStoreLocations?slug=${slug}-${owner.id}`);
    expect(byOldForm.body.data).toEqual(general);

    await suite.context.db.execute(sql`update provider_profiles set show_profile = false where user_id = ${owner.id}`);
    const hidden = await call('GET', `/providerStoreLocations?slug=${slug}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ message: 'Der Anbieter wurde nicht gefunden.' });
  });
});
