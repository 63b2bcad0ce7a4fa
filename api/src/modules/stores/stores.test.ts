import { eq } from 'drizzle-orm';
import { storeLocations } from '../../db/schema';
import { resolveProviderSlug } from '../account/provider-slug';
import { storesTestKit } from '../../../test/fixtures/stores';
import { createUserWithToken } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';

const suite = testSuite();
const { call, provider } = storesTestKit(() => suite.context);

const store = { title: 'Laden Mitte', street: 'Invalidenstraße', street_number: '5', zipcode: '10115', city: 'Berlin' };

describe('provider slug', () => {
  it('gives two providers of the same name one slug each, the second with -2', async () => {
    const first = await provider('Bäckerei Sonnenschein');
    const second = await provider('Bäckerei Sonnenschein');
    expect(await resolveProviderSlug(suite.context.db, 'baeckerei-sonnenschein')).toEqual({
      userId: first.id,
      slug: 'baeckerei-sonnenschein',
      redirect: false,
    });
    expect(await resolveProviderSlug(suite.context.db, 'baeckerei-sonnenschein-2')).toEqual({
      userId: second.id,
      slug: 'baeckerei-sonnenschein-2',
      redirect: false,
    });
  });

  it('resolves the landing page’s old form name-<id> to the stored slug as a redirect', async () => {
    const shop = await provider('Blumen Krause');
    expect(await resolveProviderSlug(suite.context.db, `blumen-krause-${shop.id}`)).toEqual({
      userId: shop.id,
      slug: 'blumen-krause',
      redirect: true,
    });
    expect(await resolveProviderSlug(suite.context.db, 'gibt-es-nicht')).toBeUndefined();
  });
});

