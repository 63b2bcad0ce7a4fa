import { sql } from 'drizzle-orm';
import { allPostalCodes } from './postal-codes';
import { boundingBox, distanceKm, distanceKmSql, postalCodeCoordinates, postalCoordinateCount, withinRadiusSql } from './geo';
import { testSuite } from '../../../test/fixtures/suite';

describe('postal-code coordinates', () => {
  it('gives every code of the postal code list a point inside Germany', () => {
    for (const code of allPostalCodes()) {
      const point = postalCodeCoordinates(code);
      expect(point).toBeDefined();
      expect(point!.latitude).toBeGreaterThan(47.2);
      expect(point!.latitude).toBeLessThan(55.1);
      expect(point!.longitude).toBeGreaterThan(5.8);
      expect(point!.longitude).toBeLessThan(15.1);
    }
    expect(postalCoordinateCount()).toBeGreaterThanOrEqual(allPostalCodes().length);
  });

  it('places city codes at their city with the right federal state', () => {
    const munich = postalCodeCoordinates('80331')!;
    expect(munich.state).toBe('BY');
    expect(munich.approximate).toBe(false);
    expect(distanceKm(munich, { latitude: 48.137, longitude: 11.575 })).toBeLessThan(5);
    expect(postalCodeCoordinates('10115')).toMatchObject({ state: 'BE', approximate: false });
    expect(postalCodeCoordinates('20095')).toMatchObject({ state: 'HH' });
    expect(postalCodeCoordinates('01067')).toMatchObject({ state: 'SN' });
  });

  it('marks a code without a known place as approximate, at its region', () => {
    const bundestag = postalCodeCoordinates('11011')!;
    expect(bundestag.approximate).toBe(true);
    expect(bundestag.state).toBe('BE');
  });

  it('answers undefined for a code that does not exist or is malformed', () => {
    expect(postalCodeCoordinates('00000')).toBeUndefined();
    expect(postalCodeCoordinates('1011')).toBeUndefined();
    expect(postalCodeCoordinates('abcde')).toBeUndefined();
  });

  it('measures Berlin–München as about 504 km', () => {
    const d = distanceKm({ latitude: 52.52, longitude: 13.405 }, { latitude: 48.1374, longitude: 11.5755 });
    expect(d).toBeGreaterThan(500);
    expect(d).toBeLessThan(508);
  });

  it('builds a bounding box that holds the whole circle', () => {
    const center = { latitude: 52.52, longitude: 13.405 };
    const box = boundingBox(center, 25);
    expect(distanceKm(center, { latitude: box.maxLatitude, longitude: center.longitude })).toBeCloseTo(25, 1);
    expect(distanceKm(center, { latitude: center.latitude, longitude: box.maxLongitude })).toBeGreaterThanOrEqual(25);
  });
});

describe('distance in SQL', () => {
  const suite = testSuite();
  beforeAll(async () => {
    await suite.context.db.execute(sql`create table geo_probe (name text, latitude double precision, longitude double precision)`);
    await suite.context.db.execute(sql`create index geo_probe_point on geo_probe (latitude, longitude)`);
    await suite.context.db.execute(sql`insert into geo_probe values
      ('Berlin-Mitte', 52.5200, 13.4050), ('Potsdam', 52.3906, 13.0645), ('Bernau', 52.6797, 13.5874),
      ('Frankfurt (Oder)', 52.3471, 14.5506), ('München', 48.1374, 11.5755), ('ohne Ort', null, null)`);
  });

  it('finds the rows within the radius, nearest first, with the same distance as the JavaScript formula', async () => {
    const center = postalCodeCoordinates('10115')!;
    const distance = distanceKmSql(sql.raw('latitude'), sql.raw('longitude'), center);
    const rows = (await suite.context.db.execute(
      sql`select name, ${distance} as km from geo_probe
          where ${withinRadiusSql(sql.raw('latitude'), sql.raw('longitude'), center, 30)} order by km`,
    )) as unknown as { rows: { name: string; km: number }[] };
    expect(rows.rows.map((row) => row.name)).toEqual(['Berlin-Mitte', 'Bernau', 'Potsdam']);
    const potsdam = rows.rows.find((row) => row.name === 'Potsdam')!;
    expect(Number(potsdam.km)).toBeCloseTo(distanceKm(center, { latitude: 52.3906, longitude: 13.0645 }), 3);
  });

  it('leaves out a row just outside the radius although it is inside the bounding box', async () => {
    const center = { latitude: 52.52, longitude: 13.405 };
    const corner = boundingBox(center, 10);
    await suite.context.db.execute(
      sql`insert into geo_probe values ('Ecke', ${corner.maxLatitude - 0.001}, ${corner.maxLongitude - 0.001})`,
    );
    const rows = (await suite.context.db.execute(
      sql`select name from geo_probe where ${withinRadiusSql(sql.raw('latitude'), sql.raw('longitude'), center, 10)}`,
    )) as unknown as { rows: { name: string }[] };
    expect(rows.rows.map((row) => row.name)).toEqual(['Berlin-Mitte']);
  });
});
