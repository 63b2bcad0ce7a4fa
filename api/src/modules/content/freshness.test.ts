import { createTestApp, json, type TestContext } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { staffWithSession } from '../../../test/fixtures/staff';
import { CONTENT_CHANGED_CHANNEL, changedKind, onContentChange, type ContentChange } from './changes';
import { setContentClock } from './clock';
import { testClockAllowed } from './freshness-routes';

/**
 * A published change reaches every instance (issue 41, deliverable 7): writes announce `content.changed` on the bus,
 * the content version moves with every change and with every scheduled time that comes due, and the journeys' test
 * clock exists only when asked for and never in production.
 */
const suite = testSuite();
let clocked: TestContext;
let token: string;

beforeAll(async () => {
  process.env.CONTENT_TEST_CLOCK = '1';
  try {
    clocked = await createTestApp();
  } finally {
    delete process.env.CONTENT_TEST_CLOCK;
  }
  token = (await staffWithSession(suite.context.db, ['editor'])).token;
});
afterAll(async () => {
  await clocked?.close();
});

interface Envelope<T> {
  status: boolean;
  data: T;
  errors?: Record<string, string[]>;
}

async function version(app = suite.context): Promise<{ changed: number; due: number }> {
  const response = await app.app.inject({ method: 'GET', url: '/content/version' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const [changed, due] = json<Envelope<{ version: string }>>(response).data.version.split('.').map(Number);
  return { changed: changed!, due: due! };
}

async function editor(method: 'POST' | 'PUT', url: string, payload: object) {
  return suite.context.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
}

async function newPost(slug: string, extra: Record<string, string> = {}): Promise<number> {
  const categories = json<Envelope<Array<{ id: number }>>>(await suite.context.app.inject({ method: 'GET', url: '/portal/categorys' }));
  const created = await editor('POST', '/admin/content/posts', {
    title: 'Straßenfest im Viertel',
    slug,
    excerpt: 'Am Samstag feiert die Nachbarschaft.',
    content: '<p>Mit Musik und Ständen.</p>',
    image: '/images/news/badsanierung-planen.svg',
    image_alt: 'Girlanden über der Straße',
    category_id: categories.data[0]?.id,
    ...extra,
  });
  expect(created.statusCode).toBe(201);
  return json<Envelope<{ id: number }>>(created).data.id;
}

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('content changes reach every instance', () => {
  it('announces an editor’s publication on the bus and raises the content version', async () => {
    const heard: ContentChange[] = [];
    const stop = onContentChange((change) => heard.push(change));
    const before = await version();
    const id = await newPost('strassenfest-sofort');
    const published = await editor('POST', `/admin/content/posts/${id}/publish`, {});
    expect(published.statusCode).toBe(200);
    await nextTick();
    stop();
    expect(heard.map((change) => change.kind)).toEqual(expect.arrayContaining(['post']));
    expect((await version()).changed).toBeGreaterThanOrEqual(before.changed);
    expect((await version()).changed).toBeGreaterThanOrEqual(heard[heard.length - 1]!.at);
  });

  it('does not announce a refused write', async () => {
    const heard: ContentChange[] = [];
    const stop = onContentChange((change) => heard.push(change));
    const refused = await editor('POST', '/admin/content/posts', { title: '' });
    expect(refused.statusCode).toBe(422);
    await nextTick();
    stop();
    expect(heard).toEqual([]);
  });

  it('takes a change another instance published on the bus: listeners hear it and the version moves to it', async () => {
    const heard: ContentChange[] = [];
    const stop = onContentChange((change) => heard.push(change));
    const at = Date.now() + 60_000;
    await suite.context.app.bus.publish(CONTENT_CHANGED_CHANNEL, { kind: 'landing', slug: 'home', at });
    await nextTick();
    stop();
    expect(heard).toContainEqual({ kind: 'landing', slug: 'home', at });
    expect((await version()).changed).toBe(at);
  });

  it('ignores malformed bus messages', async () => {
    const heard: ContentChange[] = [];
    const stop = onContentChange((change) => heard.push(change));
    await suite.context.app.bus.publish(CONTENT_CHANGED_CHANNEL, { kind: 7 });
    await suite.context.app.bus.publish(CONTENT_CHANGED_CHANNEL, 'kaputt');
    await nextTick();
    stop();
    expect(heard).toEqual([]);
  });

  it('moves the version when a scheduled article comes due, without any write', async () => {
    const id = await newPost('strassenfest-geplant');
    const scheduled = await editor('POST', `/admin/content/posts/${id}/publish`, { publish_at: '2099-05-01T10:00:00+02:00' });
    expect(scheduled.statusCode).toBe(200);
    const before = await version();
    const restore = setContentClock(() => new Date('2099-05-01T08:00:01Z'));
    try {
      const after = await version();
      expect(after.due).toBe(Date.parse('2099-05-01T08:00:00Z'));
      expect(after.due).not.toBe(before.due);
      expect(after.changed).toBe(before.changed);
    } finally {
      restore();
    }
  });

  it('keeps the SEO entry of a scheduled article from visitors until its time (a server-rendered head would give it away)', async () => {
    const id = await newPost('strassenfest-seo', {
      meta_title: 'Straßenfest: Programm und Stände',
      meta_description: 'Musik, Stände und Spiele für Kinder am Samstag im Viertel.',
    });
    expect((await editor('POST', `/admin/content/posts/${id}/publish`, { publish_at: '2099-06-01T10:00:00+02:00' })).statusCode).toBe(200);
    const seo = async () =>
      json<{ data: { seoData: { meta_title: string } | null } }>(
        await suite.context.app.inject({
          method: 'POST',
          url: '/graphql',
          payload: { query: '{ seoData(type: NEWS, slug: "strassenfest-seo") { meta_title } }' },
        }),
      ).data.seoData;
    expect(await seo()).toBeNull();
    const restore = setContentClock(() => new Date('2099-06-01T08:00:01Z'));
    try {
      expect(await seo()).toEqual({ meta_title: 'Straßenfest: Programm und Stände' });
    } finally {
      restore();
    }
  });

  it('names the kind of a back-office write by its address', () => {
    expect(changedKind('/admin/content/pages/12/publish')).toBe('page');
    expect(changedKind('/admin/content/posts')).toBe('post');
    expect(changedKind('/admin/content/landing?x=1')).toBe('landing');
    expect(changedKind('/admin/kunden/4')).toBeNull();
  });
});

describe('test clock of the journeys', () => {
  it('is off without CONTENT_TEST_CLOCK=1: the call answers 404', async () => {
    const response = await suite.context.app.inject({ method: 'POST', url: '/__test__/content-clock', payload: { at: null } });
    expect(response.statusCode).toBe(404);
  });

  it('is never on in production, whatever the flag says', () => {
    expect(testClockAllowed('1', 'production')).toBe(false);
    expect(testClockAllowed('1', 'development')).toBe(true);
    expect(testClockAllowed('true', 'development')).toBe(false);
    expect(testClockAllowed(undefined, 'test')).toBe(false);
  });

  it('moves the content clock with the flag: it runs on from the given time and goes back with null', async () => {
    const moved = await clocked.app.inject({
      method: 'POST',
      url: '/__test__/content-clock',
      payload: { at: '2099-05-01T10:00:00+02:00' },
    });
    expect(moved.statusCode).toBe(200);
    const now = Date.parse(json<Envelope<{ now: string }>>(moved).data.now);
    expect(now).toBeGreaterThanOrEqual(Date.parse('2099-05-01T08:00:00Z'));
    expect(now).toBeLessThan(Date.parse('2099-05-01T08:01:00Z'));
    const back = await clocked.app.inject({ method: 'POST', url: '/__test__/content-clock', payload: { at: null } });
    expect(Math.abs(Date.parse(json<Envelope<{ now: string }>>(back).data.now) - Date.now())).toBeLessThan(5_000);
  });

  it('refuses a time without offset with a German message (422)', async () => {
    const response = await clocked.app.inject({ method: 'POST', url: '/__test__/content-clock', payload: { at: '2099-05-01 10:00' } });
    expect(response.statusCode).toBe(422);
    expect(json<Envelope<unknown>>(response).errors?.at?.[0]).toMatch(/^Bitte geben Sie Datum und Uhrzeit mit Zeitzone an/);
  });
});