describe('store locations', () => {
  it('takes the point and federal state from the postal code and makes the first location the default', async () => {
    const owner = await provider('Standort Test');
    const created = await call<{ id: number; state: string; latitude: number; is_default: boolean; coordinate_source: string }>(
      'POST',
      '/api/save-store-location',
      owner.token,
      store,
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ state: 'BE', is_default: true, coordinate_source: 'postal_code' });
    expect(created.body.data.latitude).toBeCloseTo(52.52, 1);
    const pinned = await call<{ latitude: number; coordinate_source: string; is_default: boolean }>(
      'POST',
      '/api/save-store-location',
      owner.token,
      { ...store, title: 'Lager', latitude: 52.5, longitude: 13.3 },
    );
    expect(pinned.body.data).toMatchObject({ latitude: 52.5, coordinate_source: 'pin', is_default: false });
    const list = await call<unknown[]>('GET', '/api/store-locations?page=1', owner.token);
    expect(list.body.meta?.total).toBe(2);
  });

  it('answers 422 in German for an unknown postal code', async () => {
    const owner = await provider('PLZ Test');
    const response = await call('POST', '/api/save-store-location', owner.token, { ...store, zipcode: '00000' });
    expect(response.status).toBe(422);
    expect(response.body.errors?.zipcode).toEqual(['Diese Postleitzahl ist uns nicht bekannt.']);
  });

  it('answers 404 for every call on another provider’s location, times and holidays', async () => {
    const owner = await provider('Eigentümer');
    const other = await provider('Fremder');
    const { body } = await call<{ id: number }>('POST', '/api/save-store-location', owner.token, store);
    const id = body.data.id;
    const holiday = await call<{ id: number }[]>('POST', '/api/setStoreHolidaysTimes', owner.token, {
      store_id: id,
      start_date: '2026-12-24',
      end_date: '2026-12-31',
      title: 'Betriebsferien',
    });
    const holidayId = holiday.body.data[0]!.id;
    const attempts = [
      call('GET', `/api/get-store-location?id=${id}`, other.token),
      call('POST', '/api/update-store-location', other.token, { ...store, id }),
      call('DELETE', `/delete-store-location/${id}`, other.token),
      call('POST', '/setDefaultLocation', other.token, { id }),
      call('POST', '/api/setStoreLocationAlwaysOpen', other.token, { store_id: id, always_open: 1 }),
      call('POST', '/api/setStoreLocationAppointment', other.token, { store_id: id, takes_appointments: 1, slot_minutes: 30 }),
      call('GET', `/api/get-store-location-times?store_id=${id}`, other.token),
      call('POST', '/api/save-store-location-times', other.token, {
        store_id: id,
        times: [{ days: 1, from_time: '09:00', untill_time: '18:00', status: 1 }],
      }),
      call('GET', `/getDeliveryTimings?store_id=${id}`, other.token),
      call('POST', '/api/setDeliveryTimings', other.token, {
        store_id: id,
        times: [{ days: 1, from_time: '09:00', untill_time: '18:00', status: 1 }],
      }),
      call('GET', `/api/getStoreHolidaysTimes?store_id=${id}`, other.token),
      call('GET', `/getDeliveryHolidaysTimes?store_id=${id}`, other.token),
      call('POST', '/api/setStoreHolidaysTimes', other.token, { store_id: id, start_date: '2026-12-24' }),
      call('DELETE', `/api/delete-holidays/${holidayId}`, other.token),
    ];
    for (const attempt of await Promise.all(attempts)) expect(attempt.status).toBe(404);
    const still = await call<{ title: string }>('GET', `/api/get-store-location?id=${id}`, owner.token);
    expect(still.body.data.title).toBe('Laden Mitte');
  });

  it('saves split shifts and a shift past midnight, rejects bad days per field and keeps the rest of the week', async () => {
    const owner = await provider('Zeiten Test');
    const { body } = await call<{ id: number }>('POST', '/api/save-store-location', owner.token, store);
    const id = body.data.id;
    const response = await call('POST', '/api/save-store-location-times', owner.token, {
      store_id: id,
      times: [
        { days: 1, from_time: '09:00', untill_time: '12:00', after_from_time: '14:00', after_untill_time: '18:00', status: 1 },
        { days: 2, from_time: '25:00', untill_time: '18:00', status: 1 },
        { days: 3, from_time: '18:00', untill_time: '09:00', after_from_time: '20:00', after_untill_time: '22:00', status: 1 },
        { days: 4, from_time: '09:00', untill_time: '14:00', after_from_time: '13:00', after_untill_time: '18:00', status: 1 },
        { days: 5, from_time: '20:00', untill_time: '02:00', status: 1 },
        { days: 6, status: 0 },
      ],
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      'times.1.from_time': ['Bitte geben Sie eine Uhrzeit im Format HH:MM zwischen 00:00 und 23:59 an.'],
      'times.2.untill_time': ['Das Ende muss nach dem Beginn liegen.'],
      'times.3.after_from_time': ['Die zweite Schicht überschneidet sich mit der ersten.'],
    });
    const week = await call<
      { day: number; from_time: string | null; untill_time: string | null; after_from_time: string | null; status: boolean }[]
    >('GET', `/api/get-store-location-times?store_id=${id}`, owner.token);
    expect(week.body.data[0]).toMatchObject({ day: 1, from_time: '09:00', untill_time: '12:00', after_from_time: '14:00', status: true });
    expect(week.body.data[1]).toMatchObject({ day: 2, from_time: null, status: false });
    expect(week.body.data[4]).toMatchObject({ day: 5, from_time: '20:00', untill_time: '02:00', status: true });
    expect(week.body.data[5]).toMatchObject({ day: 6, status: false });
  });

  it('refuses a holiday range that ends before it starts (422 on end_date)', async () => {
    const owner = await provider('Ferien Test');
    const { body } = await call<{ id: number }>('POST', '/api/save-store-location', owner.token, store);
    const response = await call('POST', '/api/setStoreHolidaysTimes', owner.token, {
      store_id: body.data.id,
      start_date: '2026-08-10',
      end_date: '2026-08-01',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors?.end_date).toEqual(['Das Enddatum darf nicht vor dem Startdatum liegen.']);
  });

  it('keeps exactly one default location, also when two switches race', async () => {
    const owner = await provider('Standard Test');
    const ids: number[] = [];
    for (const title of ['A', 'B', 'C']) {
      const { body } = await call<{ id: number }>('POST', '/api/save-store-location', owner.token, { ...store, title });
      ids.push(body.data.id);
    }
    const results = await Promise.all(
      ids.flatMap((id) => [
        call('POST', '/setDefaultLocation', owner.token, { id }),
        call('POST', '/setDefaultLocation', owner.token, { id }),
      ]),
    );
    for (const result of results) expect(result.status).toBe(200);
    const rows = await suite.context.db.select().from(storeLocations).where(eq(storeLocations.providerId, owner.id));
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
    await call('DELETE', `/delete-store-location/${rows.find((row) => row.isDefault)!.id}`, owner.token);
    const after = await suite.context.db.select().from(storeLocations).where(eq(storeLocations.providerId, owner.id));
    expect(after).toHaveLength(2);
    expect(after.filter((row) => row.isDefault)).toHaveLength(1);
  });

  it('lists a provider’s locations publicly by slug (also by the old form) with today’s state', async () => {
    const owner = await provider('Offen Rund Um Die Uhr');
    const { body } = await call<{ id: number }>('POST', '/api/save-store-location', owner.token, store);
    await call('POST', '/api/setStoreLocationAlwaysOpen', owner.token, { store_id: body.data.id, always_open: true });
    const byOldForm = await call<{ id: number; state_now: { open_now: boolean; text: string } }[]>(
      'GET',
      `/providerStoreLocations?slug=offen-rund-um-die-uhr-${owner.id}`,
    );
    expect(byOldForm.status).toBe(200);
    expect(byOldForm.body.data[0]!.id).toBe(body.data.id);
    const timings = await call<{ always_open: boolean; state_now: { open_now: boolean } }>(
      'GET',
      `/getStoreTimings?store_id=${body.data.id}`,
    );
    expect(timings.body.data.always_open).toBe(true);
    const unknown = await call('GET', '/providerStoreLocations?slug=niemand-hier');
    expect(unknown.status).toBe(404);
  });

  it('refuses customers (403) and anonymous callers (401) on the provider calls', async () => {
    const customer = await createUserWithToken(suite.context, 'User');
    expect((await call('GET', '/api/store-locations', customer.token)).status).toBe(403);
    expect((await call('GET', '/api/store-locations')).status).toBe(401);
  });
});
