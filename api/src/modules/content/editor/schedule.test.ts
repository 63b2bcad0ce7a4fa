import { json } from '../../../../test/helpers';
import { testSuite } from '../../../../test/fixtures/suite';
import { staffWithSession } from '../../../../test/fixtures/staff';
import { setContentClock } from '../clock';

/**
 * Scheduling (issue 41): an editor publishes now or at a Berlin wall time given with its offset (stored in UTC);
 * visitors see a page or post only from then on (the content clock); a time in the past is refused.
 */
const suite = testSuite();
let token: string;
let now = new Date('2027-01-10T08:00:00Z');
let restoreClock: () => void;

beforeAll(async () => {
  token = (await staffWithSession(suite.context.db, ['editor'])).token;
  restoreClock = setContentClock(() => now);
});
afterAll(async () => {
  restoreClock();
});

interface Envelope<T = Record<string, unknown>> {
  status: boolean;
  message?: string;
  data: T;
  errors?: Record<string, string[]>;
}

async function call<T = Record<string, unknown>>(method: 'GET' | 'POST', url: string, payload?: object, auth = true) {
  const response = await suite.context.app.inject({
    method,
    url,
    ...(auth ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload ? { payload } : {}),
  });
  const xml = String(response.headers['content-type'] ?? '').includes('xml');
  return { statusCode: response.statusCode, body: xml ? ({} as Envelope<T>) : json<Envelope<T>>(response), text: response.body };
}

async function newPost(slug: string): Promise<number> {
  const categories = await call<Array<{ id: number }>>('GET', '/portal/categorys', undefined, false);
  const created = await call<{ id: number }>('POST', '/admin/content/posts', {
    title: 'Winterdienst: Pflichten für Eigentümer',
    slug,
    excerpt: 'Wer räumt, wer haftet?',
    content: '<p>Ab 7 Uhr muss geräumt sein.</p>',
    image: '/images/news/badsanierung-planen.svg',
    image_alt: 'Verschneiter Gehweg',
    category_id: categories.body.data[0]?.id,
  });
  expect(created.statusCode).toBe(201);
  return created.body.data.id;
}

describe('scheduled publication', () => {
  it('refuses a scheduled time in the past with a German message at publish_at, and a time without offset', async () => {
    const id = await newPost('winterdienst-vergangenheit');
    const past = await call('POST', `/admin/content/posts/${id}/publish`, { publish_at: '2027-01-09T10:00:00+01:00' });
    expect(past.statusCode).toBe(422);
    expect(past.body.errors?.publish_at).toEqual([
      'Der geplante Zeitpunkt liegt in der Vergangenheit. Bitte wählen Sie einen späteren Zeitpunkt oder veröffentlichen Sie sofort.',
    ]);
    const local = await call('POST', `/admin/content/posts/${id}/publish`, { publish_at: '2027-01-15T10:00:00' });
    expect(local.statusCode).toBe(422);
    expect(local.body.errors?.publish_at?.[0]).toMatch(/^Bitte geben Sie Datum und Uhrzeit mit Zeitzone an/);
    const read = await call<{ status: string }>('GET', `/admin/content/posts/${id}`);
    expect(read.body.data.status).toBe('draft');
  });

  it('keeps a scheduled article invisible to visitors before its time and shows it after (Berlin time stored as UTC)', async () => {
    const id = await newPost('winterdienst-pflichten');
    const scheduled = await call<{ status: string; publish_at: string }>('POST', `/admin/content/posts/${id}/publish`, {
      publish_at: '2027-01-15T10:00:00+01:00',
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.body.message).toBe('Die Veröffentlichung ist geplant.');
    expect(scheduled.body.data).toMatchObject({ status: 'scheduled', publish_at: '2027-01-15T09:00:00.000Z' });

    const visible = async () => {
      const detail = await call('GET', '/portal/post/winterdienst-pflichten', undefined, false);
      const list = await call<Array<{ slug: string }>>('GET', '/portal/posts?per_page=50', undefined, false);
      const sitemap = await call('GET', '/sitemap.xml', undefined, false);
      return {
        detail: detail.statusCode,
        listed: list.body.data.some((post) => post.slug === 'winterdienst-pflichten'),
        inSitemap: sitemap.text.includes('/news/winterdienst-pflichten'),
      };
    };
    expect(await visible()).toEqual({ detail: 404, listed: false, inSitemap: false });
    now = new Date('2027-01-15T08:59:59Z');
    expect((await visible()).detail).toBe(404);
    now = new Date('2027-01-15T09:00:00Z');
    expect(await visible()).toEqual({ detail: 200, listed: true, inSitemap: true });
    expect((await call<{ status: string }>('GET', `/admin/content/posts/${id}`)).body.data.status).toBe('published');

    const offline = await call<{ status: string }>('POST', `/admin/content/posts/${id}/unpublish`);
    expect(offline.body.data.status).toBe('draft');
    expect((await visible()).detail).toBe(404);
    now = new Date('2027-01-10T08:00:00Z');
  });

  it('schedules a page the same way: hidden from the page list and read until its time', async () => {
    const created = await call<{ id: number }>('POST', '/admin/content/pages', {
      title: 'Jahresrückblick',
      slug: 'jahresrueckblick-2026',
      content: '<p>Was 2026 geschah.</p>',
    });
    const id = created.body.data.id;
    const scheduled = await call<{ status: string }>('POST', `/admin/content/pages/${id}/publish`, {
      publish_at: '2027-01-11T00:00:00+01:00',
    });
    expect(scheduled.body.data.status).toBe('scheduled');
    const listed = async () =>
      (await call<Array<{ slug: string }>>('GET', '/api/pagedata/index', undefined, false)).body.data.some(
        (page) => page.slug === 'jahresrueckblick-2026',
      );
    expect((await call('GET', '/api/pagedata/jahresrueckblick-2026', undefined, false)).statusCode).toBe(404);
    expect(await listed()).toBe(false);
    now = new Date('2027-01-10T23:00:00Z');
    expect((await call('GET', '/api/pagedata/jahresrueckblick-2026', undefined, false)).statusCode).toBe(200);
    expect(await listed()).toBe(true);
    now = new Date('2027-01-10T08:00:00Z');
  });

  it('publishes at once without a time', async () => {
    const id = await newPost('winterdienst-sofort');
    const published = await call<{ status: string }>('POST', `/admin/content/posts/${id}/publish`, {});
    expect(published.body).toMatchObject({ message: 'Veröffentlicht.', data: { status: 'published' } });
    expect((await call('GET', '/portal/post/winterdienst-sofort', undefined, false)).statusCode).toBe(200);
  });
});
