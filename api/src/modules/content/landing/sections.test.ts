import { and, desc, eq } from 'drizzle-orm';
import { staffAuditLog } from '../../../db/schema';
import { createTestApp, json, type TestContext } from '../../../../test/helpers';
import { staffWithSession } from '../../../../test/fixtures/staff';
import { LANDING_SECTIONS, orderedSectionKeys } from './sections';

/**
 * The order of a start page's sections: an editor saves it by drag and drop, every save is a version (restorable),
 * and the visitors' read `/startPageLayout/{page}` answers it with the page's active sticky layers.
 */
let context: TestContext;
let editor: { id: number; token: string };
let support: { token: string };

interface SectionsState {
  page: string;
  version: number;
  saved_by: string | null;
  sections: Array<{ key: string; title: string }>;
}
interface Envelope<T> {
  status: boolean;
  message?: string;
  data: T;
  errors?: Record<string, string[]>;
}

const FIRST_HOME_ORDER = LANDING_SECTIONS.home.map((section) => section.key);

beforeAll(async () => {
  context = await createTestApp();
  editor = await staffWithSession(context.db, ['editor']);
  support = await staffWithSession(context.db, ['support']);
});

afterAll(async () => {
  // Leave the page in its first order for the other test files.
  for (const page of ['home', 'marketplace'] as const) {
    const current = await sections(page);
    await call('PUT', `${page}/sections`, editor.token, {
      based_on_version: current.version,
      keys: LANDING_SECTIONS[page].map((section) => section.key),
    });
  }
  await context.close();
});

async function call<T = SectionsState>(method: 'GET' | 'POST' | 'PUT', path: string, token?: string, payload?: object) {
  const response = await context.app.inject({
    method,
    url: `/admin/content/landing/${path}`,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload ? { payload } : {}),
  });
  return { statusCode: response.statusCode, body: json<Envelope<T>>(response) };
}

async function sections(page: string): Promise<SectionsState> {
  const { statusCode, body } = await call('GET', `${page}/sections`, editor.token);
  expect(statusCode).toBe(200);
  return body.data;
}

async function visitorLayout(page: string) {
  const response = await context.app.inject({ method: 'GET', url: `/startPageLayout/${page}` });
  expect(response.statusCode).toBe(200);
  return json<Envelope<{ sections: string[]; sticky_layers: Array<{ page: string; title: string }> }>>(response).data;
}

describe('order of a start page’s sections', () => {
  it('answers the first order and the marketplace’s active sticky layers before any editor saved one', async () => {
    const state = await sections('home');
    expect(state.sections.map((section) => section.key)).toEqual(FIRST_HOME_ORDER);
    expect(state.sections[0]?.title).toBe('Kacheln „Bereiche“');
    const marketplace = await visitorLayout('marketplace');
    expect(marketplace.sections[0]).toBe('slider');
    expect(marketplace.sticky_layers.length).toBeGreaterThan(0);
    expect(marketplace.sticky_layers.every((layer) => layer.page === 'marketplace')).toBe(true);
  });

  it('saves a new order as a version by the editor; the visitors’ read answers it', async () => {
    const before = await sections('home');
    const keys = ['news', ...FIRST_HOME_ORDER.filter((key) => key !== 'news')];
    const { statusCode, body } = await call('PUT', 'home/sections', editor.token, { based_on_version: before.version, keys });
    expect(statusCode).toBe(200);
    expect(body.message).toBe('Die Reihenfolge der Abschnitte wurde gespeichert.');
    expect(body.data.version).toBe(before.version + 1);
    expect(body.data.saved_by).toEqual(expect.any(String));
    expect((await visitorLayout('home')).sections).toEqual(keys);
    const [entry] = await context.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'content.landing_sections_reordered'), eq(staffAuditLog.recordId, 'home/sections')))
      .orderBy(desc(staffAuditLog.seq))
      .limit(1);
    expect(entry?.actorId).toBe(editor.id);
    const versions = await call<Array<{ version: number }>>('GET', 'home/sections/versions', editor.token);
    expect(versions.body.data[0]?.version).toBe(before.version + 1);
  });

  it('restores an earlier order as a new version', async () => {
    const first = await sections('home');
    const moved = await call('PUT', 'home/sections', editor.token, {
      based_on_version: first.version,
      keys: [...FIRST_HOME_ORDER].reverse(),
    });
    const again = await call('PUT', 'home/sections', editor.token, {
      based_on_version: moved.body.data.version,
      keys: FIRST_HOME_ORDER,
    });
    const restored = await call('POST', `home/sections/versions/${moved.body.data.version}/restore`, editor.token, {
      based_on_version: again.body.data.version,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.body.message).toBe('Die Version wurde wiederhergestellt.');
    expect(restored.body.data.version).toBe(again.body.data.version + 1);
    expect((await visitorLayout('home')).sections).toEqual([...FIRST_HOME_ORDER].reverse());
  });

  it('refuses an incomplete order (422) and one based on an older version (409), writing nothing', async () => {
    const current = await sections('marketplace');
    const keys = current.sections.map((section) => section.key);
    const incomplete = await call('PUT', 'marketplace/sections', editor.token, { based_on_version: current.version, keys: keys.slice(1) });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.body.errors?.keys?.[0]).toMatch(/genau einmal/);
    const unknown = await call('PUT', 'marketplace/sections', editor.token, {
      based_on_version: current.version,
      keys: [...keys.slice(1), 'iframe'],
    });
    expect(unknown.statusCode).toBe(422);
    const saved = await call('PUT', 'marketplace/sections', editor.token, { based_on_version: current.version, keys: [...keys].reverse() });
    expect(saved.statusCode).toBe(200);
    const stale = await call('PUT', 'marketplace/sections', editor.token, { based_on_version: current.version, keys });
    expect(stale.statusCode).toBe(409);
    expect((await visitorLayout('marketplace')).sections).toEqual([...keys].reverse());
  });

  it('lets only editors and admins change the order; the visitors’ read is public', async () => {
    expect((await call('GET', 'home/sections')).statusCode).toBe(404);
    expect((await call('GET', 'home/sections', support.token)).statusCode).toBe(403);
    const unknownPage = await context.app.inject({ method: 'GET', url: '/startPageLayout/impressum' });
    expect(unknownPage.statusCode).toBe(422);
  });
});

describe('orderedSectionKeys', () => {
  it('drops unknown and doubled keys and puts sections the saved order does not name right after their nearest predecessor in the first order', () => {
    expect(orderedSectionKeys('home', ['news', 'areas', 'news', 'gone'])).toEqual([
      'news',
      'trust',
      'newsletter',
      'areas',
      'providers',
      'living_worlds',
    ]);
    expect(orderedSectionKeys('home', null)).toEqual(FIRST_HOME_ORDER);
  });
});
