import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { DEMO, json } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { properties } from '../../db/schema';
import { energyClassOf } from './energy';
import { PROPERTY_NOT_FOUND } from './service';

const suite = testSuite();

type Page<T> = { data: T[]; meta: { total: number; per_page: number }; sorts: Record<string, string> };
type Card = {
  id: number;
  slug: string;
  living_area: number;
  living_area_text: string;
  rooms: number;
  price: number;
  property_type: string;
};

describe('property finder', () => {
  it('holds 20 seeded listings, 5 per page, sorted by Wohnfläche with the spec labels', async () => {
    const answer = json<Page<Card>>(await suite.context.app.inject({ method: 'GET', url: '/api/finder?sort=area_desc' }));
    expect(answer.meta).toMatchObject({ total: 20, per_page: 5 });
    const areas = answer.data.map((row) => row.living_area);
    expect(areas).toEqual([...areas].sort((a, b) => b - a));
    expect(answer.sorts.area_desc).toBe('Wohnfläche (absteigend)');
    expect(answer.sorts.newest).toBe('Aktualität (neueste zuerst)');
    expect(answer.data[0]!.living_area_text).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} m²$/);
  });

  it('filters by type, rooms, area, price and postal code; refuses bad filters in German', async () => {
    const filtered = json<Page<Card>>(
      await suite.context.app.inject({ method: 'GET', url: '/finder?type=haus&rooms_min=2&price_max=600000&per_page=20' }),
    );
    expect(filtered.data.length).toBeGreaterThan(0);
    for (const row of filtered.data) {
      expect(row.property_type).toBe('haus');
      expect(row.rooms).toBeGreaterThanOrEqual(2);
      expect(row.price).toBeLessThanOrEqual(600000);
    }
    const berlin = json<Page<{ postal_code: string }>>(
      await suite.context.app.inject({ method: 'GET', url: '/api/finder?postal_code=101&per_page=20' }),
    );
    expect(berlin.data.every((row) => row.postal_code.startsWith('101'))).toBe(true);
    const bad = await suite.context.app.inject({ method: 'GET', url: '/api/finder?sort=zufall&type=schloss' });
    expect(bad.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(bad).errors.type).toEqual([
      'Die Objektart muss wohnung, haus, grundstueck oder gewerbe sein.',
    ]);
  });

  it('searches a radius around a postal code and sorts by Entfernung (nächste)/(weiteste)', async () => {
    type Near = { postal_code: string; city: string; distance_km: number };
    const nearest = json<Page<Near>>(
      await suite.context.app.inject({ method: 'GET', url: '/api/finder?postal_code=10117&sort=distance_asc&per_page=20' }),
    );
    expect(nearest.sorts.distance_asc).toBe('Entfernung (nächste)');
    expect(nearest.sorts.distance_desc).toBe('Entfernung (weiteste)');
    expect(nearest.meta.total).toBe(20);
    expect(nearest.data[0]!.city).toBe('Berlin');
    const distances = nearest.data.map((row) => row.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const farthest = json<Page<Near>>(
      await suite.context.app.inject({ method: 'GET', url: '/api/finder?postal_code=10117&sort=distance_desc' }),
    );
    expect(farthest.data[0]!.distance_km).toBe(Math.max(...distances));
    expect(farthest.data[0]!.distance_km).toBeGreaterThan(400);
    const around = json<Page<Near>>(
      await suite.context.app.inject({ method: 'GET', url: '/api/finder?postal_code=10117&radius=50&per_page=20' }),
    );
    expect(around.data.length).toBeGreaterThan(0);
    expect(around.data.every((row) => row.city === 'Berlin' && row.distance_km <= 50)).toBe(true);
    const noCenter = await suite.context.app.inject({ method: 'GET', url: '/api/finder?postal_code=101&sort=distance_asc' });
    expect([noCenter.statusCode, json<{ errors: Record<string, string[]> }>(noCenter).errors.postal_code]).toEqual([
      422,
      ['Für Umkreis und Entfernung geben Sie bitte eine vollständige, gültige Postleitzahl an.'],
    ]);
  });

  it('pages through a sort, a distance sort and a radius: every page, also one past the last, carries the total of all matches', async () => {
    const queries = {
      'sort=area_desc': 20,
      'postal_code=10117&sort=distance_asc': 20,
      'postal_code=10117&radius=500&sort=distance_desc': 0,
    };
    for (const [query, expected] of Object.entries(queries)) {
      const pages = [];
      for (const page of [1, 2, 3, 9, 2]) {
        const response = await suite.context.app.inject({ method: 'GET', url: `/api/finder?${query}&page=${page}` });
        expect(response.statusCode).toBe(200);
        pages.push(json<Page<Card>>(response));
      }
      const total = pages[0]!.meta.total;
      if (expected) expect(total).toBe(expected);
      expect(total).toBeGreaterThan(10);
      const length = (page: number) => Math.max(0, Math.min(5, total - (page - 1) * 5));
      expect(pages.map((answer) => [answer.meta.total, answer.data.length])).toEqual([1, 2, 3, 9, 2].map((page) => [total, length(page)]));
      const ids = pages.slice(0, 3).flatMap((answer) => answer.data.map((row) => row.id));
      expect(new Set(ids).size).toBe(ids.length);
      expect(pages[4]!.data).toEqual(pages[1]!.data);
    }
  });

  it('shows a listing with its energy data and takes a viewing request the provider hears about', async () => {
    const first = json<Page<Card>>(await suite.context.app.inject({ method: 'GET', url: '/api/finder' })).data[0]!;
    const detail = json<{ data: { id: number; energy: Record<string, unknown> } }>(
      await suite.context.app.inject({ method: 'GET', url: `/api/propertyBySlug?slug=${first.slug}` }),
    );
    expect(detail.data.energy).toMatchObject({
      certificate_type: expect.any(String),
      energy_value_kwh: expect.any(Number),
      energy_class: expect.any(String),
      main_energy_source: expect.any(String),
      construction_year: expect.any(Number),
    });
    const missing = await suite.context.app.inject({ method: 'GET', url: '/api/propertyBySlug?slug=gibt-es-nicht' });
    expect([missing.statusCode, json<{ message: string }>(missing).message]).toEqual([404, PROPERTY_NOT_FOUND]);

    const refused = await suite.context.app.inject({
      method: 'POST',
      url: '/api/property_appointment',
      payload: { property_id: first.id, name: 'Erika', email: 'keine-adresse', preferred_date: '31.02.2027' },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(refused).errors).sort()).toEqual(['email', 'preferred_date']);
    const sent = await suite.context.app.inject({
      method: 'POST',
      url: '/api/property_appointment',
      payload: {
        property_id: first.id,
        name: 'Erika Muster',
        email: 'erika@example.com',
        preferred_date: '12.01.2027',
        message: 'Gern am Vormittag.',
      },
    });
    expect(sent.statusCode).toBe(201);
    const mail = await suite.context.app.inject({ method: 'GET', url: `/dev/outbox?recipient=${encodeURIComponent(DEMO.provider)}` });
    expect(JSON.stringify(mail.json())).toContain('Neue Besichtigungsanfrage');
  });

  it('shows every seeded listing with the energy class of its value (GEG Anlage 10), in the finder and on the detail', async () => {
    type EnergyCard = Card & { energy_class: string | null };
    const cards = json<Page<EnergyCard>>(await suite.context.app.inject({ method: 'GET', url: '/api/finder?per_page=20' })).data;
    expect(cards).toHaveLength(20);
    const seen = new Set<string>();
    for (const card of cards) {
      const detail = json<{ data: { energy_class: string; energy: { energy_value_kwh: number; energy_class: string } } }>(
        await suite.context.app.inject({ method: 'GET', url: `/api/propertyBySlug?slug=${card.slug}` }),
      ).data;
      const expected = energyClassOf(detail.energy.energy_value_kwh);
      expect([card.slug, card.energy_class, detail.energy_class, detail.energy.energy_class]).toEqual([
        card.slug,
        expected,
        expected,
        expected,
      ]);
      seen.add(expected);
    }
    // 45 … 216 kWh/(m²·a): A up to G.
    expect([...seen].sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    const stored = await suite.context.db.select({ energy: properties.energy }).from(properties);
    expect(stored.every(({ energy }) => energy && energy.energy_class === energyClassOf(energy.energy_value_kwh))).toBe(true);
  });

  it('corrects a stored energy class that does not match its value (migration 0030)', async () => {
    const [row] = await suite.context.db.select().from(properties).limit(1);
    const wrong = { ...row!.energy!, energy_value_kwh: 45, energy_class: 'A+' };
    await suite.context.db.update(properties).set({ energy: wrong }).where(eq(properties.id, row!.id));
    const migration = readFileSync(path.join(__dirname, '../../db/migrations/0030_property_energy_class.sql'), 'utf8');
    await suite.context.db.execute(sql.raw(migration));
    const [fixed] = await suite.context.db.select({ energy: properties.energy }).from(properties).where(eq(properties.id, row!.id));
    expect(fixed!.energy).toMatchObject({ energy_value_kwh: 45, energy_class: 'A' });
  });

  it('shows three generated pictures of every seeded listing, served as SVG', async () => {
    const cards = json<Page<Card & { image: string | null }>>(
      await suite.context.app.inject({ method: 'GET', url: '/api/finder?per_page=20' }),
    ).data;
    expect(cards.every((card) => card.image !== null)).toBe(true);
    const detail = json<{ data: { gallery: string[] } }>(
      await suite.context.app.inject({ method: 'GET', url: `/api/propertyBySlug?slug=${cards[0]!.slug}` }),
    ).data;
    expect(detail.gallery).toHaveLength(3);
    for (const url of detail.gallery) {
      const picture = await suite.context.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8']);
      expect(picture.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    expect((await suite.context.app.inject({ method: 'GET', url: '/properties/images/schloss-10.svg' })).statusCode).toBe(404);
  });
});
