import { webVitals } from '../../db/schema';
import { json } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';

interface Envelope<T> {
  status: boolean;
  message?: string;
  data: T;
  errors?: Record<string, string[]>;
}

interface Summary {
  page_type: string;
  samples: number;
  lcp_p75: number | null;
  inp_p75: number | null;
  cls_p75: number | null;
}

const suite = testSuite();
beforeEach(async () => {
  await suite.context.db.delete(webVitals);
});

const send = (payload: Record<string, unknown>) => suite.context.app.inject({ method: 'POST', url: '/vitals', payload });

describe('web vitals', () => {
  it('stores an anonymous record of page type and figures, without anything about the visitor', async () => {
    const response = await send({ page_type: 'product', lcp: 1234.4, inp: 88.6, cls: 0.01234 });
    expect(response.statusCode).toBe(201);
    const rows = await suite.context.db.select().from(webVitals);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['cls', 'id', 'inpMs', 'lcpMs', 'pageType', 'recordedAt']);
    expect(rows[0]).toMatchObject({ pageType: 'product', lcpMs: 1234, inpMs: 89 });
    expect(rows[0]?.cls).toBeCloseTo(0.0123, 4);
  });

  it('answers the 75th percentile of each figure per page type', async () => {
    for (const lcp of [1000, 2000, 3000, 4000, 5000]) await send({ page_type: 'news', lcp, cls: lcp / 100_000 });
    await send({ page_type: 'login', inp: 120 });
    const response = await suite.context.app.inject({ method: 'GET', url: '/vitals/summary' });
    expect(response.statusCode).toBe(200);
    const body = json<Envelope<Summary[]>>(response);
    expect(body.data).toEqual([
      { page_type: 'news', samples: 5, lcp_p75: 4000, inp_p75: null, cls_p75: 0.04 },
      { page_type: 'login', samples: 1, lcp_p75: null, inp_p75: 120, cls_p75: null },
    ]);
  });

  it('refuses an unknown page type, a figure out of range and a record without figures with German field messages', async () => {
    const unknown = await send({ page_type: 'admin', lcp: 100 });
    expect(unknown.statusCode).toBe(422);
    expect(json<Envelope<null>>(unknown).errors?.page_type?.[0]).toBe('Unbekannter Seitentyp.');
    const negative = await send({ page_type: 'home', lcp: -1 });
    expect(negative.statusCode).toBe(422);
    expect(json<Envelope<null>>(negative).errors?.lcp?.[0]).toMatch(/zwischen 0 und 120000/);
    const empty = await send({ page_type: 'home' });
    expect(empty.statusCode).toBe(422);
    expect(json<Envelope<null>>(empty).errors?.lcp?.[0]).toMatch(/Mindestens ein Messwert/);
    expect(await suite.context.db.select().from(webVitals)).toHaveLength(0);
  });
});
